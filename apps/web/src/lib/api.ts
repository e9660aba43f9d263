import { ROUTES, type SessionEndReason, XSRF_COOKIE } from '@bb/shared'
import { API_BASE_URL } from './api-base-url.ts'
import { createApiClient } from './api-client.ts'
import { takeEarly } from './early-responses.ts'
import { navigateTo } from './navigation.ts'
import type { paths } from './openapi.d.ts'
import { queryClient } from './query-client.ts'
import { loginAfterEnd, sessionEndReason, sessionTimes } from './session-state.ts'
import { userActivity } from './user-activity.ts'

const GUEST_PATHS = [ROUTES.login.path, ROUTES.forgotPassword.path, '/password-reset']

let leaving = false

/** The readable CSRF token cookie is expired by the client too, whatever the server answered. */
export function forgetTokenCookie() {
  document.cookie = `${XSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}

/**
 * The session ended (no activity, or its fixed lifetime): the server forgets it and clears both
 * cookies, the tab forgets every answer it holds, and a full page load brings the login page with
 * the reason. The full load also leaves a page with unsaved changes without asking: the session is
 * gone, nothing could be saved, and the screen must not keep showing applicants. Drafts kept in
 * local storage (notes, ratings) stay for the next login.
 */
export async function leaveAfterSessionEnd(reason: SessionEndReason | undefined) {
  if (leaving) return
  leaving = true
  try {
    await api.post('/logout', {}, { globalHandling: false, background: true })
  } catch {
    // the session is gone on the server anyway
  }
  forgetTokenCookie()
  queryClient.clear()
  window.location.replace(loginAfterEnd(reason, window.location.pathname + window.location.search))
}

/**
 * A 401/419 when the tab's own count says the session has ended: the same way out as the session
 * watch takes, so the login page tells why. True when it took it.
 */
export function leaveIfSessionEnded(): boolean {
  const reason = sessionEndReason(Date.now())
  if (!reason) return false
  void leaveAfterSessionEnd(reason)
  return true
}

/** Global status handling: the 401/419 → /login and 409 → /verify-email redirects; other failures are logged. */
export function handleStatus(status: number, method: string, path: string) {
  const here = window.location.pathname
  if (status === 401 || status === 419) {
    if (!GUEST_PATHS.some((p) => here.startsWith(p)) && leaveIfSessionEnded()) return
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

export const api = createApiClient<paths>({
  baseUrl: API_BASE_URL,
  // The first screen's reads were sent by the boot script before this code ran (src/early.ts).
  fetch: (input, init) => takeEarly(String(input), init) ?? fetch(input, init),
  onStatus: handleStatus,
  // Nobody did anything here for a minute, or the warning is open: the person did not ask for this.
  isBackground: () => userActivity.isIdle() || sessionTimes.warningOpen,
})
