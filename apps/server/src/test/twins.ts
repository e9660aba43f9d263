import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { createApplicantVia } from './applicants.ts'
import type { TestContext } from './context.ts'
import { createLocationVia, createSlotsVia } from './interviews.ts'
import { multipart, PDF } from './multipart.ts'

export type Json = Record<string, unknown> & { id: number; updated_at: string }

/** `seen_updated_at` of a merge, from the two applicants as the person saw them. */
export const seen = (source: Json, target: Json) => ({ source: source.updated_at, target: target.updated_at })

/**
 * Staff and helpers for the merge tests: Rita and Rolf (recruiters), Vera (viewer), Anton (admin),
 * an interview location; twins (an applicant and a later duplicate of her, marked „Bitte prüfen“)
 * and every kind of record on one of them.
 */
export async function createTwinKit(t: TestContext) {
  t.clock.set(new Date('2026-03-01T08:00:00Z'))
  const r = await t.loginAs('recruiter', { name: 'Rita Recruiter' })
  const rita = r.agent
  const ritaId = r.user.id
  const rolf = (await t.loginAs('recruiter', { name: 'Rolf Recruiter' })).agent
  const viewer = (await t.loginAs('viewer', { name: 'Vera Viewer' })).agent
  const a = await t.loginAs('admin', { name: 'Anton Admin' })
  const admin = a.agent
  const adminId = a.user.id
  const locationId = (await createLocationVia(admin)).id

  let slotHour = 0
  async function bookSlot(applicantId: number) {
    const start = new Date(Date.UTC(2026, 4, 4, 6, 0) + slotHour++ * 3_600_000)
    const [slot] = await createSlotsVia(rita, {
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
      location_id: locationId,
      interviewer_ids: [ritaId],
      capacity: 2,
    })
    if (!slot) throw new Error('no slot')
    const booked = await rita.post(`/api/timeslots/${slot.id}/book`, { applicant_id: applicantId })
    expect(booked.statusCode).toBe(201)
    return slot.id
  }

  /** A rating, a note, a document, a draft, an interview, a follower, a consent and an incoming mail. */
  async function fillRecords(applicantId: number, label: string, rating: number) {
    expect((await rita.post('/api/ratings', { applicant_id: applicantId, Rating: rating })).statusCode).toBe(
      201,
    )
    expect(
      (await rita.post('/api/notes', { applicant_id: applicantId, note: `Notiz ${label}` })).statusCode,
    ).toBe(201)
    const upload = await multipart(
      { applicant_id: String(applicantId) },
      { name: `cv-${label}.pdf`, content: PDF },
    )
    const document = await rita.post(`/api/document/${applicantId}`, upload.payload, {
      headers: upload.headers,
    })
    expect(document.statusCode).toBe(201)
    const draft = await rita.post('/api/messages', {
      applicant_id: applicantId,
      content: `Entwurf ${label}`,
      draft: 1,
    })
    expect(draft.statusCode).toBeLessThan(300)
    await bookSlot(applicantId)
    expect((await rita.post(`/api/applicants/${applicantId}/follow`)).statusCode).toBe(200)
    await t.db.execute(sql`
      INSERT INTO applicant_consents (applicant_id, text_version, text, ip, consented_at)
      VALUES (${applicantId}, 'v1', 'Ich willige ein.', '203.0.113.7', now())`)
    await t.db.execute(sql`
      INSERT INTO inbound_mails (message_id_header, from_address, outcome, applicant_id, received_at)
      VALUES (${`<${label}-${applicantId}@example.de>`}, 'person@example.de', 'imported', ${applicantId}, now())`)
    // A notification mail waiting for the admin about each of them (at most one per kind and person).
    await t.db.execute(sql`
      INSERT INTO notification_mails (user_id, applicant_id, kind, created_at, next_attempt_at)
      VALUES (${adminId}, ${applicantId}, 'new_applicant', now(), now() + interval '1 hour')`)
    return document.json().id as number
  }

  let twinNumber = 0
  /** The existing applicant and a later application by the same person, marked as its duplicate. */
  async function twins(target: Record<string, unknown> = {}, source: Record<string, unknown> = {}) {
    twinNumber += 1
    const email = `zwilling${twinNumber}@example.de`
    const existing = await createApplicantVia(rita, {
      first_name: 'Jülide',
      last_name: 'Özdemir',
      email,
      phone: '0171 1234567',
      city: 'Köln',
      ...target,
    })
    const duplicate = await createApplicantVia(rolf, {
      first_name: 'Jülide',
      last_name: 'Özdemir-Weiß',
      email,
      phone: '0221 7654321',
      city: 'Berlin',
      status: 'in-pruefung',
      remarks: 'Kam über die Karriereseite.',
      ...source,
    })
    await t.db.execute(
      sql`UPDATE applicants SET duplicate_of = ${existing.id}, needs_review = true WHERE id = ${duplicate.id}`,
    )
    return {
      target: (await rita.get(`/api/applicants/${existing.id}`)).json() as Json,
      source: (await rita.get(`/api/applicants/${duplicate.id}`)).json() as Json,
    }
  }

  return { rita, ritaId, rolf, viewer, admin, adminId, bookSlot, fillRecords, twins }
}

export type TwinKit = Awaited<ReturnType<typeof createTwinKit>>
