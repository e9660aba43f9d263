import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../apps/server/src/test/free-port.ts'
import { copyMigratedDatabase } from './migrated-database.ts'

/**
 * A real server process (built SPA, its own PGlite in a fresh DATA_DIR, mails as .eml files), as
 * `npm start` runs it: the shared server of the e2e suite, and a second, freshly installed one for
 * the flow that needs a first start. `env` adds to or overrides the defaults. `movableClock`: the
 * server runs on a clock the test moves forward with `advanceClock` (e2e/clock-server.ts), for
 * what happens after hours or days.
 */
export async function startServer(options: {
  admin: { email: string; password: string }
  env?: Record<string, string>
  label?: string
  movableClock?: boolean
}) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), `bb-e2e-${options.label ?? 'server'}-`))
  const baseUrl = `http://127.0.0.1:${port}`
  // The server keeps its PGlite in DATA_DIR/db: it starts from a migrated copy (migrated-database.ts).
  copyMigratedDatabase(join(dataDir, 'db'))
  let output = ''
  const entry = options.movableClock ? 'e2e/clock-server.ts' : 'apps/server/src/server.ts'
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      IMAP_URL: '',
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...options.env,
    },
    stdio: options.movableClock ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const close = async () => {
    child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
  // A first start compiles the server and migrates a new database: seconds on a quiet machine, but a
  // busy CI machine starting two at once has needed more than a minute.
  const startedAt = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    if (Date.now() - startedAt > START_TIMEOUT_MS) {
      await close()
      throw new Error(`server did not become healthy within ${START_TIMEOUT_MS / 1000} s:\n${output}`)
    }
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy) break
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseUrl,
    dataDir,
    /** Moves the server's clock forward (only with `movableClock`); resolves once the server has. */
    advanceClock(ms: number): Promise<void> {
      if (!options.movableClock) throw new Error('this server runs on the system clock')
      return new Promise((resolve) => {
        child.once('message', () => resolve())
        child.send({ advanceMs: ms })
      })
    },
    close,
  }
}

const START_TIMEOUT_MS = 180_000

/** A freshly installed server: own first admin, no sender set up (MAIL_FROM empty). */
export const startFreshServer = (admin: { email: string; password: string }) =>
  startServer({ admin, env: { MAIL_FROM: '' }, label: 'fresh' })
