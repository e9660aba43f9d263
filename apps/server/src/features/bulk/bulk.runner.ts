import type { Answers, BulkActionName } from '@bb/shared'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../context.ts'
import { getAnswers } from '../applicants/index.ts'
import { users } from '../users/index.ts'
import type { BulkParams } from './bulk.actions.ts'
import { type BatchOptions, runBatch } from './bulk.batch.ts'
import { runExportJob } from './bulk.export.ts'
import { finishBulkJob } from './bulk.finish.ts'
import { bulkJobs } from './bulk.table.ts'

/**
 * How long one batch may take before it commits: PGlite has one connection, and a request waits
 * for the batch's transaction to end. Items of about 5–20 ms each make batches of 5–20.
 */
export const BULK_BATCH_MS = 100
/** The first batch's size; it doubles while batches end well within their time, up to the most. */
const FIRST_BATCH = 8
const MOST_BATCH = 250
/** The option catalogue is read again this often (a status renamed mid-job). */
const CATALOGUE_MS = 1_000
const INTERVAL_MS = 5_000

export type BulkRunnerDeps = AppDeps & { logger?: FastifyBaseLogger }

export interface RunOptions {
  /** Only this job (the request that started a small one); otherwise every running job. */
  jobId?: number
  /** Stop after this many items (tests stop a runner mid-job this way). */
  limit?: number
  /** Items per batch, fixed (tests); otherwise it follows the time the batches take. */
  batchSize?: number
  /** How long a batch may take (tests); BULK_BATCH_MS otherwise. */
  batchMs?: number
  beforeMark?: BatchOptions['beforeMark']
}

/** The next batch's size: smaller when the time ran out, larger when it was well within it. */
function nextSize(size: number, batch: { handled: number; claimed: number; ms: number }, budgetMs: number) {
  if (batch.handled < batch.claimed) return Math.max(1, batch.handled)
  return batch.ms < budgetMs / 2 ? Math.min(size * 2, MOST_BATCH) : size
}

/**
 * Works through running jobs batch by batch (bulk.batch.ts); before each batch it looks at the job
 * and its starter again, so a cancel or a changed role takes effect at once. Between batches it
 * yields to the event loop: PGlite answers within the same turn, so a job would otherwise run in
 * one turn and starve every request, its own progress poll included. The runner that finds a job
 * without pending items finishes it (only one can). Returns how many items it handled.
 */
export async function runBulkJobs(deps: BulkRunnerDeps, options: RunOptions = {}): Promise<number> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY
  const budgetMs = options.batchMs ?? BULK_BATCH_MS
  let handled = 0
  const running = await deps.db
    .select({ id: bulkJobs.id })
    .from(bulkJobs)
    .where(and(eq(bulkJobs.state, 'running'), options.jobId ? eq(bulkJobs.id, options.jobId) : undefined))
    .orderBy(bulkJobs.id)
  for (const { id } of running) {
    let size = options.batchSize ?? FIRST_BATCH
    let answers: Answers | undefined
    let answersAt = 0
    while (handled < limit) {
      const [job] = await deps.db.select().from(bulkJobs).where(eq(bulkJobs.id, id))
      if (job?.state !== 'running' || job.cancelRequested) break
      const [user] = await deps.db.select().from(users).where(eq(users.id, job.createdBy))
      if (!user) break
      if (job.action === 'export') {
        handled += await runExportJob(deps, job, user)
        break
      }
      if (!answers || performance.now() - answersAt > CATALOGUE_MS) {
        answers = await getAnswers(deps.db)
        answersAt = performance.now()
      }
      const wanted = Math.min(size, limit - handled)
      const batch = await runBatch(
        deps,
        { id, action: job.action as Exclude<BulkActionName, 'export'>, params: job.params as BulkParams },
        { user, answers },
        { size: wanted, budgetMs, ...(options.beforeMark ? { beforeMark: options.beforeMark } : {}) },
      )
      handled += batch.handled
      if (batch.claimed < wanted && batch.handled === batch.claimed) {
        await finishBulkJob(deps.db, { jobId: id, now: deps.clock.now() })
        break
      }
      if (options.batchSize === undefined) size = nextSize(size, batch, budgetMs)
      await new Promise((resolve) => setImmediate(resolve))
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
