import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../apps/server/src/test/free-port.ts'

/**
 * A second, freshly installed server (own PGlite, own first admin, nothing set up), for the one
 * flow that needs a first start: the shared e2e server is set up at the start of the suite.
 */
export async function startFreshServer(admin: { email: string; password: string }) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-e2e-fresh-'))
  const baseUrl = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      IMAP_URL: '',
      MAIL_FROM: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`fresh server exited early:\n${output}`)
    if (Date.now() > deadline) throw new Error(`fresh server did not become healthy:\n${output}`)
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy) break
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseUrl,
    async close() {
      child.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 500))
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
