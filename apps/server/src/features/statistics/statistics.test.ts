import { DEFAULT_PROFESSION_GROUPS, DEFAULT_STATUSES, SOURCES, STATISTICS_MESSAGES } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { seedDemoApplicants } from '../demo/index.ts'

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

/** Creates through the API (history and search columns real), then moves creation back in time. */
async function applicantCreatedAt(at: string, fields: Record<string, unknown> = {}) {
  const { id } = await createApplicantVia(recruiter, fields)
  await t.db.execute(sql`UPDATE applicants SET created_at = ${at}::timestamptz WHERE id = ${id}`)
  await t.db.execute(
    sql`UPDATE applicant_history SET created_at = ${at}::timestamptz WHERE applicant_id = ${id} AND action = 'created'`,
  )
  return id
}

/** A status change through the API; its history entry then gets the given time. */
async function moveStatus(id: number, status: string, at: string) {
  const response = await recruiter.put(`/api/applicants/${id}`, { status })
  expect(response.statusCode).toBe(200)
  await t.db.execute(sql`
    UPDATE applicant_history SET created_at = ${at}::timestamptz
    WHERE id = (SELECT max(id) FROM applicant_history WHERE applicant_id = ${id} AND action = 'status_changed')`)
}

async function rate(applicantId: number, at: string, values: Record<string, number>) {
  const response = await recruiter.post('/api/ratings', { applicant_id: applicantId, ...values })
  expect(response.statusCode).toBe(201)
  await t.db.execute(sql`UPDATE ratings SET created_at = ${at}::timestamptz WHERE id = ${response.json().id}`)
}

const statusCounts = (counts: Record<string, number>) =>
  DEFAULT_STATUSES.map((s) => ({ key: s.slug, label: s.label, color: s.color, count: counts[s.slug] ?? 0 }))
const sourceCounts = (counts: Record<string, number>) => [
  ...Object.entries(SOURCES).map(([key, label]) => ({ key, label, count: counts[key] ?? 0 })),
  { key: '', label: 'Keine Angabe', count: counts[''] ?? 0 },
]
const groupCounts = (counts: Record<string, number>) => [
  ...DEFAULT_PROFESSION_GROUPS.map((g) => ({ key: g.slug, label: g.label, count: counts[g.slug] ?? 0 })),
  { key: '', label: 'Keine Angabe', count: counts[''] ?? 0 },
]
const FUNNEL = ['neu', 'in-pruefung', 'kontaktiert', 'vorstellungsgespraech', 'angebot', 'eingestellt']
const funnel = (counts: number[]) =>
  FUNNEL.map((slug, i) => {
    const status = DEFAULT_STATUSES.find((s) => s.slug === slug)!
    const count = counts[i]!
    return {
      key: slug,
      label: status.label,
      color: status.color,
      count,
      share: counts[0] ? Math.round((count / counts[0]) * 10_000) / 10_000 : null,
    }
  })
const RATING_KEYS = [
  'Rating',
  'Pünktlichkeit',
  'Zuverlässigkeit',
  'Teamfähigkeit',
  'Sympathie',
  'Fachkompetenz',
]
const ratings = (values: Array<[number | null, number]>) =>
  RATING_KEYS.map((key, i) => ({
    key,
    label: key === 'Rating' ? 'Gesamtbewertung' : key,
    average: values[i]![0],
    count: values[i]![1],
  }))
/** ISO weeks from the Monday `first` on: key, label and start date. */
const weeks = (first: string, isoWeek: number, counts: number[]) =>
  counts.map((count, i) => {
    const start = new Date(Date.parse(`${first}T00:00:00Z`) + i * 7 * 86_400_000).toISOString().slice(0, 10)
    const week = isoWeek + i
    return { key: `2026-W${String(week).padStart(2, '0')}`, label: `KW ${week}/2026`, start, count }
  })

