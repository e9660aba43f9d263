import { APP_TIME_ZONE } from '@bb/shared'

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const pad = (n: number) => String(n).padStart(2, '0')

/** Today in Berlin as YYYY-MM-DD: the same "heute" as the server's default period. */
export const berlinToday = (now = new Date()) => berlinDay.format(now)

/** A Calendar's Date (local midnight) as YYYY-MM-DD, and back. */
export const toIsoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
export function fromIsoDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, day)
}

/** statistik-status-2026-11-23.csv */
export const csvFileName = (id: string, now = new Date()) => `statistik-${id}-${berlinToday(now)}.csv`
