import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { createLocationVia, createSlotsVia, icsLines } from '../../test/interviews.ts'

let t: TestContext
let admin: Agent
let recruiter: Agent
let viewer: Agent
let interviewerId: number
let locationId: number
beforeAll(async () => {
  t = await createTestContext()
  t.clock.set(new Date('2026-03-01T08:00:00Z'))
  admin = (await t.loginAs('admin')).agent
  const rec = await t.loginAs('recruiter', { name: 'Rita Recruiter' })
  recruiter = rec.agent
  interviewerId = rec.user.id
  viewer = (await t.loginAs('viewer')).agent
  locationId = (
    await createLocationVia(admin, {
      name: 'Zentrale',
      address: 'Hauptstraße 1, 10115 Berlin',
      room: 'Raum 2.14',
    })
  ).id
})
afterAll(() => t.close())
beforeEach(() => t.smtp.clear())

let slotMinute = 0
/** A fresh slot on Tuesday 24 March 2026 from 09:00 Berlin (CET) onwards. */
async function slotAt(startIso: string, minutes = 30, capacity = 1) {
  const start = new Date(startIso)
  const [slot] = await createSlotsVia(recruiter, {
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
    location_id: locationId,
    interviewer_ids: [interviewerId],
    capacity,
  })
  if (!slot) throw new Error('no slot')
  return slot
}
const nextSlot = () => slotAt(new Date(Date.UTC(2026, 4, 4, 6, 0) + slotMinute++ * 3_600_000).toISOString())

const calendarOf = (mail: ParsedMail) => {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  if (!part) throw new Error(`no text/calendar in ${mail.attachments.map((a) => a.contentType).join(', ')}`)
  return icsLines(part.content.toString('utf8'))
}

