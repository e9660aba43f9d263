import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  berlinInstant,
  berlinParts,
  formatDayShort,
  isoWeek,
  monthWeeks,
  slotLong,
  startOfWeek,
  weekTitle,
} from './dates.ts'

describe('calendar dates', () => {
  it('starts weeks on Monday and counts ISO weeks', () => {
    expect(startOfWeek('2026-11-26')).toBe('2026-11-23')
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23')
    expect(isoWeek('2026-11-24')).toBe(48)
    expect(isoWeek('2027-01-01')).toBe(53)
    expect(isoWeek('2026-01-01')).toBe(1)
    expect(isoWeek('2024-12-30')).toBe(1)
    expect(weekTitle('2026-11-23')).toBe('KW 48 · 23.11.–29.11.2026')
  })

  it('steps days and months across daylight saving and year ends', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01')
    const weeks = monthWeeks('2026-11-10')
    expect(weeks[0]?.[0]).toBe('2026-10-26')
    expect(weeks.at(-1)?.[6]).toBe('2026-12-06')
  })

  it('reads and writes Berlin wall-clock times, also on the last Sundays of March and October', () => {
    expect(berlinInstant('2026-11-24', '09:00')).toBe('2026-11-24T08:00:00.000Z')
    expect(berlinInstant('2026-07-07', '09:00')).toBe('2026-07-07T07:00:00.000Z')
    expect(berlinInstant('2026-03-29', '09:00')).toBe('2026-03-29T07:00:00.000Z')
    expect(berlinInstant('2026-10-25', '09:00')).toBe('2026-10-25T08:00:00.000Z')
    expect(berlinParts('2026-03-29T07:30:00Z')).toEqual({ day: '2026-03-29', minutes: 570, time: '09:30' })
    expect(berlinParts('2026-10-24T22:15:00Z').day).toBe('2026-10-25')
  })

  it('writes German labels', () => {
    expect(formatDayShort('2026-11-24')).toBe('Di 24.11.')
    expect(slotLong('2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z')).toBe(
      'Dienstag, 24.11.2026, 09:00–09:30 Uhr',
    )
  })
})
