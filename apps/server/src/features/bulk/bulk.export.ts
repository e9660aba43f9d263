import { PassThrough } from 'node:stream'
import { BULK_REASONS, type ExportFormat } from '@bb/shared'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { rows } from '../../db/rows.ts'
import { newStorageKey } from '../../storage/storage.ts'
import { exportApplicants } from '../applicant-export/index.ts'
import { recordAudit } from '../audit/index.ts'
import type { UserRow } from '../users/index.ts'
import type { BulkParams } from './bulk.actions.ts'
import { finishBulkJob } from './bulk.finish.ts'
import type { BulkRunnerDeps } from './bulk.runner.ts'
import { type BulkJobRow, bulkJobItems, bulkJobs } from './bulk.table.ts'

/** An export's claim; a runner that died mid-file leaves it to another after this. */
export const EXPORT_LEASE_MS = 10 * 60_000
const canWrite = (user: UserRow) =>
  user.active && (user.roles.includes('admin') || user.roles.includes('recruiter'))

/**
 * An export is one file of the whole selection, not a change per applicant: the runner that wins the
 * job's lease writes it into the storage (batch by batch, marking the items as it goes, for the
 * progress bar), then in one transaction stores the file's key, marks what was not exported
 * (trash, anonymised, gone) as skipped, writes the audit entry and ends the job. A runner that lost
 * its lease meanwhile throws its file away. Several instances never write two files.
 */
export async function runExportJob(deps: BulkRunnerDeps, job: BulkJobRow, user: UserRow): Promise<number> {
  const now = deps.clock.now()
  const until = new Date(now.getTime() + EXPORT_LEASE_MS)
  const [claimed] = await deps.db
    .update(bulkJobs)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(bulkJobs.id, job.id),
        eq(bulkJobs.state, 'running'),
        isNull(bulkJobs.fileKey),
        or(isNull(bulkJobs.claimedUntil), lt(bulkJobs.claimedUntil, now)),
      ),
    )
    .returning()
  if (!claimed) return 0
  const format = ((job.params as BulkParams).format ?? 'csv') as ExportFormat
  const items = await rows<{ applicant_id: number }>(
    deps.db,
    sql`SELECT applicant_id FROM bulk_job_items WHERE job_id = ${job.id} ORDER BY applicant_id`,
  )
  const ids = items.map((i) => i.applicant_id)
  if (!canWrite(user)) {
    await deps.db
      .update(bulkJobItems)
      .set({ state: 'skipped', reason: BULK_REASONS.forbidden, finishedAt: now })
      .where(and(eq(bulkJobItems.jobId, job.id), eq(bulkJobItems.state, 'pending')))
    await finishBulkJob(deps.db, { jobId: job.id, now })
    return ids.length
  }
  const out = new PassThrough()
  const staging = deps.storage.stage(out)
  let marked = 0
  const { rows: written } = await exportApplicants({
    db: deps.db,
    ids,
    format,
    out,
    // The progress bar: what has gone into the file so far (the end sorts out what was skipped).
    onProgress: (done) => {
      const batch = ids.slice(marked, done)
      marked = done
      if (batch.length === 0) return
      deps.db
        .execute(
          sql`UPDATE bulk_job_items SET state = 'done', finished_at = ${now.toISOString()}::timestamptz
            WHERE job_id = ${job.id} AND state = 'pending' AND applicant_id = ANY(${`{${batch.join(',')}}`}::int[])`,
        )
        .catch((err: unknown) =>
          deps.logger?.warn({ err, jobId: job.id }, 'Export: Fortschritt nicht gespeichert'),
        )
    },
  })
  // The file is in place before the database names it; a crash in between leaves a file nobody
  // names, which the start-up sweep removes.
  const staged = await staging
  const key = newStorageKey()
  await deps.storage.commit(staged, key)
  const won = await deps.db.transaction(async (tx) => {
    const [mine] = await tx
      .update(bulkJobs)
      .set({ fileKey: key, claimedUntil: null })
      .where(and(eq(bulkJobs.id, job.id), eq(bulkJobs.claimedUntil, until), isNull(bulkJobs.fileKey)))
      .returning({ id: bulkJobs.id })
    if (!mine) return false
    // Not in the file: the trash, anonymised people and ids that are gone, each with its reason.
    await tx.execute(sql`UPDATE bulk_job_items i SET state = 'skipped', reason = s.why,
        finished_at = ${now.toISOString()}::timestamptz
      FROM (SELECT j.applicant_id,
              CASE WHEN a.id IS NULL THEN ${BULK_REASONS.notFound}
                   WHEN a.anonymized_at IS NOT NULL THEN ${BULK_REASONS.anonymized}
                   ELSE ${BULK_REASONS.inTrash} END AS why
            FROM bulk_job_items j LEFT JOIN applicants a ON a.id = j.applicant_id
            WHERE j.job_id = ${job.id} AND (a.id IS NULL OR a.deleted_at IS NOT NULL OR a.anonymized_at IS NOT NULL)) s
      WHERE i.job_id = ${job.id} AND i.applicant_id = s.applicant_id`)
    await tx
      .update(bulkJobItems)
      .set({ state: 'done', reason: null, finishedAt: now })
      .where(and(eq(bulkJobItems.jobId, job.id), eq(bulkJobItems.state, 'pending')))
    await recordAudit(tx, {
      userId: user.id,
      action: 'applicants_list_exported',
      details: { format, rows: written, bulk_job: job.id },
      now,
    })
    return true
  })
  if (!won) {
    await deps.storage.remove(key)
    return 0
  }
  await finishBulkJob(deps.db, { jobId: job.id, now: deps.clock.now() })
  return ids.length
}
