import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.ts'
import { bootstrap, resolveSessionSecret } from './bootstrap.ts'
import { type Clock, systemClock } from './clock.ts'
import { ConfigError, loadConfig } from './config.ts'
import type { AppConfig } from './context.ts'
import { type Database, openPglite, openPostgres } from './db/client.ts'
import { isBulkFileKey } from './features/bulk/index.ts'
import { seedDemoOnce } from './features/demo/index.ts'
import { isKnownStorageKey } from './features/documents/index.ts'
import { startJobs } from './jobs.ts'
import { DEFAULT_SCRYPT_COST } from './lib/password.ts'
import { createLogger } from './logger.ts'
import { createMailer } from './mail/mailer.ts'
import { createLocalStorage } from './storage/storage.ts'

/**
 * The only place that reads the environment and listens (`server.ts` calls it). The clock is the
 * system's; the end-to-end suite starts it on a clock it can move forward (e2e/clock-server.ts).
 */
export async function main({ clock = systemClock }: { clock?: Clock } = {}) {
  let env: ReturnType<typeof loadConfig>
  try {
    env = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  const dataDir = resolve(env.dataDir)
  const config: AppConfig = {
    ...env,
    dataDir,
    sessionSecret: resolveSessionSecret({ ...env, dataDir }),
    scryptCost: DEFAULT_SCRYPT_COST,
    webDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  }
  const database: Database = config.databaseUrl
    ? await openPostgres({ url: config.databaseUrl })
    : await openPglite(resolve(dataDir, 'db'))

  const logger = createLogger(config.logLevel, !config.production && process.stdout.isTTY)
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: resolve(dataDir, 'mail'),
    logger,
  })
  const storage = createLocalStorage(resolve(dataDir, 'documents'))
  // Leftovers of a crash mid-upload: staged files and files without a row.
  // Documents and the files of bulk exports are named by the database; anything else is a leftover.
  const swept = await storage.sweep(
    async (key) => (await isKnownStorageKey(database.db, key)) || (await isBulkFileKey(database.db, key)),
  )
  const deps = { db: database.db, clock, config, mailer, storage }
  const app = await buildApp(deps, { logger })
  if (swept > 0) app.log.warn({ count: swept }, 'Verwaiste Dokumentdateien entfernt')
  await bootstrap({
    db: database.db,
    config,
    logger: app.log,
    scryptCost: config.scryptCost,
    now: clock.now(),
  })
  if (config.demo || process.argv.includes('--demo')) await seedDemoOnce(deps, app.log)
  const jobs = startJobs({ deps, logger: app.log })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'Server wird beendet')
    jobs.stop()
    await app.close()
    deps.mailer.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(`Bewerber-Backoffice läuft auf ${config.appUrl} (Datenbank: ${database.kind})`)
}
