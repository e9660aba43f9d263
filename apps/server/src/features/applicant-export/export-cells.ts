import { type Answers, APPLICANT_EXPORT_COLUMNS, EXPORT_NO, EXPORT_YES, INTAKE_CHANNELS } from '@bb/shared'
import { berlinToday } from '../../clock.ts'
import { applicants } from '../applicant-records/index.ts'

/** One cell of an export: text, a number, or a calendar day (YYYY-MM-DD); null is empty. */
export type Cell =
  | null
  | { t: 's'; v: string }
  | { t: 'n'; v: number; decimals: number }
  | { t: 'd'; v: string }

/** Only what the export shows is read (no search vectors, no document words). */
export const exportSelection = {
  id: applicants.id,
  salutation: applicants.salutation,
  title: applicants.title,
  first_name: applicants.firstName,
  last_name: applicants.lastName,
  birth_date: applicants.birthDate,
  email: applicants.email,
  phone: applicants.phone,
  street: applicants.street,
  postal_code: applicants.postalCode,
  city: applicants.city,
  profession_group: applicants.professionGroup,
  status: applicants.status,
  job: applicants.job,
  available_from: applicants.availableFrom,
  desired_salary: applicants.desiredSalary,
  weekly_hours: applicants.weeklyHours,
  driving_license: applicants.drivingLicense,
  languages: applicants.languages,
  source: applicants.source,
  channel: applicants.channel,
  qualified: applicants.qualified,
  average_rating: applicants.averageRating,
  privacy_consent_at: applicants.privacyConsentAt,
  remarks: applicants.remarks,
  created_at: applicants.createdAt,
  updated_at: applicants.updatedAt,
}

export type ExportRow = {
  [K in keyof typeof exportSelection]: (typeof exportSelection)[K]['_']['data'] | null
}

/** The labels of every option field (settings' statuses and groups, the jobs' titles, fixed lists). */
export type Catalogue = Answers

const text = (v: string | null | undefined): Cell => (v == null || v === '' ? null : { t: 's', v })

const labelOf = (catalogue: Catalogue, key: string, value: string | null): Cell =>
  value == null || value === '' ? null : text(catalogue[key]?.[value] ?? value)

function cellOf(row: ExportRow, key: string, kind: string, decimals: number, catalogue: Catalogue): Cell {
  const value = row[key as keyof ExportRow]
  if (value == null) return null
  switch (kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? { t: 'n', v: value, decimals } : null
    case 'date':
      if (value instanceof Date) return { t: 'd', v: berlinToday(value) }
      return typeof value === 'string' && value !== '' ? { t: 'd', v: value } : null
    case 'yes-no':
      return { t: 's', v: value ? EXPORT_YES : EXPORT_NO }
    case 'label':
      return key === 'channel'
        ? text(INTAKE_CHANNELS[value as keyof typeof INTAKE_CHANNELS] ?? String(value))
        : labelOf(catalogue, key, String(value))
    case 'labels':
      return Array.isArray(value) && value.length > 0
        ? text(value.map((v) => catalogue[key]?.[v] ?? v).join(', '))
        : null
    default:
      return text(String(value))
  }
}

/** The cells of one applicant, in the order of the export's columns. */
export function exportCells(row: ExportRow, catalogue: Catalogue): Cell[] {
  return APPLICANT_EXPORT_COLUMNS.map((c) => cellOf(row, c.key, c.kind, c.decimals ?? 0, catalogue))
}

/** XML 1.0 forbids these (and a text file should not carry them): NUL, other controls, lone surrogates. */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export const stripForbidden = (value: string) => value.replace(FORBIDDEN, '')

/**
 * A text a spreadsheet could take for a formula (or a DDE call): it starts with = + - @, a tab or a
 * carriage return. Such text is written so that it stays text.
 */
export const looksLikeFormula = (value: string) => /^[=+\-@\t\r]/.test(value)
