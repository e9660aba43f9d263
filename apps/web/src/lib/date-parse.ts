/** Typed German dates: the parser lives in the shared package (the careers form's server reads them too). */
import {
  DATE_FORMAT_ERROR,
  DATE_REQUIRED_ERROR,
  formatGermanDate,
  parseGermanDate,
  type TwoDigitYears,
} from '@bb/shared'

export {
  DATE_FORMAT_ERROR,
  DATE_REQUIRED_ERROR,
  formatGermanDate,
  fullYear,
  parseGermanDate,
  type TwoDigitYears,
} from '@bb/shared'

export interface DateTextOptions {
  years?: TwoDigitYears
  /** Earliest and latest allowed day, ISO. */
  min?: string | undefined
  max?: string | undefined
  /** An empty field is an error, not "no date". */
  required?: boolean | undefined
  /** This year (Berlin) unless given; tests pin it. */
  currentYear?: number
}

/** What the text says: nothing, a day, or an error to show the person. */
export type DateTextResult = { iso: string | null; error?: undefined } | { iso?: undefined; error: string }

/** A typed date checked completely: its format, its day, and the allowed range. */
export function checkDateText(text: string, options: DateTextOptions = {}): DateTextResult {
  const iso = parseGermanDate(text, options.years, options.currentYear)
  if (iso === undefined) return { error: DATE_FORMAT_ERROR }
  if (iso === null && options.required) return { error: DATE_REQUIRED_ERROR }
  if (iso !== null && options.min && iso < options.min)
    return { error: `Bitte ein Datum ab dem ${formatGermanDate(options.min)} eingeben.` }
  if (iso !== null && options.max && iso > options.max)
    return { error: `Bitte ein Datum bis zum ${formatGermanDate(options.max)} eingeben.` }
  return { iso }
}

/** ISO day ↔ a local Date at midnight (what PrimeReact's Calendar and the table filters hold). */
export const isoToLocalDate = (iso: string | null | undefined) => {
  if (!iso) return null
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number)
  return new Date(y, m - 1, d)
}
const pad = (n: number, width = 2) => String(n).padStart(width, '0')
export const localDateToIso = (date: Date | null | undefined) =>
  date ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : null
