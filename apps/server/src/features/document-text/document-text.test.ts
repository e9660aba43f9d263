import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { makeDocx, makeOdt, makePdf, ODT_MIMETYPE } from '../../test/documents.ts'
import { multipart, PNG } from '../../test/multipart.ts'
import { applicants } from '../applicant-records/index.ts'
import { documentTexts } from '../documents/index.ts'
import { applyRetention } from '../privacy/index.ts'
import { settings } from '../settings/index.ts'
import { closeExtractionThread, LEASE_MS, MAX_ATTEMPTS, processDocumentTexts } from './index.ts'

let t: TestContext
let recruiter: Agent
let admin: Agent

beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter')).agent
  admin = (await t.loginAs('admin')).agent
})
afterAll(async () => {
  await closeExtractionThread()
  await t.close()
})

async function upload(applicantId: number, name: string, content: Buffer) {
  const { payload, headers } = await multipart({}, { name, content })
  const response = await recruiter.request('POST', `/api/document/${applicantId}`, payload, { headers })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: number; text_state: string | null }
}

const process = (limit = 10) => processDocumentTexts({ ...t.deps, logger: t.app.log }, { limit })

async function finds(applicantId: number, words: string): Promise<boolean> {
  const [row] = await rows<{ hit: boolean }>(
    t.db,
    sql`SELECT COALESCE(document_vector @@ plainto_tsquery('german', unaccent(${words})), false) AS hit
        FROM applicants WHERE id = ${applicantId}`,
  )
  return row?.hit ?? false
}

async function textRow(documentId: number) {
  const [row] = await t.db.select().from(documentTexts).where(eq(documentTexts.documentId, documentId))
  return row
}

/** Reads everything pending, so each test starts without leftovers of the one before. */
async function drain() {
  while ((await process()).claimed > 0);
}

