import { isoToLocalDate, localDateToIso } from './date-parse.ts'

/**
 * The day the keyboard moves to in a month view, as in a paper calendar: ← and → one day (across
 * week rows and months alike), ↑ and ↓ one week, Home and End to Monday and Sunday of the week,
 * Page↑ and Page↓ one month, with Shift one year (the same day, or the month's last). A move past
 * the allowed range stops at its edge. Any other key: null.
 */
export function dayAfterKey(
  iso: string,
  key: string,
  shiftKey: boolean,
  range: { min?: string | undefined; max?: string | undefined } = {},
): string | null {
  const date = isoToLocalDate(iso)
  if (!date) return null
  const [y, m, d] = [date.getFullYear(), date.getMonth(), date.getDate()]
  // Monday is the first day of the German week.
  const weekday = (date.getDay() + 6) % 7
  const moved = (() => {
    switch (key) {
      case 'ArrowLeft':
        return new Date(y, m, d - 1)
      case 'ArrowRight':
        return new Date(y, m, d + 1)
      case 'ArrowUp':
        return new Date(y, m, d - 7)
      case 'ArrowDown':
        return new Date(y, m, d + 7)
      case 'Home':
        return new Date(y, m, d - weekday)
      case 'End':
        return new Date(y, m, d + 6 - weekday)
      case 'PageUp':
        return sameDayInMonth(y, m - (shiftKey ? 12 : 1), d)
      case 'PageDown':
        return sameDayInMonth(y, m + (shiftKey ? 12 : 1), d)
      default:
        return null
    }
  })()
  const next = localDateToIso(moved)
  if (!next) return null
  if (range.min && next < range.min) return range.min
  if (range.max && next > range.max) return range.max
  return next
}

/** The day `day` of a month, or its last day when it is shorter (31 March → 30 April). */
function sameDayInMonth(year: number, month: number, day: number): Date {
  const last = new Date(year, month + 1, 0).getDate()
  return new Date(year, month, Math.min(day, last))
}
