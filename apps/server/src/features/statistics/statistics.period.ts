import {
  APP_TIME_ZONE,
  checkStatisticsPeriod,
  STATISTICS_DEFAULT_DAYS,
  type StatisticsQuery,
  shiftIsoDate,
} from '@bb/shared'
import { ValidationError } from '../../lib/errors.ts'

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

export interface Period {
  /** First day, inclusive (Europe/Berlin). */
  from: string
  /** Last day, inclusive (Europe/Berlin). */
  to: string
}

/**
 * Missing ends default to the last 90 days ending today (or ending at `to`); an end alone
 * must still make a valid period with the default for the other.
 */
export function resolvePeriod(query: Pick<StatisticsQuery, 'from' | 'to'>, now: Date): Period {
  const to = query.to ?? berlinToday(now)
  const from = query.from ?? shiftIsoDate(to, -(STATISTICS_DEFAULT_DAYS - 1))
  const errors = checkStatisticsPeriod(from, to)
  if (errors) throw new ValidationError(errors)
  return { from, to }
}
