import {
  type AppSettings,
  appSettings,
  DEFAULT_DOCUMENT_CATEGORIES,
  DEFAULT_PROFESSION_GROUPS,
  DEFAULT_REMEMBER_IDLE_DAYS,
  DEFAULT_RETENTION_MONTHS,
  DEFAULT_STATUSES,
  DEFAULT_UPLOAD_LIMIT_MB,
  POLL_DETAIL_MS,
  POLL_LIST_MS,
  POLL_UI_STATE_MS,
  parseMailbox,
  type UpdateSettingsBody,
} from '@bb/shared'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { preparedPerDb } from '../../db/prepared.ts'
import { ValidationError } from '../../lib/errors.ts'
import { countApplicantsInGroups } from '../applicant-records/index.ts'
import { recordAudit } from '../audit/index.ts'
import { APP_SETTINGS_KEY, documentCategories, settings } from './settings.table.ts'

type StoredSettings = Omit<AppSettings, 'document_categories'>

/** The product's name: never the company's (it was the default of company_name once). */
const PRODUCT_NAME = 'Bewerber-Backoffice'

/**
 * A fresh install knows no company: company name and sender stay empty until an admin sets them
 * (the setup step on first login), so no mail to an applicant says "Bewerber-Backoffice" or comes
 * from no-reply@localhost. MAIL_FROM is taken as the sender only when it is a real address.
 */
export function defaultSettings(mailFrom: string, companyName = ''): StoredSettings {
  return {
    company_name: companyName,
    mail_from: parseMailbox(mailFrom) ? mailFrom : '',
    mail_reply_to: '',
    statuses: DEFAULT_STATUSES.map((s) => ({ ...s })),
    profession_groups: DEFAULT_PROFESSION_GROUPS.map((g) => ({ ...g })),
    upload_limit_mb: DEFAULT_UPLOAD_LIMIT_MB,
    retention_months: DEFAULT_RETENTION_MONTHS,
    retention_enabled: false,
    retention_action: 'anonymise',
    remember_idle_days: DEFAULT_REMEMBER_IDLE_DAYS,
    polling: { ui_state_ms: POLL_UI_STATE_MS, list_ms: POLL_LIST_MS, detail_ms: POLL_DETAIL_MS },
    version: 0,
  }
}

/**
 * First start: the default settings (defaultSettings above); existing values are never
 * overwritten. True when this was the first start (the settings did not exist yet). Every start: an
 * install from before the setup step forgets the product name as company name and a sender that is
 * no real address (localhost), so its admins are asked for them.
 */
export async function seedDefaultSettings(
  db: Db,
  { mailFrom, companyName = '' }: { mailFrom: string; companyName?: string },
): Promise<boolean> {
  const created = await db
    .insert(settings)
    .values({ key: APP_SETTINGS_KEY, value: defaultSettings(mailFrom, companyName) })
    .onConflictDoNothing()
    .returning({ key: settings.key })
  await db
    .insert(documentCategories)
    .values(DEFAULT_DOCUMENT_CATEGORIES.map((name, position) => ({ name, position })))
    .onConflictDoNothing()
  if (created.length === 0) await forgetPlaceholderCompany(db)
  return created.length > 0
}

async function forgetPlaceholderCompany(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.key, APP_SETTINGS_KEY))
  const stored = row?.value as StoredSettings | undefined
  if (!stored) return
  const productName = stored.company_name === PRODUCT_NAME
  const noSender = Boolean(stored.mail_from) && !parseMailbox(stored.mail_from)
  if (!productName && !noSender) return
  const value = {
    ...stored,
    ...(productName ? { company_name: '' } : {}),
    ...(noSender ? { mail_from: '' } : {}),
    version: (stored.version ?? 0) + 1,
  }
  await db.update(settings).set({ value }).where(eq(settings.key, APP_SETTINGS_KEY))
}

