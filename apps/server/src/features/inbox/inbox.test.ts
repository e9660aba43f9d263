import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { composeMail, SAMPLE_PDF } from '../../test/mails.ts'
import { settings } from '../settings/index.ts'
import { importMail } from './inbox.service.ts'

let t: TestContext
let recruiter: Agent
let colleague: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  colleague = (await t.loginAs('recruiter', { name: 'Karl Kollege' })).agent
})
afterAll(() => t.close())
beforeEach(() => t.smtp.clear())

let counter = 0
async function applicantWithMail() {
  counter += 1
  const email = `bewerberin${counter}-${Date.now()}@example.de`
  const applicant = await createApplicantVia(recruiter, { first_name: 'Jülide', last_name: 'Özdemir', email })
  return { ...applicant, email }
}

/** Sends a message from the app and returns it with the Message-ID the applicant's mail program sees. */
async function sendTo(applicantId: number, subject: string) {
  const response = await recruiter.post('/api/messages', {
    applicant_id: applicantId,
    subject,
    content: 'Hallo',
  })
  const [mail] = await t.smtp.waitForMails(1)
  return { message: response.json().message, messageId: mail!.messageId! }
}

const conversation = async (applicantId: number) =>
  (await colleague.get(`/api/messages/${applicantId}`)).json()

describe('incoming replies', () => {
  it('matches a reply by In-Reply-To, stores it with its reply_id and attachments, notifies the followers', async () => {
    const applicant = await applicantWithMail()
    const { message, messageId } = await sendTo(applicant.id, 'Einladung')
    expect((await colleague.post(`/api/applicants/${applicant.id}/follow`)).statusCode).toBeLessThan(300)
    const raw = await composeMail({
      from: `Jülide Özdemir <other-address@example.org>`,
      subject: 'AW: Einladung',
      text: 'Sehr gerne, ich komme am Dienstag.\n\nViele Grüße',
      inReplyTo: messageId,
      references: [messageId],
      attachments: [
        { filename: 'Lebenslauf Özdemir.pdf', content: SAMPLE_PDF },
        { filename: 'setup.exe', content: Buffer.from('MZ\x90\x00') },
      ],
    })
    expect(await importMail(t.deps, raw)).toBe('imported')

    const reply = (await conversation(applicant.id)).at(-1)
    expect(reply).toMatchObject({
      direction: 'in',
      state: 'received',
      Betreff: 'AW: Einladung',
      reply_id: message.ID,
      Entwurf: 0,
      author: null,
    })
    expect(reply.Content).toContain('Sehr gerne, ich komme am Dienstag.')
    expect(reply.Content).toContain(
      '[Nicht übernommene Anhänge: setup.exe (Dieser Dateityp ist nicht erlaubt.',
    )
    expect(reply.Versendet).toBe(reply.Zugestellt)

    const documents = (await colleague.get(`/api/documents/${applicant.id}`)).json()
    expect(documents.map((d: { name: string }) => d.name)).toEqual(['Lebenslauf Özdemir.pdf'])
    const download = await colleague.get(`/api/document-download/${documents[0].id}`)
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true)

    const notifications = (await colleague.get('/api/notifications')).json()
    expect(notifications).toEqual([
      expect.objectContaining({
        kind: 'reply_received',
        label: 'Neue Antwort',
        text: 'AW: Einladung',
        applicant_id: applicant.id,
        applicant_name: 'Jülide Özdemir',
        read_at: null,
      }),
    ])
    expect((await colleague.get('/api/counter')).json().notifications).toBe(1)
    expect((await recruiter.get('/api/notifications')).json()).toEqual([]) // does not follow
    const history = (await colleague.get(`/api/history/${applicant.id}`)).json()
    expect(history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['message_received', 'document_uploaded']),
    )
  })

  it('falls back to the sender address and links the reply to the last message sent', async () => {
    const applicant = await applicantWithMail()
    const { message } = await sendTo(applicant.id, 'Unterlagen')
    const raw = await composeMail({
      from: applicant.email.toUpperCase(),
      subject: 'Meine Zeugnisse',
      text: 'Anbei.',
    })
    expect(await importMail(t.deps, raw)).toBe('imported')
    expect((await conversation(applicant.id)).at(-1)).toMatchObject({
      Betreff: 'Meine Zeugnisse',
      reply_id: message.ID,
    })
  })

  it('imports nothing from unknown senders or for applicants in the trash, and logs it for the filter preview', async () => {
    const unknown = await composeMail({ from: 'fremd@example.com', subject: 'Werbung', text: 'Kaufen!' })
    expect(await importMail(t.deps, unknown)).toBe('unmatched')
    const applicant = await applicantWithMail()
    await recruiter.delete(`/api/applicants/${applicant.id}`)
    const fromDeleted = await composeMail({ from: applicant.email, subject: 'Noch da?', text: 'Hallo' })
    expect(await importMail(t.deps, fromDeleted)).toBe('unmatched')
    const recent = (await recruiter.get('/api/mail-filter/recent')).json()
    expect(recent.slice(0, 2)).toEqual([
      expect.objectContaining({ subject: 'Noch da?', outcome: 'unmatched', applicant_id: null }),
      expect.objectContaining({
        subject: 'Werbung',
        from_address: 'fremd@example.com',
        outcome: 'unmatched',
      }),
    ])
  })

  it('applies the mail filter: automatic replies are ignored by default, rules decide in order', async () => {
    const applicant = await applicantWithMail()
    const outOfOffice = await composeMail({
      from: applicant.email,
      subject: 'Automatische Antwort: Einladung',
      text: 'Ich bin bis Montag nicht erreichbar.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    })
    expect(await importMail(t.deps, outOfOffice)).toBe('filtered')
    await recruiter.post('/api/mail-filter', { field: 'subject', value: 'newsletter', action: 'ignore' })
    const newsletter = await composeMail({ from: applicant.email, subject: 'Mein Newsletter', text: 'x' })
    expect(await importMail(t.deps, newsletter)).toBe('filtered')
    await recruiter.post('/api/mail-filter', {
      field: 'sender',
      value: applicant.email,
      action: 'import',
      position: 0,
    })
    const allowed = await composeMail({ from: applicant.email, subject: 'Newsletter-Anmeldung?', text: 'y' })
    expect(await importMail(t.deps, allowed)).toBe('imported')
    const subjects = (await conversation(applicant.id)).map((m: { Betreff: string }) => m.Betreff)
    expect(subjects).toEqual(['Newsletter-Anmeldung?'])
    const recent = (await recruiter.get('/api/mail-filter/recent')).json()
    expect(recent[1]).toMatchObject({
      subject: 'Mein Newsletter',
      outcome: 'filtered',
      applicant_id: applicant.id,
    })
    expect(recent[2]).toMatchObject({ auto_reply: true, outcome: 'filtered' })
  })

  it('imports a mail exactly once, also when two imports race', async () => {
    const applicant = await applicantWithMail()
    const raw = await composeMail({
      from: applicant.email,
      subject: 'Doppelt?',
      text: 'Einmal bitte.',
      messageId: `<race-${Date.now()}@example.de>`,
      attachments: [{ filename: 'Zeugnis.pdf', content: SAMPLE_PDF }],
    })
    const results = await Promise.all([
      importMail(t.deps, raw),
      importMail(t.deps, raw),
      importMail(t.deps, raw),
    ])
    expect(results.filter((r) => r === 'imported')).toHaveLength(1)
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(2)
    expect(await importMail(t.deps, raw)).toBe('duplicate')
    expect(
      (await conversation(applicant.id)).filter((m: { Betreff: string }) => m.Betreff === 'Doppelt?'),
    ).toHaveLength(1)
    expect((await colleague.get(`/api/documents/${applicant.id}`)).json()).toHaveLength(1)
  })
})

