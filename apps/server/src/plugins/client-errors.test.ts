import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/context.ts'
import { REQUEST_INVALID, REQUEST_TOO_LARGE } from './client-errors.ts'

/**
 * What Node's HTTP parser refuses before any route or hook, sent over a real socket as an outside
 * probe sends it: a German answer with the right status, and the connection closed.
 */
let t: TestContext
let port: number
beforeAll(async () => {
  t = await createTestContext()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})
afterAll(() => t.close())

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    let data = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      data += chunk
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body })
    })
  })
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a search term of 20,000 characters', `/api/applicants/search/${'M%C3%BCller%20'.repeat(1_500)}`, ''],
    ['a cookie of 20,000 characters', '/api/user', `Cookie: bb=${'x'.repeat(20_000)}\r\n`],
  ])('%s answers 431 in German and closes the connection', async (_, path, header) => {
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\n`)
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toEqual({ message: REQUEST_TOO_LARGE })
    expect(answer.headers).toContain('content-type: application/json; charset=utf-8')
    expect(answer.headers).toContain('connection: close')
    expect(answer.body).not.toMatch(/Exceeded|Header Fields/)
  })

  it.each([
    ['no HTTP request line', 'HALLO WELT\r\n\r\n'],
    ['a NUL byte in a header', 'GET /api/user HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\u0000b\r\n\r\n'],
  ])('%s answers 400 in German', async (_, request) => {
    const answer = await raw(request)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ message: REQUEST_INVALID })
  })

  it('still answers ordinary requests on the same server', async () => {
    const answer = await raw('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(answer.status).toBe(200)
  })
})
