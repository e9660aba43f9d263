import { MUTATING_METHODS, RETRY_STATUSES, XSRF_COOKIE, XSRF_HEADER } from '@bb/shared'
import type { ZodType } from 'zod'

/** The HTTP client of SPEC.md §7/§9: JSON, credentials, CSRF echo, one retry for reads. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly body: unknown = undefined,
    readonly retryAfterSeconds: number | undefined = undefined,
  ) {
    super(message)
  }
}

export interface ApiClientOptions {
  /** Backend address; '' means the page's own origin. */
  baseUrl?: string
  fetch?: typeof fetch
  readCookie?: (name: string) => string | undefined
  /** Global status handling (SPEC.md §8); called for every failed response that is not opted out. */
  onStatus?: (status: number, method: Method, path: string) => void
}

export interface RequestOptions<T> {
  body?: unknown
  schema?: ZodType<T>
  signal?: AbortSignal
  /** false: failures reach only the caller (e.g. `GET /api/user` answering 401 means "nobody"). */
  globalHandling?: boolean
}

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1)
  }
  return undefined
}

const isMutating = (method: Method) => (MUTATING_METHODS as readonly string[]).includes(method)
const isRetryStatus = (status: number) => (RETRY_STATUSES as readonly number[]).includes(status)

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? ''
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const readCookie = options.readCookie ?? readDocumentCookie

  /*
   * Asked before EVERY write, not only when no token cookie exists: a cookie left over from an
   * expired or unknown session would otherwise be echoed forever and every write (the login
   * included) would answer 419. The server answers with the live session's token, or a fresh
   * session when the old one is gone. Writes started together share one request.
   */
  let csrfInFlight: Promise<void> | undefined
  function refreshCsrfCookie(): Promise<void> {
    csrfInFlight ??= doFetch(`${baseUrl}/sanctum/csrf-cookie`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
      .then(() => undefined)
      .finally(() => {
        csrfInFlight = undefined
      })
    return csrfInFlight
  }

  async function request<T = unknown>(
    method: Method,
    path: string,
    init: RequestOptions<T> = {},
  ): Promise<T> {
    const mutating = isMutating(method)
    if (mutating) await refreshCsrfCookie()
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData
    const send = () => {
      const headers: Record<string, string> = { Accept: 'application/json' }
      if (init.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
      const token = readCookie(XSRF_COOKIE)
      if (token) headers[XSRF_HEADER] = decodeURIComponent(token)
      return doFetch(`${baseUrl}${path}`, {
        method,
        credentials: 'include',
        headers,
        body:
          init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal: init.signal,
      })
    }
    let response = await send()
    // Reads are retried once on transient statuses; writes never (they might have happened).
    if (!mutating && isRetryStatus(response.status)) response = await send()
    const body = await readBody(response)
    if (!response.ok) {
      if (init.globalHandling !== false) options.onStatus?.(response.status, method, path)
      const message =
        typeof body === 'object' &&
        body !== null &&
        typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : `Anfrage fehlgeschlagen (${response.status})`
      const errors = (body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {}
      const retryAfter = Number(response.headers.get('Retry-After'))
      throw new ApiError(
        response.status,
        message,
        errors,
        body,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      )
    }
    return (init.schema ? init.schema.parse(body) : body) as T
  }

  /** Headers a mutation needs when sent outside this client (an upload with progress via XHR). */
  async function mutationHeaders(): Promise<Record<string, string>> {
    await refreshCsrfCookie()
    const token = readCookie(XSRF_COOKIE)
    return token
      ? { [XSRF_HEADER]: decodeURIComponent(token), Accept: 'application/json' }
      : { Accept: 'application/json' }
  }

  return {
    request,
    mutationHeaders,
    baseUrl,
    get: <T = unknown>(path: string, init?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, init),
    post: <T = unknown>(path: string, body?: unknown, init?: RequestOptions<T>) =>
      request<T>('POST', path, { ...init, body: body ?? {} }),
    put: <T = unknown>(path: string, body?: unknown, init?: RequestOptions<T>) =>
      request<T>('PUT', path, { ...init, body: body ?? {} }),
    patch: <T = unknown>(path: string, body?: unknown, init?: RequestOptions<T>) =>
      request<T>('PATCH', path, { ...init, body: body ?? {} }),
    delete: <T = unknown>(path: string, init?: RequestOptions<T>) => request<T>('DELETE', path, init),
  }
}
export type ApiClient = ReturnType<typeof createApiClient>
