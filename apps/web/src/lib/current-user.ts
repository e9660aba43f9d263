import { type LoginBody, sessionState, type User, user as userSchema } from '@bb/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, forgetTokenCookie } from './api.ts'
import { ApiError } from './api-client.ts'
import { navigateTo } from './navigation.ts'
import { queryClient } from './query-client.ts'

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

/** Logs in; the answer is the current user from then on. */
export async function login(body: LoginBody): Promise<User> {
  const loggedIn = await api.post('/login-user', body, { schema: userSchema, globalHandling: false })
  queryClient.setQueryData(userQueryOptions.queryKey, loggedIn)
  return loggedIn
}

/**
 * Logout never fails for the person: 401/419 are ignored, client state and the readable token
 * cookie are always cleared (the server clears both cookies on its 204), then /login.
 */
export async function logout() {
  try {
    await api.post('/logout', {}, { globalHandling: false })
  } catch {
    // already logged out on the server: nothing to do
  }
  forgetTokenCookie()
  queryClient.clear()
  queryClient.setQueryData(userQueryOptions.queryKey, null)
  navigateTo('/login', { replace: true })
}
