import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/context.ts'

/**
 * Answers from the edges of the stack (the router, before any hook), as an outside probe meets
 * them: every one German, with the security headers, and the right status.
 */
let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

function expectHeaders(headers: Record<string, unknown>, what: string) {
  expect(String(headers['content-security-policy']), what).toContain("frame-ancestors 'none'")
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('same-origin')
  expect(headers['cache-control'], what).toBe('no-store')
}

describe('errors at the edges', () => {
  it.each([
    ['/api/applicants/search/%FF%FE', 400, 'Die Adresse ist ungültig.'],
    ['/%E0%A4%A', 400, 'Die Adresse ist ungültig.'],
    ['/api/notes/%C0%AF', 400, 'Die Adresse ist ungültig.'],
    [`/api/applicants/search/${'a'.repeat(10_000)}`, 414, 'Die Adresse ist zu lang.'],
    [`/api/applicants/${'9'.repeat(600)}`, 414, 'Die Adresse ist zu lang.'],
  ])('GET %s answers %i in German with the security headers', async (url, status, message) => {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ message })
    expect(response.body).not.toMatch(/FST_|valid url|exceeding/)
    expectHeaders(response.headers, url.slice(0, 40))
  })

  it('says DENY in X-Frame-Options like frame-ancestors on ordinary answers', async () => {
    expectHeaders((await t.app.inject({ method: 'GET', url: '/healthz' })).headers, '/healthz')
  })
})

describe('the API description', () => {
  it('is public in development and for admins only in production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200)
    const production = await createTestContext({ config: { production: true } })
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401)
      const { agent: recruiter } = await production.loginAs('recruiter')
      expect((await recruiter.get('/api/openapi.json')).statusCode).toBe(403)
      const { agent: admin } = await production.loginAs('admin')
      const doc = await admin.get('/api/openapi.json')
      expect(doc.statusCode).toBe(200)
      expect(doc.json().openapi).toMatch(/^3\./)
    } finally {
      await production.close()
    }
  })
})
