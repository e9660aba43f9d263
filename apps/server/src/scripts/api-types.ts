import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { buildApp } from '../app.ts'
import { systemClock } from '../clock.ts'
import { loadConfig } from '../config.ts'
import { openPglite } from '../db/client.ts'
import { DEFAULT_SCRYPT_COST } from '../lib/password.ts'
import { createLogger } from '../logger.ts'
import { createMailer } from '../mail/mailer.ts'
import { API_TYPES_FILE, generateApiTypes } from '../plugins/openapi-types.ts'
import { createLocalStorage } from '../storage/storage.ts'

/**
 * `npm run api:types`: builds the app on a throwaway in-memory database, reads /api/openapi.json
 * through its route and writes the web app's API types (apps/web/src/lib/openapi.d.ts).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'bb-api-types-'))
const logger = createLogger('silent', false)
const database = await openPglite()
const config = {
  ...loadConfig({}),
  dataDir,
  sessionSecret: 'only-used-to-build-the-app-for-its-api-description',
  scryptCost: DEFAULT_SCRYPT_COST,
  webDir: undefined,
}
const app = await buildApp(
  {
    db: database.db,
    clock: systemClock,
    config,
    mailer: createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: join(dataDir, 'mail'),
      logger,
    }),
    storage: createLocalStorage(join(dataDir, 'documents')),
  },
  { logger },
)
try {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' })
  if (response.statusCode !== 200) throw new Error(`/api/openapi.json answered ${response.statusCode}`)
  writeFileSync(API_TYPES_FILE, await generateApiTypes(response.body))
  process.stdout.write(`${relative(process.cwd(), API_TYPES_FILE)} geschrieben.\n`)
} finally {
  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
