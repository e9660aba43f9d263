import { XSRF_COOKIE, XSRF_HEADER } from '@bb/shared'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'
const MUTATING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface RequestOptions {
  headers?: Record<string, string>
  /** Send no X-XSRF-TOKEN header (CSRF tests). */
  noCsrf?: boolean
  /** Do not fetch /sanctum/csrf-cookie first. */
  noCsrfFetch?: boolean
}

/**
 * A browser-like client over app.inject: keeps cookies like a browser does, fetches the CSRF
 * cookie when it has none and echoes it. (The SPA asks before every write; tests of a stale
 * token call /sanctum/csrf-cookie themselves.)
 */
/** `jar`: share one browser's cookies between two app instances (the multi-instance tests). */
export function createAgent(app: FastifyInstance, jar = new Map<string, string>()) {
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')

  function store(response: LightMyRequestResponse) {
    for (const c of response.cookies as Array<{
      name: string
      value: string
      expires?: Date
      maxAge?: number
    }>) {
      const expired = c.value === '' || (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0
      if (expired) jar.delete(c.name)
      else jar.set(c.name, c.value)
    }
  }

  async function request(method: Method, url: string, body?: unknown, options: RequestOptions = {}) {
    if (MUTATING.has(method) && !jar.has(XSRF_COOKIE) && !options.noCsrfFetch) {
      await request('GET', '/sanctum/csrf-cookie')
    }
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (jar.size > 0) headers.cookie = cookieHeader()
    const xsrf = jar.get(XSRF_COOKIE)
    if (xsrf && !options.noCsrf) headers[XSRF_HEADER.toLowerCase()] = decodeURIComponent(xsrf)
    const injectOptions: InjectOptions = { method, url, headers }
    if (body !== undefined) injectOptions.payload = body as InjectOptions['payload']
    const response = await app.inject(injectOptions)
    store(response)
    return response
  }

  return {
    jar,
    request,
    get: (url: string, options?: RequestOptions) => request('GET', url, undefined, options),
    post: (url: string, body?: unknown, options?: RequestOptions) =>
      request('POST', url, body ?? {}, options),
    put: (url: string, body?: unknown, options?: RequestOptions) => request('PUT', url, body ?? {}, options),
    patch: (url: string, body?: unknown, options?: RequestOptions) =>
      request('PATCH', url, body ?? {}, options),
    delete: (url: string, options?: RequestOptions) => request('DELETE', url, undefined, options),
  }
}
export type Agent = ReturnType<typeof createAgent>
