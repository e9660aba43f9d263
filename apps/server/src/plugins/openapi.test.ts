import { readFileSync } from 'node:fs'
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core'
import type { OpenAPIV3 } from 'openapi-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/context.ts'
import { API_TYPES_FILE, generateApiTypes } from './openapi-types.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

/** The document exactly as a client downloads it. */
async function fetchDocument(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  expect(response.statusCode).toBe(200)
  return response.body
}

const describeProblem = (p: NormalizedProblem) =>
  `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`

/**
 * Warnings that stay, each for a reason: the search URL `/api/applicants/search/{term}` and the
 * `/api/applicants/{id}/…` routes are fixed by the product; the verification link always answers
 * with a redirect; the software has no public licence text to link to.
 */
function isKnownWarning(p: NormalizedProblem): boolean {
  if (p.ruleId === 'no-ambiguous-paths') return p.message.includes('/api/applicants/search/{term}')
  if (p.ruleId === 'operation-2xx-response')
    return p.location[0]?.pointer === '#/paths/~1email~1verify~1{id}~1{hash}/get/responses'
  return p.ruleId === 'info-license-strict'
}

type Operation = OpenAPIV3.OperationObject
function operations(document: OpenAPIV3.Document): Array<[string, Operation]> {
  const all: Array<[string, Operation]> = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item?.[method]
      if (operation) all.push([`${method.toUpperCase()} ${path}`, operation])
    }
  }
  return all
}

describe('/api/openapi.json', () => {
  it("passes Redocly's recommended rules: no error, no warning beyond the known ones", async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({
      source: await fetchDocument(),
      absoluteRef: 'openapi.json',
      config,
    })
    const errors = problems.filter((p) => p.severity === 'error').map(describeProblem)
    expect(errors, errors.join('\n')).toEqual([])
    const warnings = problems.filter((p) => p.severity !== 'error' && !isKnownWarning(p)).map(describeProblem)
    expect(warnings, warnings.join('\n')).toEqual([])
  })

  it('describes downloads as files and answers without content as empty', async () => {
    const document = JSON.parse(await fetchDocument()) as OpenAPIV3.Document
    const ok = (path: string) =>
      (document.paths[path]?.get?.responses[200] as OpenAPIV3.ResponseObject | undefined)?.content
    expect(ok('/api/applicants/{id}/export')).toEqual({
      'application/zip': { schema: { type: 'string', format: 'binary' } },
    })
    expect(ok('/api/document-download/{id}')).toEqual({
      '*/*': { schema: { type: 'string', format: 'binary' } },
    })
    const noContent = operations(document).filter(([, op]) => op.responses[204])
    expect(noContent.length).toBeGreaterThan(5)
    for (const [name, op] of noContent) expect(op.responses[204], name).not.toHaveProperty('content')
  })

  it('states the security each access rule needs', async () => {
    const document = JSON.parse(await fetchDocument()) as OpenAPIV3.Document
    const security = Object.fromEntries(operations(document).map(([name, op]) => [name, op.security]))
    const cookie = { session: [] }
    const write = { session: [], csrf: [] }
    expect(security['GET /healthz']).toEqual([])
    expect(security['GET /sanctum/csrf-cookie']).toEqual([{}, cookie])
    expect(security['POST /login-user']).toEqual([write])
    expect(security['GET /api/ratings/{id}']).toEqual([cookie])
    expect(security['PUT /api/ratings/{id}']).toEqual([write])
    expect(Object.values(security).every((s) => s !== undefined)).toBe(true)
  })

  it('names every operation once', async () => {
    const document = JSON.parse(await fetchDocument()) as OpenAPIV3.Document
    const ids = operations(document).map(([, op]) => op.operationId)
    expect(ids.every(Boolean)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("the web app's API types are generated from this document (run `npm run api:types`)", async () => {
    const fresh = await generateApiTypes(await fetchDocument())
    expect(readFileSync(API_TYPES_FILE, 'utf8') === fresh, 'apps/web/src/lib/openapi.d.ts is stale').toBe(
      true,
    )
  })
})
