import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
let admin: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  viewer = (await t.loginAs('viewer', { name: 'Vera Viewer' })).agent
  admin = (await t.loginAs('admin')).agent
})
afterAll(() => t.close())

describe('ratings', () => {
  it('a viewer rates; sub-ratings default to 0; the fields keep their German API names', async () => {
    const applicant = await createApplicantVia(recruiter)
    const response = await viewer.post('/api/ratings', {
      applicant_id: applicant.id,
      Rating: 4,
      Text: 'Sehr pünktlich.',
      Pünktlichkeit: 5,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      ID_Bewerberin: applicant.id,
      applicant_id: applicant.id,
      ID_User: expect.any(Number),
      Text: 'Sehr pünktlich.',
      Rating: 4,
      Pünktlichkeit: 5,
      Zuverlässigkeit: 0,
      Teamfähigkeit: 0,
      Sympathie: 0,
      Fachkompetenz: 0,
      author: 'Vera Viewer',
    })
  })

  it('refuses values outside the integers 0–5 and unknown fields with 422', async () => {
    const applicant = await createApplicantVia(recruiter)
    for (const bad of [
      { Rating: 6 },
      { Rating: -1 },
      { Rating: 2.5 },
      { Rating: '3' },
      { Rating: 3, Sympathie: 9 },
      { Rating: 3, ID_User: 1 },
    ]) {
      const response = await viewer.post('/api/ratings', { applicant_id: applicant.id, ...bad })
      expect(response.statusCode, JSON.stringify(bad)).toBe(422)
    }
    expect((await viewer.get(`/api/ratings/${applicant.id}`)).json().list).toEqual([])
  })

  it('keeps averageRating as the mean of the non-zero overall values, in the detail and the list', async () => {
    const applicant = await createApplicantVia(recruiter, { profession_group: 'pflege' })
    await viewer.post('/api/ratings', { applicant_id: applicant.id, Rating: 4 })
    await recruiter.post('/api/ratings', { applicant_id: applicant.id, Rating: 5 })
    await admin.post('/api/ratings', { applicant_id: applicant.id, Rating: 0, Text: 'Noch nicht bewertet' })
    const detail = (await viewer.get(`/api/applicant-detail/${applicant.id}`)).json()
    expect(detail.ratings.averageRating).toBe(4.5)
    expect(detail.ratings.list).toHaveLength(3)
    const row = (await viewer.get('/api/applicants?profession_group=pflege'))
      .json()
      .data.find((a: { id: number }) => a.id === applicant.id)
    expect(row.average_rating).toBe(4.5)
    const history = (await viewer.get(`/api/history/${applicant.id}`)).json()
    expect(history.filter((h: { action: string }) => h.action === 'rating_created')).toHaveLength(3)
  })

  it('only the author or an admin changes or deletes a rating; the average follows', async () => {
    const applicant = await createApplicantVia(recruiter)
    const created = (
      await viewer.post('/api/ratings', { applicant_id: applicant.id, Rating: 2, Teamfähigkeit: 3 })
    ).json()
    expect((await recruiter.put(`/api/ratings/${created.id}`, { Rating: 5 })).statusCode).toBe(403)
    expect((await recruiter.delete(`/api/ratings/${created.id}`)).statusCode).toBe(403)
    const updated = await viewer.put(`/api/ratings/${created.id}`, { Rating: 3 })
    expect(updated.json()).toMatchObject({ Rating: 3, Teamfähigkeit: 3 })
    expect((await viewer.get(`/api/ratings/${applicant.id}`)).json().averageRating).toBe(3)
    expect((await admin.delete(`/api/ratings/${created.id}`)).statusCode).toBe(204)
    expect((await viewer.get(`/api/ratings/${applicant.id}`)).json()).toEqual({
      list: [],
      averageRating: null,
    })
    expect((await viewer.put('/api/ratings/999999', { Rating: 1 })).statusCode).toBe(404)
  })

  it('ratings of an applicant in the trash are not reachable', async () => {
    const applicant = await createApplicantVia(recruiter)
    const created = (await viewer.post('/api/ratings', { applicant_id: applicant.id, Rating: 2 })).json()
    await recruiter.delete(`/api/applicants/${applicant.id}`)
    expect((await viewer.get(`/api/ratings/${applicant.id}`)).statusCode).toBe(404)
    expect((await viewer.put(`/api/ratings/${created.id}`, { Rating: 1 })).statusCode).toBe(404)
    expect((await viewer.post('/api/ratings', { applicant_id: applicant.id, Rating: 1 })).statusCode).toBe(
      404,
    )
  })
})
