import { sessionState, type User } from '@bb/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-client.ts'

/**
 * The current user, or null when nobody is logged in. Asked through `/api/session`, which
 * answers a logged-out browser with `{ user: null }` instead of a 401, so the login page does not
 * log a failed request on every visit; a 401/419 would still mean "nobody".
 */
export const userQueryOptions = queryOptions({
  queryKey: ['user'],
  queryFn: async (): Promise<User | null> => {
    try {
      return (await api.get('/api/session', { schema: sessionState, globalHandling: false })).user
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 419)) return null
      throw error
    }
  },
  staleTime: 60_000,
})

export const useCurrentUser = () => useQuery(userQueryOptions)

export const isAdminUser = (user: User | null | undefined) =>
  Boolean(user?.roles.some((r) => r.name === 'admin'))

/** Recruiters and admins write (applicants, slots, bookings); viewers only read. */
export const isRecruiterUser = (user: User | null | undefined) =>
  Boolean(user?.roles.some((r) => r.name === 'admin' || r.name === 'recruiter'))
