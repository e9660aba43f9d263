import { APPLICANT_FIELDS, type ApplicantFieldKey } from './applicant-fields.ts'

/**
 * The columns of an applicant export (CSV and Excel), in their order, with their German headers.
 * Profile fields take the label the form shows; the rest are what the lists call them.
 */
export type ExportColumnKind = 'text' | 'date' | 'number' | 'label' | 'labels' | 'yes-no'

export type ExportColumnKey =
  | 'id'
  | ApplicantFieldKey
  | 'channel'
  | 'qualified'
  | 'average_rating'
  | 'created_at'
  | 'updated_at'

export interface ExportColumn {
  key: ExportColumnKey
  header: string
  kind: ExportColumnKind
  /** Fraction digits a number is written with at most (none: whole numbers). */
  decimals?: number
  /** Width in Excel's character units. */
  width: number
}

const label = (key: ApplicantFieldKey) => APPLICANT_FIELDS.find((f) => f.key === key)?.label ?? key

const field = (key: ApplicantFieldKey, kind: ExportColumnKind, width: number, decimals?: number) =>
  ({ key, header: label(key), kind, width, ...(decimals === undefined ? {} : { decimals }) }) as ExportColumn

export const EXPORT_HEADERS = {
  id: 'Nr.',
  channel: 'Eingang',
  qualified: 'Qualifiziert',
  average_rating: 'Bewertung',
  created_at: 'Eingegangen',
  updated_at: 'Geändert',
} as const

export const EXPORT_YES = 'Ja'
export const EXPORT_NO = 'Nein'
/**
 * The name of the workbook's one sheet: „Bewerber꞉innen“. Excel refuses a colon in a sheet name (it
 * opens such a file only after a "repair" that renames the sheet), so the gender colon is written as
 * the modifier letter colon U+A789, which looks the same and is allowed.
 */
export const EXPORT_SHEET_NAME = 'Bewerber\uA789innen'
/** A download's name before its day: „Bewerber-2026-11-27.xlsx“. */
export const EXPORT_FILE_PREFIX = 'Bewerber'

export const APPLICANT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'id', header: EXPORT_HEADERS.id, kind: 'number', width: 8 },
  field('salutation', 'label', 10),
  field('title', 'text', 10),
  field('first_name', 'text', 18),
  field('last_name', 'text', 20),
  field('birth_date', 'date', 12),
  field('email', 'text', 30),
  field('phone', 'text', 18),
  field('street', 'text', 26),
  field('postal_code', 'text', 7),
  field('city', 'text', 18),
  field('profession_group', 'label', 22),
  field('status', 'label', 20),
  field('job', 'label', 28),
  field('available_from', 'date', 12),
  field('desired_salary', 'number', 14, 2),
  field('weekly_hours', 'number', 12, 2),
  field('driving_license', 'labels', 20),
  field('languages', 'labels', 22),
  field('source', 'label', 18),
  { key: 'channel', header: EXPORT_HEADERS.channel, kind: 'label', width: 14 },
  { key: 'qualified', header: EXPORT_HEADERS.qualified, kind: 'yes-no', width: 12 },
  { key: 'average_rating', header: EXPORT_HEADERS.average_rating, kind: 'number', width: 10, decimals: 2 },
  field('privacy_consent_at', 'date', 14),
  field('remarks', 'text', 40),
  { key: 'created_at', header: EXPORT_HEADERS.created_at, kind: 'date', width: 12 },
  { key: 'updated_at', header: EXPORT_HEADERS.updated_at, kind: 'date', width: 12 },
]

/** The most ids the synchronous export takes (one page of a list); more go through a bulk job. */
export const EXPORT_SYNC_MAX_IDS = 100
export const EXPORT_TOO_MANY_IDS = `Bitte höchstens ${EXPORT_SYNC_MAX_IDS} Bewerber:innen auf einmal direkt exportieren.`
export const EXPORT_NO_IDS = 'Bitte mindestens eine Bewerber:in auswählen.'
