import { describe, expect, it } from 'vitest'
import { daysSince } from './board-state.ts'

/** An instant on the browser's clock: year, month (1–12), day, hour, minute. */
const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min)

describe('days in the status, as a person counts them', () => {
  it('counts calendar days, not 24-hour steps', () => {
    const morning = at(2026, 11, 29, 8).getTime()
    expect(daysSince(at(2026, 11, 29, 0, 5).toISOString(), morning)).toBe(0)
    // Yesterday evening is yesterday, though only nine hours have passed.
    expect(daysSince(at(2026, 11, 28, 23).toISOString(), morning)).toBe(1)
    expect(daysSince(at(2026, 11, 26, 23, 45).toISOString(), morning)).toBe(3)
    // A minute after midnight, across a month and a year.
    expect(daysSince(at(2026, 12, 31, 23, 59).toISOString(), at(2027, 1, 1, 0, 1).getTime())).toBe(1)
  })

  it('is never below zero (a clock a little behind the server)', () => {
    expect(daysSince(at(2026, 11, 29, 9).toISOString(), at(2026, 11, 29, 8).getTime())).toBe(0)
    expect(daysSince(at(2026, 11, 30, 9).toISOString(), at(2026, 11, 29, 8).getTime())).toBe(0)
  })
})
