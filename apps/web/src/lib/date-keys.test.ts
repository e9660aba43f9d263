import { describe, expect, it } from 'vitest'
import { dayAfterKey } from './date-keys.ts'

describe('dayAfterKey: the keyboard in a month view', () => {
  it.each([
    // Sunday 29.11.2026 ends its week row: → is Monday the 30th, not the 1st of the next month.
    ['2026-11-29', 'ArrowRight', false, '2026-11-30'],
    ['2026-11-30', 'ArrowLeft', false, '2026-11-29'],
    ['2026-11-30', 'ArrowRight', false, '2026-12-01'],
    ['2026-12-01', 'ArrowLeft', false, '2026-11-30'],
    ['2026-12-31', 'ArrowRight', false, '2027-01-01'],
    // A week up or down, also out of the month's last row.
    ['2026-11-28', 'ArrowDown', false, '2026-12-05'],
    ['2026-12-03', 'ArrowUp', false, '2026-11-26'],
    // Home and End: Monday and Sunday of the same week.
    ['2026-11-26', 'Home', false, '2026-11-23'],
    ['2026-11-26', 'End', false, '2026-11-29'],
    ['2026-11-23', 'Home', false, '2026-11-23'],
    ['2026-11-29', 'End', false, '2026-11-29'],
    ['2026-12-01', 'Home', false, '2026-11-30'],
    // A month or (with Shift) a year, keeping the day where the month has it.
    ['2026-11-29', 'PageDown', false, '2026-12-29'],
    ['2026-11-29', 'PageUp', false, '2026-10-29'],
    ['2026-03-31', 'PageDown', false, '2026-04-30'],
    ['2026-01-31', 'PageDown', false, '2026-02-28'],
    ['2028-02-29', 'PageDown', true, '2029-02-28'],
    ['2026-11-29', 'PageUp', true, '2025-11-29'],
    ['2026-01-15', 'PageUp', false, '2025-12-15'],
    // Across the change to summer time the days stay whole.
    ['2026-03-28', 'ArrowRight', false, '2026-03-29'],
    ['2026-03-29', 'ArrowRight', false, '2026-03-30'],
    ['2026-10-24', 'ArrowDown', false, '2026-10-31'],
  ])('%s with %s (Shift: %s) → %s', (from, key, shift, to) => {
    expect(dayAfterKey(from, key, shift)).toBe(to)
  })

  it('stops at the edge of the allowed range', () => {
    const range = { min: '2026-11-10', max: '2026-11-30' }
    expect(dayAfterKey('2026-11-30', 'ArrowRight', false, range)).toBe('2026-11-30')
    expect(dayAfterKey('2026-11-27', 'ArrowDown', false, range)).toBe('2026-11-30')
    expect(dayAfterKey('2026-11-12', 'ArrowUp', false, range)).toBe('2026-11-10')
    expect(dayAfterKey('2026-11-20', 'PageUp', false, range)).toBe('2026-11-10')
    expect(dayAfterKey('2026-11-20', 'ArrowUp', false, range)).toBe('2026-11-13')
  })

  it('leaves every other key to the month view', () => {
    expect(dayAfterKey('2026-11-29', 'Enter', false)).toBeNull()
    expect(dayAfterKey('2026-11-29', 'Tab', false)).toBeNull()
    expect(dayAfterKey('2026-11-29', 'a', false)).toBeNull()
  })
})
