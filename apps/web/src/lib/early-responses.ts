/**
 * Answers asked for before the app's code ran. The boot script (src/early.ts, its own small bundle)
 * sends the reads the first screen of the address will make; the app's API client takes each answer
 * once instead of sending the read again. The two bundles share nothing but the page's global
 * object, so the answers wait there under a registered symbol.
 */
interface Early {
  response: Promise<Response>
  sentAt: number
}

const STORE = Symbol.for('bewerber-backoffice.early-responses')
/** An answer not taken by then belongs to a screen the app did not open: it asks afresh. */
const MAX_AGE_MS = 10_000

type WithStore = typeof globalThis & { [STORE]?: Map<string, Early> }

function store(): Map<string, Early> {
  const global = globalThis as WithStore
  global[STORE] ??= new Map()
  return global[STORE]
}

/** A read is the same read when its address and every header are. */
function keyOf(url: string, headers: HeadersInit | undefined): string {
  const sorted = [...new Headers(headers).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify([url, sorted])
}

/**
 * Sends a read the first screen will make, with the headers the API client will send for it; the
 * answer is there for the client to take, and returned for a look at it (read a clone of it).
 */
export function sendEarly(url: string, headers: Record<string, string>, now = Date.now()): Promise<Response> {
  const response = fetch(url, { credentials: 'include', headers })
  // Whoever takes the answer handles its failure; until then it is not an unhandled rejection.
  response.catch(() => undefined)
  store().set(keyOf(url, headers), { response, sentAt: now })
  return response
}

/**
 * The early answer to this request, once: only a read with credentials, the same address and the
 * same headers, sent less than ten seconds ago; otherwise undefined and the caller sends it itself.
 * An early request cannot be aborted, so an abort signal rejects the answer as an aborted fetch would.
 */
export function takeEarly(
  url: string,
  init: RequestInit = {},
  now = Date.now(),
): Promise<Response> | undefined {
  if ((init.method ?? 'GET') !== 'GET' || init.body != null || init.credentials !== 'include')
    return undefined
  const key = keyOf(url, init.headers)
  const early = store().get(key)
  if (!early) return undefined
  store().delete(key)
  const { signal } = init
  if (now - early.sentAt > MAX_AGE_MS || signal?.aborted) return undefined
  if (!signal) return early.response
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    early.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