describe('outgoing mail details', () => {
  it('uses the sender and Reply-To of the settings and appends the user signature', async () => {
    const { user } = await t.loginAs('recruiter')
    const me = await recruiter.get('/api/user')
    const signature = 'Rita Recruiter\nPersonalabteilung, {{firma}}'
    const updated = await recruiter.put(`/api/users/${me.json().id}`, { signature })
    expect(updated.statusCode).toBe(200)
    expect(user.id).not.toBe(me.json().id)
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'app'))
    await t.db
      .update(settings)
      .set({
        value: {
          ...(row!.value as object),
          mail_from: 'Personal Muster GmbH <personal@muster.example>',
          mail_reply_to: 'bewerbung@muster.example',
        },
      })
      .where(eq(settings.key, 'app'))
    const applicant = await applicantWithMail()
    const sent = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Grüße',
      content: 'Hallo',
    })
    // The signature is the closing (no second one) and {{firma}} is the company of the settings.
    expect(sent.json().message.Content).toBe('Hallo\n\nRita Recruiter\nPersonalabteilung, Muster Pflege GmbH')
    const [mail] = await t.smtp.waitForMails(1)
    expect(mail?.from?.text).toBe('"Personal Muster GmbH" <personal@muster.example>')
    expect(mail?.replyTo?.text).toBe('bewerbung@muster.example')
    expect(mail?.text).toContain('Hallo\n\nRita Recruiter')
  })
})
