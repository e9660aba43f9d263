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
