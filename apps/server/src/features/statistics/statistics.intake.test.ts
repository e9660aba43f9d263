import { STATISTICS_MESSAGES } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  t.clock.set(new Date('2026-12-10T10:00:00Z'))
  recruiter = (await t.loginAs('recruiter')).agent
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

const PERIOD = 'from=2026-10-01&to=2026-11-30'

async function createJob(title: string, state: string) {
  const response = await recruiter.post('/api/jobs', {
    title,
    profession_group: 'pflege',
    location: 'Köln',
    employment_type: 'vollzeit',
    state,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().slug as string
}

/** Created through the API, then moved back in time and given the channel it came by. */
async function applicant(at: string, channel: string, fields: Record<string, unknown> = {}) {
  const { id } = await createApplicantVia(recruiter, { profession_group: 'pflege', ...fields })
  await t.db.execute(
    sql`UPDATE applicants SET created_at = ${at}::timestamptz, channel = ${channel} WHERE id = ${id}`,
  )
  await t.db.execute(
    sql`UPDATE applicant_history SET created_at = ${at}::timestamptz WHERE applicant_id = ${id} AND action = 'created'`,
  )
  return id
}

async function moveStatus(id: number, status: string, at: string) {
  const response = await recruiter.put(`/api/applicants/${id}`, { status })
  expect(response.statusCode).toBe(200)
  await t.db.execute(sql`
    UPDATE applicant_history SET created_at = ${at}::timestamptz
    WHERE id = (SELECT max(id) FROM applicant_history WHERE applicant_id = ${id} AND action = 'status_changed')`)
}

const row = (
  key: string,
  label: string,
  [applications, interviews, hires]: [number, number, number],
  median: number | null,
) => ({
  key,
  label,
  applications,
  interviews,
  interview_share: applications ? Math.round((interviews / applications) * 10_000) / 10_000 : null,
  hires,
  hire_share: applications ? Math.round((hires / applications) * 10_000) / 10_000 : null,
  median_days_to_hire: median,
})

describe('GET /api/statistics/intake', () => {
  let nurse: string
  let store: string
  let cook: string
  beforeAll(async () => {
    nurse = await createJob('Pflegefachkraft Köln', 'veroeffentlicht')
    store = await createJob('Lagerist Dortmund', 'veroeffentlicht')
    cook = await createJob('Koch Bonn', 'entwurf')
    const bus = await createJob('Busfahrer Köln', 'geschlossen')
    // A1: careers page, interview, hired after exactly 10 days.
    const a1 = await applicant('2026-10-05T08:00:00Z', 'karriereseite', { job: nurse })
    await moveStatus(a1, 'vorstellungsgespraech', '2026-10-12T08:00:00Z')
    await moveStatus(a1, 'eingestellt', '2026-10-15T08:00:00Z')
    // A2: by mail, skips the interview (a later stage counts for it), hired after 20 days.
    const a2 = await applicant('2026-10-20T08:00:00Z', 'email', { job: nurse })
    await moveStatus(a2, 'kontaktiert', '2026-10-21T08:00:00Z')
    await moveStatus(a2, 'eingestellt', '2026-11-09T08:00:00Z')
    // A3: careers page, interviewed and then rejected.
    const a3 = await applicant('2026-11-01T08:00:00Z', 'karriereseite', { job: nurse })
    await moveStatus(a3, 'vorstellungsgespraech', '2026-11-03T08:00:00Z')
    await moveStatus(a3, 'abgelehnt', '2026-11-05T08:00:00Z')
    // A4: typed in by staff for the draft, in another occupation group, still new.
    await applicant('2026-11-10T08:00:00Z', 'manuell', { job: cook, profession_group: 'gastronomie' })
    // A5: imported already hired, without a job: hired at creation, 0 days.
    await applicant('2026-10-10T08:00:00Z', 'import', { status: 'eingestellt' })
    // A6: in the period but in the trash: counts nowhere.
    const a6 = await applicant('2026-10-15T08:00:00Z', 'karriereseite', { job: nurse })
    await moveStatus(a6, 'eingestellt', '2026-10-20T08:00:00Z')
    expect((await recruiter.delete(`/api/applicants/${a6}`)).statusCode).toBe(200)
    // A7: for the closed job, before the period: neither it nor its job shows.
    await applicant('2026-09-15T08:00:00Z', 'email', { job: bus })
    // A8: by mail, hired, back to an offer, hired again on 5 December: the last hire counts (64 days).
    const a8 = await applicant('2026-10-02T08:00:00Z', 'email', { job: nurse })
    await moveStatus(a8, 'eingestellt', '2026-10-09T08:00:00Z')
    await moveStatus(a8, 'angebot', '2026-10-10T08:00:00Z')
    await moveStatus(a8, 'eingestellt', '2026-12-05T08:00:00Z')
  })

  it('counts the period’s applications, interviews, hires and the median days to hire per job and per channel', async () => {
    const response = await viewer.get(`/api/statistics/intake?${PERIOD}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      period: { from: '2026-10-01', to: '2026-11-30', profession_group: null },
      by_job: [
        row(cook, 'Koch Bonn (Entwurf)', [1, 0, 0], null),
        row(store, 'Lagerist Dortmund', [0, 0, 0], null),
        row(nurse, 'Pflegefachkraft Köln', [4, 4, 3], 20),
        row('', 'Keine Angabe', [1, 1, 1], 0),
      ],
      by_channel: [
        row('karriereseite', 'Karriereseite', [2, 2, 1], 10),
        row('email', 'E-Mail', [2, 2, 2], 42),
        row('manuell', 'Manuell', [1, 0, 0], null),
        row('import', 'Import', [1, 1, 1], 0),
      ],
    })
  })

  it('narrows to an occupation group like the other figures', async () => {
    const response = await viewer.get(`/api/statistics/intake?${PERIOD}&profession_group=gastronomie`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.period.profession_group).toBe('gastronomie')
    expect(body.by_job).toEqual([
      row(cook, 'Koch Bonn (Entwurf)', [1, 0, 0], null),
      row(store, 'Lagerist Dortmund', [0, 0, 0], null),
      row(nurse, 'Pflegefachkraft Köln', [0, 0, 0], null),
    ])
    expect(body.by_channel.map((r: { applications: number }) => r.applications)).toEqual([0, 0, 1, 0])
  })

  it('refuses a bad period or an unknown group in German, never with a 500', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-12-01&to=2026-11-01', STATISTICS_MESSAGES.fromAfterTo],
      ['from=2026-02-30', STATISTICS_MESSAGES.invalidDate],
      ['from=2020-01-01&to=2026-11-01', STATISTICS_MESSAGES.spanTooLong],
      ['profession_group=raumfahrt', STATISTICS_MESSAGES.unknownGroup],
      [`profession_group=${'x'.repeat(10_000)}`, ''],
      ['from=%00', ''],
    ]
    for (const [query, message] of cases) {
      const response = await viewer.get(`/api/statistics/intake?${query}`)
      expect(response.statusCode, query.slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, query.slice(0, 40)).toBeLessThan(500)
      if (message) expect(JSON.stringify(response.json())).toContain(message)
      else expect(response.json().message).toMatch(/[äöüß]|Bitte|nicht|ungültig/i)
    }
  })
})
