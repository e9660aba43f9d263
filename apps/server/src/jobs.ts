import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock.ts'
import type { Db } from './db/client.ts'
import { purgeExpiredApplicants } from './features/applicants/applicants.service.ts'
import { deleteExpiredSessions } from './features/auth/sessions.service.ts'
import { deleteExpiredThrottles } from './features/auth/throttle.service.ts'
import type { DocumentStorage } from './storage/storage.ts'

export interface JobDeps {
  db: Db
  clock: Clock
  logger: FastifyBaseLogger
  storage: DocumentStorage
}

const HOUSEKEEPING_MS = 10 * 60_000

/**
 * Periodic housekeeping; every job is idempotent, and the purge takes an advisory lock, so several
 * instances may run them side by side.
 */
export function startJobs({ db, clock, logger, storage }: JobDeps) {
  const housekeeping = async () => {
    try {
      await deleteExpiredSessions(db, clock.now())
      await deleteExpiredThrottles(db, clock.now())
      const purged = await purgeExpiredApplicants(db, clock.now(), storage)
      if (purged.length > 0)
        logger.info({ count: purged.length }, 'Gelöschte Bewerber:innen endgültig entfernt')
    } catch (err) {
      logger.warn({ err }, 'Aufräumen fehlgeschlagen')
    }
  }
  void housekeeping()
  const timer = setInterval(housekeeping, HOUSEKEEPING_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
