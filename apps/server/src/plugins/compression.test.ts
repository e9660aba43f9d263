import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../test/agent.ts'
import { createApplicantVia } from '../test/applicants.ts'
import { createTestContext, type TestContext } from '../test/context.ts'
import { multipart, PDF } from '../test/multipart.ts'
import {
  COMPRESS_INLINE_MAX_BYTES,
  COMPRESS_MIN_BYTES,
  COMPRESS_REMEMBER_MAX_BYTES,
  chooseEncoding,
} from './compression.ts'

let t: TestContext
let recruiter: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter')).agent
  for (let i = 0; i < 40; i++) {
    await createApplicantVia(recruiter, { first_name: `Kara${i}`, last_name: 'Komprimiert', city: 'Berlin' })
  }
})
afterAll(() => t?.close())

describe('compressed answers', () => {
  it('picks br before gzip and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined()
    expect(chooseEncoding('*')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })

  it('sends the applicant list as br or gzip when accepted, the same JSON as uncompressed', async () => {
    const plain = await recruiter.get('/api/applicants')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/Accept-Encoding/)
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES)
    const expected = plain.json()

    const br = await recruiter.get('/api/applicants', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(br.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected)

    const gz = await recruiter.get('/api/applicants', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected)
  })

  it('answers a repeated poll with the right encoding each time, small and large answers alike', async () => {
    const decode = (answer: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
      JSON.parse(
        (answer.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(answer.rawPayload)
          : gunzipSync(answer.rawPayload)
        ).toString('utf8'),
      )
    const small = (await recruiter.get('/api/ui-state')).json()
    const smallSize = JSON.stringify(small).length
    expect(smallSize).toBeGreaterThan(COMPRESS_MIN_BYTES)
    expect(smallSize).toBeLessThanOrEqual(COMPRESS_REMEMBER_MAX_BYTES)
    for (let i = 0; i < 5; i++) {
      const encoding = i % 2 ? 'gzip' : 'br'
      const answer = await recruiter.get('/api/ui-state', { headers: { 'accept-encoding': encoding } })
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(decode(answer)).toEqual(small)
    }
    // A change shows at once: the remembered form belongs to the old text.
    await recruiter.post('/api/applicants', {
      first_name: 'Neu',
      last_name: 'Gezählt',
      confirm_duplicate: true,
    })
    const changed = await recruiter.get('/api/ui-state', { headers: { 'accept-encoding': 'br' } })
    expect(decode(changed).counter.original.applicants).toBe(small.counter.original.applicants + 1)

    const large = await recruiter.get('/api/applicants?per_page=100', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(large.rawPayload.length).toBeLessThan(COMPRESS_INLINE_MAX_BYTES)
    const plainLarge = await recruiter.get('/api/applicants?per_page=100')
    expect(plainLarge.rawPayload.length).toBeGreaterThan(COMPRESS_INLINE_MAX_BYTES)
    expect(decode(large)).toEqual(plainLarge.json())
  })

  it('leaves small answers, errors below the threshold and file downloads as they are', async () => {
    const small = await recruiter.get('/api/user', { headers: { 'accept-encoding': 'br' } })
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json().email).toBeTruthy()

    const missing = await recruiter.get('/api/applicants/999999', { headers: { 'accept-encoding': 'br' } })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBeUndefined()
    expect(missing.json().message).toBeTruthy()

    const applicant = await createApplicantVia(recruiter)
    const { payload, headers } = await multipart(
      { applicant_id: String(applicant.id) },
      { name: 'Lebenslauf.pdf', content: PDF },
    )
    const uploaded = await recruiter.request('POST', `/api/document/${applicant.id}`, payload, { headers })
    expect(uploaded.statusCode).toBeLessThan(300)
    const [doc] = (await recruiter.get(`/api/documents/${applicant.id}`)).json()
    const download = await recruiter.get(`/api/document-download/${doc.id}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-encoding']).toBeUndefined()
    expect(download.rawPayload.equals(PDF)).toBe(true)
  })
})
