import { shiftIsoDate } from '@bb/shared'

/** The days ← → ↑ ↓ move by. */
const DAY_STEPS = new Map([
  ['ArrowLeft', -1],
  ['ArrowRight', 1],
  ['ArrowUp', -7],
  ['ArrowDown', 7],
])
/** The months Page↑ and Page↓ move by (with Shift, twelve times as many). */
const MONTH_STEPS = new Map([
  ['PageUp', -1],
  ['PageDown', 1],
])

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
  // Monday is the first day of the German week (0 = Monday … 6 = Sunday).
  const weekday = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7
  const days = key === 'Home' ? -weekday : key === 'End' ? 6 - weekday : DAY_STEPS.get(key)
  const months = MONTH_STEPS.get(key)
  const next =
    days !== undefined
      ? shiftIsoDate(iso, days)
      : months !== undefined
        ? sameDayInMonth(iso, months * (shiftKey ? 12 : 1))
        : null
  if (next === null) return null
  if (range.min && next < range.min) return range.min
  if (range.max && next > range.max) return range.max
  return next
}

/** The same day `months` months on, or that month's last day when it is shorter (31 March → 30 April). */
function sameDayInMonth(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  const last = new Date(Date.UTC(year, month + months, 0)).getUTCDate()
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10)
}