describe('GET /api/statistics', () => {
  it('answers all zeros on an empty database', async () => {
    const response = await viewer.get('/api/statistics?from=2026-11-01&to=2026-11-30')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      period: { from: '2026-11-01', to: '2026-11-30', profession_group: null },
      totals: { applications: 0, hires: 0, rejections: 0, median_days_to_hire: null },
      by_status: statusCounts({}),
      new_per_week: weeks('2026-10-26', 44, [0, 0, 0, 0, 0, 0]),
      funnel: funnel([0, 0, 0, 0, 0, 0]),
      hires_per_month: [{ key: '2026-11', label: 'November 2026', hires: 0, rejections: 0 }],
      ratings: ratings([
        [null, 0],
        [null, 0],
        [null, 0],
        [null, 0],
        [null, 0],
        [null, 0],
      ]),
      by_source: sourceCounts({}),
      by_profession_group: groupCounts({}),
    })
  })

  describe('with known applicants', () => {
    beforeAll(async () => {
      // A1: through the whole pipeline, hired after exactly 10 days.
      const a1 = await applicantCreatedAt('2026-10-05T08:00:00Z', {
        profession_group: 'pflege',
        source: 'stepstone',
      })
      await moveStatus(a1, 'in-pruefung', '2026-10-06T08:00:00Z')
      await moveStatus(a1, 'kontaktiert', '2026-10-07T08:00:00Z')
      await moveStatus(a1, 'vorstellungsgespraech', '2026-10-12T08:00:00Z')
      await moveStatus(a1, 'angebot', '2026-10-14T08:00:00Z')
      await moveStatus(a1, 'eingestellt', '2026-10-15T08:00:00Z')
      await rate(a1, '2026-10-13T09:00:00Z', {
        Rating: 4,
        Pünktlichkeit: 5,
        Zuverlässigkeit: 0,
        Teamfähigkeit: 3,
        Sympathie: 4,
        Fachkompetenz: 2,
      })
      // A2: skips stages (they count as reached), hired after 20 days, in November.
      const a2 = await applicantCreatedAt('2026-10-20T08:00:00Z', {
        profession_group: 'pflege',
        source: 'indeed',
      })
      await moveStatus(a2, 'kontaktiert', '2026-10-21T08:00:00Z')
      await moveStatus(a2, 'eingestellt', '2026-11-09T08:00:00Z')
      // A3: 1 October 00:30 in Berlin (still 30 September in UTC); no source; rejected in November.
      const a3 = await applicantCreatedAt('2026-09-30T22:30:00Z', { profession_group: 'handwerk' })
      await moveStatus(a3, 'in-pruefung', '2026-10-02T08:00:00Z')
      await moveStatus(a3, 'abgelehnt', '2026-11-02T09:00:00Z')
      await rate(a3, '2026-10-20T09:00:00Z', {
        Rating: 2,
        Pünktlichkeit: 3,
        Zuverlässigkeit: 4,
        Teamfähigkeit: 0,
        Sympathie: 0,
        Fachkompetenz: 5,
      })
      // A4: new, and a rating from before the period.
      const a4 = await applicantCreatedAt('2026-11-16T09:00:00Z', {
        profession_group: 'handwerk',
        source: 'stepstone',
      })
      await rate(a4, '2026-09-01T09:00:00Z', { Rating: 1, Pünktlichkeit: 1 })
      // A5: created 30 September 23:30 in Berlin (outside), hired in the period after exactly 12 days.
      const a5 = await applicantCreatedAt('2026-09-30T21:30:00Z', { profession_group: 'logistik' })
      await moveStatus(a5, 'eingestellt', '2026-10-12T21:30:00Z')
      // A6: in the period, but in the trash: counts nowhere.
      const a6 = await applicantCreatedAt('2026-10-10T08:00:00Z', {
        profession_group: 'pflege',
        source: 'indeed',
      })
      await moveStatus(a6, 'eingestellt', '2026-10-20T08:00:00Z')
      await rate(a6, '2026-10-20T09:00:00Z', { Rating: 5, Pünktlichkeit: 5, Zuverlässigkeit: 5 })
      expect((await recruiter.delete(`/api/applicants/${a6}`)).statusCode).toBe(200)
      // A7: entered already rejected (no status change): rejected at creation, in November.
      await applicantCreatedAt('2026-11-25T10:00:00Z', {
        profession_group: 'gastronomie',
        source: 'empfehlung',
        status: 'abgelehnt',
      })
      // A8: rejected on 1 December 00:30 in Berlin (30 November in UTC): after the period.
      const a8 = await applicantCreatedAt('2026-08-01T08:00:00Z', { profession_group: 'buero' })
      await moveStatus(a8, 'abgelehnt', '2026-11-30T23:30:00Z')
      // A9: hired in October, back to an offer, hired again in December: only the last hire counts.
      const a9 = await applicantCreatedAt('2026-10-02T08:00:00Z', { profession_group: 'sonstige' })
      await moveStatus(a9, 'eingestellt', '2026-10-09T08:00:00Z')
      await moveStatus(a9, 'angebot', '2026-10-10T08:00:00Z')
      await moveStatus(a9, 'eingestellt', '2026-12-05T08:00:00Z')
    })

    it('computes every figure of the period', async () => {
      const response = await recruiter.get(`/api/statistics?${PERIOD}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        period: { from: '2026-10-01', to: '2026-11-30', profession_group: null },
        totals: { applications: 6, hires: 3, rejections: 2, median_days_to_hire: 12 },
        by_status: statusCounts({ neu: 1, eingestellt: 4, abgelehnt: 3 }),
        new_per_week: weeks('2026-09-28', 40, [2, 1, 0, 1, 0, 0, 0, 1, 1, 0]),
        funnel: funnel([6, 4, 3, 3, 3, 3]),
        hires_per_month: [
          { key: '2026-10', label: 'Oktober 2026', hires: 2, rejections: 0 },
          { key: '2026-11', label: 'November 2026', hires: 1, rejections: 2 },
        ],
        ratings: ratings([
          [3, 2],
          [4, 2],
          [4, 1],
          [3, 1],
          [4, 1],
          [3.5, 2],
        ]),
        by_source: sourceCounts({ stepstone: 2, indeed: 1, empfehlung: 1, '': 2 }),
        by_profession_group: groupCounts({ pflege: 2, handwerk: 2, gastronomie: 1, sonstige: 1 }),
      })
    })

    it('filters every figure by occupation group', async () => {
      const response = await viewer.get(`/api/statistics?${PERIOD}&profession_group=pflege`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        period: { from: '2026-10-01', to: '2026-11-30', profession_group: 'pflege' },
        totals: { applications: 2, hires: 2, rejections: 0, median_days_to_hire: 15 },
        by_status: statusCounts({ eingestellt: 2 }),
        new_per_week: weeks('2026-09-28', 40, [0, 1, 0, 1, 0, 0, 0, 0, 0, 0]),
        funnel: funnel([2, 2, 2, 2, 2, 2]),
        hires_per_month: [
          { key: '2026-10', label: 'Oktober 2026', hires: 1, rejections: 0 },
          { key: '2026-11', label: 'November 2026', hires: 1, rejections: 0 },
        ],
        ratings: ratings([
          [4, 1],
          [5, 1],
          [null, 0],
          [3, 1],
          [4, 1],
          [2, 1],
        ]),
        by_source: sourceCounts({ stepstone: 1, indeed: 1 }),
        by_profession_group: groupCounts({ pflege: 2 }),
      })
      const empty = (await viewer.get(`/api/statistics?${PERIOD}&profession_group=it`)).json()
      expect(empty.totals).toEqual({ applications: 0, hires: 0, rejections: 0, median_days_to_hire: null })
      expect(empty.by_status.every((s: { count: number }) => s.count === 0)).toBe(true)
    })

    it('defaults to the last 90 days ending today in Berlin', async () => {
      const response = await recruiter.get('/api/statistics')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.period).toEqual({ from: '2026-09-12', to: '2026-12-10', profession_group: null })
      // Hires after 10 (A1), 12 (A5), 20 (A2) and 64 days (A9): median 16.
      expect(body.totals).toEqual({ applications: 7, hires: 4, rejections: 3, median_days_to_hire: 16 })
      expect(body.hires_per_month).toEqual([
        { key: '2026-09', label: 'September 2026', hires: 0, rejections: 0 },
        { key: '2026-10', label: 'Oktober 2026', hires: 2, rejections: 0 },
        { key: '2026-11', label: 'November 2026', hires: 1, rejections: 2 },
        { key: '2026-12', label: 'Dezember 2026', hires: 1, rejections: 1 },
      ])
      expect(body.new_per_week).toEqual(weeks('2026-09-07', 37, [0, 0, 0, 3, 1, 0, 1, 0, 0, 0, 1, 1, 0, 0]))

      // 23:30 UTC is already the next day in Berlin (a fresh session: the others would time out).
      t.clock.set(new Date('2026-12-10T23:30:00Z'))
      try {
        const { agent: late } = await t.loginAs('viewer')
        expect((await late.get('/api/statistics')).json().period).toMatchObject({
          from: '2026-09-13',
          to: '2026-12-11',
        })
        expect((await late.get('/api/statistics?from=2026-12-01')).json().period).toMatchObject({
          from: '2026-12-01',
          to: '2026-12-11',
        })
      } finally {
        t.clock.set(new Date('2026-12-10T10:00:00Z'))
      }
      expect((await recruiter.get('/api/statistics?to=2026-11-30')).json().period).toMatchObject({
        from: '2026-09-02',
        to: '2026-11-30',
      })
    })
  })

  it.each([
    ['from=2026-13-01', 'from', STATISTICS_MESSAGES.invalidDate],
    ['from=2026-02-30', 'from', STATISTICS_MESSAGES.invalidDate],
    ['to=gestern', 'to', STATISTICS_MESSAGES.invalidDate],
    ['from=1.11.2026', 'from', STATISTICS_MESSAGES.invalidDate],
    ['from=2026-11-30&to=2026-11-01', 'to', STATISTICS_MESSAGES.fromAfterTo],
    ['from=2026-12-20', 'to', STATISTICS_MESSAGES.fromAfterTo],
    ['from=2023-11-29&to=2026-11-30', 'from', STATISTICS_MESSAGES.spanTooLong],
    ['profession_group=unbekannt', 'profession_group', STATISTICS_MESSAGES.unknownGroup],
  ])('refuses %s with a German 422', async (query, field, message) => {
    const response = await recruiter.get(`/api/statistics?${query}`)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } })
  })

  it('allows exactly three years', async () => {
    const response = await recruiter.get('/api/statistics?from=2023-11-30&to=2026-11-30')
    expect(response.statusCode).toBe(200)
    expect(response.json().hires_per_month).toHaveLength(37)
  })

  it('is for logged-in users only', async () => {
    const response = await t.agent().get('/api/statistics')
    expect(response.statusCode).toBe(401)
  })

  it('stays consistent and quick on a few hundred demo applicants', async () => {
    await seedDemoApplicants(t.db, { count: 400, now: t.clock.now(), createdBy: null, seed: 7 })
    const query = '/api/statistics?from=2025-12-11&to=2026-12-10'
    await recruiter.get(query) // warm-up (query plans, settings)
    const started = performance.now()
    const response = await recruiter.get(query)
    const ms = performance.now() - started
    console.log(`GET /api/statistics over ${t.dbKind}, ~410 applicants: ${ms.toFixed(1)} ms`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    const sum = (list: Array<{ count: number }>) => list.reduce((s, b) => s + b.count, 0)
    const [live] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM applicants WHERE deleted_at IS NULL`,
    )
    expect(sum(body.by_status)).toBe(live!.n)
    const applications = body.totals.applications
    expect(applications).toBeGreaterThan(300)
    for (const list of [body.new_per_week, body.by_source, body.by_profession_group]) {
      expect(sum(list)).toBe(applications)
    }
    expect(body.funnel[0].count).toBe(applications)
    const counts = body.funnel.map((s: { count: number }) => s.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(body.totals.hires).toBeGreaterThan(0)
    // The demo seed hires 3 days after creation.
    expect(body.totals.median_days_to_hire).toBe(3)
    expect(ms).toBeLessThan(2_000)
  })
})
