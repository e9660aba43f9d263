import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { DEFAULT_DOCUMENT_CATEGORIES, DEFAULT_PROFESSION_GROUPS, DEFAULT_STATUSES } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './test/context.ts'

let t: TestContext
const CHUNK = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Zeile ${i}`))}\n`
const webDir = mkdtempSync(join(tmpdir(), 'bb-web-'))
beforeAll(async () => {
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html lang="de"><body>SPA</body></html>')
  mkdirSync(join(webDir, 'assets'))
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)')
  // What the build's precompress step writes next to a bigger chunk.
  writeFileSync(join(webDir, 'assets', 'chunk.js'), CHUNK)
  writeFileSync(join(webDir, 'assets', 'chunk.js.br'), brotliCompressSync(CHUNK))
  writeFileSync(join(webDir, 'assets', 'chunk.js.gz'), gzipSync(CHUNK))
  t = await createTestContext({ webDir })
})
afterAll(() => t.close())

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'])
  expect(csp, what).toContain("object-src 'none'")
  expect(csp, what).toContain("base-uri 'none'")
  expect(csp, what).toContain("frame-ancestors 'none'")
  expect(headers['referrer-policy'], what).toBe('same-origin')
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['x-powered-by'], what).toBeUndefined()
}

describe('security headers and no-store', () => {
  it('are on successes and on every kind of error', async () => {
    const { agent } = await t.loginAs('recruiter')
    const responses = {
      200: await agent.get('/api/user'),
      401: await t.app.inject({ method: 'GET', url: '/api/user' }),
      404: await agent.get('/api/gibt-es-nicht'),
      419: await agent.post('/logout', {}, { noCsrf: true }),
      422: await agent.post('/api/applicants', { first_name: '' }),
    }
    for (const [status, response] of Object.entries(responses)) {
      expect(response.statusCode).toBe(Number(status))
      expectSecurityHeaders(response.headers, status)
      expect(response.headers['cache-control'], status).toBe('no-store')
      expect(response.headers['strict-transport-security'], status).toBeUndefined()
    }
  })

  it('adds HSTS in production', async () => {
    const production = await createTestContext({ config: { production: true } })
    try {
      const response = await production.app.inject({ method: 'GET', url: '/healthz' })
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000')
    } finally {
      await production.close()
    }
  })
})

describe('request limits', () => {
  it('answers 413 for JSON over 1 MiB, 400 for prototype poisoning and broken JSON', async () => {
    const { agent } = await t.loginAs('recruiter')
    const big = await agent.post('/api/applicants', { first_name: 'x'.repeat(1_100_000), last_name: 'y' })
    expect(big.statusCode).toBe(413)
    expect(big.json().message).toBe('Die Anfrage ist zu groß.')
    const poisoned = await agent.request(
      'POST',
      '/api/applicants',
      '{"first_name":"a","last_name":"b","__proto__":{"admin":true}}',
      {
        headers: { 'content-type': 'application/json' },
      },
    )
    expect(poisoned.statusCode).toBe(400)
    const broken = await agent.request('POST', '/api/applicants', '{"first_name":', {
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().message).toBe('Die Anfrage ist ungültig.')
  })
})

describe('health, OpenAPI, settings', () => {
  it('/healthz answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('/api/openapi.json documents every route with a success response', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    expect(doc.openapi).toMatch(/^3\./)
    const documented = new Set<string>()
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { responses?: object }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const codes = Object.keys(operation.responses ?? {})
        expect(
          codes.some((c) => /^[23]/.test(c)),
          `${method} ${path}`,
        ).toBe(true)
        documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
      }
    }
    const hidden = new Set(['GET /*', 'GET /api/openapi.json'])
    for (const { method, url } of t.app.routeTable) {
      if (!hidden.has(`${method} ${url}`))
        expect(documented, `${method} ${url}`).toContain(`${method} ${url}`)
    }
  })

  it('/api/settings has the seeded defaults', async () => {
    const { agent } = await t.loginAs('viewer')
    const settings = (await agent.get('/api/settings')).json()
    expect(settings.statuses.map((s: { slug: string }) => s.slug)).toEqual(
      DEFAULT_STATUSES.map((s) => s.slug),
    )
    expect(settings.statuses[3]).toMatchObject({
      slug: 'vorstellungsgespraech',
      label: 'Vorstellungsgespräch',
    })
    expect(settings.profession_groups).toHaveLength(DEFAULT_PROFESSION_GROUPS.length)
    expect(settings.document_categories.map((c: { name: string }) => c.name)).toEqual([
      ...DEFAULT_DOCUMENT_CATEGORIES,
    ])
    expect(settings.document_categories[0].name).toBe('Lebenslauf')
    expect(settings).toMatchObject({
      upload_limit_mb: 20,
      retention_months: 6,
      polling: { ui_state_ms: 10_000, list_ms: 10_000, detail_ms: 15_000 },
    })
  })
})

