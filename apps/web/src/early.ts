import { earlyRequests } from './app/early-requests.ts'
import { API_BASE_URL } from './lib/api-base-url.ts'
import { personHeaders } from './lib/api-client.ts'
import { sendEarly } from './lib/early-responses.ts'

/*
 * The boot script: its own small entry, run before the app's (index.html lists it first). It sends
 * the reads the first screen of this address will make, so the server answers them while the
 * browser still loads and starts the app; the app's API client then takes the answers
 * (lib/early-responses.ts). Opening the app costs no request more than before.
 */
const headers = personHeaders()
for (const path of earlyRequests(window.location, document.cookie))
  sendEarly(`${API_BASE_URL}${path}`, headers)
