import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import type { RoleName } from '@bb/shared'
import { buildApp } from '../app.ts'
import { createFakeClock } from '../clock.ts'
import type { AppConfig } from '../context.ts'
import type { Database } from '../db/client.ts'
import { createLogger } from '../logger.ts'
import { createMailer } from '../mail/mailer.ts'
import { createLocalStorage } from '../storage/storage.ts'
import { createAgent } from './agent.ts'
import { getTestDatabase, resetDatabase } from './database.ts'
import { createUser, TEST_SCRYPT_COST, type UserOverrides } from './factories.ts'
import { startSmtpServer } from './smtp.ts'

export interface TestContextOptions {
  webDir?: string
  /** Another database than the worker's (the fault tests' private PostgreSQL). */
  database?: Database
  config?: Partial<AppConfig>
}

/**
 * The real app on the real test database (PGlite or PostgreSQL), a real SMTP server on
 * loopback, a fake clock and a captured log. One per test file (`beforeAll`).
 */
export async function createTestContext(options: TestContextOptions = {}) {
  const database = options.database ?? (await getTestDatabase())
  await resetDatabase(database.db)
  const smtp = await startSmtpServer()
  const clock = createFakeClock(new Date())
  const logs: string[] = []
  const logger = createLogger(
    'info',
    false,
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk))
        done()
      },
    }),
  )
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-test-'))
  const config: AppConfig = {
    port: 0,
    appUrl: 'http://localhost:8080',
    dataDir,
    databaseUrl: undefined,
    sessionSecret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    adminEmail: undefined,
    adminPassword: undefined,
    smtpUrl: smtp.url,
    mailFrom: 'Bewerber-Backoffice <no-reply@example.test>',
    imapUrl: undefined,
    imapPollSeconds: 60,
    logLevel: 'info',
    production: false,
    host: '127.0.0.1',
    trustProxy: false,
    demo: false,
    scryptCost: TEST_SCRYPT_COST,
    webDir: options.webDir,
    ...options.config,
  }
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: config.mailFrom,
    outboxDir: join(dataDir, 'mail'),
    logger,
  })
  const storage = createLocalStorage(join(dataDir, 'documents'))
  const deps = { db: database.db, clock, config, mailer, storage }
  const app = await buildApp(deps, { logger })
  await app.ready()

  /** A logged-in agent for a new user with the given role(s). */
  async function loginAs(roles: RoleName[] | RoleName, overrides: UserOverrides = {}) {
    const { user, password } = await createUser(database.db, {
      roles: Array.isArray(roles) ? roles : [roles],
      ...overrides,
    })
    const agent = createAgent(app)
    const response = await agent.post('/login-user', { email: user.email, password })
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`)
    return { agent, user, password }
  }

  return {
    app,
    db: database.db,
    dbKind: database.kind,
    clock,
    smtp,
    logs,
    config,
    deps,
    storage,
    agent: () => createAgent(app),
    loginAs,
    createUser: (overrides?: UserOverrides) => createUser(database.db, overrides),
    async close() {
      await app.close()
      mailer.close()
      await smtp.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
export type TestContext = Awaited<ReturnType<typeof createTestContext>>
