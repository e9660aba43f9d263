import { describe, expect, it } from 'vitest'
import {
  checkDateText,
  DATE_FORMAT_ERROR,
  formatGermanDate,
  fullYear,
  isoToLocalDate,
  localDateToIso,
  parseGermanDate,
} from './date-parse.ts'

const at2026 = (text: string, years: 'past' | 'near' = 'near') => parseGermanDate(text, years, 2026)

describe('parseGermanDate: what a person types', () => {
  it.each([
    ['14.02.1990', '1990-02-14'],
    ['14.2.1990', '1990-02-14'],
    ['1.2.2024', '2024-02-01'],
    ['01.02.2024', '2024-02-01'],
    ['14.02.90', '1990-02-14'],
    ['14.2.90', '1990-02-14'],
    ['14021990', '1990-02-14'],
    ['140290', '1990-02-14'],
    ['14. 2. 1990', '1990-02-14'],
    [' 14.02.1990 ', '1990-02-14'],
    ['14/02/1990', '1990-02-14'],
    ['14-02-1990', '1990-02-14'],
    ['14,02,1990', '1990-02-14'],
    ['1990-02-14', '1990-02-14'],
    ['29.02.2024', '2024-02-29'],
  ])('%s → %s', (typed, iso) => {
    expect(at2026(typed)).toBe(iso)
  })

  it('an empty field is no date (null), not an error', () => {
    expect(at2026('')).toBeNull()
    expect(at2026('   ')).toBeNull()
  })

  it.each([
    '31.02.2024',
    '29.02.2023',
    '31.04.2024',
    '00.01.2024',
    '32.01.2024',
    '14.13.2024',
    '99.99.9999',
    '14.02.199',
    '14.02.19900',
    '1402199',
    '14.02.',
    '14.02',
    'morgen',
    '14.O2.1990',
    '1990-02-30',
    '14.02.1899',
    '14.02.2100',
  ])('%s is refused, never read as another day', (typed) => {
    expect(at2026(typed)).toBeUndefined()
  })
})

describe('two-digit years', () => {
  it('birth-date-like fields ("past") take the latest such year up to this year', () => {
    expect(fullYear(90, 'past', 2026)).toBe(1990)
    expect(fullYear(26, 'past', 2026)).toBe(2026)
    expect(fullYear(27, 'past', 2026)).toBe(1927)
    expect(fullYear(0, 'past', 2026)).toBe(2000)
    expect(at2026('14.2.90', 'past')).toBe('1990-02-14')
    expect(at2026('1.3.30', 'past')).toBe('1930-03-01')
  })

  it('other fields ("near") take the year within 50 years of this one', () => {
    expect(fullYear(90, 'near', 2026)).toBe(1990)
    expect(fullYear(26, 'near', 2026)).toBe(2026)
    expect(fullYear(27, 'near', 2026)).toBe(2027)
    expect(fullYear(75, 'near', 2026)).toBe(2075)
    expect(fullYear(76, 'near', 2026)).toBe(1976)
    expect(at2026('1.3.30')).toBe('2030-03-01')
  })
})

describe('checkDateText: format, day and range with German messages', () => {
  it('names the format for anything that is no day', () => {
    expect(checkDateText('31.02.2024')).toEqual({ error: DATE_FORMAT_ERROR })
    expect(checkDateText('Bitte')).toEqual({ error: DATE_FORMAT_ERROR })
    expect(DATE_FORMAT_ERROR).toBe('Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.')
  })

  it('keeps to min and max, with the limit in the message', () => {
    const range = { min: '2024-01-01', max: '2024-12-31', currentYear: 2026 }
    expect(checkDateText('15.06.2024', range)).toEqual({ iso: '2024-06-15' })
    expect(checkDateText('01.01.2024', range)).toEqual({ iso: '2024-01-01' })
    expect(checkDateText('31.12.2023', range)).toEqual({
      error: 'Bitte ein Datum ab dem 01.01.2024 eingeben.',
    })
    expect(checkDateText('1.1.25', range)).toEqual({ error: 'Bitte ein Datum bis zum 31.12.2024 eingeben.' })
  })

  it('an empty text clears the date, unless the field needs one', () => {
    expect(checkDateText('', { min: '2024-01-01' })).toEqual({ iso: null })
    expect(checkDateText(' ', { required: true })).toEqual({ error: 'Bitte ein Datum eingeben.' })
  })
})

describe('conversions', () => {
  it('writes days as DD.MM.YYYY', () => {
    expect(formatGermanDate('1990-02-14')).toBe('14.02.1990')
    expect(formatGermanDate(null)).toBe('')
  })

  it('gives back a text that is no ISO day as it is, never in pieces', () => {
    for (const text of ['9'.repeat(10_000), '2026-01-01\u0000', 'abc', '2026-1-1', '1990-02-14T00:00'])
      expect(formatGermanDate(text)).toBe(text)
    // The shape is kept even for a day the calendar lacks: the field shows what the address asked.
    expect(formatGermanDate('2026-02-30')).toBe('30.02.2026')
  })

  it('turns ISO days into local midnights and back, whatever the zone', () => {
    const date = isoToLocalDate('2024-03-31')
    expect(date?.getDate()).toBe(31)
    expect(date?.getHours()).toBe(0)
    expect(localDateToIso(date)).toBe('2024-03-31')
    expect(isoToLocalDate(null)).toBeNull()
    expect(localDateToIso(null)).toBeNull()
  })
})
