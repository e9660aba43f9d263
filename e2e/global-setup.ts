import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startImapServer } from '../apps/server/src/test/imap.ts'
import { setUpCompany } from './api-session.ts'
import { startServer } from './fresh-server.ts'
import { migratedTemplate } from './migrated-database.ts'
import type { E2eServer } from './own-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker, in worker order: entry N-1 belongs to VITEST_POOL_ID N (own-server.ts). */
    e2eServers: E2eServer[]
  }
}

const root = resolve(import.meta.dirname, '..')
const ADMIN = { email: 'admin@example.test', password: 'Startpasswort für Tests 1' }

/**
 * Starts one real server (built SPA, embedded PGlite in its own DATA_DIR, mails as .eml files in
 * DATA_DIR/mail, replies polled every 2 s from its own dovecot on loopback) for each worker of the
 * end-to-end project. Files run in parallel, one per worker, and each only talks to its worker's
 * server, so no file sees another's settings, users, admin password, mails or mailbox while it runs.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run "npm run build" before the end-to-end tests')
  }
  const workers = project.config.maxWorkers
  if (!Number.isInteger(workers) || workers < 1) {
    throw new Error(`the e2e project needs a fixed maxWorkers (one server each), got ${workers}`)
  }
  // Made once here, before the servers that start from copies of it (migrated-database.ts).
  migratedTemplate()
  const started = await Promise.allSettled(Array.from({ length: workers }, (_, i) => startOne(i + 1)))
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const closeAll = async () => {
    await Promise.all(servers.map((server) => server.close()))
  }
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await closeAll()
    throw failed.reason
  }
  project.provide(
    'e2eServers',
    servers.map((server) => server.details),
  )
  return closeAll
}

/** The server of worker `n` with its own IMAP mailbox, set up like an installed company. */
async function startOne(n: number) {
  const imap = await startImapServer()
  const server = await startServer({
    admin: ADMIN,
    env: { IMAP_URL: imap.url, IMAP_POLL_SECONDS: '2' },
    label: `worker${n}`,
  }).catch(async (error: unknown) => {
    await imap.close()
    throw error
  })
  const close = async () => {
    await server.close()
    await imap.close()
  }
  // A set-up install, so no flow meets the first admin's setup step (mail-quality.test.ts tests it).
  await setUpCompany(server.baseUrl, ADMIN.email, ADMIN.password).catch(async (error: unknown) => {
    await close()
    throw error
  })
  const details: E2eServer = {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    imapUrl: imap.url,
  }
  return { details, close }
}