describe('SPA serving with history fallback', () => {
  it('serves index.html for screen paths, deep ones and unknown ones, with the security headers', async () => {
    for (const url of [
      '/',
      '/login',
      '/bewerber/5/notizen',
      '/password-reset/abc?email=x',
      '/irgendwas/unbekannt',
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.body).toContain('SPA')
      expectSecurityHeaders(response.headers, url)
    }
  })

  it('serves the app for a page address holding a control character: the API refuses it on the screen', async () => {
    for (const url of ['/pipeline?berufsgruppe=%00', '/bewerber/uebersicht?suche=a%07b', '/bewerber/%00']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/text\/html/)
      expect(response.body, url).toContain('SPA')
    }
  })

  it('revalidates index.html with its ETag instead of sending it again', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/bewerber/5' })
    expect(first.headers.etag).toBeTruthy()
    expect(first.headers['last-modified']).toBeTruthy()
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('serves hashed assets for a year and never escapes the web directory', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(asset.headers['cache-control']).toContain('immutable')
    const traversal = await t.app.inject({ method: 'GET', url: '/assets/../../../../etc/passwd' })
    expect(traversal.body).not.toContain('root:')
    const encoded = await t.app.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/etc/passwd' })
    expect(encoded.body).not.toContain('root:')
  })

  it('sends the precompressed file the browser accepts, else the plain one', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/chunk.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      })
    const brotli = await get('gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toMatch(/javascript/)
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotli.headers['cache-control']).toContain('immutable')
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(CHUNK)
    expect(brotli.rawPayload.length).toBeLessThan(CHUNK.length / 3)
    const gzip = await get('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK)
    const plain = await get()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(CHUNK)
    // Files without a compressed copy still come plain, whatever the browser accepts.
    const small = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body).toBe('console.log(1)')
  })

  it('POST /forgot-password still reaches the API', async () => {
    const response = await t.agent().post('/forgot-password', { email: 'a@example.test' })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toMatch(/Wenn ein Konto/)
  })
})

describe('GET /api/route-check', () => {
  const check = async (agent: ReturnType<TestContext['agent']>, path: string) =>
    (await agent.get(`/api/route-check?path=${encodeURIComponent(path)}`)).json()

  it('sends anonymous users to /login, unverified to /verify-email, staff away from admin pages', async () => {
    const anonymous = t.agent()
    expect(await check(anonymous, '/')).toEqual({ allowed: false, redirect: '/login' })
    expect(await check(anonymous, '/login')).toEqual({ allowed: true })
    const { agent: unverified } = await t.loginAs('recruiter', { verified: false })
    expect(await check(unverified, '/')).toEqual({ allowed: false, redirect: '/verify-email' })
    const { agent: staff } = await t.loginAs('recruiter')
    expect(await check(staff, '/login')).toEqual({ allowed: false, redirect: '/' })
    expect(await check(staff, '/user/anlegen')).toEqual({ allowed: false, redirect: '/' })
    expect(await check(staff, '/bewerber/suche')).toEqual({ allowed: true })
    expect(await check(staff, '/bewerber/12/dokumente')).toEqual({ allowed: true })
    const { agent: admin } = await t.loginAs('admin')
    expect(await check(admin, '/user/anlegen')).toEqual({ allowed: true })
    const unknown = await anonymous.get('/api/route-check?path=/gibt/es/nicht/wirklich')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Page Not Found' })
  })
})
