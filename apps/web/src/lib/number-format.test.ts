import { describe, expect, it } from 'vitest'
import { formatDecimal, fractionDigits, parseGermanNumber } from './number-format.ts'

describe('one number format for view and edit', () => {
  it('writes weekly hours without a trailing zero, with a German comma when there is a fraction', () => {
    expect(formatDecimal(30, 2)).toBe('30')
    expect(formatDecimal(38.5, 2)).toBe('38,5')
    expect(formatDecimal(38.75, 2)).toBe('38,75')
  })

  it('writes whole numbers with German grouping and no fraction', () => {
    expect(formatDecimal(42500, 0)).toBe('42.500')
    expect(formatDecimal(1_000_000, 0)).toBe('1.000.000')
    // A fraction that came in through the API reads the same rounded value everywhere.
    expect(formatDecimal(42500.5, 0)).toBe('42.501')
  })

  it('writes nothing for no value', () => {
    expect(formatDecimal(null, 0)).toBe('')
    expect(formatDecimal(undefined, 2)).toBe('')
  })

  it('a field without decimals is whole', () => {
    expect(fractionDigits({})).toBe(0)
    expect(fractionDigits({ decimals: 2 })).toBe(2)
  })
})

describe('parseGermanNumber: what a person types', () => {
  it.each([
    ['30', 2, 30],
    ['30,0', 2, 30],
    ['38,5', 2, 38.5],
    ['38.5', 2, 38.5],
    ['38,75', 2, 38.75],
    ['42500', 0, 42500],
    ['42.500', 0, 42500],
    ['1.000.000', 0, 1_000_000],
    [' 42 500 ', 0, 42500],
    ['42.500,25', 2, 42500.25],
  ])('%s (%i decimals) → %d', (typed, decimals, value) => {
    expect(parseGermanNumber(typed, decimals)).toEqual({ value })
  })

  it('an empty field is no number, not an error', () => {
    expect(parseGermanNumber('', 0)).toEqual({ value: null })
  })

  it('refuses a fraction in a whole-number field instead of rounding or dropping the comma', () => {
    expect(parseGermanNumber('42500,5', 0)).toEqual({
      error: 'Bitte eine ganze Zahl ohne Nachkommastellen eingeben.',
    })
    expect(parseGermanNumber('38,125', 2)).toEqual({ error: 'Bitte höchstens 2 Nachkommastellen eingeben.' })
  })

  it.each(['abc', '30 Std.', '1,2,3', '4.25.000', '--3', '3e5'])('%s is no number', (typed) => {
    expect(parseGermanNumber(typed, 2)).toEqual({ error: 'Bitte eine Zahl eingeben, zum Beispiel 38,5.' })
  })
})
