import { describe, expect, it } from 'vitest'
import {
  checkStatisticsPeriod,
  earliestPeriodStart,
  latestPeriodEnd,
  STATISTICS_MESSAGES,
  shiftIsoDate,
} from './contracts/statistics.ts'

/** Every day from 2023 to the end of 2030: three leap days and the years around them. */
function everyDay(): string[] {
  const days: string[] = []
  for (let day = '2023-01-01'; day <= '2030-12-31'; day = shiftIsoDate(day, 1)) days.push(day)
  return days
}

describe('the period of the statistics: at most three calendar years', () => {
  it('takes the literal limits: 29.11.2023 to 29.11.2026 holds, a day more does not', () => {
    expect(checkStatisticsPeriod('2023-11-29', '2026-11-29')).toBeNull()
    expect(checkStatisticsPeriod('2023-11-28', '2026-11-29')).toEqual({
      from: [STATISTICS_MESSAGES.spanTooLong],
    })
    expect(checkStatisticsPeriod('2023-11-29', '2026-11-30')).toEqual({
      from: [STATISTICS_MESSAGES.spanTooLong],
    })
    expect(checkStatisticsPeriod('2026-11-30', '2026-11-29')).toEqual({
      to: [STATISTICS_MESSAGES.fromAfterTo],
    })
  })

  it('around a 29 February the limits are the last day the rule still allows', () => {
    expect(earliestPeriodStart('2028-02-29')).toBe('2025-02-28')
    expect(latestPeriodEnd('2025-02-28')).toBe('2028-02-29')
    expect(latestPeriodEnd('2024-02-29')).toBe('2027-02-28')
    expect(earliestPeriodStart('2027-03-01')).toBe('2024-03-01')
  })

  it('for every day the form offers exactly what the server accepts, as first and as last day', () => {
    for (const day of everyDay()) {
      const start = earliestPeriodStart(day)
      expect(checkStatisticsPeriod(start, day), `${start} … ${day}`).toBeNull()
      expect(checkStatisticsPeriod(shiftIsoDate(start, -1), day), `${start} - 1 … ${day}`).not.toBeNull()
      const end = latestPeriodEnd(day)
      expect(checkStatisticsPeriod(day, end), `${day} … ${end}`).toBeNull()
      expect(checkStatisticsPeriod(day, shiftIsoDate(end, 1)), `${day} … ${end} + 1`).not.toBeNull()
    }
  })
})

describe('the messages of the statistics, as a person reads them', () => {
  it('an invalid day names no format: the fields ask TT.MM.JJJJ, the address YYYY-MM-DD', () => {
    expect(STATISTICS_MESSAGES).toEqual({
      invalidDate: 'Bitte ein gültiges Datum angeben.',
      fromAfterTo: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
      spanTooLong: 'Der Zeitraum darf höchstens 3 Jahre umfassen.',
      unknownGroup: 'Diese Berufsgruppe gibt es nicht.',
    })
  })
})
