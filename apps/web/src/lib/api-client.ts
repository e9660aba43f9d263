import {
  BACKGROUND_REQUEST_HEADER,
  MUTATING_METHODS,
  RETRY_STATUSES,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@bb/shared'
import type { ZodType } from 'zod'
import {
  type Answer,
  type CallArgs,
  fillPath,
  type OperationOf,
  type PathWith,
  type QueryValue,
  type ResponseSchema,
  type Verb,
} from './api-paths.ts'

/** The HTTP client: JSON, credentials, CSRF echo, one retry for reads. */
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
  /** Global status handling (redirects, logging); called for every failed response not opted out. */
  onStatus?: (status: number, method: Method, path: string) => void
  /**
   * True when a request now would not be the person's doing (no input in the tab for a while): it
   * is sent with `X-Background-Request: 1` and does not keep the session alive.
   */
  isBackground?: () => boolean
}

/** The value of the cookie `name` in a `document.cookie` text, as stored (still URL-encoded). */
export function readCookieFrom(cookies: string, name: string): string | undefined {
  for (const part of cookies.split('; ')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1)
  }
  return undefined
}

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return readCookieFrom(document.cookie, name)
}

/** The headers of every request a person makes: JSON, and the CSRF token echoed when there is one. */
export function personHeaders(readCookie: (name: string) => string | undefined = readDocumentCookie) {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = readCookie(XSRF_COOKIE)
  if (token) headers[XSRF_HEADER] = decodeURIComponent(token)
  return headers
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

interface SendOptions {
  body?: unknown
  schema?: ZodType | undefined
  signal?: AbortSignal | undefined
  globalHandling?: boolean | undefined
  background?: boolean | undefined
}

/** `Paths`: the generated `paths` of the API description (the tests pass a small one of their own). */
export function createApiClient<Paths>(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? ''
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const readCookie = options.readCookie ?? readDocumentCookie

  const withBackground = (headers: Record<string, string>, background: boolean) =>
    background ? { ...headers, [BACKGROUND_REQUEST_HEADER]: '1' } : headers

  /*
   * Asked before EVERY write, not only when no token cookie exists: a cookie left over from an
   * expired or unknown session would otherwise be echoed forever and every write (the login
   * included) would answer 419. The server answers with the live session's token, or a fresh
   * session when the old one is gone. Writes started together share one request.
   */
  let csrfInFlight: Promise<void> | undefined
  function refreshCsrfCookie(background: boolean): Promise<void> {
    csrfInFlight ??= doFetch(`${baseUrl}/sanctum/csrf-cookie`, {
      credentials: 'include',
      headers: withBackground({ Accept: 'application/json' }, background),
    })
      .then(() => undefined)
      .finally(() => {
        csrfInFlight = undefined
      })
    return csrfInFlight
  }

  async function send(method: Method, path: string, init: SendOptions): Promise<unknown> {
    const mutating = isMutating(method)
    // Decided once, when the request starts: its retry and its CSRF call are the same kind.
    const background = init.background ?? options.isBackground?.() ?? false
    if (mutating) await refreshCsrfCookie(background)
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData
    const attempt = () => {
      const headers = withBackground(personHeaders(readCookie), background)
      if (init.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
      return doFetch(`${baseUrl}${path}`, {
        method,
        credentials: 'include',
        headers,
        body:
          init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal: init.signal,
      })
    }
    let response = await attempt()
    // Reads are retried once on transient statuses; writes never (they might have happened).
    if (!mutating && isRetryStatus(response.status)) response = await attempt()
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
    return init.schema ? init.schema.parse(body) : body
  }

  /** Headers a mutation needs when sent outside this client (an upload with progress via XHR). */
  async function mutationHeaders(): Promise<Record<string, string>> {
    const background = options.isBackground?.() ?? false
    await refreshCsrfCookie(background)
    return withBackground(personHeaders(readCookie), background)
  }

  /** The typed options, as the runtime sees them. */
  const target = (path: string, call: unknown) => {
    const { params, query } = (call ?? {}) as { params?: object; query?: Record<string, QueryValue> }
    return fillPath(path, params, query)
  }

  /** GET and DELETE: no body. */
  const read =
    <V extends 'get' | 'delete'>(verb: V) =>
    <
      P extends PathWith<Paths, V>,
      S extends ResponseSchema<OperationOf<Paths, P, V>> | undefined = undefined,
    >(
      path: P,
      ...[call]: CallArgs<OperationOf<Paths, P, V>, S>
    ) =>
      send(verb === 'get' ? 'GET' : 'DELETE', target(path, call), { ...call }) as Promise<Answer<S>>

  /** POST, PUT, PATCH: a JSON body (an empty object when none is given) or FormData. */
  const write =
    <V extends 'post' | 'put' | 'patch'>(verb: V) =>
    <
      P extends PathWith<Paths, V>,
      S extends ResponseSchema<OperationOf<Paths, P, V>> | undefined = undefined,
    >(
      path: P,
      body?: unknown,
      ...[call]: CallArgs<OperationOf<Paths, P, V>, S>
    ) =>
      send(verb.toUpperCase() as Method, target(path, call), { ...call, body: body ?? {} }) as Promise<
        Answer<S>
      >

  /**
   * The filled path of a route, without the base address: for a link or a frame (downloads,
   * previews) and for the upload, which is sent by XHR to report its progress.
   */
  const path = <V extends Verb, P extends PathWith<Paths, V>>(
    _verb: V,
    template: P,
    ...[call]: CallArgs<OperationOf<Paths, P, V>, undefined>
  ) => target(template, call)

  return {
    mutationHeaders,
    baseUrl,
    path,
    get: read('get'),
    delete: read('delete'),
    post: write('post'),
    put: write('put'),
    patch: write('patch'),
  }
}
export type ApiClient<Paths> = ReturnType<typeof createApiClient<Paths>>
