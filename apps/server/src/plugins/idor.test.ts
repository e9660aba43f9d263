import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../test/agent.ts'
import { createApplicantVia } from '../test/applicants.ts'
import { createTestContext, type TestContext } from '../test/context.ts'
import { multipart, PDF } from '../test/multipart.ts'

/**
 * Issue #8: every sub-resource id (rating, note, document, message) is checked
 * against its applicant and the caller's rights. Records of an applicant in the trash are not
 * reachable by their own ids; other people's ratings and notes cannot be changed by non-admins;
 * ids of one applicant cannot be smuggled into another's requests.
 */
let t: TestContext
let author: Agent
let colleague: Agent
let viewer: Agent
let admin: Agent
let ids: { rating: number; note: number; document: number; draft: number; sent: number }
let trashed: number
let other: number
beforeAll(async () => {
  t = await createTestContext()
  author = (await t.loginAs('recruiter')).agent
  colleague = (await t.loginAs('recruiter')).agent
  viewer = (await t.loginAs('viewer')).agent
  admin = (await t.loginAs('admin')).agent
  trashed = (await createApplicantVia(author, { email: 'papierkorb@example.de' })).id
  other = (await createApplicantVia(author, { email: 'andere@example.de' })).id
  const rating = (await author.post('/api/ratings', { applicant_id: trashed, Rating: 3 })).json()
  const note = (await author.post('/api/notes', { applicant_id: trashed, note: 'Geheim' })).json()
  const upload = await multipart({ applicant_id: String(trashed) }, { name: 'cv.pdf', content: PDF })
  const document = (
    await author.post(`/api/document/${trashed}`, upload.payload, { headers: upload.headers })
  ).json()
  const draft = (
    await author.post('/api/messages', { applicant_id: trashed, content: 'Entwurf', draft: 1 })
  ).json()
  const sent = (await author.post('/api/messages', { applicant_id: trashed, content: 'Gesendet' })).json()
  ids = {
    rating: rating.id,
    note: note.id,
    document: document.id,
    draft: draft.message.ID,
    sent: sent.message.ID,
  }
})
afterAll(() => t.close())

const anyTimes = { source: '2026-01-01T00:00:00.000Z', target: '2026-01-01T00:00:00.000Z' }

