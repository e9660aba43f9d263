import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RETRY_STATUSES } from '@bb/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiError, createApiClient, type Method } from './api-client.ts'
import { fillPath } from './api-paths.ts'

/** A real HTTP server on loopback that answers scripted statuses and records every request. */
interface Seen {
  method: string
  url: string
  xsrf: string | undefined
  contentType: string | undefined
  background: string | undefined
}
let server: Server
let baseUrl = ''
const seen: Seen[] = []
let script: number[] = []
let cookie: string | undefined

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      xsrf: req.headers['x-xsrf-token'] as string | undefined,
      contentType: req.headers['content-type'],
      background: req.headers['x-background-request'] as string | undefined,
    })
    if (req.url === '/sanctum/csrf-cookie') {
      cookie = 'token%2Bwith%2Fslash%3D'
      res.writeHead(204).end()
      return
    }
    const status = script.shift() ?? 200
    res.writeHead(status, {
      'Content-Type': 'application/json',
      ...(status === 429 ? { 'Retry-After': '42' } : {}),
    })
    res.end(
      JSON.stringify(status === 422 ? { message: 'Ungültig', errors: { email: ['falsch'] } } : { status }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen.length = 0
  script = []
  cookie = undefined
})

/** A small API description of its own: any answer, no parameters except where named. */
interface AnyAnswer {
  parameters: { query?: never; path?: never }
  responses: { 200: { content: { 'application/json': unknown } } }
}
interface WithId {
  parameters: { query?: never; path: { id: number } }
  responses: { 200: { content: { 'application/json': unknown } } }
}
interface TestPaths {
  '/api/x': { get: AnyAnswer; post: AnyAnswer; put: AnyAnswer; patch: AnyAnswer; delete: AnyAnswer }
  '/api/notes': { post: AnyAnswer }
  '/api/notes/{id}': { get: WithId; put: WithId; delete: WithId }
  '/api/a': { post: AnyAnswer }
  '/api/b': { post: AnyAnswer }
  '/api/c': { put: AnyAnswer }
  '/api/user': { get: AnyAnswer }
  '/api/ui-state': { get: AnyAnswer }
  '/api/session': { get: AnyAnswer }
  '/login-user': { post: AnyAnswer }
}

const statuses: number[] = []
const client = (isBackground?: () => boolean) =>
  createApiClient<TestPaths>({
    baseUrl: '',
    readCookie: () => cookie,
    onStatus: (s) => statuses.push(s),
    fetch: (input, init) => fetch(`${baseUrl}${String(input)}`, init),
    ...(isBackground ? { isBackground } : {}),
  })

const MUTATING: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE']
const write = (method: Method) => {
  const api = client()
  if (method === 'POST') return api.post('/api/x', {})
  if (method === 'PUT') return api.put('/api/x', {})
  if (method === 'PATCH') return api.patch('/api/x', {})
  return api.delete('/api/x')
}

describe('retry matrix: a read retried once on a retry status, a write never', () => {
  for (const status of RETRY_STATUSES) {
    it(`GET is retried exactly once on ${status}`, async () => {
      script = [status, 200]
      await expect(client().get('/api/x')).resolves.toEqual({ status: 200 })
      expect(seen.filter((r) => r.url === '/api/x')).toHaveLength(2)
    })

    for (const method of MUTATING) {
      it(`${method} is never retried on ${status}`, async () => {
        script = [status, 200]
        await expect(write(method)).rejects.toBeInstanceOf(ApiError)
        expect(seen.filter((r) => r.url === '/api/x')).toHaveLength(1)
      })
    }
  }

  it('a retry that fails again surfaces the error once', async () => {
    script = [503, 503]
    await expect(client().get('/api/x')).rejects.toMatchObject({ status: 503 })
    expect(seen).toHaveLength(2)
  })

  for (const status of [400, 401, 403, 404, 419, 422]) {
    it(`GET is not retried on ${status}`, async () => {
      script = [status, 200]
      await expect(client().get('/api/x')).rejects.toMatchObject({ status })
      expect(seen).toHaveLength(1)
    })
  }
})