describe('booking', () => {
  it('books, moves the status to Vorstellungsgespräch with history and mails the invitation with .ics', async () => {
    const applicant = await createApplicantVia(recruiter, {
      salutation: 'frau',
      first_name: 'Jülide',
      last_name: 'Özdemir',
      email: 'juelide@example.test',
    })
    const slot = await slotAt('2026-03-24T08:00:00Z') // 09:00 in Berlin
    const templates = (await recruiter.get('/api/message-templates')).json() as Array<{
      id: number
      name: string
    }>
    const invitation = templates.find((x) => x.name === 'Einladung zum Vorstellungsgespräch')
    expect(invitation).toBeDefined()

    const response = await recruiter.post(`/api/timeslots/${slot.id}/book`, {
      applicant_id: applicant.id,
      send_invitation: true,
      template_id: invitation?.id,
    })
    expect(response.statusCode).toBe(201)
    const result = response.json()
    expect(result.sent).toBe(true)
    expect(result.message_id).toEqual(expect.any(Number))
    expect(result.booking).toMatchObject({
      timeslot_id: slot.id,
      applicant_id: applicant.id,
      applicant_name: 'Jülide Özdemir',
      status: 'active',
      termin: 'Dienstag, 24. März 2026, 09:00 Uhr',
      ort: 'Zentrale, Hauptstraße 1, 10115 Berlin, Raum 2.14',
      sequence: 0,
      booked_by: 'Rita Recruiter',
      interviewers: [{ id: interviewerId, name: 'Rita Recruiter' }],
    })

    const detail = (await viewer.get(`/api/applicants/${applicant.id}`)).json()
    expect(detail.status ?? detail.applicant?.status).toBe('vorstellungsgespraech')
    const history = (await viewer.get(`/api/history/${applicant.id}`)).json() as Array<{
      action: string
      changes: Array<{ field: string; new: unknown }>
    }>
    const actions = history.map((h) => h.action)
    expect(actions).toContain('interview_booked')
    expect(actions).toContain('status_changed')
    expect(actions).toContain('message_sent')
    expect(history.find((h) => h.action === 'status_changed')?.changes[0]).toMatchObject({
      field: 'status',
      new: 'vorstellungsgespraech',
    })

    const [mail] = await t.smtp.waitForMails(1)
    if (!mail) throw new Error('no mail')
    expect(mail.subject).toBe('Einladung zum Vorstellungsgespräch')
    expect(mail.text).toContain('Sehr geehrte Frau Özdemir')
    expect(mail.text).toContain('Termin: Dienstag, 24. März 2026, 09:00 Uhr')
    expect(mail.text).toContain('Ort: Zentrale, Hauptstraße 1, 10115 Berlin, Raum 2.14')
    expect(mail.text).not.toContain('{{')
    // The .ics it promises is attached; one closing (issue 13).
    expect(mail.text).toContain('Die Einladung für Ihren Kalender finden Sie im Anhang.')
    expect(mail.text?.split('Mit freundlichen Grüßen')).toHaveLength(2)
    const ics = calendarOf(mail)
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain('BEGIN:VTIMEZONE')
    expect(ics).toContain('TZID:Europe/Berlin')
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20260324T090000')
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20260324T093000')
    expect(ics).toContain('SUMMARY:Vorstellungsgespräch')
    expect(ics).toContain('LOCATION:Zentrale\\, Hauptstraße 1\\, 10115 Berlin\\, Raum 2.14')
    expect(ics).toContain('SEQUENCE:0')
    expect(ics).toContain('ORGANIZER;CN="Muster Pflege GmbH Recruiting":mailto:jobs@muster-pflege.example')
    expect(ics.find((l) => l.startsWith('ATTENDEE'))).toMatch(
      /CN="Jülide Özdemir".*:mailto:juelide@example\.test$/,
    )
    const uid = ics.find((l) => l.startsWith('UID:'))
    expect(uid).toMatch(/^UID:[0-9a-f-]{36}@localhost$/)

    // The stored message is the rendered one, in the conversation.
    const messages = (await viewer.get(`/api/messages/${applicant.id}`)).json() as Array<{ Content: string }>
    expect(messages.at(-1)?.Content).toContain('Dienstag, 24. März 2026, 09:00 Uhr')

    // The calendar shows the booked applicant on the slot; the applicant's page lists the booking.
    const listed = (
      await viewer.get('/api/timeslots?from=2026-03-23T00:00:00Z&to=2026-03-30T00:00:00Z')
    ).json()
    expect(listed.find((s: { id: number }) => s.id === slot.id)).toMatchObject({
      booked: 1,
      free: 0,
      bookings: [{ applicant_id: applicant.id, applicant_name: 'Jülide Özdemir' }],
    })
    const free = (
      await viewer.get('/api/timeslots?from=2026-03-23T00:00:00Z&to=2026-03-30T00:00:00Z&free=true')
    ).json()
    expect(free.map((s: { id: number }) => s.id)).not.toContain(slot.id)
    const bookings = (await viewer.get(`/api/applicants/${applicant.id}/bookings`)).json()
    expect(bookings).toHaveLength(1)
    expect(bookings[0].id).toBe(result.booking.id)
  })

  it('books without a mail, and uses the built-in text when no template is given', async () => {
    const applicant = await createApplicantVia(recruiter, { email: 'ohne@example.test' })
    const quiet = await recruiter.post(`/api/timeslots/${(await nextSlot()).id}/book`, {
      applicant_id: applicant.id,
    })
    expect(quiet.statusCode).toBe(201)
    expect(quiet.json()).toMatchObject({ message_id: null, sent: null })
    expect(t.smtp.received).toHaveLength(0)

    const slot = await nextSlot()
    const invited = await recruiter.post(`/api/timeslots/${slot.id}/book`, {
      applicant_id: applicant.id,
      send_invitation: true,
    })
    expect(invited.statusCode).toBe(201)
    const [mail] = await t.smtp.waitForMails(1)
    expect(mail?.text).toContain(`Termin: ${invited.json().booking.termin}`)
    // {{termin}} in a normal message is the next interview.
    const sent = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Erinnerung',
      content: 'Wir sehen uns am {{termin}} in {{ort}}.',
    })
    expect(sent.json().message.Content).toContain(`am ${quiet.json().booking.termin} in Zentrale`)
  })

  it('refuses a full slot, a second booking of the same applicant, past slots and bad input', async () => {
    const slot = await nextSlot()
    const a = await createApplicantVia(recruiter)
    const b = await createApplicantVia(recruiter)
    expect((await recruiter.post(`/api/timeslots/${slot.id}/book`, { applicant_id: a.id })).statusCode).toBe(
      201,
    )
    const twice = await recruiter.post(`/api/timeslots/${slot.id}/book`, { applicant_id: a.id })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().message).toBe('Die Bewerber:in ist für diesen Termin bereits eingetragen.')
    const full = await recruiter.post(`/api/timeslots/${slot.id}/book`, { applicant_id: b.id })
    expect(full.statusCode).toBe(422)
    expect(full.json().message).toBe(
      'Dieser Termin ist bereits ausgebucht. Bitte wählen Sie einen anderen Termin.',
    )

    const noMail = await recruiter.post(`/api/timeslots/${(await nextSlot()).id}/book`, {
      applicant_id: b.id,
      send_invitation: true,
    })
    expect(noMail.statusCode).toBe(422)
    expect(noMail.json().message).toBe('Für diese Bewerber:in ist keine E-Mail-Adresse hinterlegt.')

    expect(
      (await recruiter.post(`/api/timeslots/${slot.id}/book`, { applicant_id: 999_999 })).statusCode,
    ).toBe(422)
    expect((await recruiter.post('/api/timeslots/999999/book', { applicant_id: b.id })).statusCode).toBe(404)
    expect((await viewer.post(`/api/timeslots/${slot.id}/book`, { applicant_id: b.id })).statusCode).toBe(403)

    const past = await slotAt('2026-02-27T08:00:00Z') // the clock stands at 1 March
    const late = await recruiter.post(`/api/timeslots/${past.id}/book`, { applicant_id: b.id })
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toBe('Dieser Termin hat bereits begonnen oder liegt in der Vergangenheit.')
  })

  it('keeps booked slots: no delete, no time change, capacity not below the bookings', async () => {
    const slot = await slotAt('2026-05-20T08:00:00Z', 30, 2)
    const a = await createApplicantVia(recruiter)
    const b = await createApplicantVia(recruiter)
    await recruiter.post(`/api/timeslots/${slot.id}/book`, { applicant_id: a.id })
    await recruiter.post(`/api/timeslots/${slot.id}/book`, { applicant_id: b.id })
    expect((await recruiter.delete(`/api/timeslots/${slot.id}`)).statusCode).toBe(422)
    expect(
      (await recruiter.put(`/api/timeslots/${slot.id}`, { starts_at: '2026-05-20T07:00:00Z' })).statusCode,
    ).toBe(422)
    expect(
      (await recruiter.put(`/api/timeslots/${slot.id}`, { capacity: 1 })).json().errors.capacity,
    ).toBeDefined()
    expect(
      (await recruiter.put(`/api/timeslots/${slot.id}`, { capacity: 3, notes: 'Zwei Gespräche' })).statusCode,
    ).toBe(200)
  })
})

