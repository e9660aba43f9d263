import { ROUTES } from '@bb/shared'
import { createApiClient } from './api-client.ts'
import { navigateTo } from './navigation.ts'
import { queryClient } from './query-client.ts'

const GUEST_PATHS = [ROUTES.login.path, ROUTES.forgotPassword.path, '/password-reset']

/** Where the 401/419 → /login and 409 → /verify-email redirects of SPEC.md §8 happen. */
export function handleStatus(status: number, method: string, path: string) {
  const here = window.location.pathname
  if (status === 401 || status === 419) {
    queryClient.setQueryData(['user'], null)
    if (!GUEST_PATHS.some((p) => here.startsWith(p))) {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' })
      navigateTo(`${ROUTES.login.path}?redirect=${encodeURIComponent(here + window.location.search)}`, {
        replace: true,
      })
    }
  } else if (status === 409) {
    if (here !== ROUTES.verifyEmail.path) navigateTo(ROUTES.verifyEmail.path, { replace: true })
  } else if (status === 500) {
    console.error(`Serverfehler bei ${method} ${path}`)
  } else {
    console.warn(`Anfrage ${method} ${path} fehlgeschlagen (${status})`)
  }
}

export const api = createApiClient({
  baseUrl: (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '',
  onStatus: handleStatus,
})
