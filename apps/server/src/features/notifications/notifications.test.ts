import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
let viewerId: number
let adminId: number
let admin: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  const v = await t.loginAs('viewer', { name: 'Vera Viewer' })
  viewer = v.agent
  viewerId = v.user.id
  const a = await t.loginAs('admin', { name: 'Anton Admin' })
  admin = a.agent
  adminId = a.user.id
})
afterAll(() => t.close())

describe('share layer and notifications', () => {
  it('shares an applicant with colleagues, who see it, open it and mark it read', async () => {
    const applicant = await createApplicantVia(recruiter, { first_name: 'Jonas', last_name: 'Weiß' })
    const shared = await recruiter.post(`/api/applicants/${applicant.id}/share`, {
      user_ids: [viewerId, adminId],
      note: 'Bitte bis Freitag ansehen.',
    })
    expect(shared.statusCode).toBe(200)
    expect(shared.json().shared_with.sort()).toEqual(['Anton Admin', 'Vera Viewer'])
    const [notification] = (await viewer.get('/api/notifications')).json()
    expect(notification).toMatchObject({
      kind: 'shared',
      label: 'Mit Ihnen geteilt',
      text: 'Bitte bis Freitag ansehen.',
      applicant_id: applicant.id,
      applicant_name: 'Jonas Weiß',
      actor: 'Rita Recruiter',
      read_at: null,
    })
    expect((await viewer.get('/api/ui-state')).json().counter.original.notifications).toBe(1)
    expect((await recruiter.get('/api/notifications')).json()).toEqual([])

    // Someone else's notification cannot be marked read through its id.
    expect((await recruiter.post(`/api/notifications/${notification.id}/read`)).statusCode).toBe(204)
    expect((await viewer.get('/api/notifications')).json()[0].read_at).toBeNull()
    expect((await viewer.post(`/api/notifications/${notification.id}/read`)).statusCode).toBe(204)
    expect((await viewer.get('/api/notifications')).json()[0].read_at).not.toBeNull()
    expect((await viewer.get('/api/counter')).json().notifications).toBe(0)

    expect((await admin.get('/api/counter')).json().notifications).toBe(1)
    expect((await admin.post('/api/notifications/read-all')).statusCode).toBe(204)
    expect((await admin.get('/api/counter')).json().notifications).toBe(0)

    const history = (await viewer.get(`/api/history/${applicant.id}`)).json()
    expect(history[0]).toMatchObject({
      action: 'shared',
      changes: [expect.objectContaining({ label: 'Geteilt mit' })],
    })
  })

  it('refuses unknown, inactive or no recipients, and applicants in the trash', async () => {
    const applicant = await createApplicantVia(recruiter)
    const none = await recruiter.post(`/api/applicants/${applicant.id}/share`, { user_ids: [] })
    expect(none.statusCode).toBe(422)
    expect(none.json().errors.user_ids).toEqual([
      'Bitte mindestens eine Kollegin oder einen Kollegen wählen.',
    ])
    const unknown = await recruiter.post(`/api/applicants/${applicant.id}/share`, {
      user_ids: [viewerId, 99_999],
    })
    expect(unknown.statusCode).toBe(422)
    expect((await viewer.get('/api/notifications')).json()).toHaveLength(1) // nothing half-sent
    const { user: inactive } = await t.loginAs('viewer')
    await admin.put(`/api/users/${inactive.id}`, { active: false })
    expect(
      (await recruiter.post(`/api/applicants/${applicant.id}/share`, { user_ids: [inactive.id] })).statusCode,
    ).toBe(422)
    await recruiter.delete(`/api/applicants/${applicant.id}`)
    expect(
      (await recruiter.post(`/api/applicants/${applicant.id}/share`, { user_ids: [viewerId] })).statusCode,
    ).toBe(404)
  })
})