describe('cancel and move', () => {
  it('moves with the same UID and a higher SEQUENCE, then cancels with METHOD:CANCEL', async () => {
    const applicant = await createApplicantVia(recruiter, { email: 'kim@example.test', first_name: 'Kim' })
    const first = await slotAt('2026-10-20T07:00:00Z') // Tuesday 09:00 CEST
    const second = await slotAt('2026-10-27T08:00:00Z') // Tuesday 09:00 CET, after the change
    const booked = (
      await recruiter.post(`/api/timeslots/${first.id}/book`, {
        applicant_id: applicant.id,
        send_invitation: true,
      })
    ).json()
    const [invitation] = await t.smtp.waitForMails(1)
    const uid = calendarOf(invitation as ParsedMail).find((l) => l.startsWith('UID:'))

    const moved = await recruiter.post(`/api/bookings/${booked.booking.id}/move`, {
      timeslot_id: second.id,
      notify: true,
      message: 'Leider ist die Kollegin am 20. verhindert.',
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().booking).toMatchObject({ timeslot_id: second.id, sequence: 1, status: 'active' })
    const mails = await t.smtp.waitForMails(2)
    const notice = mails[1] as ParsedMail
    expect(notice.subject).toBe('Neuer Termin für Ihr Vorstellungsgespräch')
    expect(notice.text).toContain('Termin: Dienstag, 27. Oktober 2026, 09:00 Uhr')
    expect(notice.text).toContain('Leider ist die Kollegin am 20. verhindert.')
    const movedIcs = calendarOf(notice)
    expect(movedIcs).toContain('METHOD:REQUEST')
    expect(movedIcs).toContain('SEQUENCE:1')
    expect(movedIcs).toContain('DTSTART;TZID=Europe/Berlin:20261027T090000')
    expect(movedIcs.find((l) => l.startsWith('UID:'))).toBe(uid)

    // The old slot is free again, the new one taken.
    expect((await viewer.get(`/api/timeslots/${first.id}`)).json()).toMatchObject({ booked: 0, free: 1 })
    expect((await viewer.get(`/api/timeslots/${second.id}`)).json()).toMatchObject({ booked: 1 })

    const cancelled = await recruiter.post(`/api/bookings/${booked.booking.id}/cancel`, { notify: true })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().booking).toMatchObject({ status: 'cancelled', sequence: 2 })
    const all = await t.smtp.waitForMails(3)
    const cancelMail = all[2] as ParsedMail
    expect(cancelMail.subject).toBe('Absage Ihres Termins zum Vorstellungsgespräch')
    expect(cancelMail.text).toContain('am Dienstag, 27. Oktober 2026, 09:00 Uhr absagen')
    const cancelIcs = calendarOf(cancelMail)
    expect(cancelIcs).toContain('METHOD:CANCEL')
    expect(cancelIcs).toContain('STATUS:CANCELLED')
    expect(cancelIcs).toContain('SEQUENCE:2')
    expect(cancelIcs.find((l) => l.startsWith('UID:'))).toBe(uid)
    expect((await viewer.get(`/api/timeslots/${second.id}`)).json()).toMatchObject({
      booked: 0,
      bookings: [],
    })

    const history = (await viewer.get(`/api/history/${applicant.id}`)).json() as Array<{ action: string }>
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['interview_booked', 'interview_moved', 'interview_cancelled']),
    )
    const again = await recruiter.post(`/api/bookings/${booked.booking.id}/cancel`, {})
    expect(again.statusCode).toBe(422)
    expect(again.json().message).toBe('Diese Buchung ist bereits abgesagt.')
    // A cancelled slot can be deleted now.
    expect((await recruiter.delete(`/api/timeslots/${second.id}`)).statusCode).toBe(204)
  })

  it('moves only into a slot with room, and cancels quietly without notice', async () => {
    const a = await createApplicantVia(recruiter)
    const b = await createApplicantVia(recruiter)
    const s1 = await nextSlot()
    const s2 = await nextSlot()
    const bookingA = (await recruiter.post(`/api/timeslots/${s1.id}/book`, { applicant_id: a.id })).json()
      .booking
    await recruiter.post(`/api/timeslots/${s2.id}/book`, { applicant_id: b.id })
    const full = await recruiter.post(`/api/bookings/${bookingA.id}/move`, { timeslot_id: s2.id })
    expect(full.statusCode).toBe(422)
    const same = await recruiter.post(`/api/bookings/${bookingA.id}/move`, { timeslot_id: s1.id })
    expect(same.statusCode).toBe(422)
    expect((await recruiter.post('/api/bookings/999999/move', { timeslot_id: s1.id })).statusCode).toBe(404)
    expect((await viewer.post(`/api/bookings/${bookingA.id}/cancel`, {})).statusCode).toBe(403)
    const quiet = await recruiter.post(`/api/bookings/${bookingA.id}/cancel`, {})
    expect(quiet.json()).toMatchObject({
      message_id: null,
      sent: null,
      booking: { status: 'cancelled', sequence: 1 },
    })
    expect(t.smtp.received).toHaveLength(0)
    // Booked again after a cancellation: a new booking in the freed slot.
    expect((await recruiter.post(`/api/timeslots/${s1.id}/book`, { applicant_id: a.id })).statusCode).toBe(
      201,
    )
    const list = (await viewer.get(`/api/applicants/${a.id}/bookings`)).json() as Array<{ status: string }>
    expect(list.map((x) => x.status).sort()).toEqual(['active', 'cancelled'])
  })
})
