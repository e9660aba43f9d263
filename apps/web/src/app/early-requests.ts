import { XSRF_COOKIE } from '@bb/shared'
import { earlyListRequest } from '../features/applicants/components/early-list-prefetch.ts'
import { fillPath } from '../lib/api-paths.ts'

/**
 * The reads the first screen of an address makes, in the order they matter: who is logged in, the
 * list, then what the shell and the table need beside it, and the route check last (nothing waits
 * for it). Any screen asks for the session and the route check. A list's data is only asked when
 * the browser holds a CSRF token: a visitor who never logged in (or logged out, which removes it)
 * sends no request that would only be refused.
 */
export function earlyRequests(location: { pathname: string; search: string }, cookie: string): string[] {
  const session = '/api/session'
  const routeCheck = fillPath('/api/route-check', undefined, { path: location.pathname })
  const hasToken = cookie.split('; ').some((part) => part.startsWith(`${XSRF_COOKIE}=`))
  const list = hasToken ? earlyListRequest(location.pathname, location.search) : undefined
  if (!list) return [session, routeCheck]
  return [session, list, '/api/settings', '/api/answers', '/api/ui-state', routeCheck]
}
