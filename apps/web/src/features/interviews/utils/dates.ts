import { APP_TIME_ZONE, shiftIsoDate } from '@bb/shared'
import { DAY_NAMES, DAY_NAMES_SHORT, MONTH_NAMES } from '../../../lib/locale.ts'
/**
 * Calendar arithmetic on plain days ('YYYY-MM-DD') and Berlin wall-clock times.
 * Days are computed in UTC so that daylight-saving changes never shift a day; instants are shown
 * in Europe/Berlin whatever the browser's own zone is.
 */
export type Day = string

const ZONE = APP_TIME_ZONE
const WEEKDAYS = DAY_NAMES_SHORT
/** Monday first, as the calendar shows the week. */
export const WEEKDAY_NAMES = [...DAY_NAMES.slice(1), DAY_NAMES[0]]
export { MONTH_NAMES }

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const pad = (n: number) => String(n).padStart(2, '0')
const toUtc = (day: Day) => new Date(`${day}T00:00:00Z`)
const fromUtc = (date: Date): Day =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`

/** The Berlin day and minutes after midnight of an instant. */
export function berlinParts(value: string | Date): { day: Day; minutes: number; time: string } {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(value)).map((p) => [p.type, p.value]),
  ) as Record<string, string>
  const hour = Number(parts.hour)
  const minute = Number(parts.minute)
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: hour * 60 + minute,
    time: `${pad(hour)}:${pad(minute)}`,
  }
}

/** The instant of a Berlin wall-clock time ('HH:MM') on a day, as an ISO string. */
export function berlinInstant(day: Day, time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  const wanted = toUtc(day).getTime() + (h * 60 + m) * 60_000
  // Guess with the offset at the wanted wall time, then correct once for a change in between.
  let instant = wanted
  for (let i = 0; i < 2; i++) {
    const seen = berlinParts(new Date(instant))
    const seenWall = toUtc(seen.day).getTime() + seen.minutes * 60_000
    instant += wanted - seenWall
  }
  return new Date(instant).toISOString()
}

export const todayBerlin = (): Day => berlinParts(new Date()).day

/** A day moved by whole days (the shared rule the server counts with too). */
export const addDays = (day: Day, days: number): Day => shiftIsoDate(day, days)

/** 0 = Monday … 6 = Sunday. */
export const weekdayIndex = (day: Day) => (toUtc(day).getUTCDay() + 6) % 7

export const startOfWeek = (day: Day): Day => addDays(day, -weekdayIndex(day))

export const startOfMonth = (day: Day): Day => `${day.slice(0, 7)}-01`

export function addMonths(day: Day, months: number): Day {
  const date = toUtc(startOfMonth(day))
  date.setUTCMonth(date.getUTCMonth() + months)
  return fromUtc(date)
}

/** ISO 8601 week number: the week with the year's first Thursday is KW 1. */
export function isoWeek(day: Day): number {
  const thursday = toUtc(addDays(day, 3 - weekdayIndex(day)))
  const firstJan = Date.UTC(thursday.getUTCFullYear(), 0, 1)
  return Math.floor((thursday.getTime() - firstJan) / 86_400_000 / 7) + 1
}

/** The six (or fewer) Monday-first weeks that show a month. */
export function monthWeeks(day: Day): Day[][] {
  const first = startOfMonth(day)
  const last = addDays(addMonths(first, 1), -1)
  const weeks: Day[][] = []
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)))
  return weeks
}

export const weekdayShort = (day: Day) => WEEKDAYS[toUtc(day).getUTCDay()] ?? ''

/** „24.11.2026“ */
export const formatDay = (day: Day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`

/** „Di 24.11.“ */
export const formatDayShort = (day: Day) => `${weekdayShort(day)} ${day.slice(8, 10)}.${day.slice(5, 7)}.`

export const monthTitle = (day: Day) => `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`

/** „KW 48 · 23.11.–29.11.2026“ */
export function weekTitle(monday: Day): string {
  const sunday = addDays(monday, 6)
  return `KW ${isoWeek(monday)} · ${formatDay(monday).slice(0, 6)}–${formatDay(sunday)}`
}

/** „Di 24.11. 09:00–09:30“ for a slot. */
export function slotWhen(start: string, end: string): string {
  const from = berlinParts(start)
  return `${formatDayShort(from.day)} ${from.time}–${berlinParts(end).time}`
}

/** „Dienstag, 24.11.2026, 09:00–09:30 Uhr“, as the invitation's {{termin}} reads. */
export function slotLong(start: string, end: string): string {
  const from = berlinParts(start)
  return `${WEEKDAY_NAMES[weekdayIndex(from.day)]}, ${formatDay(from.day)}, ${from.time}–${berlinParts(end).time} Uhr`
}
