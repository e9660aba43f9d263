import { type Answers, BULK_REASONS, type BulkActionName } from '@bb/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../context.ts'
import { rows } from '../../db/rows.ts'
import { AppError } from '../../lib/errors.ts'
import { getAnswers } from '../applicants/index.ts'
import { users } from '../users/index.ts'
import { type BulkParams, type ItemOutcome, refusalReason, runItem } from './bulk.actions.ts'
import { runExportJob } from './bulk.export.ts'
import { finishBulkJob } from './bulk.finish.ts'
import { bulkJobItems, bulkJobs } from './bulk.table.ts'

/** Items handled between two looks at the job (cancelled? the user's roles changed?). */
export const BULK_BATCH = 25
const INTERVAL_MS = 5_000

export type BulkRunnerDeps = AppDeps & { logger?: FastifyBaseLogger }

export interface RunOptions {
  /** Only this job (the request that started a small one); otherwise every running job. */
  jobId?: number
  /** Stop after this many items (tests stop a runner mid-job this way). */
  limit?: number
  /**
   * Called inside an item's transaction after its change, before it is marked: a throw here is a
   * crash between the two writes (tests), and rolls both back.
   */
  beforeMark?: (applicantId: number) => Promise<void> | void
}

/**
 * One item: lock the next pending row of the job (skipping rows another runner holds), make the
 * change in a savepoint and mark the row, all in one transaction. A crash anywhere before the
 * commit leaves the item pending and unchanged; a second runner never gets a locked row, and a
 * row it waited for is no longer pending. False: nothing left to claim.
 */
async function handleNext(
  deps: BulkRunnerDeps,
  job: { id: number; action: Exclude<BulkActionName, 'export'>; params: BulkParams },
  user: typeof users.$inferSelect,
  answers: Answers,
  options: RunOptions,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [item] = await rows<{ applicant_id: number }>(
      tx,
      sql`SELECT applicant_id FROM bulk_job_items WHERE job_id = ${job.id} AND state = 'pending'
          ORDER BY applicant_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    )
    if (!item) return false
    const applicantId = item.applicant_id
    const now = deps.clock.now()
    let outcome: ItemOutcome
    try {
      outcome = await tx.transaction((savepoint) =>
        runItem(job.action, {
          deps: { ...deps, db: savepoint },
          user,
          now,
          params: job.params,
          applicantId,
          answers,
        }),
      )
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500)
        outcome = { state: 'skipped', reason: refusalReason(error) }
      else {
        deps.logger?.warn({ err: error, jobId: job.id, applicantId }, 'Massenaktion: Eintrag fehlgeschlagen')
        outcome = { state: 'failed', reason: BULK_REASONS.unexpected }
      }
    }
    await options.beforeMark?.(applicantId)
    await tx
      .update(bulkJobItems)
      .set({
        state: outcome.state,
        reason: outcome.state === 'done' ? null : outcome.reason,
        finishedAt: now,
      })
      .where(and(eq(bulkJobItems.jobId, job.id), eq(bulkJobItems.applicantId, applicantId)))
    return true
  })
}

/**
 * Works through running jobs in batches; between batches it looks at the job again, so a cancel
 * or a changed role takes effect at once. The runner that finds a job without pending items
 * finishes it (only one can). Returns how many items it handled.
 */
export async function runBulkJobs(deps: BulkRunnerDeps, options: RunOptions = {}): Promise<number> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY
  let handled = 0
  const running = await deps.db
    .select({ id: bulkJobs.id })
    .from(bulkJobs)
    .where(and(eq(bulkJobs.state, 'running'), options.jobId ? eq(bulkJobs.id, options.jobId) : undefined))
    .orderBy(bulkJobs.id)
  for (const { id } of running) {
    while (handled < limit) {
      const [job] = await deps.db.select().from(bulkJobs).where(eq(bulkJobs.id, id))
      if (job?.state !== 'running' || job.cancelRequested) break
      const [user] = await deps.db.select().from(users).where(eq(users.id, job.createdBy))
      if (!user) break
      if (job.action === 'export') {
        handled += await runExportJob(deps, job, user)
        break
      }
      const current = {
        id,
        action: job.action as Exclude<BulkActionName, 'export'>,
        params: job.params as BulkParams,
      }
      let claimed = 0
      const batch = Math.min(BULK_BATCH, limit - handled)
      // Statuses and jobs change rarely: the catalogue is read once per batch, not per applicant.
      const answers = await getAnswers(deps.db)
      while (claimed < batch && (await handleNext(deps, current, user, answers, options))) {
        claimed++
        // PGlite answers within the same turn of the event loop: without a pause here the whole job
        // would run in one turn, and no request (not even the job's own progress) would be served.
        await new Promise((resolve) => setImmediate(resolve))
      }
      handled += claimed
      if (claimed < batch) {
        await finishBulkJob(deps.db, { jobId: id, now: deps.clock.now() })
        break
      }
    }
    if (handled >= limit) break
  }
  return handled
}

const listeners = new Set<() => void>()
/** Wakes this instance's runner: a bulk action was started here. */
export function nudgeBulkRunner() {
  for (const listener of listeners) listener()
}

/**
 * The background runner: every few seconds (jobs of other instances, jobs left by a restart), and
 * at once when this instance started one. One round at a time per instance.
 */
export function startBulkRunner(deps: BulkRunnerDeps & { logger: FastifyBaseLogger }) {
  let running = false
  let again = false
  let stopped = false
  const run = async () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const handled = await runBulkJobs(deps)
        if (handled > 0) deps.logger.info({ handled }, 'Massenaktionen bearbeitet')
      } while (again && !stopped)
    } catch (err) {
      deps.logger.warn({ err }, 'Massenaktionen konnten nicht bearbeitet werden')
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void run(), INTERVAL_MS)
  timer.unref()
  const listener = () => void run()
  listeners.add(listener)
  void run()
  return {
    stop: () => {
      stopped = true
      clearInterval(timer)
      listeners.delete(listener)
    },
  }
}
