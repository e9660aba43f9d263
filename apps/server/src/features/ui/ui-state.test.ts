import { BACKGROUND_REQUEST_HEADER, jobOverviewHref } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let admin: Agent
let recruiter: Agent
let viewer: Agent
let viewerId: number
beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.loginAs('admin')).agent
  recruiter = (await t.loginAs('recruiter')).agent
  const v = await t.loginAs('viewer')
  viewer = v.agent
  viewerId = v.user.id
})
afterAll(() => t.close())

interface UiState {
  sidebarItems: { original: Array<{ slug: string; label: string; count: number | null }> }
  counter: {
    original: {
      applicants: number
      followed: number
      qualified: number
      deleted: number
      notifications: number
      settings: number
    }
  }
}
const stateOf = async (agent: Agent) => (await agent.get('/api/ui-state')).json() as UiState
const item = (state: UiState, slug: string) => state.sidebarItems.original.find((i) => i.slug === slug)

/** The navigation and counters come from one combined read: each part must still be each person's own. */
describe('ui-state', () => {
  it('counts each person’s followed applicants and unread notifications, and only live applicants', async () => {
    const first = await createApplicantVia(recruiter, { status: 'neu' })
    const second = await createApplicantVia(recruiter, { status: 'neu' })
    for (const applicant of [first, second]) {
      expect((await viewer.post(`/api/applicants/${applicant.id}/follow`)).statusCode).toBe(200)
    }
    await recruiter.post(`/api/applicants/${first.id}/follow`)
    expect((await stateOf(viewer)).counter.original.followed).toBe(2)
    expect((await stateOf(recruiter)).counter.original.followed).toBe(1)
    expect(item(await stateOf(viewer), 'gefolgt')?.count).toBe(2)

    const shared = await recruiter.post(`/api/applicants/${second.id}/share`, { user_ids: [viewerId] })
    expect(shared.statusCode).toBe(200)
    expect((await stateOf(viewer)).counter.original.notifications).toBe(1)
    expect((await stateOf(recruiter)).counter.original.notifications).toBe(0)

    const before = (await stateOf(viewer)).counter.original
    expect((await recruiter.delete(`/api/applicants/${first.id}`)).statusCode).toBe(200)
    const after = (await stateOf(viewer)).counter.original
    expect(after.followed).toBe(1)
    expect(after.applicants).toBe(before.applicants - 1)
    expect(after.deleted).toBe(before.deleted + 1)
    expect(item(await stateOf(viewer), 'status-neu')?.count).toBe(
      (await viewer.get('/api/applicants?status=neu')).json().total,
    )

    expect((await viewer.post('/api/notifications/read-all')).statusCode).toBe(204)
    expect((await stateOf(viewer)).counter.original.notifications).toBe(0)
  })

  it('shows a changed status label and the new settings version on the next poll', async () => {
    const before = await stateOf(viewer)
    const { polling: _polling, version: _version, ...body } = (await admin.get('/api/settings')).json()
    body.statuses.find((s: { slug: string }) => s.slug === 'neu').label = 'Posteingang'
    expect((await admin.put('/api/settings', body)).statusCode).toBe(200)
    const after = await stateOf(viewer)
    expect(item(after, 'status-neu')?.label).toBe('Posteingang')
    expect(after.counter.original.settings).toBe(before.counter.original.settings + 1)
  })
})

