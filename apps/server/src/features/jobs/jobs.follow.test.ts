import { JOB_MESSAGES } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { jobFollowerIds } from './index.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
let viewerId: number
let recruiterId: number
let jobId: number
let slug: string
beforeAll(async () => {
  t = await createTestContext()
  const r = await t.loginAs('recruiter')
  recruiter = r.agent
  recruiterId = r.user.id
  const v = await t.loginAs('viewer')
  viewer = v.agent
  viewerId = v.user.id
  const created = await recruiter.post('/api/jobs', {
    title: 'Lagerfachkraft Duisburg',
    profession_group: 'logistik',
    location: 'Duisburg',
    employment_type: 'vollzeit',
    state: 'veroeffentlicht',
  })
  expect(created.statusCode, created.body).toBe(201)
  jobId = created.json().id
  slug = created.json().slug
})
afterAll(() => t.close())

const following = async (agent: Agent) => (await agent.get(`/api/jobs/${jobId}`)).json().following

describe('following a job', () => {
  it('is each person’s own: the job says whether the one asking follows it', async () => {
    expect(await following(viewer)).toBe(false)
    const followed = await viewer.post(`/api/jobs/${jobId}/follow`)
    expect(followed.statusCode).toBe(200)
    expect(followed.json()).toMatchObject({ id: jobId, slug, following: true })
    expect(await following(viewer)).toBe(true)
    expect(await following(recruiter)).toBe(false)
    expect(await jobFollowerIds(t.db, slug)).toEqual([viewerId])

    // Twice is once; a colleague following too adds them, unfollowing removes only oneself.
    expect((await viewer.post(`/api/jobs/${jobId}/follow`)).json().following).toBe(true)
    await recruiter.post(`/api/jobs/${jobId}/follow`)
    expect((await jobFollowerIds(t.db, slug)).sort((a, b) => a - b)).toEqual(
      [viewerId, recruiterId].sort((a, b) => a - b),
    )
    const unfollowed = await viewer.delete(`/api/jobs/${jobId}/follow`)
    expect(unfollowed.statusCode).toBe(200)
    expect(unfollowed.json().following).toBe(false)
    expect((await viewer.delete(`/api/jobs/${jobId}/follow`)).json().following).toBe(false)
    expect(await jobFollowerIds(t.db, slug)).toEqual([recruiterId])
    expect(await following(recruiter)).toBe(true)
  })

  it('keeps the follow through saving the job, and the saver sees their own state', async () => {
    const job = (await recruiter.get(`/api/jobs/${jobId}`)).json()
    const { id: _id, slug: _slug, following: _f, ...rest } = job
    const body = {
      title: rest.title,
      profession_group: rest.profession_group,
      location: 'Duisburg-Ruhrort',
      employment_type: rest.employment_type,
      state: rest.state,
    }
    const saved = await recruiter.put(`/api/jobs/${jobId}`, body)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().following).toBe(true)
    expect(await following(viewer)).toBe(false)
  })

  it('answers an unknown job with the German 404 and writes nothing', async () => {
    for (const method of ['post', 'delete'] as const) {
      const response = await viewer[method]('/api/jobs/999999/follow')
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe(JOB_MESSAGES.notFound)
    }
    const refused = await viewer.post('/api/jobs/abc/follow')
    expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    expect(refused.statusCode).toBeLessThan(500)
  })
})
