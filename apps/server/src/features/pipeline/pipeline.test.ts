import { APPLICANT_TOASTS, DEFAULT_STATUSES, PIPELINE_TEXTS, type PipelineBoard } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { publishJob } from '../../test/careers.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
let jobSlug: string

beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  viewer = (await t.loginAs('viewer', { name: 'Volker Viewer' })).agent
  jobSlug = (await publishJob(recruiter)).slug
})
afterAll(() => t.close())

const board = async (agent: Agent, query = '') => {
  const response = await agent.get(`/api/pipeline${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as PipelineBoard
}
const column = (b: PipelineBoard, status: string) => b.columns.find((c) => c.status === status)!

describe('the pipeline board', () => {
  it('answers every status in the settings order with its count and first cards, newest in status first', async () => {
    const anna = await createApplicantVia(recruiter, { first_name: 'Anna', last_name: 'Alt', job: jobSlug })
    t.clock.advance(60_000)
    const bert = await createApplicantVia(recruiter, {
      first_name: 'Bert',
      last_name: 'Neu',
      profession_group: 'it',
    })
    await viewer.post(`/api/applicants/${bert.id}/follow`, {})
    await recruiter.post(`/api/applicants/${bert.id}/follow`, {})

    const answer = await board(viewer)
    expect(answer.columns.map((c) => c.status)).toEqual(DEFAULT_STATUSES.map((s) => s.slug))
    expect(answer.columns.map((c) => c.label)).toEqual(DEFAULT_STATUSES.map((s) => s.label))
    expect(answer.can_move).toBe(false)
    const neu = column(answer, 'neu')
    expect(neu.total).toBe(2)
    expect(neu.cards.map((c) => c.id)).toEqual([bert.id, anna.id])
    expect(neu.cards[0]).toMatchObject({
      first_name: 'Bert',
      last_name: 'Neu',
      status: 'neu',
      job: null,
      profession_group: 'it',
      average_rating: null,
      followers: ['RR', 'VV'], // in the order they followed, then by user
    })
    expect(neu.cards[1]).toMatchObject({ job: jobSlug, job_title: 'Pflegefachkraft (m/w/d)' })
    expect(neu.cards[1]?.status_since).toBe(anna.created_at)
    expect(column(answer, 'abgelehnt')).toEqual({
      status: 'abgelehnt',
      label: 'Abgelehnt',
      color: '#dc2626',
      total: 0,
      cards: [],
      next: null,
    })
    expect((await board(recruiter)).can_move).toBe(true)
  })

  it('a move is the applicant update: history, notification of followers, days in status from the move', async () => {
    const person = await createApplicantVia(recruiter, { first_name: 'Clara', last_name: 'Zug' })
    await viewer.post(`/api/applicants/${person.id}/follow`, {})
    t.clock.advance(90_000)
    const moved = await recruiter.put(`/api/applicants/${person.id}`, {
      status: 'kontaktiert',
      expected_status: 'neu',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const history = (await viewer.get(`/api/history/${person.id}`)).json()
    expect(history[0]).toMatchObject({
      action: 'status_changed',
      user: { name: 'Rita Recruiter' },
      changes: [{ field: 'status', old: 'neu', new: 'kontaktiert' }],
    })
    const notifications = (await viewer.get('/api/notifications')).json() as Array<{ text: string }>
    expect(notifications.some((n) => n.text === 'Neu → Kontaktiert')).toBe(true)
    const card = column(await board(viewer), 'kontaktiert').cards.find((c) => c.id === person.id)
    expect(card?.status_since).toBe(t.clock.now().toISOString())
  })

  it('refuses a move whose starting status changed meanwhile with a German 409 and writes nothing', async () => {
    const person = await createApplicantVia(recruiter, { first_name: 'Dora', last_name: 'Doppelt' })
    expect((await recruiter.put(`/api/applicants/${person.id}`, { status: 'angebot' })).statusCode).toBe(200)
    const before = (await viewer.get(`/api/history/${person.id}`)).json().length
    const stale = await recruiter.put(`/api/applicants/${person.id}`, {
      status: 'abgelehnt',
      expected_status: 'neu',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(APPLICANT_TOASTS.statusConflict)
    expect((await viewer.get(`/api/history/${person.id}`)).json()).toHaveLength(before)
    expect((await viewer.get(`/api/applicants/${person.id}`)).json().status).toBe('angebot')
  })

  it('of two parallel moves from the same status one wins, the other gets the 409', async () => {
    const person = await createApplicantVia(recruiter, { first_name: 'Emil', last_name: 'Zwilling' })
    const answers = await Promise.all(
      ['eingestellt', 'abgelehnt'].map((status) =>
        recruiter.put(`/api/applicants/${person.id}`, { status, expected_status: 'neu' }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const history = (await viewer.get(`/api/history/${person.id}`)).json()
    expect(history.filter((h: { action: string }) => h.action === 'status_changed')).toHaveLength(1)
  })

  it('an expected status of 10,000 characters or with a NUL byte is a German 422 and writes nothing', async () => {
    const person = await createApplicantVia(recruiter)
    for (const expected_status of ['x'.repeat(10_000), 'neu\u0000']) {
      const refused = await recruiter.put(`/api/applicants/${person.id}`, {
        status: 'angebot',
        expected_status,
      })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().message).toMatch(/[a-zäöü]/i)
    }
    expect((await viewer.get(`/api/applicants/${person.id}`)).json().status).toBe('neu')
  })

  it('a viewer cannot move a card', async () => {
    const person = await createApplicantVia(recruiter)
    const refused = await viewer.put(`/api/applicants/${person.id}`, {
      status: 'angebot',
      expected_status: 'neu',
    })
    expect(refused.statusCode).toBe(403)
    expect((await viewer.get(`/api/applicants/${person.id}`)).json().status).toBe('neu')
  })

  it('polls like the lists: an unchanged lastModified answers no columns, a move a new board', async () => {
    const first = await board(viewer)
    const again = await board(viewer, `?lastModified=${encodeURIComponent(first.lastModified)}`)
    expect(again).toEqual({ columns: [], lastModified: first.lastModified, can_move: false })
    const person = await createApplicantVia(recruiter)
    const after = await board(viewer, `?lastModified=${encodeURIComponent(first.lastModified)}`)
    expect(after.lastModified).not.toBe(first.lastModified)
    expect(column(after, 'neu').cards[0]?.id).toBe(person.id)
  })
})

describe('paging a column', () => {
  it('pages by keyset without gaps or repeats, also between cards with the same time', async () => {
    const group = 'logistik'
    const created: number[] = []
    for (let i = 0; i < 7; i++) {
      created.push((await createApplicantVia(recruiter, { profession_group: group, status: 'angebot' })).id)
      if (i % 3 === 0) t.clock.advance(1000) // some share a time, some do not
    }
    const first = await board(viewer, `?berufsgruppe=${group}&per_column=3`)
    const col = column(first, 'angebot')
    expect(col.total).toBe(7)
    expect(col.cards).toHaveLength(3)
    const seen = col.cards.map((c) => c.id)
    let next = col.next
    while (next) {
      const page = await viewer.get(
        `/api/pipeline/column?status=angebot&berufsgruppe=${group}&limit=3&after=${encodeURIComponent(next)}`,
      )
      expect(page.statusCode, page.body).toBe(200)
      seen.push(...page.json().cards.map((c: { id: number }) => c.id))
      next = page.json().next
    }
    expect(seen).toEqual([...created].reverse())
  })
})

describe('narrowing', () => {
  it('by job and by occupation group, with the counts of the narrowed board', async () => {
    const inJob = await createApplicantVia(recruiter, { job: jobSlug, status: 'kontaktiert' })
    const other = await createApplicantVia(recruiter, { profession_group: 'handwerk', status: 'kontaktiert' })
    const byJob = await board(viewer, `?stelle=${jobSlug}`)
    const jobIds = byJob.columns.flatMap((c) => c.cards.map((card) => card.id))
    expect(jobIds).toContain(inJob.id)
    expect(jobIds).not.toContain(other.id)
    expect(byJob.columns.every((c) => c.cards.every((card) => card.job === jobSlug))).toBe(true)
    expect(byJob.columns.reduce((n, c) => n + c.total, 0)).toBe(jobIds.length)
    const byGroup = await board(viewer, '?berufsgruppe=handwerk')
    expect(byGroup.columns.flatMap((c) => c.cards.map((card) => card.id))).toEqual([other.id])
    expect(column(byGroup, 'kontaktiert').total).toBe(1)
  })

  it('an unknown job or group is a German 422', async () => {
    const job = await viewer.get('/api/pipeline?stelle=gibt-es-nicht')
    expect(job.statusCode).toBe(422)
    expect(job.json().errors.stelle).toEqual([PIPELINE_TEXTS.unknownJob])
    const group = await viewer.get('/api/pipeline?berufsgruppe=gibt-es-nicht')
    expect(group.statusCode).toBe(422)
    expect(group.json().message).toBe(PIPELINE_TEXTS.unknownGroup)
    // Longer than any slug (an address typed or pasted at length): the same words, not the schema's.
    const longJob = await viewer.get(`/api/pipeline?stelle=${'x'.repeat(10_000)}`)
    expect(longJob.statusCode).toBe(422)
    expect(longJob.json().errors.stelle).toEqual([PIPELINE_TEXTS.unknownJob])
    const longGroup = await viewer.get(`/api/pipeline?berufsgruppe=${'x'.repeat(10_000)}`)
    expect(longGroup.statusCode).toBe(422)
    expect(longGroup.json().errors.berufsgruppe).toEqual([PIPELINE_TEXTS.unknownGroup])
  })
})

describe('hostile requests', () => {
  it.each([
    ['/api/pipeline?stelle=%00', 422],
    [`/api/pipeline?berufsgruppe=${'x'.repeat(10_000)}`, 422],
    ['/api/pipeline?per_column=0', 422],
    ['/api/pipeline?per_column=100000', 422],
    ['/api/pipeline?per_column=abc', 422],
    ['/api/pipeline/column', 422],
    ['/api/pipeline/column?status=gibt-es-nicht', 422],
    ['/api/pipeline/column?status=neu&after=1_2_3', 422],
    ['/api/pipeline/column?status=neu&after=99999999999999999999_1', 422],
    ['/api/pipeline/column?status=neu&after=1_99999999999', 422],
    ["/api/pipeline/column?status=neu'%3B--", 422],
  ])('%s → %i with a German message', async (url, code) => {
    const response = await viewer.get(url)
    expect(response.statusCode, response.body).toBe(code)
    expect(response.json().message).toMatch(/[a-zäöüß]/i)
    expect(response.json().message).not.toMatch(/Internal|undefined/)
  })

  it('without a login the board answers 401', async () => {
    expect((await t.agent().get('/api/pipeline')).statusCode).toBe(401)
  })
})
