import { XSRF_COOKIE } from '@bb/shared'
import { earlyListRequest } from '../features/applicants/components/early-list-prefetch.ts'
import { earlyBoardRequest } from '../features/pipeline/components/early-board-prefetch.ts'
import { readCookieFrom } from '../lib/api-client.ts'
import { fillPath } from '../lib/api-paths.ts'

export interface EarlyRequests {
  /** Who is logged in: every screen asks first. */
  session: string
  /** The server's check of the address: every screen asks, nothing waits for it. */
  routeCheck: string
  /**
   * What the screen of the address asks once a person is logged in, most needed first: for a list
   * its first page, then what the shell and the table need beside it. Only when the browser holds
   * a CSRF token (set at login, removed at logout): a visitor who is not logged in sends none of it.
   * The reads go beside the session's, not after its answer: the answer would only be looked at
   * once the app's entry has been evaluated, ~80 ms later. So a browser whose session ended
   * elsewhere (its token still there) has these refused (401) once, on its way to the login page.
   */
  screen: string[]
}

/** The reads the first screen of an address makes, as the API client will send them. */
export function earlyRequests(location: { pathname: string; search: string }, cookie: string): EarlyRequests {
  const hasToken = readCookieFrom(cookie, XSRF_COOKIE) !== undefined
  const list = hasToken
    ? (earlyListRequest(location.pathname, location.search) ??
      earlyBoardRequest(location.pathname, location.search))
    : undefined
  return {
    session: '/api/session',
    routeCheck: fillPath('/api/route-check', undefined, { path: location.pathname }),
    screen: list ? [list, '/api/settings', '/api/answers', '/api/ui-state'] : [],
  }
}
