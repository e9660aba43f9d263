import { z } from 'zod'
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts'

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.:-]+$/, 'muss ein Hostname oder eine IP-Adresse sein')
      .optional(),
  ),
  TRUST_PROXY: optionalString.transform((value, ctx) => {
    const parsed = parseTrustProxy(value)
    if (typeof parsed === 'object' && !Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: parsed.error })
      return z.NEVER
    }
    return parsed
  }),
  APP_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
      .optional(),
  ),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(10, 'muss mindestens 10 Zeichen lang sein').optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  IMAP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^imaps?:\/\//, 'muss mit imap:// oder imaps:// beginnen')
      .optional(),
  ),
  IMAP_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  DEMO: optionalString,
})

export interface Config {
  port: number
  /** Address the server listens on: loopback unless HOST says otherwise. */
  host: string
  /** Proxies whose X-Forwarded-For is believed (none unless TRUST_PROXY is set). */
  trustProxy: TrustProxy
  appUrl: string
  dataDir: string
  databaseUrl: string | undefined
  sessionSecret: string | undefined
  adminEmail: string | undefined
  adminPassword: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  imapUrl: string | undefined
  /** How often the IMAP_URL mailbox is polled. */
  imapPollSeconds: number
  logLevel: string
  production: boolean
  demo: boolean
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; the message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Ungültige Konfiguration (Umgebungsvariablen):\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  return {
    port: e.PORT,
    host: e.HOST ?? 'localhost',
    trustProxy: e.TRUST_PROXY,
    appUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Bewerber-Backoffice <no-reply@localhost>',
    imapUrl: e.IMAP_URL,
    imapPollSeconds: e.IMAP_POLL_SECONDS,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    demo: e.DEMO === '1' || e.DEMO === 'true',
  }
}
