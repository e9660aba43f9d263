import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { PDF } from '../../test/multipart.ts'
import { createTwinKit, seen, type TwinKit } from '../../test/twins.ts'

let t: TestContext
let kit: TwinKit
let rita: Agent
let rolf: Agent
let viewer: Agent
let admin: Agent
beforeAll(async () => {
  t = await createTestContext()
  kit = await createTwinKit(t)
  ;({ rita, rolf, viewer, admin } = kit)
})
afterAll(() => t.close())

const twins = (target?: Record<string, unknown>, source?: Record<string, unknown>) =>
  kit.twins(target, source)
const fillRecords = (id: number, label: string, rating: number) => kit.fillRecords(id, label, rating)
const bookSlot = (id: number) => kit.bookSlot(id)

/** Every column that references an applicant, read from the database's own catalogue. */
async function applicantReferences() {
  return rows<{ table: string; column: string }>(
    t.db,
    sql`SELECT cl.relname AS table, a.attname AS column
        FROM pg_constraint c
        JOIN pg_class cl ON cl.oid = c.conrelid
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'applicants'::regclass
        ORDER BY 1, 2`,
  )
}

async function countReferencing(id: number) {
  const counts: Record<string, number> = {}
  for (const { table, column } of await applicantReferences()) {
    const [row] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id}`,
    )
    counts[`${table}.${column}`] = row?.n ?? 0
  }
  return counts
}

describe('merging a duplicate into the existing applicant', () => {
  it('moves every record of the duplicate, takes the chosen fields, and deletes the duplicate', async () => {
    const { target, source } = await twins()
    const targetDocument = await fillRecords(target.id, 'alt', 2)
    const sourceDocument = await fillRecords(source.id, 'neu', 4)
    expect((await rolf.post('/api/ratings', { applicant_id: source.id, Rating: 5 })).statusCode).toBe(201)
    expect((await viewer.post(`/api/applicants/${source.id}/follow`)).statusCode).toBe(200)
    const third = await createApplicantVia(rolf, { first_name: 'Jülide', last_name: 'Ö.' })
    await t.db.execute(sql`UPDATE applicants SET duplicate_of = ${source.id} WHERE id = ${third.id}`)
    const seenNow = seen(
      (await rita.get(`/api/applicants/${source.id}`)).json(),
      (await rita.get(`/api/applicants/${target.id}`)).json(),
    )
    const references = await applicantReferences()
    // Every table that can hold an applicant's records is covered here; a new one fails this line.
    expect(references.map((r) => `${r.table}.${r.column}`)).toEqual([
      'applicant_consents.applicant_id',
      'applicant_followers.applicant_id',
      'applicant_history.applicant_id',
      'applicants.duplicate_of',
      'document_texts.applicant_id',
      'documents.applicant_id',
      'inbound_mails.applicant_id',
      'interview_bookings.applicant_id',
      'messages.applicant_id',
      'notes.applicant_id',
      'notification_mails.applicant_id',
      'notifications.applicant_id',
      'ratings.applicant_id',
    ])
    const before = { target: await countReferencing(target.id), source: await countReferencing(source.id) }
    expect(Object.values(before.source).every((n) => n > 0)).toBe(true)

    const response = await rita.post(`/api/applicants/${source.id}/merge`, {
      into: target.id,
      fields: { city: 'source', last_name: 'target' },
      seen_updated_at: seenNow,
    })
    expect(response.statusCode).toBe(200)
    const merged = response.json()
    expect(merged).toMatchObject({
      id: target.id,
      last_name: 'Özdemir',
      city: 'Berlin',
      // Left out: the target's own value wins, an empty one takes the duplicate's.
      phone: '0171 1234567',
      remarks: 'Kam über die Karriereseite.',
      duplicate_of: null,
      // (2 + 4 + 5) / 3
      average_rating: 3.67,
    })

    expect((await rita.get(`/api/applicants/${source.id}`)).statusCode).toBe(404)
    const after = await countReferencing(target.id)
    expect(await countReferencing(source.id)).toEqual(
      Object.fromEntries(references.map((r) => [`${r.table}.${r.column}`, 0])),
    )
    for (const key of Object.keys(after)) {
      const expected =
        key === 'applicant_followers.applicant_id'
          ? 2 // Rita followed both and counts once; Vera followed the duplicate.
          : key === 'notification_mails.applicant_id'
            ? before.target[key] // the duplicate's waiting mail to the same person is the target's one
            : key === 'applicant_history.applicant_id'
              ? (before.target[key] ?? 0) + (before.source[key] ?? 0) + 1 // „Zusammengeführt“
              : key === 'applicants.duplicate_of'
                ? 1 // the third record now points at the target
                : (before.target[key] ?? 0) + (before.source[key] ?? 0)
      expect(`${key}: ${after[key]}`).toBe(`${key}: ${expected}`)
    }

    const detail = (await viewer.get(`/api/applicant-detail/${target.id}`)).json()
    expect(detail.ratings.list).toHaveLength(3)
    expect(detail.ratings.averageRating).toBe(3.67)
    expect(detail.notes.map((n: { note: string }) => n.note).sort()).toEqual(['Notiz alt', 'Notiz neu'])
    expect(detail.documents.map((d: { id: number }) => d.id).sort()).toEqual(
      [targetDocument, sourceDocument].sort(),
    )
    expect(detail.messages).toHaveLength(2)
    expect(detail.applicant.followed).toBe(true)
    const download = await viewer.get(`/api/document-download/${sourceDocument}`)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(PDF)).toBe(true)
    expect((await rita.get(`/api/applicants/${target.id}/bookings`)).json()).toHaveLength(2)
    expect((await rita.get(`/api/applicants/${third.id}`)).json().duplicate_of).toBe(target.id)

    const history = (await viewer.get(`/api/history/${target.id}`)).json() as Array<{
      action: string
      user: { name: string } | null
      changes: Array<{ field: string; label: string; old: unknown; new: unknown }>
    }>
    const mergedEntry = history.find((h) => h.action === 'merged')
    expect(mergedEntry?.user?.name).toBe('Rita Recruiter')
    expect(mergedEntry?.changes).toEqual([
      {
        field: 'merged_from',
        label: 'Dublette',
        old: `Jülide Özdemir-Weiß (Nr. ${source.id})`,
        new: `Jülide Özdemir (Nr. ${target.id})`,
      },
      {
        field: 'merged_records',
        label: 'Übernommen',
        old: null,
        new: '2 Bewertungen, 1 Notiz, 1 Dokument, 1 Nachricht, 1 Vorstellungsgespräch, 1 Einwilligung',
      },
      { field: 'city', label: 'Ort', old: 'Köln', new: 'Berlin' },
      { field: 'remarks', label: 'Bemerkungen', old: null, new: 'Kam über die Karriereseite.' },
    ])
    // The duplicate's own history came along: both „Angelegt“ entries are the target's now.
    expect(history.filter((h) => h.action === 'created')).toHaveLength(2)

    const search = (await viewer.get('/api/applicants/search/Berlin')).json().data as Array<{ id: number }>
    expect(search.map((s) => s.id)).toContain(target.id)
    const audit = (await admin.get('/api/audit-log')).json().data as Array<Record<string, unknown>>
    expect(audit.find((e) => e.action === 'applicant_merged')).toMatchObject({
      action: 'applicant_merged',
      target: `applicant:${source.id}`,
      details: { into: target.id },
      user: 'Rita Recruiter',
    })
  })

  it('keeps the target value where the person chose it, even an empty one, and copies the phone digits', async () => {
    const { target, source } = await twins({ city: '' }, { city: 'Berlin', phone: '0221 999999' })
    const response = await rita.post(`/api/applicants/${source.id}/merge`, {
      into: target.id,
      fields: { city: 'target', phone: 'source', first_name: 'source', status: 'source' },
      seen_updated_at: seen(source, target),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      city: null,
      phone: '0221 999999',
      first_name: 'Jülide',
      status: 'in-pruefung',
    })
    // A status taken over is a status change of its own (the statistics count those).
    const history = (await viewer.get(`/api/history/${target.id}`)).json() as Array<{
      action: string
      changes: unknown[]
    }>
    expect(history[0]).toMatchObject({
      action: 'status_changed',
      changes: [{ field: 'status', label: 'Status', old: 'neu', new: 'in-pruefung' }],
    })
    expect(history[1]?.action).toBe('merged')
    // The duplicate check finds the target by the phone number it took over.
    const twin = await rita.post('/api/applicants', { first_name: 'X', last_name: 'Y', phone: '0221/999999' })
    expect(twin.statusCode).toBe(422)
    expect(twin.json().duplicates.map((d: { id: number }) => d.id)).toEqual([target.id])
  })

  it('merges the other way too: the original into its suspected twin, whose mark then goes', async () => {
    const { target, source } = await twins()
    const response = await rita.post(`/api/applicants/${target.id}/merge`, {
      into: source.id,
      seen_updated_at: { source: target.updated_at, target: source.updated_at },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: source.id, duplicate_of: null, city: 'Berlin' })
    expect((await rita.get(`/api/applicants/${target.id}`)).statusCode).toBe(404)
  })

  it('lists the lists again: the version changes and the duplicate is gone from them', async () => {
    const { target, source } = await twins()
    const first = (await viewer.get('/api/applicants?per_page=500')).json()
    expect(first.data.map((a: { id: number }) => a.id)).toContain(source.id)
    const merge = await rita.post(`/api/applicants/${source.id}/merge`, {
      into: target.id,
      seen_updated_at: seen(source, target),
    })
    expect(merge.statusCode).toBe(200)
    const next = (await viewer.get(`/api/applicants?per_page=500&lastModified=${first.lastModified}`)).json()
    expect(next.lastModified).not.toBe(first.lastModified)
    expect(next.data.map((a: { id: number }) => a.id)).not.toContain(source.id)
  })
})

/** Row counts of every table a merge writes, to prove a refusal wrote nothing. */
async function fingerprint() {
  const [row] = await rows<{ f: unknown }>(
    t.db,
    sql`SELECT json_build_object(
      'applicants', (SELECT json_agg(json_build_object('id', id, 'u', updated_at, 'city', city) ORDER BY id) FROM applicants),
      'ratings', (SELECT json_agg(applicant_id ORDER BY id) FROM ratings),
      'notes', (SELECT json_agg(applicant_id ORDER BY id) FROM notes),
      'documents', (SELECT json_agg(applicant_id ORDER BY id) FROM documents),
      'messages', (SELECT json_agg(applicant_id ORDER BY id) FROM messages),
      'bookings', (SELECT json_agg(applicant_id ORDER BY id) FROM interview_bookings),
      'history', (SELECT count(*) FROM applicant_history),
      'followers', (SELECT count(*) FROM applicant_followers)) AS f`,
  )
  return JSON.stringify(row?.f)
}

describe('refusals', () => {
  it('refuses clearly in German and changes nothing', async () => {
    const { target, source } = await twins()
    await fillRecords(source.id, 'abgelehnt', 3)
    const trashed = (await twins()).target
    expect((await rita.delete(`/api/applicants/${trashed.id}`)).statusCode).toBe(200)
    const ok = { into: target.id, seen_updated_at: seen(source, target) }
    const before = await fingerprint()
    const cases: Array<[string, Agent, number, unknown, number, string]> = [
      ['itself', rita, source.id, { ...ok, into: source.id }, 422, 'mit sich selbst'],
      ['unknown target', rita, source.id, { ...ok, into: 2_000_000 }, 422, 'nicht gefunden'],
      ['trashed target', rita, source.id, { ...ok, into: trashed.id }, 422, 'Papierkorb'],
      ['unknown duplicate', rita, 2_000_000, ok, 404, 'nicht gefunden'],
      [
        'trashed duplicate',
        rita,
        trashed.id,
        { ...ok, seen_updated_at: seen(trashed, target) },
        404,
        'nicht gefunden',
      ],
      [
        'stale target',
        rita,
        source.id,
        { ...ok, seen_updated_at: { ...ok.seen_updated_at, target: '2020-01-01T00:00:00.000Z' } },
        422,
        'inzwischen geändert',
      ],
      ['viewer', viewer, source.id, ok, 403, 'Berechtigung'],
      ['unknown field', rita, source.id, { ...ok, fields: { password: 'source' } }, 422, ''],
      ['wrong side', rita, source.id, { ...ok, fields: { city: 'beide' } }, 422, 'Dublette'],
      ['NUL byte', rita, source.id, { ...ok, fields: { city: 'source\u0000' } }, 422, ''],
      ['10,000 characters', rita, source.id, { ...ok, fields: { city: 'x'.repeat(10_000) } }, 422, ''],
      ['id as text', rita, source.id, { ...ok, into: String(target.id) }, 422, ''],
      ['no times', rita, source.id, { into: target.id }, 422, ''],
      ['not an object', rita, source.id, [target.id], 422, ''],
    ]
    const failures: string[] = []
    for (const [name, agent, id, body, status, text] of cases) {
      const response = await agent.post(`/api/applicants/${id}/merge`, body)
      const message = String(response.json().message ?? '')
      if (response.statusCode !== status || !message.includes(text) || !/[a-zäöüß]/.test(message))
        failures.push(`${name}: ${response.statusCode} ${message}`)
    }
    const noCsrf = await rita.post(`/api/applicants/${source.id}/merge`, ok, { noCsrf: true })
    expect(noCsrf.statusCode).toBe(419)
    expect(failures).toEqual([])
    expect(await fingerprint()).toBe(before)
  })

  it("refuses choices made before a colleague's edit, and merges with what is there now", async () => {
    const { target, source } = await twins()
    t.clock.advance(1_000)
    const edited = await rolf.put(`/api/applicants/${target.id}`, { city: 'Bonn' })
    expect(edited.statusCode).toBe(200)
    const stale = await rita.post(`/api/applicants/${source.id}/merge`, {
      into: target.id,
      fields: { city: 'target' },
      seen_updated_at: seen(source, target),
    })
    expect(stale.statusCode).toBe(422)
    expect(stale.json().message).toBe(
      'Eine der beiden Bewerber:innen wurde inzwischen geändert. Bitte prüfen Sie die Auswahl noch einmal.',
    )
    const fresh = await rita.post(`/api/applicants/${source.id}/merge`, {
      into: target.id,
      fields: { city: 'target' },
      seen_updated_at: seen(source, edited.json()),
    })
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json().city).toBe('Bonn')
  })

  it('names the field of a refused target', async () => {
    const { target, source } = await twins()
    const response = await rita.post(`/api/applicants/${source.id}/merge`, {
      into: source.id,
      seen_updated_at: seen(source, target),
    })
    expect(response.json().errors).toEqual({
      into: ['Eine Bewerber:in kann nicht mit sich selbst zusammengeführt werden.'],
    })
  })

  it('refuses while both are booked into the same interview slot, until one is cancelled', async () => {
    const { target, source } = await twins()
    const slotId = await bookSlot(target.id)
    const booked = await rita.post(`/api/timeslots/${slotId}/book`, { applicant_id: source.id })
    expect(booked.statusCode).toBe(201)
    const before = await fingerprint()
    const body = { into: target.id, seen_updated_at: seen(source, target) }
    const refused = await rita.post(`/api/applicants/${source.id}/merge`, body)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(
      'Beide Bewerber:innen sind für denselben Termin eingetragen. Bitte sagen Sie zuerst eine der beiden Buchungen ab.',
    )
    expect(await fingerprint()).toBe(before)
    expect((await rita.post(`/api/bookings/${booked.json().booking.id}/cancel`, {})).statusCode).toBe(200)
    const merged = await rita.post(`/api/applicants/${source.id}/merge`, body)
    expect(merged.statusCode).toBe(200)
    const bookings = (await rita.get(`/api/applicants/${target.id}/bookings`)).json() as Array<{
      status: string
    }>
    expect(bookings.map((b) => b.status).sort()).toEqual(['active', 'cancelled'])
  })
})