describe('the navigation’s jobs', () => {
  const createJob = async (title: string, state: string) => {
    const response = await admin.post('/api/jobs', {
      title,
      profession_group: 'pflege',
      location: 'Köln',
      employment_type: 'vollzeit',
      state,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as { id: number; slug: string; title: string; state: string }
  }
  const jobItems = (state: UiState) =>
    state.sidebarItems.original
      .filter((i) => i.slug.startsWith('stelle-'))
      .map((i) => ({ slug: i.slug, label: i.label, path: (i as { path?: string }).path, count: i.count }))
  const background = async () =>
    (await viewer.get('/api/ui-state', { headers: { [BACKGROUND_REQUEST_HEADER]: '1' } })).json() as UiState

  it('lists the published jobs and drafts with applicants, each with its live applicants, linking to the filtered overview', async () => {
    const nurse = await createJob('Pflegefachkraft Köln', 'veroeffentlicht')
    const cook = await createJob('Beikoch Bonn', 'veroeffentlicht')
    const draft = await createJob('Altenpfleger Essen', 'entwurf')
    await createJob('Zahnarzthelferin Aachen', 'entwurf')
    const closed = await createJob('Busfahrer Köln', 'geschlossen')
    const first = await createApplicantVia(recruiter, { job: nurse.slug })
    await createApplicantVia(recruiter, { job: nurse.slug })
    const trashed = await createApplicantVia(recruiter, { job: nurse.slug })
    expect((await recruiter.delete(`/api/applicants/${trashed.id}`)).statusCode).toBe(200)
    await createApplicantVia(recruiter, { job: draft.slug })
    await createApplicantVia(recruiter, { job: closed.slug })

    const expected = [
      {
        slug: `stelle-${draft.slug}`,
        label: 'Altenpfleger Essen (Entwurf)',
        path: jobOverviewHref(draft.slug),
        count: 1,
      },
      { slug: `stelle-${cook.slug}`, label: 'Beikoch Bonn', path: jobOverviewHref(cook.slug), count: 0 },
      {
        slug: `stelle-${nurse.slug}`,
        label: 'Pflegefachkraft Köln',
        path: jobOverviewHref(nurse.slug),
        count: 2,
      },
    ]
    expect(jobItems(await stateOf(viewer))).toEqual(expected)
    expect(jobOverviewHref(nurse.slug)).toBe(`/?filter=stelle:gleich:${nurse.slug}`)
    // Between the occupation groups and the trash.
    const slugs = (await stateOf(viewer)).sidebarItems.original.map((i) => i.slug)
    expect(slugs.indexOf(`stelle-${draft.slug}`)).toBe(slugs.indexOf('berufsgruppe-sonstige') + 1)
    expect(slugs.indexOf(`stelle-${nurse.slug}`)).toBe(slugs.indexOf('geloescht') - 1)
    // The count is what the overview filtered by the job shows.
    const filters = JSON.stringify({
      job: { operator: 'and', constraints: [{ value: nurse.slug, matchMode: 'equals' }] },
    })
    expect((await viewer.get(`/api/applicants?filters=${encodeURIComponent(filters)}`)).json().total).toBe(2)

    // A moved applicant, a renamed and a closed job show on the next poll, background polls too.
    expect((await recruiter.put(`/api/applicants/${first.id}`, { job: cook.slug })).statusCode).toBe(200)
    const moved = jobItems(await stateOf(viewer))
    expect(moved.map((i) => i.count)).toEqual([1, 1, 1])
    await background()
    // Saving a job changes no applicant, yet the navigation must show its new title and state.
    const renamed = await admin.put(`/api/jobs/${cook.id}`, {
      title: 'Jungkoch Bonn',
      profession_group: 'pflege',
      location: 'Köln',
      employment_type: 'vollzeit',
      state: 'veroeffentlicht',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const closing = await admin.put(`/api/jobs/${draft.id}`, {
      title: draft.title,
      profession_group: 'pflege',
      location: 'Köln',
      employment_type: 'vollzeit',
      state: 'geschlossen',
    })
    expect(closing.statusCode, closing.body).toBe(200)
    expect(jobItems(await stateOf(viewer)).map((i) => i.label)).toEqual([
      'Jungkoch Bonn',
      'Pflegefachkraft Köln',
    ])
    // A new job too, with no applicant yet.
    const janitor = await createJob('Hausmeister Bonn', 'veroeffentlicht')
    const after = [
      {
        slug: `stelle-${janitor.slug}`,
        label: 'Hausmeister Bonn',
        path: jobOverviewHref(janitor.slug),
        count: 0,
      },
      { slug: `stelle-${cook.slug}`, label: 'Jungkoch Bonn', path: jobOverviewHref(cook.slug), count: 1 },
      {
        slug: `stelle-${nurse.slug}`,
        label: 'Pflegefachkraft Köln',
        path: jobOverviewHref(nurse.slug),
        count: 1,
      },
    ]
    expect(jobItems(await background())).toEqual(after)
    expect(jobItems(await stateOf(viewer))).toEqual(after)
  })
})
