import {
  BULK_ACTION_LABELS,
  BULK_ITEMS_MAX,
  BULK_TEXTS,
  type BulkAction,
  type BulkActionName,
  type BulkJob,
  type BulkSelection,
  type ExportFormat,
} from '@bb/shared'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { rows } from '../../db/rows.ts'
import { AppError, forbidden, notFound, ValidationError } from '../../lib/errors.ts'
import { applicantSender, NO_SENDER } from '../../mail/applicant-mail.ts'
import { exportFileName } from '../applicant-export/index.ts'
import { applicants } from '../applicant-records/index.ts'
import { getAnswers, listCondition } from '../applicants/index.ts'
import { getSettings } from '../settings/index.ts'
import { messageTemplates } from '../templates/index.ts'
import type { UserRow } from '../users/index.ts'
import type { BulkParams } from './bulk.actions.ts'
import { countItems } from './bulk.finish.ts'
import { type BulkJobRow, bulkJobs } from './bulk.table.ts'

/** Actions a viewer may start: following is each person's own, as with one applicant. */
const VIEWER_ACTIONS = new Set<BulkActionName>(['follow', 'unfollow'])
const canWrite = (user: UserRow) => user.roles.includes('admin') || user.roles.includes('recruiter')

/** Checks what the action names (a status, a job, a template) and returns what the job keeps. */
export async function paramsFor(deps: AppDeps, action: BulkAction): Promise<BulkParams> {
  switch (action.action) {
    case 'status': {
      const answers = await getAnswers(deps.db)
      if (!answers.status?.[action.status]) throw new ValidationError({ status: [BULK_TEXTS.unknownStatus] })
      return { status: action.status }
    }
    case 'assign_job': {
      const answers = await getAnswers(deps.db)
      if (!answers.job?.[action.job]) throw new ValidationError({ job: [BULK_TEXTS.unknownJob] })
      return { job: action.job }
    }
    case 'mail': {
      const [template] = await deps.db
        .select()
        .from(messageTemplates)
        .where(eq(messageTemplates.id, action.template_id))
      if (!template) throw new ValidationError({ template_id: [BULK_TEXTS.unknownTemplate] })
      if (!applicantSender(await getSettings(deps.db), deps.config.imapUrl))
        throw new ValidationError({ template_id: [NO_SENDER] })
      // The text as it was when started: a template edited meanwhile does not change a running mailing.
      return { template_id: template.id, subject: template.subject, content: template.message }
    }
    case 'export':
      return { format: action.format }
    default:
      return {}
  }
}

/** The applicants of a selection as item rows of the job, in one statement; returns how many. */
export async function insertItems(
  db: Db,
  { jobId, selection, viewerId }: { jobId: number; selection: BulkSelection; viewerId: number },
): Promise<number> {
  if (selection.type === 'ids') {
    // Unknown ids become items too: they are skipped as not found, so the summary names them.
    const ids = [...new Set(selection.ids)]
    const [row] = await rows<{ n: number }>(
      db,
      sql`WITH added AS (
            INSERT INTO bulk_job_items (job_id, applicant_id)
            SELECT ${jobId}, id FROM unnest(${`{${ids.join(',')}}`}::int[]) AS id
            RETURNING 1)
          SELECT count(*)::int AS n FROM added`,
    )
    return row?.n ?? 0
  }
  const { where } = await listCondition(db, { query: selection.query, viewerId })
  const [row] = await rows<{ n: number }>(
    db,
    sql`WITH added AS (
          INSERT INTO bulk_job_items (job_id, applicant_id)
          SELECT ${jobId}, ${applicants.id} FROM ${applicants} ${where ? sql`WHERE ${where}` : sql``}
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`,
  )
  return row?.n ?? 0
}

/**
 * Starts a bulk action: the job and one item per selected applicant in one transaction, the
 * selection resolved by the list's own condition. A viewer may only follow and unfollow.
 */
