import { z } from 'zod'
import { CAREERS_OPTIONAL_FIELDS, type CareersOptionalField } from '../careers-texts.ts'
import { mailText } from './text-rules.ts'

/**
 * The careers page: public, no login. Its texts, limits and settings live here once; the server
 * renders the pages, a small script of the web app adds drag and drop and upload progress.
 */

/** The careers page's settings (admins): the privacy text, the optional questions, where it may be embedded. */
export const careersSettings = z.object({
  /** Shown on the careers page; Markdown. */
  intro: z.string(),
  /** The privacy information applicants consent to; Markdown. Its hash is the consent's text version. */
  privacy_text: z.string(),
  asked_fields: z.array(z.enum(Object.keys(CAREERS_OPTIONAL_FIELDS) as [CareersOptionalField])),
  /** Sites that may show the careers page in a frame, as origins („https://www.firma.de“). */
  embed_origins: z.array(z.string()),
})
export type CareersSettings = z.infer<typeof careersSettings>

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/

export const updateCareersSettingsBody = z.strictObject({
  intro: z.string().pipe(mailText('Der Einleitungstext', 5_000)),
  privacy_text: z
    .string()
    .trim()
    .min(1, 'Bitte die Datenschutzhinweise angeben.')
    .pipe(mailText('Die Datenschutzhinweise', 20_000)),
  asked_fields: z
    .array(z.enum(Object.keys(CAREERS_OPTIONAL_FIELDS) as [CareersOptionalField]))
    .max(Object.keys(CAREERS_OPTIONAL_FIELDS).length),
  embed_origins: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(200, 'Eine Adresse darf höchstens 200 Zeichen lang sein.')
        .regex(ORIGIN, 'Bitte Adressen wie https://www.firma.de angeben (ohne Pfad).'),
    )
    .max(20, 'Höchstens 20 Adressen.'),
})
export type UpdateCareersSettingsBody = z.infer<typeof updateCareersSettingsBody>