describe('reading uploaded documents into the search', () => {
  it('reads an upload in the background job: the words of the CV find the person', async () => {
    const applicant = await createApplicantVia(recruiter)
    const [before] = await t.db
      .select({ updatedAt: applicants.updatedAt })
      .from(applicants)
      .where(eq(applicants.id, applicant.id))
    const doc = await upload(
      applicant.id,
      'Lebenslauf.pdf',
      makePdf(['Staplerfahrer mit Gabelstapler-Schein bei DHL']),
    )
    expect(doc.text_state).toBe('pending')
    expect(await finds(applicant.id, 'Gabelstapler')).toBe(false)

    t.clock.advance(60_000)
    expect(await process()).toMatchObject({ claimed: 1, read: 1, failed: 0 })
    expect(await textRow(doc.id)).toMatchObject({ state: 'read', pages: 1, truncated: false, attempts: 1 })
    expect(await finds(applicant.id, 'gabelstapler')).toBe(true)
    expect(await finds(applicant.id, 'DHL')).toBe(true)
    expect(await finds(applicant.id, 'Schweißer')).toBe(false)
    const list = (await recruiter.get(`/api/documents/${applicant.id}`)).json()
    expect(list[0].text_state).toBe('read')
    // Reading a file is no change to the person.
    const [after] = await t.db
      .select({ updatedAt: applicants.updatedAt })
      .from(applicants)
      .where(eq(applicants.id, applicant.id))
    expect(after?.updatedAt.toISOString()).toBe(before?.updatedAt.toISOString())
    expect(await process()).toMatchObject({ claimed: 0 })
  })

  it('reads DOCX, ODT and TXT uploads, keeps the words of all documents together, and skips images', async () => {
    const applicant = await createApplicantVia(recruiter)
    await upload(applicant.id, 'Zeugnis.docx', makeDocx(['Ausbildung zum Elektroniker']))
    await upload(
      applicant.id,
      'Anschreiben.odt',
      makeOdt(['Erfahrung als <text:span>Kranführer</text:span>']),
    )
    await upload(applicant.id, 'Notiz.txt', Buffer.from('Führerschein Klasse CE, Schichtarbeit'))
    const image = await upload(applicant.id, 'Foto.png', PNG)
    expect(image.text_state).toBeNull()
    expect(await textRow(image.id)).toBeUndefined()
    expect(await process()).toMatchObject({ claimed: 3, read: 3 })
    for (const word of ['Elektroniker', 'Kranfuhrer', 'Schichtarbeit', 'Elektroniker Schichtarbeit'])
      expect(await finds(applicant.id, word), word).toBe(true)
    // The person's words without their positions: the search asks only whether a word is there.
    const [vector] = await rows<{ stripped: boolean; words: number }>(
      t.db,
      sql`SELECT document_vector = strip(document_vector) AS stripped, length(document_vector) AS words
        FROM applicants WHERE id = ${applicant.id}`,
    )
    expect(vector).toEqual({ stripped: true, words: expect.any(Number) })
    expect(vector?.words).toBeGreaterThanOrEqual(5)
  })

  it('marks a scan "empty" and a broken file "failed"; the documents page shows both states', async () => {
    const applicant = await createApplicantVia(recruiter)
    const scan = await upload(applicant.id, 'Scan.pdf', makePdf([null]))
    const broken = await upload(applicant.id, 'Kaputt.odt', Buffer.concat([makeOdt(['x']).subarray(0, 80)]))
    expect(await process()).toMatchObject({ claimed: 2, empty: 1, failed: 1 })
    const states = Object.fromEntries(
      (await recruiter.get(`/api/documents/${applicant.id}`))
        .json()
        .map((d: { id: number; text_state: string }) => [d.id, d.text_state]),
    )
    expect(states).toEqual({ [scan.id]: 'empty', [broken.id]: 'failed' })
    expect(t.logs.join('')).toContain('Dokumenttext nicht lesbar')
  })

  it('drops the words of a deleted document from the person, keeping those of the others', async () => {
    const applicant = await createApplicantVia(recruiter)
    const cv = await upload(applicant.id, 'CV.pdf', makePdf(['Gabelstapler']))
    await upload(applicant.id, 'Brief.txt', Buffer.from('Lagerlogistik'))
    await process()
    expect(await finds(applicant.id, 'Gabelstapler')).toBe(true)
    expect((await recruiter.delete(`/api/document/${cv.id}`)).statusCode).toBe(204)
    expect(await finds(applicant.id, 'Gabelstapler')).toBe(false)
    expect(await finds(applicant.id, 'Lagerlogistik')).toBe(true)
    expect(await textRow(cv.id)).toBeUndefined()
  })

  it('reads each document once when two instances claim at the same time, and keeps the words of both', async () => {
    const applicant = await createApplicantVia(recruiter)
    const words = ['Gabelstapler', 'Schweißer', 'Kommissionierer', 'Lagerist']
    const docs = []
    for (const word of words) docs.push(await upload(applicant.id, `${word}.txt`, Buffer.from(word)))
    const [a, b] = await Promise.all([process(2), process(2)])
    expect((a?.read ?? 0) + (b?.read ?? 0)).toBe(4)
    for (const doc of docs) expect((await textRow(doc.id))?.attempts).toBe(1)
    for (const word of words) expect(await finds(applicant.id, word), word).toBe(true)
  })

  it('takes over a claim whose lease ran out (its instance died), and gives up after three attempts', async () => {
    await drain()
    const applicant = await createApplicantVia(recruiter)
    const doc = await upload(applicant.id, 'CV.txt', Buffer.from('Gabelstapler'))
    // Another instance claimed it and died.
    const leased = new Date(t.clock.now().getTime() + LEASE_MS)
    await t.db
      .update(documentTexts)
      .set({ claimedUntil: leased, attempts: 1 })
      .where(eq(documentTexts.documentId, doc.id))
    expect(await process()).toMatchObject({ claimed: 0 })
    t.clock.advance(LEASE_MS + 1000)
    expect(await process()).toMatchObject({ claimed: 1, read: 1 })
    expect(await textRow(doc.id)).toMatchObject({ state: 'read', attempts: 2, claimedUntil: null })

    // A file every instance died on: after the third claim ran out it is not tried again.
    const deadly = await upload(applicant.id, 'Tödlich.txt', Buffer.from('nie gelesen'))
    await t.db
      .update(documentTexts)
      .set({ claimedUntil: t.clock.now(), attempts: MAX_ATTEMPTS })
      .where(eq(documentTexts.documentId, deadly.id))
    t.clock.advance(1000)
    expect(await process()).toMatchObject({ claimed: 1, failed: 1 })
    expect(await textRow(deadly.id)).toMatchObject({ state: 'failed', text: '' })
  })

  it('leaves a file missing from storage pending for a later round', async () => {
    await drain()
    const applicant = await createApplicantVia(recruiter)
    const doc = await upload(applicant.id, 'Weg.txt', Buffer.from('verschwunden'))
    const [stored] = await rows<{ key: string }>(
      t.db,
      sql`SELECT storage_key AS key FROM documents WHERE id = ${doc.id}`,
    )
    await t.storage.remove(stored?.key ?? '')
    expect(await process()).toMatchObject({ claimed: 1, retry: 1 })
    expect(await textRow(doc.id)).toMatchObject({ state: 'pending', attempts: 1 })
  })

  it('moves the words with the documents when duplicates are merged', async () => {
    await drain()
    const target = await createApplicantVia(recruiter, { first_name: 'Anna', last_name: 'Ziel' })
    const source = await createApplicantVia(recruiter, { first_name: 'Anna', last_name: 'Quelle' })
    await upload(source.id, 'CV.txt', Buffer.from('Gabelstapler'))
    await process()
    expect(await finds(source.id, 'Gabelstapler')).toBe(true)
    const seen = async (id: number) => (await recruiter.get(`/api/applicants/${id}`)).json().updated_at
    const response = await recruiter.post(`/api/applicants/${source.id}/merge`, {
      into: target.id,
      fields: {},
      seen_updated_at: { source: await seen(source.id), target: await seen(target.id) },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(await finds(target.id, 'Gabelstapler')).toBe(true)
  })

  it('erasure and retention anonymisation leave no text and no document words', async () => {
    const erased = await createApplicantVia(recruiter)
    const erasedDoc = await upload(erased.id, 'CV.txt', Buffer.from('Gabelstapler'))
    const kept = await createApplicantVia(recruiter)
    await upload(kept.id, 'CV.txt', Buffer.from('Gabelstapler'))
    await process()
    expect((await admin.delete(`/api/applicants/${erased.id}/erase`)).statusCode).toBe(204)
    expect(await textRow(erasedDoc.id)).toBeUndefined()

    await recruiter.put(`/api/applicants/${kept.id}`, { status: 'abgelehnt' })
    t.clock.advance(7 * 31 * 86_400_000)
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'app'))
    await t.db
      .update(settings)
      .set({ value: { ...(row?.value as object), retention_enabled: true } })
      .where(eq(settings.key, 'app'))
    expect(await applyRetention(t.deps)).toBeGreaterThanOrEqual(1)
    expect(await finds(kept.id, 'Gabelstapler')).toBe(false)
    const [left] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM document_texts WHERE applicant_id = ${kept.id}`,
    )
    expect(left?.n).toBe(0)
    admin = (await t.loginAs('admin')).agent
    recruiter = (await t.loginAs('recruiter')).agent
  })
})

describe('the document vector index', () => {
  it('is one of the GIN indexes, all without a pending list', async () => {
    const indexes = await rows<{ name: string; options: string[] | null }>(
      t.db,
      sql`SELECT c.relname AS name, c.reloptions AS options FROM pg_class c
          JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE am.amname = 'gin' AND n.nspname = 'public' ORDER BY c.relname`,
    )
    expect(indexes.map((index) => index.name)).toContain('applicants_document_vector_idx')
    expect(indexes.length).toBeGreaterThanOrEqual(7)
    for (const index of indexes)
      expect(index.options, index.name).toEqual([expect.stringMatching(/^fastupdate=(false|off)$/)])
  })
  it('takes ODT as an upload type, checked by its content', async () => {
    const applicant = await createApplicantVia(recruiter)
    const doc = await upload(applicant.id, 'Lebenslauf.odt', makeOdt(['Hallo']))
    expect(doc).toMatchObject({ text_state: 'pending' })
    expect((await recruiter.get(`/api/document/${doc.id}`)).json().mime_type).toBe(ODT_MIMETYPE)
    const { payload, headers } = await multipart({}, { name: 'falsch.odt', content: makeDocx(['x']) })
    const refused = await recruiter.request('POST', `/api/document/${applicant.id}`, payload, { headers })
    expect(refused.statusCode).toBe(422)
  })
})