/** The settings with their document categories in one read: every tab's UI-state poll asks for them. */
const settingsWithCategories = preparedPerDb((db) =>
  db
    .select({
      value: settings.value,
      categories: sql<Array<{ id: number; name: string }>>`(
        SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.position, c.id), '[]'::json)
        FROM ${documentCategories} c)`,
    })
    .from(settings)
    .where(eq(settings.key, APP_SETTINGS_KEY))
    .prepare('settings_with_categories'),
)

export async function getSettings(db: Db): Promise<AppSettings> {
  const [row] = await settingsWithCategories(db).execute()
  return parseSettings(row?.value, row?.categories ?? [])
}

/** The stored settings row and the category rows as the API's settings. */
export function parseSettings(value: unknown, categories: Array<{ id: number; name: string }>): AppSettings {
  return appSettings.parse({ ...(value as StoredSettings), document_categories: categories })
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x))

/**
 * Admins edit the application settings. Status slugs are fixed (the pipeline's meaning hangs on
 * them: only label, colour and order change); occupation groups and document categories may be
 * added, and removed only while no applicant or document uses them.
 */
export async function updateSettings(
  db: Db,
  { input: body, userId, now }: { input: UpdateSettingsBody; userId: number; now: Date },
) {
  const current = await getSettings(db)
  const errors: Record<string, string[]> = {}
  if (
    !sameSet(
      body.statuses.map((s) => s.slug),
      current.statuses.map((s) => s.slug),
    )
  )
    errors.statuses = [
      'Status können umbenannt, umgefärbt und umsortiert, aber nicht hinzugefügt oder entfernt werden.',
    ]
  const groupSlugs = body.profession_groups.map((g) => g.slug)
  if (new Set(groupSlugs).size !== groupSlugs.length)
    errors.profession_groups = ['Jedes Kürzel darf nur einmal vorkommen.']
  const removedGroups = current.profession_groups.map((g) => g.slug).filter((s) => !groupSlugs.includes(s))
  if (removedGroups.length > 0) {
    if ((await countApplicantsInGroups(db, removedGroups)) > 0)
      errors.profession_groups = [
        'Eine Berufsgruppe, der noch Bewerber:innen zugeordnet sind, kann nicht entfernt werden.',
      ]
  }
  const names = body.document_categories.map((c) => c.name.toLocaleLowerCase('de'))
  if (new Set(names).size !== names.length)
    errors.document_categories = ['Jede Kategorie darf nur einmal vorkommen.']
  const keptIds = body.document_categories.flatMap((c) => (c.id ? [c.id] : []))
  if (keptIds.some((id) => !current.document_categories.some((c) => c.id === id)))
    errors.document_categories = ['Diese Kategorie gibt es nicht.']
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)

  const { document_categories: categories, ...rest } = body
  await db.transaction(async (tx) => {
    const removed = current.document_categories.filter((c) => !keptIds.includes(c.id)).map((c) => c.id)
    // Documents of a removed category keep their file and lose only the category (FK: set null).
    if (removed.length > 0) await tx.delete(documentCategories).where(inArray(documentCategories.id, removed))
    // Names are unique: park the kept ones on temporary names before renaming them into place.
    for (const c of categories)
      if (c.id)
        await tx
          .update(documentCategories)
          .set({ name: `~${c.id}` })
          .where(eq(documentCategories.id, c.id))
    for (const [position, c] of categories.entries()) {
      if (c.id)
        await tx
          .update(documentCategories)
          .set({ name: c.name, position })
          .where(eq(documentCategories.id, c.id))
      else await tx.insert(documentCategories).values({ name: c.name, position })
    }
    const { document_categories: _, ...stored } = current
    await tx
      .update(settings)
      .set({ value: { ...stored, ...rest, version: current.version + 1 } })
      .where(eq(settings.key, APP_SETTINGS_KEY))
    await recordAudit(tx, { userId, action: 'settings_updated', target: 'settings', now })
  })
  return getSettings(db)
}
