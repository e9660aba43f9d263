import type { SessionEndReason } from '@bb/shared'

/** When this tab's session ends, in this browser's time (from the seconds the server counted). */
export interface SessionEnds {
  idle: number
  lifetime: number
}

/**
 * What this tab knows about the end of its session, kept by the session watch and read by the
 * HTTP client (while the warning is open, nothing but "Angemeldet bleiben" counts as activity) and
 * by the handling of a 401 (was this the end the tab expected, so the login page says why?).
 */
export const sessionTimes: { ends: SessionEnds | null; warningOpen: boolean } = {
  ends: null,
  warningOpen: false,
}

/** A session that the server no longer knows ended this long before the tab expected it: still that end. */
const END_TOLERANCE_MS = 10_000

/**
 * Why the session is gone, if the tab's own count says it has ended: 'idle' (no activity) or
 * 'expired' (its fixed lifetime). Undefined when it should still be alive: then it was ended by
 * someone (a logout in another tab, a password change), and the login page gives no reason.
 */
export function sessionEndReason(at: number, ends = sessionTimes.ends): SessionEndReason | undefined {
  if (!ends) return undefined
  const first = Math.min(ends.idle, ends.lifetime)
  if (at < first - END_TOLERANCE_MS) return undefined
  return ends.lifetime <= ends.idle ? 'expired' : 'idle'
}

/**
 * The login page after the session ended: why, and where the person was. A tab already on the
 * login page (a poll's 401 came first) keeps the place that page was asked to lead back to.
 */
export function loginAfterEnd(reason: SessionEndReason | undefined, returnTo: string): string {
  const params = new URLSearchParams()
  if (reason) params.set('reason', reason)
  const place = returnTo.startsWith('/login')
    ? (new URLSearchParams(returnTo.split('?')[1] ?? '').get('redirect') ?? '')
    : returnTo
  const local = place.startsWith('/') && !place.startsWith('//')
  if (local && !place.startsWith('/login')) params.set('redirect', place)
  const query = params.toString()
  return query ? `/login?${query}` : '/login'
}
