import { APP_TIME_ZONE, type TimeslotSeries } from '@bb/shared'

/**
 * Europe/Berlin wall clock ⇄ UTC instants with the runtime's time-zone data (Intl), so the DST
 * rules are never written by hand here. See docs/decisions/0011.
 */
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The Berlin wall clock at an instant. */
export function toBerlinWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {}
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** Offset of Berlin from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function offsetAt(instant: number): number {
  const w = toBerlinWallClock(new Date(instant))
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return wallAsUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant of a Berlin wall-clock time. A time that does not exist (the skipped hour on the
 * last Sunday of March) lands one hour later; an ambiguous one (October) takes the second.
 */
export function berlinToUtc(date: string, minutesOfDay: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(y, m - 1, d, 0, minutesOfDay)
  const first = wall - offsetAt(wall)
  return new Date(wall - offsetAt(first))
}

/** "09:30" → 570. */
export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}

/** ISO weekday (1 = Monday) of a calendar date. */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7

const DAY_MS = 86_400_000

/** Every calendar date from..to inclusive, as YYYY-MM-DD. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10))
  }
  return out
}

/** The slots of a series as UTC instants, oldest first (validated by the caller). */
export function expandSeries(series: TimeslotSeries): Array<{ startsAt: Date; endsAt: Date }> {
  const weekdays = new Set(series.weekdays)
  const start = minutesOf(series.start_time)
  const end = minutesOf(series.end_time)
  const slots: Array<{ startsAt: Date; endsAt: Date }> = []
  for (const date of datesBetween(series.from_date, series.to_date)) {
    if (!weekdays.has(isoWeekday(date))) continue
    for (let m = start; m + series.slot_minutes <= end; m += series.slot_minutes) {
      slots.push({ startsAt: berlinToUtc(date, m), endsAt: berlinToUtc(date, m + series.slot_minutes) })
    }
  }
  return slots
}

/** Days between two calendar dates (to − from). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