describe('CSRF: the cookie fetched before writes and echoed', () => {
  it('fetches the CSRF cookie before the first mutation and echoes it decoded', async () => {
    await client().post('/api/notes', { note: 'x' })
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/notes'])
    expect(seen[1]?.xsrf).toBe('token+with/slash=')
    expect(seen[1]?.contentType).toBe('application/json')
  })

  it('fetches it before every mutation, also while a (possibly stale) cookie exists, never for reads', async () => {
    cookie = 'stale'
    await client().put('/api/notes/{id}', {}, { params: { id: 1 } })
    await client().get('/api/notes/{id}', { params: { id: 1 } })
    await client().delete('/api/notes/{id}', { params: { id: 1 } })
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'PUT /api/notes/1',
      'GET /api/notes/1',
      'GET /sanctum/csrf-cookie',
      'DELETE /api/notes/1',
    ])
    // the token echoed is the one the server just set, not the stale one
    expect(seen[1]?.xsrf).toBe('token+with/slash=')
  })

  it('writes started together share one CSRF request', async () => {
    const api = client()
    await Promise.all([api.post('/api/a', {}), api.post('/api/b', {}), api.put('/api/c', {})])
    expect(seen.filter((r) => r.url === '/sanctum/csrf-cookie')).toHaveLength(1)
    expect(
      seen.filter((r) => r.url !== '/sanctum/csrf-cookie').every((r) => r.xsrf === 'token+with/slash='),
    ).toBe(true)
  })
})

describe('global status handling of 401, 419, 409 and 500', () => {
  it('reports 401, 419, 409 and 500 to the app, and not when opted out', async () => {
    statuses.length = 0
    for (const status of [401, 419, 409, 500]) {
      script = [status, status]
      await client()
        .get('/api/x')
        .catch(() => {})
    }
    expect(statuses).toEqual([401, 419, 409, 500])
    script = [401]
    await client()
      .get('/api/user', { globalHandling: false })
      .catch(() => {})
    expect(statuses).toEqual([401, 419, 409, 500])
  })

  it('surfaces 422 field errors and the Retry-After of a 429', async () => {
    script = [422]
    const invalid = await client()
      .post('/login-user', {})
      .catch((e: unknown) => e)
    expect(invalid).toMatchObject({ status: 422, message: 'Ungültig', errors: { email: ['falsch'] } })
    script = [429]
    const throttled = await client()
      .post('/login-user', {})
      .catch((e: unknown) => e)
    expect(throttled).toMatchObject({ status: 429, retryAfterSeconds: 42 })
  })
})

describe('path templates', () => {
  it('fills parameters encoded and leaves empty query values out', () => {
    expect(fillPath('/api/applicants/search/{term}', { term: 'Müller/Ö ?' }, undefined)).toBe(
      '/api/applicants/search/M%C3%BCller%2F%C3%96%20%3F',
    )
    expect(fillPath('/api/audit-log', undefined, { page: 2, per_page: 25, x: undefined, y: null })).toBe(
      '/api/audit-log?page=2&per_page=25',
    )
    expect(fillPath('/api/answers', undefined, {})).toBe('/api/answers')
  })

  it('sends the filled path', async () => {
    await client().get('/api/notes/{id}', { params: { id: 12 } })
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/notes/12'])
  })
})

describe('background requests (no input in the tab: they do not keep the session alive)', () => {
  it('marks every request, its retry and its CSRF call with X-Background-Request: 1 while the tab is idle', async () => {
    let idle = true
    const api = client(() => idle)
    script = [503, 200]
    await api.get('/api/ui-state')
    await api.post('/api/notes', {})
    expect(seen.map((r) => `${r.method} ${r.url} ${r.background}`)).toEqual([
      'GET /api/ui-state 1',
      'GET /api/ui-state 1',
      'GET /sanctum/csrf-cookie 1',
      'POST /api/notes 1',
    ])
    seen.length = 0
    idle = false
    await api.get('/api/ui-state')
    await api.put('/api/notes/{id}', {}, { params: { id: 1 } })
    expect(seen.map((r) => r.background)).toEqual([undefined, undefined, undefined])
  })

  it('decides once per request: input while it is retried does not change it', async () => {
    let idle = true
    const api = client(() => {
      const answer = idle
      idle = false
      return answer
    })
    script = [503, 200]
    await api.get('/api/x')
    expect(seen.map((r) => r.background)).toEqual(['1', '1'])
  })

  it('a request can say what it is, whatever the tab did ("Angemeldet bleiben", a check of the time left)', async () => {
    await client(() => true).get('/api/session', { background: false })
    await client(() => false).get('/api/session', { background: true })
    await client().get('/api/session')
    expect(seen.map((r) => r.background)).toEqual([undefined, '1', undefined])
  })

  it('the headers of an upload sent outside the client are marked too', async () => {
    cookie = 'tok'
    expect(await client(() => true).mutationHeaders()).toMatchObject({ 'X-Background-Request': '1' })
    expect(await client(() => false).mutationHeaders()).not.toHaveProperty('X-Background-Request')
  })
})
