import {
  CAREERS_OPTIONAL_FIELDS,
  type CareersOptionalField,
  type CareersSettings,
  careersSettings,
  DEFAULT_PRIVACY_TEXT,
  type UpdateCareersSettingsBody,
} from '@bb/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { recordAudit } from '../audit/index.ts'
import { settings } from '../settings/index.ts'

const SETTINGS_KEY = 'careers'

/** A fresh install asks every optional question, uses the plain privacy text and allows no frames. */
export const defaultCareersSettings = (): CareersSettings => ({
  intro: '',
  privacy_text: DEFAULT_PRIVACY_TEXT,
  asked_fields: Object.keys(CAREERS_OPTIONAL_FIELDS) as CareersOptionalField[],
  embed_origins: [],
})

export async function getCareersSettings(db: Db): Promise<CareersSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY))
  const parsed = careersSettings.safeParse({ ...defaultCareersSettings(), ...(row?.value as object) })
  return parsed.success ? parsed.data : defaultCareersSettings()
}

export async function updateCareersSettings(
  db: Db,
  { input, userId, now }: { input: UpdateCareersSettingsBody; userId: number; now: Date },
): Promise<CareersSettings> {
  const value: CareersSettings = { ...input, embed_origins: [...new Set(input.embed_origins)] }
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } })
    await recordAudit(tx, { userId, action: 'careers_settings_updated', target: 'settings:careers', now })
  })
  return value
}
