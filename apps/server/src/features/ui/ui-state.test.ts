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
