import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createMailableApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { bookQuietly, calendarLines, saveCompany, settle, templateNamed } from './mail.test-helpers.ts'

/**
 * Issue 13, defect 2: a placeholder that cannot be filled for this applicant stops the send with a
 * German 422 naming it; nothing is mailed and nothing is marked sent. Every path that mails a
 * templated text to an applicant is covered: a new message, a reply, a draft sent later, a booking
 * invitation.
 */
let t: TestContext
let admin: Agent
let recruiter: Agent
let interviewerId: number
beforeAll(async () => {
  t = await createTestContext()
  t.clock.set(new Date('2026-03-01T08:00:00Z'))
  admin = (await t.loginAs('admin')).agent
  const rec = await t.loginAs('recruiter', { name: 'Rita Recruiter' })
  recruiter = rec.agent
  interviewerId = rec.user.id
  await saveCompany(admin, {
    company_name: 'Muster Pflege GmbH',
    mail_from: 'Muster Pflege GmbH Recruiting <jobs@muster-pflege.example>',
  })
})
afterAll(() => t.close())
beforeEach(() => t.smtp.clear())

const NO_TERMIN =
  'Der Platzhalter {{termin}} kann für diese Bewerber:in nicht ausgefüllt werden: es ist kein Vorstellungsgespräch gebucht.'
const NO_ORT =
  'Der Platzhalter {{ort}} kann für diese Bewerber:in nicht ausgefüllt werden: es ist kein Vorstellungsgespräch gebucht.'

const applicantWithMail = (overrides: Record<string, unknown> = {}) =>
  createMailableApplicantVia(recruiter, overrides)

const conversation = async (applicantId: number) =>
  (await recruiter.get(`/api/messages/${applicantId}`)).json() as Array<{
    state: string
    Versendet: string | null
    Content: string
  }>

describe('an invitation without a booked interview', () => {
  it('is refused with a German 422 naming {{termin}}: no mail, nothing stored', async () => {
    const applicant = await applicantWithMail()
    const invitation = await templateNamed(recruiter, 'Einladung zum Vorstellungsgespräch')
    const response = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: invitation.subject,
      content: invitation.message,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(NO_TERMIN)
    expect(response.json().errors.content).toEqual([NO_TERMIN, NO_ORT])
    await settle()
    expect(t.smtp.received).toHaveLength(0)
    expect(await conversation(applicant.id)).toEqual([])
  })

  it('keeps a draft a draft when sending it is refused, and a reply is refused the same way', async () => {
    const applicant = await applicantWithMail()
    const draft = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Einladung',
      content: 'Wir erwarten Sie am {{termin}}.',
      draft: true,
    })
    expect(draft.statusCode).toBe(201)
    const refused = await recruiter.put(`/api/messages/${draft.json().message.ID}`, { draft: false })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(NO_TERMIN)
    const [kept] = await conversation(applicant.id)
    expect(kept).toMatchObject({
      state: 'draft',
      Versendet: null,
      Content: 'Wir erwarten Sie am {{termin}}.',
    })

    const first = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Hallo',
      content: 'Guten Tag',
    })
    expect(first.statusCode).toBe(201)
    const reply = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'AW: Hallo',
      content: 'Ihr Termin: {{termin}}',
      reply_id: first.json().message.ID,
    })
    expect(reply.statusCode).toBe(422)
    expect(reply.json().message).toBe(NO_TERMIN)
    await settle()
    expect(t.smtp.received).toHaveLength(1)
  })

  it('refuses a placeholder in the SUBJECT that cannot be filled', async () => {
    const applicant = await applicantWithMail()
    const response = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Ihr Gespräch am {{termin}}',
      content: '{{anrede}},\n\nbis bald.',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.subject).toEqual([NO_TERMIN])
    await settle()
    expect(t.smtp.received).toHaveLength(0)
  })

  it('names every other placeholder that has no value for this applicant', async () => {
    const applicant = await applicantWithMail({ profession_group: undefined })
    const receipt = await templateNamed(recruiter, 'Eingangsbestätigung')
    const response = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: receipt.subject,
      content: receipt.message,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(
      'Der Platzhalter {{berufsgruppe}} kann für diese Bewerber:in nicht ausgefüllt werden: es ist keine Berufsgruppe hinterlegt.',
    )
  })
})

describe('an invitation with a booked interview', () => {
  it('mails date and place and the .ics it promises', async () => {
    const applicant = await applicantWithMail()
    const booking = await bookQuietly(admin, recruiter, interviewerId, applicant.id)
    t.smtp.clear()
    const invitation = await templateNamed(recruiter, 'Einladung zum Vorstellungsgespräch')
    const response = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: invitation.subject,
      content: invitation.message,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().sent).toBe(true)
    const [mail] = await t.smtp.waitForMails(1)
    if (!mail) throw new Error('no mail')
    expect(mail.text).toContain(`Termin: ${booking.termin}`)
    expect(mail.text).toContain(`Ort: ${booking.ort}`)
    expect(mail.text).toContain('Die Einladung für Ihren Kalender finden Sie im Anhang.')
    const ics = calendarLines(mail)
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics.some((l) => l.startsWith('DTSTART;TZID=Europe/Berlin:20260414'))).toBe(true)
  })

  it('does not promise an attachment in a mail that carries none', async () => {
    const applicant = await applicantWithMail()
    const response = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Kurze Frage',
      content: '{{anrede}},\n\nhaben Sie noch Fragen?\n{{kalenderhinweis}}\nBis bald.',
    })
    expect(response.statusCode).toBe(201)
    const [mail] = await t.smtp.waitForMails(1)
    expect(mail?.text).not.toContain('Anhang')
    expect(mail?.text).toContain('haben Sie noch Fragen?\nBis bald.')
    expect(mail?.attachments).toHaveLength(0)
  })
})