describe('sub-resources across applicants and roles', () => {
  it("keeps other people's ratings and notes closed to non-admins", async () => {
    expect((await colleague.put(`/api/ratings/${ids.rating}`, { Rating: 1 })).statusCode).toBe(403)
    expect((await colleague.delete(`/api/ratings/${ids.rating}`)).statusCode).toBe(403)
    expect((await colleague.put(`/api/notes/${ids.note}`, { note: 'übernommen' })).statusCode).toBe(403)
    expect((await colleague.delete(`/api/notes/${ids.note}`)).statusCode).toBe(403)
    expect((await viewer.put(`/api/document/${ids.document}`, { name: 'x' })).statusCode).toBe(403)
    expect((await viewer.delete(`/api/messages/${ids.draft}`)).statusCode).toBe(403)
    expect((await admin.put(`/api/notes/${ids.note}`, { note: 'Geheim (Admin)' })).statusCode).toBe(200)
  })

  it("refuses ids of one applicant inside another applicant's requests", async () => {
    const reply = await author.post('/api/messages', {
      applicant_id: other,
      content: 'x',
      reply_id: ids.sent,
    })
    expect(reply.statusCode).toBe(422)
    const upload = await multipart({ applicant_id: String(trashed) }, { name: 'cv.pdf', content: PDF })
    const mismatch = await author.post(`/api/document/${other}`, upload.payload, { headers: upload.headers })
    expect(mismatch.statusCode).toBeGreaterThanOrEqual(400)
    expect((await author.get(`/api/documents/${other}`)).json()).toEqual([])
    // Reading a CV for the new-applicant form takes no applicant: an id sent along attaches nothing.
    const history = (await author.get(`/api/history/${other}`)).json()
    const cv = await multipart(
      { applicant_id: String(other) },
      { name: 'cv.txt', content: 'Name: Eva Probe' },
    )
    const read = await author.post('/api/cv-suggestions', cv.payload, { headers: cv.headers })
    expect(read.json()).toEqual({ suggestions: { first_name: 'Eva', last_name: 'Probe' }, truncated: false })
    expect((await author.get(`/api/documents/${other}`)).json()).toEqual([])
    expect((await author.get(`/api/history/${other}`)).json()).toEqual(history)
  })

  it('makes every record of an applicant in the trash unreachable by its own id, until restored', async () => {
    expect((await author.delete(`/api/applicants/${trashed}`)).statusCode).toBe(200)
    const probes: Array<[string, () => Promise<{ statusCode: number }>]> = [
      ['GET ratings', () => admin.get(`/api/ratings/${trashed}`)],
      ['PUT rating', () => admin.put(`/api/ratings/${ids.rating}`, { Rating: 5 })],
      ['DELETE rating', () => admin.delete(`/api/ratings/${ids.rating}`)],
      ['GET notes', () => admin.get(`/api/notes/${trashed}`)],
      ['PUT note', () => admin.put(`/api/notes/${ids.note}`, { note: 'x' })],
      ['DELETE note', () => admin.delete(`/api/notes/${ids.note}`)],
      ['GET documents', () => admin.get(`/api/documents/${trashed}`)],
      ['GET document', () => admin.get(`/api/document/${ids.document}`)],
      ['download', () => admin.get(`/api/document-download/${ids.document}`)],
      ['PUT document', () => admin.put(`/api/document/${ids.document}`, { name: 'x' })],
      ['DELETE document', () => admin.delete(`/api/document/${ids.document}`)],
      ['GET messages', () => admin.get(`/api/messages/${trashed}`)],
      ['PUT draft', () => admin.put(`/api/messages/${ids.draft}`, { content: 'x' })],
      ['DELETE draft', () => admin.delete(`/api/messages/${ids.draft}`)],
      ['POST rating', () => admin.post('/api/ratings', { applicant_id: trashed, Rating: 2 })],
      ['POST note', () => admin.post('/api/notes', { applicant_id: trashed, note: 'x' })],
      ['POST message', () => admin.post('/api/messages', { applicant_id: trashed, content: 'x' })],
      ['GET history', () => admin.get(`/api/history/${trashed}`)],
      [
        'merge',
        () => admin.post(`/api/applicants/${trashed}/merge`, { into: other, seen_updated_at: anyTimes }),
      ],
      ['reviewed', () => admin.post(`/api/applicants/${trashed}/reviewed`)],
    ]
    const answers = await Promise.all(
      probes.map(async ([name, probe]) => `${name}: ${(await probe()).statusCode}`),
    )
    expect(answers).toEqual(probes.map(([name]) => `${name}: 404`))
    // Nothing goes into the trash by a merge either.
    const into = await admin.post(`/api/applicants/${other}/merge`, {
      into: trashed,
      seen_updated_at: anyTimes,
    })
    expect(into.statusCode).toBe(422)
    expect(into.json().errors.into).toEqual([
      'Die Bewerber:in liegt im Papierkorb. Bitte stellen Sie sie zuerst wieder her.',
    ])
    // The detail call names the person (the trash shows them too) and offers the restore, but
    // carries none of the records: one rule for every read of a deleted applicant.
    const detail = (await admin.get(`/api/applicant-detail/${trashed}`)).json()
    expect(detail.applicant.id).toBe(trashed)
    expect(detail.permissions).toContain('restore')
    expect(detail).toMatchObject({
      documents: [],
      messages: [],
      notes: [],
      ratings: { list: [], averageRating: null },
    })
    expect((await author.post(`/api/applicants/${trashed}/restore`)).statusCode).toBe(200)
    expect((await admin.get(`/api/document/${ids.document}`)).statusCode).toBe(200)
    expect((await admin.get(`/api/notes/${trashed}`)).json()).toHaveLength(1)
    const restored = (await admin.get(`/api/applicant-detail/${trashed}`)).json()
    expect(restored.notes).toHaveLength(1)
    expect(restored.documents).toHaveLength(1)
    expect((await admin.get(`/api/history/${trashed}`)).statusCode).toBe(200)
  })

  it('merges only the records of the duplicate the path names, and only for recruiters and admins', async () => {
    const keep = await createApplicantVia(author, { email: 'bleibt@example.de' })
    const twin = await createApplicantVia(author, { email: 'bleibt@example.de' })
    expect(
      (await author.post('/api/notes', { applicant_id: twin.id, note: 'Zum Zwilling' })).statusCode,
    ).toBe(201)
    const times = {
      source: (await author.get(`/api/applicants/${twin.id}`)).json().updated_at,
      target: keep.updated_at,
    }
    const body = { into: keep.id, seen_updated_at: times }
    expect((await viewer.post(`/api/applicants/${twin.id}/merge`, body)).statusCode).toBe(403)
    expect((await author.post(`/api/applicants/${twin.id}/merge`, body)).statusCode).toBe(200)
    expect((await admin.get(`/api/notes/${keep.id}`)).json()).toHaveLength(1)
    // The restored applicant's records stayed where they were.
    expect((await admin.get(`/api/notes/${trashed}`)).json()).toHaveLength(1)
    expect((await admin.get(`/api/documents/${trashed}`)).json()).toHaveLength(1)
  })

  it('keeps a job’s follow the caller’s own: a body cannot name another person, nor can a colleague end it', async () => {
    const created = await author.post('/api/jobs', {
      title: 'Pflegehilfskraft Idor',
      profession_group: 'pflege',
      location: 'Köln',
      employment_type: 'teilzeit',
      state: 'veroeffentlicht',
    })
    expect(created.statusCode, created.body).toBe(201)
    const jobId: number = created.json().id
    const viewerId: number = (await viewer.get('/api/user')).json().id
    // The colleague's body names the viewer: only the colleague follows.
    const smuggled = await colleague.post(`/api/jobs/${jobId}/follow`, { user_id: viewerId, following: true })
    expect(smuggled.statusCode).toBe(200)
    expect((await viewer.get(`/api/jobs/${jobId}`)).json().following).toBe(false)
    expect((await viewer.post(`/api/jobs/${jobId}/follow`)).statusCode).toBe(200)
    const ended = await colleague.request('DELETE', `/api/jobs/${jobId}/follow`, { user_id: viewerId })
    expect(ended.statusCode).toBe(200)
    expect((await viewer.get(`/api/jobs/${jobId}`)).json().following).toBe(true)
    expect((await colleague.get(`/api/jobs/${jobId}`)).json().following).toBe(false)
    // An applicant's id is no job's: the follow routes answer for jobs only.
    expect((await viewer.post(`/api/jobs/${other + 100_000}/follow`)).statusCode).toBe(404)
  })

  it("keeps a saved view its owner's: a private one is unknown to others, a shared one read-only, a body names no owner", async () => {
    const state = {
      sort: { field: 'updated_at', order: 'desc' },
      rows: 50,
      filters: {},
      term: '',
      columns: [],
    }
    const viewerId: number = (await viewer.get('/api/user')).json().id
    const created = await author.post('/api/saved-views', {
      name: 'Meine Liste',
      list: { kind: 'all' },
      state,
      owner_id: viewerId,
    })
    expect(created.statusCode).toBe(422)
    const mine = (
      await author.post('/api/saved-views', { name: 'Meine Liste', list: { kind: 'all' }, state })
    ).json()
    const probes = [
      () => colleague.patch(`/api/saved-views/${mine.id}`, { shared: true }),
      () => colleague.delete(`/api/saved-views/${mine.id}`),
      () => admin.patch(`/api/saved-views/${mine.id}`, { name: 'Admin' }),
      () => viewer.delete(`/api/saved-views/${mine.id}`),
    ]
    for (const probe of probes) expect((await probe()).statusCode).toBe(404)
    expect((await colleague.get('/api/saved-views')).json()).toEqual([])
    expect((await author.patch(`/api/saved-views/${mine.id}`, { shared: true })).statusCode).toBe(200)
    for (const probe of probes) expect((await probe()).statusCode).toBe(403)
    const after = (await author.get('/api/saved-views')).json()
    expect(after).toEqual([
      expect.objectContaining({ id: mine.id, name: 'Meine Liste', shared: true, own: true }),
    ])
  })
})
