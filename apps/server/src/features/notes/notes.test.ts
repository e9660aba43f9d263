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

describe('notes', () => {
  it('are written by any verified user, kept verbatim (line breaks, markup as text), newest first', async () => {
    const applicant = await createApplicantVia(recruiter)
    const text = 'Telefonat am Montag.\nRückruf erwünscht.\n<script>alert(1)</script>'
    const first = await viewer.post('/api/notes', { applicant_id: applicant.id, note: text })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      note: text,
      applicant_id: applicant.id,
      author: 'Vera Viewer',
      user_id: expect.any(Number),
    })
    t.clock.advance(1_000)
    await recruiter.post('/api/notes', { applicant_id: applicant.id, note: 'Zweite Notiz' })
    const list = (await viewer.get(`/api/notes/${applicant.id}`)).json()
    expect(list.map((n: { note: string }) => n.note)).toEqual(['Zweite Notiz', text])
    expect((await viewer.get(`/api/applicant-detail/${applicant.id}`)).json().notes).toHaveLength(2)
    const actions = (await viewer.get(`/api/history/${applicant.id}`))
      .json()
      .map((h: { action: string }) => h.action)
    expect(actions.filter((a: string) => a === 'note_created')).toHaveLength(2)
  })

  it('refuses empty, oversized and extra fields with German messages', async () => {
    const applicant = await createApplicantVia(recruiter)
    const empty = await viewer.post('/api/notes', { applicant_id: applicant.id, note: '   ' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.note[0]).toBe('Bitte einen Text für die Notiz angeben.')
    expect(
      (await viewer.post('/api/notes', { applicant_id: applicant.id, note: 'x'.repeat(10_001) })).statusCode,
    ).toBe(422)
    expect(
      (await viewer.post('/api/notes', { applicant_id: applicant.id, note: 'x', user_id: 1 })).statusCode,
    ).toBe(422)
    expect((await viewer.post('/api/notes', { applicant_id: 999999, note: 'x' })).statusCode).toBe(404)
  })

  it('only the author or an admin edits or deletes a note', async () => {
    const applicant = await createApplicantVia(recruiter)
    const created = (
      await viewer.post('/api/notes', { applicant_id: applicant.id, note: 'Meine Notiz' })
    ).json()
    expect((await recruiter.put(`/api/notes/${created.id}`, { note: 'Fremd' })).statusCode).toBe(403)
    expect((await viewer.put(`/api/notes/${created.id}`, { note: 'Geändert' })).json().note).toBe('Geändert')
    expect((await recruiter.delete(`/api/notes/${created.id}`)).statusCode).toBe(403)
    expect((await admin.delete(`/api/notes/${created.id}`)).statusCode).toBe(204)
    expect((await viewer.get(`/api/notes/${applicant.id}`)).json()).toEqual([])
  })

  it('notes of an applicant in the trash are not reachable', async () => {
    const applicant = await createApplicantVia(recruiter)
    const created = (
      await viewer.post('/api/notes', { applicant_id: applicant.id, note: 'Vor dem Löschen' })
    ).json()
    await recruiter.delete(`/api/applicants/${applicant.id}`)
    expect((await viewer.get(`/api/notes/${applicant.id}`)).statusCode).toBe(404)
    expect((await viewer.put(`/api/notes/${created.id}`, { note: 'x' })).statusCode).toBe(404)
    expect((await viewer.delete(`/api/notes/${created.id}`)).statusCode).toBe(404)
  })
})