describe('the booking invitation', () => {
  it('checks the template before anything is written: no booking, no mail', async () => {
    const applicant = await applicantWithMail({ profession_group: undefined })
    const created = await recruiter.post('/api/message-templates', {
      name: 'Einladung Pflege',
      subject: 'Einladung ({{berufsgruppe}})',
      message: '{{anrede}},\n\nwir laden Sie ein: {{termin}}, {{ort}}.',
      message_action: ['einladung'],
    })
    expect(created.statusCode).toBe(201)
    const template = created.json().find((x: { name: string }) => x.name === 'Einladung Pflege')
    const location = (
      await admin.post('/api/locations', { name: 'Filiale Süd', address: '', room: '' })
    ).json()
    const [slot] = (
      await recruiter.post('/api/timeslots', {
        starts_at: '2026-04-20T07:00:00Z',
        ends_at: '2026-04-20T07:30:00Z',
        location_id: location.id,
        interviewer_ids: [interviewerId],
      })
    ).json()
    const response = await recruiter.post(`/api/timeslots/${slot.id}/book`, {
      applicant_id: applicant.id,
      send_invitation: true,
      template_id: template.id,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(
      'Der Platzhalter {{berufsgruppe}} kann für diese Bewerber:in nicht ausgefüllt werden: es ist keine Berufsgruppe hinterlegt.',
    )
    expect((await recruiter.get(`/api/applicants/${applicant.id}/bookings`)).json()).toEqual([])
    await settle()
    expect(t.smtp.received).toHaveLength(0)
  })
})

describe('hostile input: a clear German 422, never a 500', () => {
  it('treats {{ termin }} with spaces as {{termin}} and refuses unknown placeholders', async () => {
    const applicant = await applicantWithMail()
    const spaced = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Termin',
      content: 'Am {{ termin }}',
    })
    expect(spaced.statusCode).toBe(422)
    expect(spaced.json().message).toBe(NO_TERMIN)
    const unknown = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Gehalt',
      content: 'Ihr Gehalt: {{unknown}}',
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().message).toBe('Den Platzhalter {{unknown}} gibt es nicht.')
    const huge = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Riesig',
      content: `Hallo {{${'x'.repeat(10_000)}}}`,
    })
    expect(huge.statusCode).toBe(422)
    expect(huge.json().message).toMatch(/^Den Platzhalter \{\{x+…\}\} gibt es nicht\.$/)
    expect(huge.json().message.length).toBeLessThan(120)
    await settle()
    expect(t.smtp.received).toHaveLength(0)
    expect(await conversation(applicant.id)).toEqual([])
  })

  it('refuses a NUL byte in messages and templates, and over-long texts, in German', async () => {
    const applicant = await applicantWithMail()
    for (const [body, message] of [
      [{ subject: 'Hallo', content: 'Guten\u0000Tag' }, 'Der Text enthält ein unzulässiges Steuerzeichen.'],
      [
        { subject: 'Hal\u0000lo', content: 'Guten Tag' },
        'Der Betreff enthält ein unzulässiges Steuerzeichen.',
      ],
      [{ content: 'Guten\u0000Tag', draft: true }, 'Der Text enthält ein unzulässiges Steuerzeichen.'],
    ] as const) {
      const response = await recruiter.post('/api/messages', { applicant_id: applicant.id, ...body })
      expect(response.statusCode).toBe(422)
      expect(response.json().message).toBe(message)
    }
    const template = {
      name: 'Lang',
      subject: 'Lang',
      message: 'x',
      category: '',
      profession_group: [],
      message_action: [],
    }
    const nul = await recruiter.post('/api/message-templates', { ...template, message: 'a\u0000b' })
    expect(nul.statusCode).toBe(422)
    expect(nul.json().message).toBe('Der Text enthält ein unzulässiges Steuerzeichen.')
    const longSubject = await recruiter.post('/api/message-templates', {
      ...template,
      subject: 'x'.repeat(10_000),
    })
    expect(longSubject.statusCode).toBe(422)
    expect(longSubject.json().message).toBe('Der Betreff darf höchstens 200 Zeichen lang sein.')
    const tooLong = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      content: 'x'.repeat(50_001),
    })
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json().message).toBe('Der Text darf höchstens 50.000 Zeichen lang sein.')
    expect(await conversation(applicant.id)).toEqual([])

    // 10,000 characters are a long but valid template: saved and sent whole.
    const long = `{{anrede}},\n\n${'Wir freuen uns über Ihre Bewerbung. '.repeat(300)}`.slice(0, 10_000)
    const created = await recruiter.post('/api/message-templates', {
      ...template,
      name: 'Sehr lang',
      subject: 'Lang, {{vorname}}',
      message: long,
    })
    expect(created.statusCode).toBe(201)
    const sent = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Lang, {{vorname}}',
      content: long,
    })
    expect(sent.statusCode).toBe(201)
    const [mail] = await t.smtp.waitForMails(1)
    expect(mail?.subject).toBe('Lang, Jülide')
    expect(mail?.text?.length).toBeGreaterThan(9_900)
  })
})
