import { earlyRequests } from './app/early-requests.ts'
import { API_BASE_URL } from './lib/api-base-url.ts'
import { personHeaders, readCookieFrom } from './lib/api-client.ts'
import { sendEarly } from './lib/early-responses.ts'

/*
 * The boot script: bundled on its own and run before the app's entry (index.html lists it first,
 * as a plain script). It sends the reads the first screen of this address will make, so the server
 * answers them while the browser still loads and starts the app; the app's API client then takes
 * the answers instead of asking again (lib/early-responses.ts). What it sends and when: see
 * app/early-requests.ts.
 */
// Read once: each read of document.cookie is a synchronous call into the browser process.
const cookie = document.cookie
const headers = personHeaders((name) => readCookieFrom(cookie, name))
const { session, screen, routeCheck } = earlyRequests(window.location, cookie)
for (const path of [session, ...screen, routeCheck]) sendEarly(`${API_BASE_URL}${path}`, headers)
