import { APP_TIME_ZONE } from '@bb/shared'

/** Time comes from here, so tests can move it (session timeouts, token expiry). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export function createFakeClock(start = new Date('2026-01-15T09:00:00Z')) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms
    },
    set(date: Date) {
      current = date.getTime()
    },
  }
}
export type FakeClock = ReturnType<typeof createFakeClock>

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day in Berlin at this instant, as YYYY-MM-DD (what "heute" means on screen). */
export function berlinToday(now: Date): string {
  return berlinDay.format(now)
}
