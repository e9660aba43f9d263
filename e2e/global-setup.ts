import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startImapServer } from '../apps/server/src/test/imap.ts'
import { setUpCompany } from './api-session.ts'
import { startServer } from './fresh-server.ts'

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

/**
 * Starts the real server (built SPA, embedded PGlite, mails as .eml files in DATA_DIR/mail,
 * replies polled every 2 s from a real dovecot on loopback) once for the end-to-end suite.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run "npm run build" before the end-to-end tests')
  }
  const imap = await startImapServer()
  const adminEmail = 'admin@example.test'
  const adminPassword = 'Startpasswort für Tests 1'
  const server = await startServer({
    admin: { email: adminEmail, password: adminPassword },
    env: { IMAP_URL: imap.url, IMAP_POLL_SECONDS: '2' },
  })
  const { baseUrl, dataDir } = server
  // A set-up install, so no flow meets the first admin's setup step (mail-quality.test.ts tests it).
  await setUpCompany(baseUrl, adminEmail, adminPassword)
  project.provide('baseUrl', baseUrl)
  project.provide('dataDir', dataDir)
  project.provide('adminEmail', adminEmail)
  project.provide('adminPassword', adminPassword)
  project.provide('imapUrl', imap.url)

  return async () => {
    await server.close()
    await imap.close()
  }
}
