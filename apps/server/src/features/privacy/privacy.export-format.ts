import { type Answers, APP_TIME_ZONE, APPLICANT_FIELDS } from '@bb/shared'

/**
 * How values read in the data export: for a person, not for a program. Dates as TT.MM.JJJJ with
 * the same date in ISO 8601 in brackets (so the file stays machine-readable), codes as the German
 * labels the app shows, yes/no as words.
 */

const day = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const moment = new Intl.DateTimeFormat('de-DE', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A calendar day ("1990-02-14") → "14.02.1990 (1990-02-14)". */
export function germanDate(iso: string | null | undefined): string | null {
  if (!iso) return null
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : `${day.format(date)} (${iso.slice(0, 10)})`
}

/** An instant → "14.02.2026, 09:30 Uhr (2026-02-14T08:30:00.000Z)", Berlin time. */
export function germanDateTime(iso: string | Date | null | undefined): string | null {
  if (!iso) return null
  const date = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(date.getTime())) return String(iso)
  return `${moment.format(date)} Uhr (${date.toISOString()})`
}

export const yesNo = (value: boolean) => (value ? 'ja' : 'nein')

const FIELDS = new Map<string, (typeof APPLICANT_FIELDS)[number]>(APPLICANT_FIELDS.map((f) => [f.key, f]))

/** The German label of a profile field ("birth_date" → "Geburtsdatum"). */
export const fieldLabel = (key: string) =>
  key === 'qualified' ? 'Qualifiziert' : (FIELDS.get(key)?.label ?? key)

/** A profile field's value as the app shows it: labels instead of codes, German dates. */
export function fieldValue(key: string, value: unknown, answers: Answers): unknown {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'boolean') return yesNo(value)
  const field = FIELDS.get(key)
  if (!field) return value
  const options = (answers as Record<string, Record<string, string> | undefined>)[key]
  const label = (code: unknown) => options?.[String(code)] ?? code
  if (field.type === 'date') return germanDate(String(value))
  if (field.type === 'select') return label(value)
  if (field.type === 'multiselect' && Array.isArray(value)) return value.map(label)
  return value
}
