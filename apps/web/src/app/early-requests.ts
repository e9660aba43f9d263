import { earlyListRequest } from '../features/applicants/components/early-list-prefetch.ts'
import { fillPath } from '../lib/api-paths.ts'

export interface EarlyRequests {
  /** Who is logged in: every screen asks first. */
  session: string
  /** The server's check of the address: every screen asks, nothing waits for it. */
  routeCheck: string
  /**
   * What the screen of the address asks once a verified person is known, most needed first: for a
   * list its first page, then what the shell and the table need beside it. Sent only after the
   * session's answer named such a person, so a visitor whose session has ended is not refused
   * four times on the way to the login page.
   */
  screen: string[]
}

/** The reads the first screen of an address makes, as the API client will send them. */
export function earlyRequests(location: { pathname: string; search: string }): EarlyRequests {
  const list = earlyListRequest(location.pathname, location.search)
  return {
    session: '/api/session',
    routeCheck: fillPath('/api/route-check', undefined, { path: location.pathname }),
    screen: list ? [list, '/api/settings', '/api/answers', '/api/ui-state'] : [],
  }
}
