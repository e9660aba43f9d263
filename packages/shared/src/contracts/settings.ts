import { z } from 'zod'
import { DEFAULT_REMEMBER_IDLE_DAYS, REMEMBER_IDLE_DAYS_MIN, SESSION_REMEMBER_DAYS } from '../constants.ts'
import { SESSION_TEXTS } from '../session-texts.ts'

export const statusSetting = z.object({
  slug: z.string(),
  label: z.string(),
  color: z.string(),
})
export const professionGroupSetting = z.object({ slug: z.string(), label: z.string() })
export const documentCategory = z.object({ id: z.number().int(), name: z.string() })

/** `GET /api/settings`: the application settings object, stored whole by the client. */
export const appSettings = z.object({
  /** Empty until an admin set it (the setup step on first login asks for it). */
  company_name: z.string(),
  /** Sender of mails to applicants: „jobs@firma.de“ or „Firma GmbH Recruiting <jobs@firma.de>“; empty until set. */
  mail_from: z.string(),
  /** Where replies of applicants go (the mailbox IMAP_URL polls); empty: to the sender address. */
  mail_reply_to: z.string().default(''),
  statuses: z.array(statusSetting),
  profession_groups: z.array(professionGroupSetting),
  document_categories: z.array(documentCategory),
  upload_limit_mb: z.number().int().positive(),
  retention_months: z.number().int().positive(),
  /** The daily job anonymises (or deletes) rejected/withdrawn applicants after retention_months. */
  retention_enabled: z.boolean().default(false),
  retention_action: z.enum(['anonymise', 'delete']).default('anonymise'),
  /** Days without activity after which an "Angemeldet bleiben" session ends (it lives 30 days at most). */
  remember_idle_days: z.number().int().positive().default(DEFAULT_REMEMBER_IDLE_DAYS),
  polling: z.object({
    ui_state_ms: z.number().int().positive(),
    list_ms: z.number().int().positive(),
    detail_ms: z.number().int().positive(),
  }),
  /** Grows with every change; open clients see it in the polled counter and reload the settings. */
  version: z.number().int().default(0),
})
export type AppSettings = z.infer<typeof appSettings>

const EMAIL = z.email()
const SENDER_HINT =
  'Bitte eine Absenderadresse wie jobs@firma.de oder „Firma GmbH Recruiting <jobs@firma.de>“ angeben.'

/** „jobs@firma.de“ or „Firma GmbH Recruiting <jobs@firma.de>“ (the name may be quoted); null: no address. */
export function parseMailbox(value: string): { name: string; address: string } | null {
  const text = value.trim()
  const named = text.match(/^"?([^"<>]*?)"?\s*<([^<>\s]+)>$/)
  const address = named ? (named[2] ?? '') : text
  if (!EMAIL.safeParse(address).success) return null
  return { name: named ? (named[1] ?? '').trim() : '', address }
}

/** Admins are asked for these on first login: mail to applicants needs a company and a sender. */
export const companySetupNeeded = (s: Pick<AppSettings, 'company_name' | 'mail_from'>) =>
  !s.company_name.trim() || parseMailbox(s.mail_from) === null

const label = (what: string) =>
  z.string().trim().min(1, `Bitte ${what} angeben.`).max(60, `${what} darf höchstens 60 Zeichen lang sein.`)
const slug = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Kürzel: nur a–z, 0–9 und Bindestrich.')

/**
 * `PUT /api/settings` (admins): labels, order and colours of statuses and occupation groups (their
 * slugs are stable), document categories, sender, upload limit and retention.
 */
export const updateSettingsBody = z.strictObject({
  company_name: label('einen Firmennamen'),
  mail_from: z
    .string()
    .trim()
    .max(200, 'Der Absender darf höchstens 200 Zeichen lang sein.')
    .refine((v) => parseMailbox(v) !== null, SENDER_HINT),
  mail_reply_to: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Bitte eine gültige E-Mail-Adresse angeben.'),
  statuses: z
    .array(
      z.strictObject({
        slug,
        label: label('eine Bezeichnung'),
        color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Bitte eine Farbe wie #2563eb angeben.'),
      }),
    )
    .min(1)
    .max(30),
  profession_groups: z
    .array(z.strictObject({ slug, label: label('eine Bezeichnung') }))
    .min(1, 'Mindestens eine Berufsgruppe ist nötig.')
    .max(50),
  document_categories: z
    .array(z.strictObject({ id: z.number().int().positive().optional(), name: label('einen Namen') }))
    .max(50),
  upload_limit_mb: z.number().int().min(1, 'Mindestens 1 MB.').max(200, 'Höchstens 200 MB.'),
  retention_months: z.number().int().min(1, 'Mindestens 1 Monat.').max(120, 'Höchstens 120 Monate.'),
  retention_enabled: z.boolean(),
  retention_action: z.enum(['anonymise', 'delete']),
  /** Optional, so that a client from before the setting keeps saving; left out, it stays as it is. */
  remember_idle_days: z
    .number({ error: SESSION_TEXTS.rememberIdleWhole })
    .int(SESSION_TEXTS.rememberIdleWhole)
    .min(REMEMBER_IDLE_DAYS_MIN, SESSION_TEXTS.rememberIdleMin)
    .max(SESSION_REMEMBER_DAYS, SESSION_TEXTS.rememberIdleMax)
    .optional(),
})
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>

export const routeCheckQuery = z.object({ path: z.string().min(1).max(2048) })
export const routeCheckResponse = z.object({
  allowed: z.boolean(),
  redirect: z.string().optional(),
})
export type RouteCheckResponse = z.infer<typeof routeCheckResponse>
