import {
  checkStatisticsPeriod,
  STATISTICS_DEFAULT_DAYS,
  type StatisticsQuery,
  shiftIsoDate,
} from '@bb/shared'
import { berlinToday } from '../../clock.ts'
import { ValidationError } from '../../lib/errors.ts'

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
