import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../db/rows.ts'
import type { Agent } from '../test/agent.ts'
import { createApplicantVia } from '../test/applicants.ts'
import { createTestContext, type TestContext } from '../test/context.ts'
import { multipart } from '../test/multipart.ts'

/**
 * Malformed input on every JSON route (issue #8): whatever arrives, the answer is never a 5xx, and
 * a refused request leaves every table as it was (no half row). Bodies are generated: any JSON
 * value, objects with the route's own field names holding values of the wrong type, and text that
 * is not JSON at all.
 */
let t: TestContext
let admin: Agent
let applicantId: number
let tables: string[]
beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.loginAs('admin')).agent
  applicantId = (await createApplicantVia(admin, { email: 'fuzz@example.de' })).id
  const found = await rows<{ tablename: string }>(
    t.db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE '__drizzle%'`,
  )
  // Written on refusals by design: sessions (CSRF cookie), throttles and the audit log (failed logins).
  const written = new Set(['sessions', 'throttles', 'audit_log', 'change_counters'])
  tables = found.map((r) => r.tablename).filter((name) => !written.has(name))
})
afterAll(() => t.close())

/** Row counts of every table, in one query. */
async function fingerprint(): Promise<string> {
  const counts = tables.map((name) => `'${name}', (SELECT count(*) FROM "${name}")`).join(', ')
  const [row] = await rows<{ f: unknown }>(t.db, sql.raw(`SELECT json_build_object(${counts}) AS f`))
  return JSON.stringify(row?.f)
}

/** Every file under a folder, staged ones included. */
function storedFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()
  } catch {
    return []
  }
}

/** Field names the routes know, so generated objects reach the validators' deeper branches. */
const FIELDS = [
  'applicant_id',
  'first_name',
  'last_name',
  'email',
  'status',
  'content',
  'subject',
  'draft',
  'reply_id',
  'channels',
  'note',
  'Rating',
  'Text',
  'name',
  'message',
  'profession_group',
  'message_action',
  'field',
  'value',
  'action',
  'position',
  'user_ids',
  'roles',
  'password',
  'password_confirmation',
  'token',
  'current_password',
  'company_name',
  'statuses',
  'starts_at',
  'ends_at',
  'location_id',
  'timeslot_id',
  'title',
  'location',
  'employment_type',
  'start_date',
  'salary_min',
  'salary_max',
  'contact_user_id',
  'state',
  'markdown',
  'into',
  'fields',
  'seen_updated_at',
  'user_id',
  'following',
  'list',
  'kind',
  'filter',
  'shared',
  'sort',
  'rows',
  'filters',
  'term',
  'columns',
  '__proto__',
  'constructor',
]

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    -1,
    0,
    2 ** 31,
    1e308,
    '',
    ' ',
    '\u0000',
    'x'.repeat(5_000),
    '<script>',
    "'; DROP TABLE users;--",
  ),
)
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 40 }), // not JSON at all
)

const MUTATING = new Set(['POST', 'PUT', 'PATCH'])

describe('malformed input fuzzing', () => {
  it('never answers 5xx and never stores half a row, on every JSON route', async () => {
    const routes = t.app.routeTable.filter(
      (r) => MUTATING.has(r.method) && r.url !== '/logout' && !r.url.startsWith('/api/document/'),
    )
    expect(routes.length).toBeGreaterThan(30)
    const failures: string[] = []
    const seen = new Set<number>()
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, String(applicantId))
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const before = await fingerprint()
          const response = await admin.request(route.method as 'POST', url, payload, {
            headers: { 'content-type': 'application/json' },
          })
          seen.add(response.statusCode)
          if (response.statusCode >= 500)
            failures.push(`${route.method} ${url} ${payload.slice(0, 80)} → ${response.statusCode}`)
          if (response.statusCode >= 400 && (await fingerprint()) !== before)
            failures.push(
              `${route.method} ${url} ${payload.slice(0, 80)} → ${response.statusCode} changed rows`,
            )
        }),
        { numRuns: 12, seed: 20261123 },
      )
    }
    expect(failures).toEqual([])
    // The bodies really reached the parsers and validators, not just a refusal at the door.
    expect([...seen]).toEqual(expect.arrayContaining([400, 422]))
  })

  it('never answers 5xx and stores nothing for any file sent to the CV reading', async () => {
    const names = fc.constantFrom(
      'cv.pdf',
      'cv.docx',
      'cv.odt',
      'cv.txt',
      'cv.png',
      'cv',
      '../cv.pdf',
      'cv.PDF',
    )
    const heads = fc.constantFrom('', '%PDF-1.7\n', 'PK\u0003\u0004', 'Name: ')
    const seen = new Set<number>()
    const failures: string[] = []
    const folder = () => JSON.stringify(storedFiles(join(t.config.dataDir, 'documents')))
    await fc.assert(
      fc.asyncProperty(names, heads, fc.uint8Array({ maxLength: 2_000 }), async (name, head, bytes) => {
        const before = `${await fingerprint()} ${folder()}`
        const { payload, headers } = await multipart(
          {},
          { name, content: Buffer.concat([Buffer.from(head), bytes]) },
        )
        const response = await admin.request('POST', '/api/cv-suggestions', payload, { headers })
        seen.add(response.statusCode)
        if (response.statusCode >= 500) failures.push(`${name} ${head} → ${response.statusCode}`)
        if (`${await fingerprint()} ${folder()}` !== before)
          failures.push(`${name} ${head} changed rows or files`)
      }),
      { numRuns: 40, seed: 20261126 },
    )
    expect(failures).toEqual([])
    expect([...seen]).toEqual(expect.arrayContaining([422]))
  })
})