export async function createBulkJob(
  deps: AppDeps,
  {
    selection,
    action,
    user,
    now,
  }: { selection: BulkSelection; action: BulkAction; user: UserRow; now: Date },
): Promise<BulkJobRow> {
  if (!VIEWER_ACTIONS.has(action.action) && !canWrite(user)) throw forbidden(BULK_TEXTS.forbiddenAction)
  const params = await paramsFor(deps, action)
  return deps.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(bulkJobs)
      .values({
        action: action.action,
        params: params as Record<string, unknown>,
        createdBy: user.id,
        createdAt: now,
      })
      .returning()
    if (!job) throw new AppError(500, BULK_TEXTS.failedToStart)
    const total = await insertItems(tx, { jobId: job.id, selection, viewerId: user.id })
    if (total === 0) throw new ValidationError({ selection: [BULK_TEXTS.emptySelection] })
    if (total > BULK_ITEMS_MAX) throw new ValidationError({ selection: [BULK_TEXTS.tooManyItems] })
    const [updated] = await tx.update(bulkJobs).set({ total }).where(eq(bulkJobs.id, job.id)).returning()
    return updated ?? job
  })
}

/** The starter's own job; another person's is not found (its ids say nothing). */
export async function getBulkJobRow(db: Db, { id, userId }: { id: number; userId: number }) {
  const [job] = await db
    .select()
    .from(bulkJobs)
    .where(and(eq(bulkJobs.id, id), eq(bulkJobs.createdBy, userId)))
  if (!job) throw notFound(BULK_TEXTS.notFound)
  return job
}

const PROBLEMS_SHOWN = 100

/** A job as the screen shows it: counts from its items, and once ended what was left out and why. */
export async function toBulkJob(db: Db, job: BulkJobRow): Promise<BulkJob> {
  const counts = await countItems(db, job.id)
  const ended = job.state !== 'running'
  const problems = ended
    ? await rows<{ applicant_id: number; name: string | null; state: 'skipped' | 'failed'; reason: string }>(
        db,
        sql`SELECT i.applicant_id, CASE WHEN a.id IS NULL THEN NULL ELSE concat_ws(' ', a.first_name, a.last_name) END AS name,
              i.state, coalesce(i.reason, '') AS reason
            FROM bulk_job_items i LEFT JOIN applicants a ON a.id = i.applicant_id
            WHERE i.job_id = ${job.id} AND i.state IN ('skipped', 'failed')
            ORDER BY i.state DESC, i.applicant_id LIMIT ${PROBLEMS_SHOWN}`,
      )
    : []
  const action = job.action as BulkActionName
  return {
    id: job.id,
    action,
    label: BULK_ACTION_LABELS[action],
    state: job.state as BulkJob['state'],
    cancel_requested: job.cancelRequested,
    total: job.total,
    done: counts.done,
    skipped: counts.skipped.reduce((sum, s) => sum + s.count, 0),
    failed: counts.failed,
    summary: job.summary,
    problems,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
    file_name:
      job.fileKey && job.state === 'done'
        ? exportFileName(
            ((job.params as BulkParams).format ?? 'csv') as ExportFormat,
            job.finishedAt ?? job.createdAt,
          )
        : null,
  }
}

/** The starter's latest jobs, newest first (a reloaded screen finds its running one again). */
export async function findBulkJobs(db: Db, { userId }: { userId: number }): Promise<BulkJob[]> {
  const found = await db
    .select()
    .from(bulkJobs)
    .where(eq(bulkJobs.createdBy, userId))
    .orderBy(desc(bulkJobs.id))
    .limit(10)
  return together(
    db,
    found.map((job) => () => toBulkJob(db, job)),
  )
}

/** Whether a stored file is an export of a bulk job (the start-up sweep keeps those). */
export async function isBulkFileKey(db: Db, key: string): Promise<boolean> {
  const [found] = await db.select({ id: bulkJobs.id }).from(bulkJobs).where(eq(bulkJobs.fileKey, key))
  return found !== undefined
}
