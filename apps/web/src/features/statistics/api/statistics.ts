import { statisticsResponse } from '@bb/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** Without from/to the server picks the default period (the last 90 days ending today). */
export interface StatisticsFilter {
  from?: string
  to?: string
  profession_group?: string
}

export const statisticsQueryOptions = (filter: StatisticsFilter) =>
  queryOptions({
    queryKey: ['statistics', filter],
    queryFn: () => {
      const query: StatisticsFilter = {}
      for (const [key, value] of Object.entries(filter))
        if (value) query[key as keyof StatisticsFilter] = value
      return api.get('/api/statistics', { query, schema: statisticsResponse })
    },
    staleTime: 60_000,
  })

/** While another period loads, the figures of the previous one stay on screen. */
export const useStatistics = (filter: StatisticsFilter) =>
  useQuery({ ...statisticsQueryOptions(filter), placeholderData: keepPreviousData })
