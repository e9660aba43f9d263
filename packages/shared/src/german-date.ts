import { APP_TIME_ZONE } from './constants.ts'

/**
 * Dates as people type them into a German form, read into ISO days ('YYYY-MM-DD').
 *
 * Accepted: `14.02.1990`, `14.2.1990`, `14.2.90`, `14. 2. 1990`, `/`, `-` or `,` (the key a German
 * phone's number pad has) instead of the dots,
 * the digits alone (`14021990`, `140290`) and a pasted ISO day (`1990-02-14`). Anything else, and
 * any day the calendar does not have (31.02.2024), is refused, never guessed into another day.
 *
 * Two-digit years: a field about something that already happened (a birth date, a consent)
 * takes the latest such year up to this year ('past': in 2026, `90` is 1990 and `26` is 2026);
 * every other field takes the year within 50 years of this one ('near': in 2026, `75` is 2075,
 * `76` is 1976). Four-digit years outside 1900–2099 are typos in this app and refused.
 */
export type TwoDigitYears = 'past' | 'near'

export const DATE_FORMAT_ERROR = 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.'
export const DATE_REQUIRED_ERROR = 'Bitte ein Datum eingeben.'

const SEPARATED = /^(\d{1,2})\s*[./,-]\s*(\d{1,2})\s*[./,-]\s*(\d{2}|\d{4})$/
const DIGITS = /^(\d{2})(\d{2})(\d{2}|\d{4})$/
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

const yearFormat = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: APP_TIME_ZONE })
const berlinYear = () => Number(yearFormat.format(new Date()))

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The full year of a two-digit year by the rule of the field. */
export function fullYear(twoDigits: number, years: TwoDigitYears, currentYear: number): number {
  const century = Math.floor(currentYear / 100) * 100
  if (years === 'past') {
    const year = century + twoDigits
    return year > currentYear ? year - 100 : year
  }
  // The one year ending in these digits from 50 years back to 49 ahead.
  return currentYear - 50 + ((((twoDigits - (currentYear - 50)) % 100) + 100) % 100)
}

function toIso(day: number, month: number, year: number): string | null {
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** The ISO day of a typed text, null for an empty text, undefined when it is no valid day. */
export function parseGermanDate(
  text: string,
  years: TwoDigitYears = 'near',
  currentYear = berlinYear(),
): string | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const iso = ISO.exec(trimmed)
  if (iso) return toIso(Number(iso[3]), Number(iso[2]), Number(iso[1])) ?? undefined
  const parts = SEPARATED.exec(trimmed) ?? DIGITS.exec(trimmed)
  if (!parts) return undefined
  const [, d, m, y = ''] = parts
  const year = y.length === 2 ? fullYear(Number(y), years, currentYear) : Number(y)
  return toIso(Number(d), Number(m), year) ?? undefined
}

/**
 * 'YYYY-MM-DD' → 'DD.MM.YYYY' (how the app writes a day). A text of another shape (a hand-edited
 * address, say) comes back as it is, so a field shows what was asked for rather than pieces of it.
 */
export const formatGermanDate = (iso: string | null | undefined) => {
  if (!iso) return ''
  const parts = ISO.exec(iso)
  return parts ? `${parts[3]}.${parts[2]}.${parts[1]}` : iso
}
