import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia, createMailableApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { attemptDelivery, processOutbox } from './messages.service.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())
beforeEach(() => t.smtp.clear())

/** The default closing of a sender without a signature (the test database's company). */
const CLOSING = 'Mit freundlichen Grüßen\nRita Recruiter\nMuster Pflege GmbH'

const applicantWithMail = (overrides: Record<string, unknown> = {}) =>
  createMailableApplicantVia(recruiter, overrides)

describe('sending (real SMTP on loopback)', () => {
  it('stores the message, renders the placeholders, mails it with a Message-ID and answers sent: true', async () => {
    const applicant = await applicantWithMail()
    const response = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Ihre Bewerbung ({{berufsgruppe}})',
      content: '{{anrede}},\n\nvielen Dank!',
    })
    expect(response.statusCode).toBe(201)
    const { sent, message } = response.json()
    expect(sent).toBe(true)
    expect(message).toMatchObject({
      ID_Bewerberin: applicant.id,
      Betreff: 'Ihre Bewerbung (Pflege & Gesundheit)',
      Content: `Sehr geehrte Frau Özdemir,\n\nvielen Dank!\n\n${CLOSING}`,
      Entwurf: 0,
      state: 'delivered',
      channels: ['email'],
    })
    expect(message.Versendet).not.toBeNull()
    expect(message.Zugestellt).not.toBeNull()
    const [mail] = await t.smtp.waitForMails(1)
    expect(mail?.to).toMatchObject({ text: applicant.email })
    expect(mail?.subject).toBe('Ihre Bewerbung (Pflege & Gesundheit)')
    expect(mail?.text?.trim()).toBe(`Sehr geehrte Frau Özdemir,\n\nvielen Dank!\n\n${CLOSING}`)
    expect(mail?.messageId).toMatch(/^<bb-[0-9a-f-]+@localhost>$/)
  })

  it('keeps a message when SMTP is down (sent: false), retries with backoff and sends it exactly once', async () => {
    const applicant = await applicantWithMail()
    await t.smtp.close()
    let id = 0
    try {
      const response = await recruiter.post('/api/messages', {
        applicant_id: applicant.id,
        subject: 'Termin',
        content: 'Hallo',
      })
      expect(response.statusCode).toBe(201)
      expect(response.json().sent).toBe(false)
      id = response.json().message.ID
      const kept = (await viewer.get(`/api/messages/${applicant.id}`))
        .json()
        .find((m: { ID: number }) => m.ID === id)
      expect(kept).toMatchObject({ state: 'pending', Zugestellt: null })
      expect(kept.last_error).toMatch(/nicht angenommen/)
      expect(await processOutbox(t.deps)).toBe(0) // not due yet: the first retry waits a minute
    } finally {
      await t.smtp.restart()
    }
    t.clock.advance(61_000)
    const [first, second] = await Promise.all([processOutbox(t.deps), processOutbox(t.deps)])
    expect(first + second).toBe(1)
    await t.smtp.waitForMails(1)
    expect(await attemptDelivery(t.deps, id)).toBe(false) // delivered messages are never sent again
    t.clock.advance(30 * 60_000)
    await processOutbox(t.deps)
    await new Promise((r) => setTimeout(r, 200))
    expect(t.smtp.received.filter((m) => m.subject === 'Termin')).toHaveLength(1)
    const delivered = (await viewer.get(`/api/messages/${applicant.id}`))
      .json()
      .find((m: { ID: number }) => m.ID === id)
    expect(delivered.state).toBe('delivered')
  })

  it('refuses to send to an applicant without an email address, and viewers send nothing', async () => {
    const applicant = await createApplicantVia(recruiter)
    const response = await recruiter.post('/api/messages', { applicant_id: applicant.id, content: 'Hallo' })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('Für diese Bewerber:in ist keine E-Mail-Adresse hinterlegt.')
    const withMail = await applicantWithMail()
    expect(
      (await viewer.post('/api/messages', { applicant_id: withMail.id, content: 'Hallo' })).statusCode,
    ).toBe(403)
  })
})

describe('drafts', () => {
  it('keeps placeholders in a draft, can be edited, sent or deleted', async () => {
    const applicant = await applicantWithMail()
    const saved = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Hallo {{vorname}}',
      content: 'Entwurf',
      draft: 1,
    })
    expect(saved.json()).toMatchObject({
      sent: false,
      message: { Entwurf: 1, Betreff: 'Hallo {{vorname}}', state: 'draft', Versendet: null },
    })
    const id = saved.json().message.ID
    const edited = await recruiter.put(`/api/messages/${id}`, { content: 'Fertig, {{anrede}}' })
    expect(edited.json().message).toMatchObject({ Content: 'Fertig, {{anrede}}', Entwurf: 1 })
    const sent = await recruiter.put(`/api/messages/${id}`, { draft: 0 })
    expect(sent.json()).toMatchObject({
      sent: true,
      message: {
        Entwurf: 0,
        Betreff: 'Hallo Jülide',
        Content: `Fertig, Sehr geehrte Frau Özdemir\n\n${CLOSING}`,
      },
    })
    expect((await recruiter.put(`/api/messages/${id}`, { content: 'zu spät' })).statusCode).toBe(422)
    expect((await recruiter.delete(`/api/messages/${id}`)).statusCode).toBe(422)
    const other = (
      await recruiter.post('/api/messages', { applicant_id: applicant.id, content: 'weg damit', draft: true })
    ).json()
    expect((await recruiter.delete(`/api/messages/${other.message.ID}`)).statusCode).toBe(204)
  })

  it('a reply refers to its message; the conversation lists oldest first', async () => {
    const applicant = await applicantWithMail()
    const first = (
      await recruiter.post('/api/messages', { applicant_id: applicant.id, subject: 'Erste', content: 'A' })
    ).json()
    const reply = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'AW: Erste',
      content: 'B',
      reply_id: first.message.ID,
    })
    expect(reply.json().message.reply_id).toBe(first.message.ID)
    const mails = await t.smtp.waitForMails(2)
    expect(mails[1]?.inReplyTo).toBe(mails[0]?.messageId)
    const conversation = (await viewer.get(`/api/messages/${applicant.id}`)).json()
    expect(conversation.map((m: { Betreff: string }) => m.Betreff)).toEqual(['Erste', 'AW: Erste'])
    const other = await applicantWithMail()
    const foreign = await recruiter.post('/api/messages', {
      applicant_id: other.id,
      content: 'x',
      reply_id: first.message.ID,
    })
    expect(foreign.statusCode).toBe(422)
  })
})
