import {
  type AppSettings,
  appSettings,
  DEFAULT_DOCUMENT_CATEGORIES,
  DEFAULT_PROFESSION_GROUPS,
  DEFAULT_RETENTION_MONTHS,
  DEFAULT_STATUSES,
  DEFAULT_UPLOAD_LIMIT_MB,
  POLL_DETAIL_MS,
  POLL_LIST_MS,
  POLL_UI_STATE_MS,
} from '@bb/shared'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { documentCategories, settings } from './settings.table.ts'

type StoredSettings = Omit<AppSettings, 'document_categories'>

const APP_KEY = 'app'

export function defaultSettings(mailFrom: string): StoredSettings {
  return {
    company_name: 'Bewerber-Backoffice',
    mail_from: mailFrom,
    mail_reply_to: '',
    statuses: DEFAULT_STATUSES.map((s) => ({ ...s })),
    profession_groups: DEFAULT_PROFESSION_GROUPS.map((g) => ({ ...g })),
    upload_limit_mb: DEFAULT_UPLOAD_LIMIT_MB,
    retention_months: DEFAULT_RETENTION_MONTHS,
    polling: { ui_state_ms: POLL_UI_STATE_MS, list_ms: POLL_LIST_MS, detail_ms: POLL_DETAIL_MS },
  }
}

/**
 * First start: the defaults of DESIGN.md; existing values are never overwritten. True when this was
 * the first start (the settings did not exist yet).
 */
export async function seedDefaultSettings(db: Db, mailFrom: string): Promise<boolean> {
  const created = await db
    .insert(settings)
    .values({ key: APP_KEY, value: defaultSettings(mailFrom) })
    .onConflictDoNothing()
    .returning({ key: settings.key })
  await db
    .insert(documentCategories)
    .values(DEFAULT_DOCUMENT_CATEGORIES.map((name, position) => ({ name, position })))
    .onConflictDoNothing()
  return created.length > 0
}

export async function getSettings(db: Db): Promise<AppSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, APP_KEY))
  const categories = await db
    .select({ id: documentCategories.id, name: documentCategories.name })
    .from(documentCategories)
    .orderBy(asc(documentCategories.position), asc(documentCategories.id))
  return appSettings.parse({ ...(row?.value as StoredSettings), document_categories: categories })
}
