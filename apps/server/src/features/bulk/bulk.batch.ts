import { type Answers, BULK_REASONS, type BulkActionName } from '@bb/shared'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { AppError } from '../../lib/errors.ts'
import { applicants, bumpApplicantsVersion } from '../applicant-records/index.ts'
import { followersOfMany } from '../notifications/index.ts'
import type { UserRow } from '../users/index.ts'
import {
  type BulkParams,
  CHANGES_LISTS,
  type ItemOutcome,
  NOTIFIES_FOLLOWERS,
  refusalReason,
  runItem,
} from './bulk.actions.ts'
import type { BulkRunnerDeps } from './bulk.runner.ts'

export interface BatchJob {
  id: number
  action: Exclude<BulkActionName, 'export'>
  params: BulkParams
}

export interface BatchOptions {
  /** At most this many items. */
  size: number
  /** Once this long has passed, no further item is begun (at least one always is). */
  budgetMs: number
  /**
   * Called inside the batch's transaction after its changes, before they are marked, with the
   * applicants handled: a throw here is a crash between the two (tests), and rolls back the batch.
   */
  beforeMark?: (applicantIds: number[]) => Promise<void> | void
}

export interface BatchResult {
  /** Items claimed (locked); 0: nothing pending that another runner does not hold. */
  claimed: number
  /** Items handled and marked; fewer than claimed when the time ran out (the rest stays pending). */
  handled: number
  ms: number
}

type Marked = ItemOutcome & { applicantId: number; finishedAt: Date }

/**
 * One batch of a job in one transaction: claim the next pending items (skipping those another
 * runner holds), lock and read their applicants and what the action needs of them in one go, make
 * each change in its own savepoint (a refusal or failure rolls back that item alone) until the time
 * is up, bump the lists' version once and mark the handled items in one statement. A crash before
 * the commit leaves the whole batch pending and unchanged; the next runner does it once.
 */
export async function runBatch(
  deps: BulkRunnerDeps,
  job: BatchJob,
  context: { user: UserRow; answers: Answers },
  options: BatchOptions,
): Promise<BatchResult> {
  const started = performance.now()
  return deps.db.transaction(async (tx) => {
    const claimed = await rows<{ applicant_id: number }>(
      tx,
      sql`SELECT applicant_id FROM bulk_job_items WHERE job_id = ${job.id} AND state = 'pending'
          ORDER BY applicant_id LIMIT ${options.size} FOR UPDATE SKIP LOCKED`,
    )
    if (claimed.length === 0) return { claimed: 0, handled: 0, ms: performance.now() - started }
    const ids = claimed.map((item) => item.applicant_id)
    // Locked in id order before any change: a request waiting for one of these rows holds nothing
    // this batch needs later (no deadlock), and no row changes between this read and its change.
    const found = await tx
      .select()
      .from(applicants)
      .where(inArray(applicants.id, ids))
      .orderBy(applicants.id)
      .for('no key update')
    const rowOf = new Map(found.map((row) => [row.id, row]))
    const followers = NOTIFIES_FOLLOWERS.has(job.action) ? await followersOfMany(tx, ids) : undefined

    const marked: Marked[] = []
    for (const applicantId of ids) {
      if (marked.length > 0 && performance.now() - started >= options.budgetMs) break
      const now = deps.clock.now()
      const outcome = await handleItem(deps, tx, job, {
        ...context,
        now,
        applicantId,
        row: rowOf.get(applicantId),
        followers: followers?.get(applicantId),
      })
      marked.push({ ...outcome, applicantId, finishedAt: now })
    }
    if (CHANGES_LISTS.has(job.action) && marked.some((m) => m.state === 'done'))
      await bumpApplicantsVersion(tx)
    await options.beforeMark?.(marked.map((m) => m.applicantId))
    await markItems(tx, job.id, marked)
    return { claimed: ids.length, handled: marked.length, ms: performance.now() - started }
  })
}

/** One item in its own savepoint; a refusal (4xx) is a skip with its reason, anything else a failure. */
async function handleItem(
  deps: BulkRunnerDeps,
  tx: Db,
  job: BatchJob,
  item: Omit<Parameters<typeof runItem>[1], 'deps' | 'params'>,
): Promise<ItemOutcome> {
  try {
    return await tx.transaction((savepoint) =>
      runItem(job.action, { ...item, deps: { ...deps, db: savepoint }, params: job.params }),
    )
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500)
      return { state: 'skipped', reason: refusalReason(error) }
    deps.logger?.warn(
      { err: error, jobId: job.id, applicantId: item.applicantId },
      'Massenaktion: Eintrag fehlgeschlagen',
    )
    return { state: 'failed', reason: BULK_REASONS.unexpected }
  }
}

/** The handled items' states and reasons in one statement. */
async function markItems(db: Db, jobId: number, marked: Marked[]) {
  if (marked.length === 0) return
  const values = marked.map((m) => ({
    applicant_id: m.applicantId,
    state: m.state,
    reason: m.state === 'done' ? null : m.reason,
    finished_at: m.finishedAt.toISOString(),
  }))
  await db.execute(sql`
    UPDATE bulk_job_items i SET state = v.state, reason = v.reason, finished_at = v.finished_at
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      AS v(applicant_id int, state text, reason text, finished_at timestamptz)
    WHERE i.job_id = ${jobId} AND i.applicant_id = v.applicant_id`)
}
