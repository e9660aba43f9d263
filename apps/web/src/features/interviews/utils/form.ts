import { addDays, type Day, weekdayIndex } from './dates.ts'

/** Times of day in quarter hours, 06:00–22:00, for the time fields. */
export const TIME_OPTIONS = Array.from({ length: 16 * 4 + 1 }, (_, i) => {
  const minutes = 6 * 60 + i * 15
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return { label: value, value }
})

const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}

/** How many slots a series makes: as the server cuts it (a rest shorter than a slot stays free). */
export function seriesCount(d: {
  weekdays: number[]
  fromDay: Day | null
  toDay: Day | null
  windowStart: string
  windowEnd: string
  minutes: number
}): number {
  if (!d.fromDay || !d.toDay || d.toDay < d.fromDay || d.minutes <= 0) return 0
  const perDay = Math.max(0, Math.floor((toMinutes(d.windowEnd) - toMinutes(d.windowStart)) / d.minutes))
  let days = 0
  // The server refuses ranges over a year anyway; the cap keeps a typo (year 9999) cheap.
  for (let day = d.fromDay, i = 0; day <= d.toDay && i < 800; day = addDays(day, 1), i++)
    if (d.weekdays.includes(weekdayIndex(day) + 1)) days++
  return days * perDay
}

/** PrimeReact's Calendar works with local Date objects; the app with plain days. */
export const dayToDate = (day: Day | null) => (day ? new Date(`${day}T12:00:00`) : null)
export const dateToDay = (date: Date | null | undefined): Day | null =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : null
