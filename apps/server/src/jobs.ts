import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from './context.ts'
import { analyzeChangedTables, analyzeSoon } from './db/analyze.ts'
import { purgeExpiredApplicants } from './features/applicants/index.ts'
import { deleteExpiredSessions, deleteExpiredThrottles } from './features/auth/index.ts'
import { deleteOldBulkJobs, startBulkRunner } from './features/bulk/index.ts'
import { startDocumentTextJob } from './features/document-text/index.ts'
import { pollInbox, trimInboundLog } from './features/inbox/index.ts'
import { processOutbox } from './features/messages/index.ts'
import { runNotificationMailJob } from './features/notifications/index.ts'
import { applyRetention } from './features/privacy/index.ts'

export interface JobDeps {
  deps: AppDeps
  logger: FastifyBaseLogger
}

const OUTBOX_MS = 30_000

const HOUSEKEEPING_MS = 10 * 60_000
const DAILY_MS = 24 * 3_600_000

/**
 * Periodic housekeeping; every job is idempotent, and the purge takes an advisory lock, so several
 * instances may run them side by side.
 */
export function startJobs({ deps, logger }: JobDeps) {
  const { db, clock, storage } = deps
  const housekeeping = async () => {
    try {
      await deleteExpiredSessions(db, clock.now())
      await deleteExpiredThrottles(db, clock.now())
      await trimInboundLog(db, clock.now())
      await deleteOldBulkJobs(db, clock.now(), storage)
      const purged = await purgeExpiredApplicants(db, { now: clock.now(), storage })
      if (purged.length > 0)
        logger.info({ count: purged.length }, 'Gelöschte Bewerber:innen endgültig entfernt')
      const retained = await applyRetention(deps)
      if (retained > 0)
        logger.info(
          { count: retained },
          'Aufbewahrungsfrist abgelaufen: Bewerber:innen anonymisiert/gelöscht',
        )
      // PGlite has no autovacuum: the app keeps the planner's statistics fresh itself.
      await analyzeChangedTables(db, logger, 'schedule')
    } catch (err) {
      logger.warn({ err }, 'Aufräumen fehlgeschlagen')
    }
  }
  const outbox = async () => {
    try {
      const delivered = await processOutbox(deps)
      if (delivered > 0) logger.info({ delivered }, 'Nachrichten aus dem Postausgang zugestellt')
    } catch (err) {
      logger.warn({ err }, 'Postausgang konnte nicht bearbeitet werden')
    }
  }
  let polling = false
  const inbox = async () => {
    if (polling) return // a slow mailbox: never two polls of one instance at once
    polling = true
    try {
      const { results } = await pollInbox(deps)
      const imported = results.filter((r) => r === 'imported').length
      if (results.length > 0) logger.info({ fetched: results.length, imported }, 'Postfach abgerufen')
      if (imported > 0) analyzeSoon(db, logger, 'mail intake')
    } catch (err) {
      logger.warn({ err }, 'Postfach (IMAP) konnte nicht abgerufen werden')
    } finally {
      polling = false
    }
  }
  const retention = async () => {
    try {
      const done = await applyRetention(deps)
      if (done > 0) analyzeSoon(db, logger, 'retention')
      if (done > 0)
        logger.info(
          { count: done },
          'Aufbewahrungsfrist abgelaufen: Bewerber:innen anonymisiert oder gelöscht',
        )
    } catch (err) {
      logger.warn({ err }, 'Aufbewahrungsfristen konnten nicht angewendet werden')
    }
  }
  void housekeeping()
  void retention()
  const timers = [
    setInterval(housekeeping, HOUSEKEEPING_MS),
    setInterval(outbox, OUTBOX_MS),
    setInterval(retention, DAILY_MS),
  ]
  timers.push(setInterval(() => void runNotificationMailJob(deps, logger), OUTBOX_MS))
  if (deps.config.imapUrl) {
    void inbox()
    timers.push(setInterval(inbox, deps.config.imapPollSeconds * 1000))
  }
  for (const timer of timers) timer.unref()
  const documentTexts = startDocumentTextJob({ db, storage, clock, logger })
  const bulk = startBulkRunner({ ...deps, logger })
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer)
      bulk.stop()
      void documentTexts.stop()
    },
  }
}
