import { intakeStatisticsResponse, statisticsResponse } from '@bb/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** Without from/to the server picks the default period (the last 90 days ending today). */
export interface StatisticsFilter {
  from?: string
  to?: string
  profession_group?: string
}

/** The filter's set values only: an empty one is the server's default. */
function queryOf(filter: StatisticsFilter) {
  const query: StatisticsFilter = {}
  for (const [key, value] of Object.entries(filter)) if (value) query[key as keyof StatisticsFilter] = value
  return query
}

export const statisticsQueryOptions = (filter: StatisticsFilter) =>
  queryOptions({
    queryKey: ['statistics', filter],
    queryFn: () => api.get('/api/statistics', { query: queryOf(filter), schema: statisticsResponse }),
    staleTime: 60_000,
  })

export const intakeStatisticsQueryOptions = (filter: StatisticsFilter) =>
  queryOptions({
    queryKey: ['statistics', 'intake', filter],
    queryFn: () =>
      api.get('/api/statistics/intake', { query: queryOf(filter), schema: intakeStatisticsResponse }),
    staleTime: 60_000,
  })

/** The period's applications per job and per channel, beside the other figures. */
export const useIntakeStatistics = (filter: StatisticsFilter) =>
  useQuery({ ...intakeStatisticsQueryOptions(filter), placeholderData: keepPreviousData })

/** While another period loads, the figures of the previous one stay on screen. */
export const useStatistics = (filter: StatisticsFilter) =>
  useQuery({ ...statisticsQueryOptions(filter), placeholderData: keepPreviousData })
