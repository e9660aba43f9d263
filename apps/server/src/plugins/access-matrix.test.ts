import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../test/agent.ts'
import { createTestContext, type TestContext } from '../test/context.ts'
import type { Access } from './access.ts'

/**
 * The role × route matrix (anonymous, viewer, recruiter, admin), generated from the server's own route table.
 * Every route must be listed here with its expected rule: a new route without an entry, or
 * with a different rule than declared, fails this test.
 */
const EXPECTED: Record<string, Access> = {
  'GET /*': 'public',
  'GET /healthz': 'public',
  'GET /api/openapi.json': 'public',
  'GET /sanctum/csrf-cookie': 'session',
  'POST /login-user': 'session',
  'POST /logout': 'session',
  'POST /forgot-password': 'session',
  'POST /reset-password': 'session',
  'GET /email/verify/:id/:hash': 'session',
  'GET /api/route-check': 'session',
  'GET /api/session': 'session',
  'GET /api/user': 'auth',
  'POST /email/verification-notification': 'auth',
  'POST /register': 'admin',
  'GET /api/users': 'verified',
  'PUT /api/users/:id': 'verified',
  'PUT /api/user/password': 'auth',
  'GET /api/settings': 'verified',
  'GET /api/sidebar-items': 'verified',
  'GET /api/counter': 'verified',
  'GET /api/ui-state': 'verified',
  'GET /api/schema/applicants': 'verified',
  'GET /api/answers': 'verified',
  'GET /api/applicants': 'verified',
  'GET /api/followed-applicants': 'verified',
  'GET /api/qualified-applicants': 'verified',
  'GET /api/applicants/search/:term': 'verified',
  'POST /api/applicants': 'recruiter',
  'GET /api/applicants/:id': 'verified',
  'PUT /api/applicants/:id': 'recruiter',
  'DELETE /api/applicants/:id': 'recruiter',
  'POST /api/applicants/:id/restore': 'recruiter',
  'POST /api/applicants/:id/follow': 'verified',
  'POST /api/bulk-jobs': 'verified',
  'GET /api/bulk-jobs': 'verified',
  'GET /api/bulk-jobs/:id': 'verified',
  'POST /api/bulk-jobs/:id/cancel': 'verified',
  'GET /api/bulk-jobs/:id/file': 'recruiter',
  'POST /api/bulk-jobs/mail-preview': 'recruiter',
  'DELETE /api/applicants/:id/follow': 'verified',
  'POST /api/applicants/:id/reviewed': 'verified',
  'POST /api/applicants/:id/merge': 'recruiter',
  'GET /api/applicant-detail/:id': 'verified',
  'GET /api/history/:id': 'verified',
  'GET /api/ratings/:id': 'verified',
  'POST /api/ratings': 'verified',
  'PUT /api/ratings/:id': 'verified',
  'DELETE /api/ratings/:id': 'verified',
  'GET /api/notes/:id': 'verified',
  'POST /api/notes': 'verified',
  'PUT /api/notes/:id': 'verified',
  'DELETE /api/notes/:id': 'verified',
  'GET /api/document-categories': 'verified',
  'GET /api/documents/:applicantId': 'verified',
  'GET /api/document/:id': 'verified',
  'GET /api/document-download/:id': 'verified',
  'POST /api/document/:id': 'recruiter',
  'PUT /api/document/:id': 'recruiter',
  'DELETE /api/document/:id': 'recruiter',
  'POST /api/cv-suggestions': 'recruiter',
  'GET /api/message-actions': 'verified',
  'GET /api/message-channels': 'verified',
  'GET /api/message-channels/:id': 'verified',
  'GET /api/message-templates': 'verified',
  'POST /api/message-templates/filter': 'verified',
  'POST /api/message-templates': 'recruiter',
  'PUT /api/message-templates/:id': 'recruiter',
  'DELETE /api/message-templates/:id': 'recruiter',
  'GET /api/messages/:id': 'verified',
  'POST /api/messages': 'recruiter',
  'PUT /api/messages/:id': 'recruiter',
  'DELETE /api/messages/:id': 'recruiter',
  'PUT /api/settings': 'admin',
  'GET /api/applicants/:id/export': 'recruiter',
  'POST /api/applicants/export': 'recruiter',
  'DELETE /api/applicants/:id/erase': 'admin',
  'GET /api/privacy/retention': 'admin',
  'GET /api/audit-log': 'admin',
  'GET /api/mail-filter': 'verified',
  'GET /api/mail-filter/recent': 'recruiter',
  'POST /api/mail-filter': 'recruiter',
  'PUT /api/mail-filter/:id': 'recruiter',
  'DELETE /api/mail-filter/:id': 'recruiter',
  'GET /api/notifications': 'verified',
  'POST /api/notifications/:id/read': 'verified',
  'POST /api/notifications/read-all': 'verified',
  'POST /api/applicants/:id/share': 'verified',
  'GET /api/statistics': 'verified',
  'GET /api/user/notification-settings': 'verified',
  'PUT /api/user/notification-settings': 'verified',
  'GET /api/locations': 'verified',
  'POST /api/locations': 'admin',
  'PUT /api/locations/:id': 'admin',
  'DELETE /api/locations/:id': 'admin',
  'GET /api/timeslots': 'verified',
  'GET /api/timeslots/:id': 'verified',
  'POST /api/timeslots': 'recruiter',
  'PUT /api/timeslots/:id': 'recruiter',
  'DELETE /api/timeslots/:id': 'recruiter',
  'POST /api/timeslots/:id/book': 'recruiter',
  'POST /api/bookings/:id/cancel': 'recruiter',
  'POST /api/bookings/:id/move': 'recruiter',
  'GET /api/applicants/:id/bookings': 'verified',
  'GET /api/jobs': 'verified',
  'GET /api/jobs/:id': 'verified',
  'GET /api/jobs/:id/history': 'verified',
  'POST /api/jobs': 'recruiter',
  'PUT /api/jobs/:id': 'recruiter',
  'POST /api/jobs/preview': 'recruiter',
  'GET /karriere': 'public',
  'GET /karriere/datenschutz': 'public',
  'GET /karriere/feed.atom': 'public',
  'GET /karriere/feed.json': 'public',
  'GET /robots.txt': 'public',
  'GET /karriere/sitemap.xml': 'public',
  'GET /karriere/:slug': 'public',
  'GET /karriere/:slug/danke': 'public',
  'POST /karriere/:slug/bewerbung': 'form',
  'GET /api/careers-settings': 'admin',
  'PUT /api/careers-settings': 'admin',
  'POST /api/jobs/:id/follow': 'verified',
  'DELETE /api/jobs/:id/follow': 'verified',
  'GET /api/statistics/intake': 'verified',
  'GET /api/saved-views': 'verified',
  'POST /api/saved-views': 'verified',
  'PATCH /api/saved-views/:id': 'verified',
  'DELETE /api/saved-views/:id': 'verified',
  'GET /api/pipeline': 'verified',
  'GET /api/pipeline/column': 'verified',
}

