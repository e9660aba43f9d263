import { earlyRequests } from './app/early-requests.ts'
import { API_BASE_URL } from './lib/api-base-url.ts'
import { personHeaders } from './lib/api-client.ts'
import { sendEarly } from './lib/early-responses.ts'

/*
 * The boot script: bundled on its own and run before the app's entry (index.html lists it first,
 * as a plain script). It sends the reads the first screen of this address will make, so the server
 * answers them while the browser still loads and starts the app; the app's API client then takes
 * the answers instead of asking again (lib/early-responses.ts). A screen's data is asked once the
 * session's answer names a verified person: nothing is sent that the app would not send itself.
 */
const send = (path: string) => sendEarly(`${API_BASE_URL}${path}`, personHeaders())
const { session, routeCheck, screen } = earlyRequests(window.location)

const answer = send(session)
send(routeCheck)
if (screen.length > 0) {
  answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((state: { user?: { email_verified_at?: unknown } | null } | null) => {
      if (state?.user?.email_verified_at) for (const path of screen) send(path)
    })
    .catch(() => undefined)
}
