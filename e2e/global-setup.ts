import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../apps/server/src/test/free-port.ts'
import { startImapServer } from '../apps/server/src/test/imap.ts'
import { setUpCompany } from './api-session.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
    adminEmail: string
    adminPassword: string
    imapUrl: string
  }
}

const root = resolve(import.meta.dirname, '..')

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not become healthy:\n${log()}`)
}

/**
 * Starts the real server (built SPA, embedded PGlite, mails as .eml files in DATA_DIR/mail,
 * replies polled every 2 s from a real dovecot on loopback) once for the end-to-end suite.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run "npm run build" before the end-to-end tests')
  }
  const imap = await startImapServer()
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const adminEmail = 'admin@example.test'
  const adminPassword = 'Startpasswort für Tests 1'
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      IMAP_URL: imap.url,
      IMAP_POLL_SECONDS: '2',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
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
  await waitForHealth(baseUrl, child, () => output)
  // A set-up install, so no flow meets the first admin's setup step (mail-quality.test.ts tests it).
  await setUpCompany(baseUrl, adminEmail, adminPassword)
  project.provide('baseUrl', baseUrl)
  project.provide('dataDir', dataDir)
  project.provide('adminEmail', adminEmail)
  project.provide('adminPassword', adminPassword)
  project.provide('imapUrl', imap.url)

  return async () => {
    child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    await imap.close()
  }
}