type Who = 'anonymous' | 'unverified' | 'viewer' | 'recruiter' | 'admin'
const WHO: Who[] = ['anonymous', 'unverified', 'viewer', 'recruiter', 'admin']

/** The status a caller must get when the rule refuses them, or undefined when it lets them through. */
function refusal(access: Access, who: Who): number | undefined {
  if (access === 'public' || access === 'session' || access === 'form') return undefined
  if (who === 'anonymous') return 401
  if (access === 'auth') return undefined
  if (who === 'unverified') return 409
  if (access === 'recruiter' && who === 'viewer') return 403
  if (access === 'admin' && who !== 'admin') return 403
  return undefined
}

let t: TestContext
const agents = {} as Record<Who, Agent>
/** Each caller's own user id: `PUT /api/users/:id` is then about themself (object rules apply beyond the role). */
const ownId = {} as Record<Who, number>
beforeAll(async () => {
  t = await createTestContext()
  agents.anonymous = t.agent()
  await agents.anonymous.get('/sanctum/csrf-cookie')
  ownId.anonymous = 1
  for (const [who, role, verified] of [
    ['unverified', 'recruiter', false],
    ['viewer', 'viewer', true],
    ['recruiter', 'recruiter', true],
    ['admin', 'admin', true],
  ] as const) {
    const { agent, user } = await t.loginAs(role, { verified })
    agents[who] = agent
    ownId[who] = user.id
  }
})
afterAll(() => t.close())

const concrete = (url: string, who: Who) =>
  url
    .replace('/api/users/:id', `/api/users/${ownId[who]}`)
    .replace(':term', 'test')
    .replace(/:\w+/g, '1')
    .replace('/*', '/bewerber')

describe('role × route matrix', () => {
  it('lists every route of the server with the rule it declares', () => {
    const declared = Object.fromEntries(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]))
    expect(declared).toEqual(EXPECTED)
  })

  it('refuses or lets through every caller exactly as the rule says', async () => {
    const failures: string[] = []
    for (const { method, url, access } of t.app.routeTable) {
      if (url === '/logout') continue // would end the agents' sessions; covered in session.test.ts
      for (const who of WHO) {
        const response = await agents[who].request(
          method as 'GET',
          concrete(url, who),
          method === 'GET' ? undefined : {},
        )
        const expected = refusal(access, who)
        const got = response.statusCode
        const refusedStatuses = [401, 403, 409, 419]
        const ok = expected === undefined ? !refusedStatuses.includes(got) : got === expected
        if (!ok) failures.push(`${who} ${method} ${url}: got ${got}, expected ${expected ?? 'through'}`)
      }
    }
    expect(failures).toEqual([])
  })
})
