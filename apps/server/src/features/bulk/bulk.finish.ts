import { BULK_REASONS, type BulkActionName, bulkSummary } from '@bb/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import type { DocumentStorage } from '../../storage/storage.ts'
import { notifyReceipt } from '../notifications/index.ts'
import { bulkJobItems, bulkJobs } from './bulk.table.ts'

export interface BulkCounts {
  pending: number
  done: number
  failed: number
  /** Skipped items by reason, the most frequent first. */
  skipped: Array<{ reason: string; count: number }>
}

/** The counts of a job, read from its items (they never drift from what was done). */
export async function countItems(db: Db, jobId: number): Promise<BulkCounts> {
  const grouped = await rows<{ state: string; reason: string | null; n: number }>(
    db,
    sql`SELECT state, reason, count(*)::int AS n FROM bulk_job_items WHERE job_id = ${jobId} GROUP BY state, reason`,
  )
  const counts: BulkCounts = { pending: 0, done: 0, failed: 0, skipped: [] }
  for (const { state, reason, n } of grouped) {
    if (state === 'skipped') counts.skipped.push({ reason: reason ?? '', count: n })
    else if (state === 'pending' || state === 'done' || state === 'failed') counts[state] += n
  }
  counts.skipped.sort((a, b) => b.count - a.count)
  return counts
}

/**
 * Ends a job once no item is pending: state, the German summary and the receipt in the starter's
 * notifications, in one transaction. Only one caller can end it (the update names the running
 * state), so the summary and the notification come once. False: still items to do, or ended.
 */
export async function finishBulkJob(db: Db, { jobId, now }: { jobId: number; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(bulkJobs)
      .set({
        state: sql`CASE WHEN ${bulkJobs.cancelRequested} THEN 'cancelled' ELSE 'done' END`,
        finishedAt: now,
      })
      .where(
        and(
          eq(bulkJobs.id, jobId),
          eq(bulkJobs.state, 'running'),
          sql`NOT EXISTS (SELECT 1 FROM bulk_job_items i WHERE i.job_id = ${jobId} AND i.state = 'pending')`,
        ),
      )
      .returning()
    if (!ended) return false
    const counts = await countItems(tx, jobId)
    const summary = bulkSummary({
      action: ended.action as BulkActionName,
      cancelled: ended.state === 'cancelled',
      done: counts.done,
      skipped: counts.skipped,
      failed: counts.failed,
    })
    await tx.update(bulkJobs).set({ summary }).where(eq(bulkJobs.id, jobId))
    await notifyReceipt(tx, { userId: ended.createdBy, kind: 'bulk_finished', text: summary, now })
    return true
  })
}

/**
 * Cancels the starter's running job: what is pending is skipped as cancelled (an item a runner
 * holds right now is waited for and stays as that runner leaves it), then the job ends.
 */
export async function cancelBulkJob(
  db: Db,
  { jobId, userId, now }: { jobId: number; userId: number; now: Date },
) {
  const [flagged] = await db
    .update(bulkJobs)
    .set({ cancelRequested: true })
    .where(and(eq(bulkJobs.id, jobId), eq(bulkJobs.createdBy, userId), eq(bulkJobs.state, 'running')))
    .returning({ id: bulkJobs.id })
  if (!flagged) return false
  await db
    .update(bulkJobItems)
    .set({ state: 'skipped', reason: BULK_REASONS.cancelled, finishedAt: now })
    .where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.state, 'pending')))
  await finishBulkJob(db, { jobId, now })
  return true
}

/** Ended jobs are kept this long for their summary, then removed with their items. */
export const BULK_KEEP_DAYS = 30

/** Housekeeping: removes jobs that ended more than BULK_KEEP_DAYS ago, with their files; returns how many. */
export async function deleteOldBulkJobs(
  db: Db,
  now: Date,
  storage?: Pick<DocumentStorage, 'remove'>,
): Promise<number> {
  const cutoff = new Date(now.getTime() - BULK_KEEP_DAYS * 86_400_000)
  const removed = await db
    .delete(bulkJobs)
    .where(
      and(
        sql`${bulkJobs.state} <> 'running'`,
        sql`${bulkJobs.finishedAt} < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: bulkJobs.id, fileKey: bulkJobs.fileKey })
  for (const { fileKey } of removed) if (fileKey && storage) await storage.remove(fileKey)
  return removed.length
}
