import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BACKGROUND_REQUEST_HEADER } from '@bb/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient, personHeaders } from './api-client.ts'
import { sendEarly, takeEarly } from './early-responses.ts'

/** A real HTTP server on loopback that counts the requests of each address and echoes a number. */
let server: Server
let baseUrl = ''
const seen: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '')
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ n: seen.length }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen.length = 0
})

const token = (name: string) => (name === 'XSRF-TOKEN' ? 'abc%3D' : undefined)
const read = { credentials: 'include', headers: personHeaders(token) } as const

describe('answers asked before the app ran', () => {
  it('the app takes an early answer once, as if it had sent the read itself', async () => {
    sendEarly(`${baseUrl}/api/list?page=1`, personHeaders(token))
    const taken = takeEarly(`${baseUrl}/api/list?page=1`, { ...read, method: 'GET' })
    expect(taken).toBeDefined()
    expect(await (await taken!).json()).toEqual({ n: 1 })
    expect(takeEarly(`${baseUrl}/api/list?page=1`, read)).toBeUndefined()
    expect(seen).toEqual(['/api/list?page=1'])
  })

  it('through the API client: the read is not sent a second time', async () => {
    const api = createApiClient<{
      '/api/settings': {
        get: { parameters: object; responses: { 200: { content: { 'application/json': unknown } } } }
      }
    }>({
      baseUrl,
      readCookie: token,
      fetch: (input, init) => takeEarly(String(input), init) ?? fetch(input, init),
    })
    sendEarly(`${baseUrl}/api/settings`, personHeaders(token))
    expect(await api.get('/api/settings')).toEqual({ n: 1 })
    expect(await api.get('/api/settings')).toEqual({ n: 2 })
    expect(seen).toEqual(['/api/settings', '/api/settings'])
  })

  it('is not taken for another address, other headers, a write, without credentials or when old', async () => {
    const url = `${baseUrl}/api/ui-state`
    sendEarly(url, personHeaders(token))
    expect(takeEarly(`${url}?x=1`, read)).toBeUndefined()
    // A background poll, or a token that changed since: not the read that was sent.
    expect(
      takeEarly(url, { ...read, headers: { ...read.headers, [BACKGROUND_REQUEST_HEADER]: '1' } }),
    ).toBeUndefined()
    expect(takeEarly(url, { ...read, headers: personHeaders(() => 'other') })).toBeUndefined()
    expect(takeEarly(url, { ...read, method: 'POST' })).toBeUndefined()
    expect(takeEarly(url, { headers: read.headers })).toBeUndefined()
    expect(takeEarly(url, read, Date.now() + 10_001)).toBeUndefined()
    // Whoever asked too late let it go: the next read is sent afresh.
    expect(takeEarly(url, read)).toBeUndefined()
  })

  it('the header names and their order do not matter, their values do', async () => {
    const url = `${baseUrl}/api/answers`
    sendEarly(url, { 'X-XSRF-TOKEN': 'abc=', Accept: 'application/json' })
    const taken = takeEarly(url, { ...read, headers: { accept: 'application/json', 'x-xsrf-token': 'abc=' } })
    expect(taken).toBeDefined()
    await taken
  })

  it('an abort while the early answer is on its way rejects as an aborted fetch', async () => {
    const url = `${baseUrl}/api/route-check?path=%2F`
    sendEarly(url, personHeaders(token))
    const controller = new AbortController()
    const taken = takeEarly(url, { ...read, signal: controller.signal })
    controller.abort()
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' })

    sendEarly(url, personHeaders(token))
    const aborted = new AbortController()
    aborted.abort()
    expect(takeEarly(url, { ...read, signal: aborted.signal })).toBeUndefined()
  })
})
