import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { berlinToday } from '../../clock.ts'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { processOutbox } from '../messages/index.ts'
import { seedDemo, seedDemoApplicants } from './demo-seed.ts'

let t: TestContext
let admin: Agent
let seeded: Awaited<ReturnType<typeof seedDemo>>
let all: Detail[]
beforeAll(async () => {
  t = await createTestContext()
  const login = await t.loginAs('admin', { name: 'Ada Admin' })
  admin = login.agent
  seeded = await seedDemo(t.deps, { count: 80, now: t.clock.now(), authorId: login.user.id, seed: 11 })
  all = await details()
})
afterAll(() => t.close())

interface Detail {
  applicant: {
    id: number
    average_rating: number | null
    city: string | null
    profession_group: string
    channel: string
  }
  ratings: { list: Array<Record<string, unknown>>; averageRating: number | null }
  notes: Array<{ note: string; author: string | null }>
  documents: Array<{
    id: number
    name: string
    mime_type: string
    category: string | null
    uploaded_by: string
  }>
  messages: Array<{ ID: number; direction: string; state: string; reply_id: number | null; Betreff: string }>
}

async function details(): Promise<Detail[]> {
  const list = (await admin.get('/api/applicants?per_page=500&sort=id&order=asc')).json()
  expect(list.data).toHaveLength(80)
  return Promise.all(
    list.data.map(async (a: { id: number }) => (await admin.get(`/api/applicant-detail/${a.id}`)).json()),
  )
}

describe('demo data (DEMO=1, npm run seed:demo)', () => {
  it('seeds ratings with sub-ratings, notes by the admin, documents and messages through the same tables', async () => {
    expect(seeded).toMatchObject({ applicants: 80 })
    for (const kind of ['ratings', 'notes', 'documents', 'messages'] as const)
      expect(seeded[kind], kind).toBeGreaterThan(20)

    const rated = all.filter((d) => d.ratings.list.length > 0)
    expect(rated.length).toBeGreaterThan(20)
    for (const d of rated) {
      const [rating] = d.ratings.list
      expect(rating).toMatchObject({ author: 'Ada Admin', Text: expect.stringMatching(/\w{3}/) })
      // The average the ratings service keeps, so sorting and the list show the right value.
      expect(d.applicant.average_rating).toBe(rating!.Rating)
    }
    const subRatings = rated.flatMap((d) => [
      d.ratings.list[0]!.Pünktlichkeit,
      d.ratings.list[0]!.Fachkompetenz,
    ])
    expect(subRatings.some((s) => Number(s) > 0)).toBe(true)
    expect(
      all.filter((d) => d.ratings.list.length === 0).every((d) => d.applicant.average_rating === null),
    ).toBe(true)

    const notes = all.flatMap((d) => d.notes)
    expect(notes.length).toBeGreaterThan(20)
    expect(new Set(notes.map((n) => n.author))).toEqual(new Set(['Ada Admin']))

    const messages = all.flatMap((d) => d.messages)
    expect(messages.filter((m) => m.direction === 'out').every((m) => m.state === 'delivered')).toBe(true)
    const replies = messages.filter((m) => m.direction === 'in')
    expect(replies.length).toBeGreaterThan(3)
    for (const reply of replies) {
      expect(reply.state).toBe('received')
      expect(messages.find((m) => m.ID === reply.reply_id)?.direction).toBe('out')
    }
    // Demo mails count as sent long ago: the outbox never mails them to made-up addresses.
    expect(await processOutbox(t.deps)).toBe(0)
    expect(t.smtp.received).toEqual([])

    const withEverything = all.find(
      (d) => d.documents.length > 0 && d.messages.length > 0 && d.notes.length > 0,
    )
    expect(withEverything).toBeDefined()
    const history = (await admin.get(`/api/history/${withEverything!.applicant.id}`)).json()
    const actions = new Set(history.map((h: { action: string }) => h.action))
    for (const action of ['created', 'note_created', 'document_uploaded', 'message_sent'])
      expect(actions, action).toContain(action)
  })

  it('stores real small files: a PDF and a TXT, downloadable with the right type', async () => {
    const documents = all.flatMap((d) => d.documents)
    const pdf = documents.find((d) => d.name.endsWith('.pdf'))!
    const txt = documents.find((d) => d.name.endsWith('.txt'))!
    expect(pdf).toMatchObject({
      mime_type: 'application/pdf',
      category: 'Lebenslauf',
      uploaded_by: 'Ada Admin',
    })
    expect(txt).toMatchObject({ mime_type: 'text/plain', category: 'Anschreiben' })

    const pdfFile = await admin.get(`/api/document-download/${pdf.id}`)
    expect(pdfFile.statusCode).toBe(200)
    expect(pdfFile.headers['content-type']).toBe('application/pdf')
    const bytes = pdfFile.rawPayload.toString('latin1')
    expect(bytes.startsWith('%PDF-1.4')).toBe(true)
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(bytes).toContain('(Lebenslauf) Tj')
    // The cross-reference table points at the real byte offsets (viewers rely on it).
    const startxref = Number(/startxref\n(\d+)/.exec(bytes)![1])
    expect(bytes.slice(startxref, startxref + 4)).toBe('xref')

    const txtFile = await admin.get(`/api/document-download/${txt.id}`)
    expect(txtFile.statusCode).toBe(200)
    expect(txtFile.headers['content-type']).toMatch(/^text\/plain/)
    expect(txtFile.body).toContain('Sehr geehrte Damen und Herren')
  })

  it('spreads the applications over every channel, most by the careers page', async () => {
    const count = (channel: string) => all.filter((d) => d.applicant.channel === channel).length
    expect([count('karriereseite'), count('email'), count('manuell'), count('import')]).toEqual([
      36, 20, 20, 4,
    ])
  })

  it('uses real German cities, so "Pflege Köln" finds nurses in Köln', async () => {
    const found = (await admin.get(`/api/applicants/search/${encodeURIComponent('Pflege Köln')}`)).json().data
    expect(found.length).toBeGreaterThan(0)
    for (const a of found) expect(a).toMatchObject({ city: 'Köln', profession_group: 'pflege' })
  })

  it('dates each consent on the day the application came in, in Berlin', async () => {
    const [before] = await rows<{ id: number }>(
      t.db,
      sql`SELECT coalesce(max(id), 0)::int AS id FROM applicants`,
    )
    await seedDemoApplicants(t.db, {
      count: 60,
      now: new Date('2026-11-26T10:00:00Z'),
      createdBy: null,
      seed: 3,
    })
    const seeded = await rows<{ created: Date; consent: string }>(
      t.db,
      sql`SELECT created_at AS created, privacy_consent_at::text AS consent FROM applicants WHERE id > ${before!.id}`,
    )
    const berlinDay = (a: { created: Date }) => berlinToday(new Date(a.created))
    // Some came in after midnight in Berlin but before midnight UTC: there the two days differ.
    expect(seeded.some((a) => new Date(a.created).toISOString().slice(0, 10) !== berlinDay(a))).toBe(true)
    expect(seeded.map((a) => a.consent)).toEqual(seeded.map(berlinDay))
  })
})
