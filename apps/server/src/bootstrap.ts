import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import { seedDefaultMailFilter } from './features/mail-filter/index.ts'
import { seedDefaultSettings } from './features/settings/index.ts'
import { seedStarterTemplates } from './features/templates/index.ts'
import { countUsers, users } from './features/users/index.ts'
import { randomToken } from './lib/crypto.ts'
import { hashPassword } from './lib/password.ts'

/** SESSION_SECRET, or one generated once and kept in DATA_DIR so links survive restarts. */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret
  const file = join(config.dataDir, 'session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(config.dataDir, { recursive: true })
  const secret = randomToken(48)
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export interface BootstrapOptions {
  db: Db
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'mailFrom'>
  logger: FastifyBaseLogger
  scryptCost: number
  now: Date
}

/**
 * First start on an empty database: default settings, starter templates, and the first admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD or admin@example.com with a random password printed once.
 */
export async function bootstrap({ db, config, logger, scryptCost, now }: BootstrapOptions) {
  if (await seedDefaultSettings(db, { mailFrom: config.mailFrom })) await seedDefaultMailFilter(db, now)
  await seedStarterTemplates(db)
  if ((await countUsers(db)) > 0) return
  const email = config.adminEmail ?? 'admin@example.com'
  const password = config.adminPassword ?? randomToken(12)
  const [created] = await db
    .insert(users)
    .values({
      name: 'Administrator:in',
      email,
      passwordHash: await hashPassword(password, scryptCost),
      emailVerifiedAt: now,
      roles: ['admin'],
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (!created) return
  const shown = config.adminPassword ? '(aus ADMIN_PASSWORD)' : password
  const banner = [
    '',
    '  Erste Anmeldung für das Bewerber-Backoffice:',
    `    E-Mail:   ${email}`,
    `    Passwort: ${shown}`,
    '  Dieses Passwort wird nur jetzt angezeigt. Bitte nach der Anmeldung ändern.',
    '',
  ].join('\n')
  // Printed, not logged: no password ever goes into the log.
  process.stdout.write(`${banner}\n`)
  logger.info({ email }, 'Erste Administrator:in angelegt')
}
