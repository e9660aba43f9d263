import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { seedDefaultSettings, settings } from '../settings/index.ts'
import { saveCompany, settle, templateNamed } from './mail.test-helpers.ts'

/**
 * Issue 13, defect 9: mail to applicants comes from the company (name and sender of the settings,
 * Reply-To to the mailbox that is read), as plain text and clean HTML, with one closing.
 */
let t: TestContext
let admin: Agent
let recruiter: Agent
let signer: Agent
beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.loginAs('admin')).agent
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  signer = (await t.loginAs('recruiter', { name: 'Sven Signatur' })).agent
  const me = (await signer.get('/api/user')).json()
  const signature = 'Mit freundlichen Grüßen\nSven Signatur\nPersonalabteilung, {{firma}}'
  expect((await signer.put(`/api/users/${me.id}`, { signature })).statusCode).toBe(200)
})
afterAll(() => t.close())
beforeEach(() => t.smtp.clear())

const COMPANY = {
  company_name: 'Muster Pflege GmbH',
  mail_from: 'Muster Pflege GmbH Recruiting <jobs@muster-pflege.example>',
}

const applicantWithMail = (overrides: Record<string, unknown> = {}) =>
  createApplicantVia(recruiter, {
    salutation: 'herr',
    first_name: 'Tim',
    last_name: 'Weiß',
    email: `tim${Math.random().toString(36).slice(2, 8)}@example.de`,
    ...overrides,
  })

async function send(agent: Agent, applicantId: number, subject: string, content: string) {
  const response = await agent.post('/api/messages', { applicant_id: applicantId, subject, content })
  expect(response.statusCode, response.body).toBe(201)
  const mails = await t.smtp.waitForMails(1)
  return { message: response.json().message, mail: mails.at(-1) as ParsedMail }
}

const count = (text: string, part: string) => text.split(part).length - 1

describe('a fresh install knows no company yet', () => {
  it('starts without company name and sender, and sends nothing to applicants until they are set', async () => {
    await t.db.delete(settings)
    await seedDefaultSettings(t.db, { mailFrom: 'Bewerber-Backoffice <no-reply@localhost>' })
    const fresh = (await admin.get('/api/settings')).json()
    expect(fresh).toMatchObject({ company_name: '', mail_from: '' })
    const applicant = await applicantWithMail()
    const refused = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Hallo',
      content: 'Guten Tag',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(
      'Für E-Mails an Bewerber:innen ist noch kein Absender eingerichtet. Eine Administrator:in trägt ihn unter Einstellungen ein.',
    )
    await settle()
    expect(t.smtp.received).toHaveLength(0)
  })

  it('forgets the product name and a localhost sender of an existing install, keeps real values', async () => {
    await t.db
      .update(settings)
      .set({
        value: {
          ...((await t.db.select().from(settings))[0]?.value as object),
          company_name: 'Bewerber-Backoffice',
          mail_from: 'Bewerber-Backoffice <no-reply@localhost>',
        },
      })
      .where(eq(settings.key, 'app'))
    await seedDefaultSettings(t.db, { mailFrom: 'Bewerber-Backoffice <no-reply@localhost>' })
    expect((await admin.get('/api/settings')).json()).toMatchObject({ company_name: '', mail_from: '' })
    await t.db.delete(settings)
    await seedDefaultSettings(t.db, { mailFrom: 'Personal <personal@muster-pflege.example>' })
    expect((await admin.get('/api/settings')).json()).toMatchObject({
      company_name: '',
      mail_from: 'Personal <personal@muster-pflege.example>',
    })
  })

  it('refuses a sender that is no mail address, in German', async () => {
    const { polling: _p, version: _v, ...body } = (await admin.get('/api/settings')).json()
    const response = await admin.put('/api/settings', { ...body, company_name: 'X', mail_from: 'jobs' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.mail_from).toEqual([
      'Bitte eine Absenderadresse wie jobs@firma.de oder „Firma GmbH Recruiting <jobs@firma.de>“ angeben.',
    ])
  })
})

describe('company name and sender from the settings', () => {
  it('renders {{firma}} as the company name of the settings, and refuses it while there is none', async () => {
    await saveCompany(admin, COMPANY)
    const [row] = await t.db.select().from(settings)
    await t.db
      .update(settings)
      .set({ value: { ...(row?.value as object), company_name: '' } })
      .where(eq(settings.key, 'app'))
    const applicant = await applicantWithMail()
    const response = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Ihre Bewerbung bei {{firma}}',
      content: 'Guten Tag',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(
      'Der Platzhalter {{firma}} kann für diese Bewerber:in nicht ausgefüllt werden: in den Einstellungen ist kein Firmenname hinterlegt.',
    )
    await settle()
    expect(t.smtp.received).toHaveLength(0)

    await saveCompany(admin, COMPANY)
    const rejection = await templateNamed(recruiter, 'Absage')
    const { mail } = await send(recruiter, applicant.id, rejection.subject, rejection.message)
    expect(mail.subject).toBe('Ihre Bewerbung bei Muster Pflege GmbH')
    expect(mail.text).not.toContain('Bewerber-Backoffice')
  })

  it('sends from the sender of the settings with Reply-To to the mailbox that is read', async () => {
    await saveCompany(admin, COMPANY)
    const applicant = await applicantWithMail()
    let { mail } = await send(recruiter, applicant.id, 'Eins', 'Guten Tag')
    expect(mail.from?.text).toBe('"Muster Pflege GmbH Recruiting" <jobs@muster-pflege.example>')
    expect(mail.replyTo?.text).toBe('jobs@muster-pflege.example')

    // A bare address gets the company name; the IMAP mailbox, when it is an address, takes replies.
    await saveCompany(admin, { ...COMPANY, mail_from: 'jobs@muster-pflege.example' })
    const imapUrl = t.config.imapUrl
    t.config.imapUrl = 'imaps://bewerbung%40muster-pflege.example:geheim@127.0.0.1:1/INBOX'
    try {
      ;({ mail } = await send(recruiter, applicant.id, 'Zwei', 'Guten Tag'))
    } finally {
      t.config.imapUrl = imapUrl
    }
    expect(mail.from?.text).toBe('"Muster Pflege GmbH" <jobs@muster-pflege.example>')
    expect(mail.replyTo?.text).toBe('bewerbung@muster-pflege.example')

    // An explicit Reply-To of the settings wins.
    await saveCompany(admin, { ...COMPANY, mail_reply_to: 'antworten@muster-pflege.example' })
    ;({ mail } = await send(recruiter, applicant.id, 'Drei', 'Guten Tag'))
    expect(mail.replyTo?.text).toBe('antworten@muster-pflege.example')
    await saveCompany(admin, COMPANY)
  })
})

describe('plain text and HTML', () => {
  it('sends multipart/alternative with a clean, escaped, German HTML part', async () => {
    const applicant = await applicantWithMail({ salutation: null, first_name: '<script>alert(1)</script>' })
    const { mail } = await send(
      recruiter,
      applicant.id,
      'Ihre Unterlagen',
      '{{anrede}},\n\nbitte laden Sie Ihre Zeugnisse hoch: https://muster-pflege.example/karriere?a=1&b=2.\n\nDanke & bis bald',
    )
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' })
    expect(mail.text).toContain('Guten Tag <script>alert(1)</script> Weiß,')
    const html = mail.html || ''
    expect(html).toMatch(/^<!doctype html>\s*<html lang="de">/i)
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('Guten Tag &#60;script&#62;alert(1)&#60;/script&#62; Weiß,')
    expect(html).toContain('<a href="https://muster-pflege.example/karriere?a=1&#38;b=2"')
    expect(html).toContain('Danke &#38; bis bald')
    expect(html.match(/<p[ >]/g)?.length).toBeGreaterThanOrEqual(4)
    // No external resources: nothing is loaded when the mail is opened.
    expect(html).not.toMatch(/<img|<link|<iframe|src=|url\(/i)
  })
})

describe('one closing', () => {
  it('ends a template with the personal signature, or else the default closing, exactly once', async () => {
    const applicant = await applicantWithMail()
    const rejection = await templateNamed(signer, 'Absage')
    const { mail } = await send(signer, applicant.id, rejection.subject, rejection.message)
    const text = mail.text ?? ''
    expect(count(text, 'Mit freundlichen Grüßen')).toBe(1)
    expect(count(text, 'Sven Signatur')).toBe(1)
    expect(text.trimEnd()).toMatch(
      /Mit freundlichen Grüßen\nSven Signatur\nPersonalabteilung, Muster Pflege GmbH$/,
    )

    for (const name of ['Absage', 'Zusage', 'Eingangsbestätigung', 'Unterlagen anfordern']) {
      t.smtp.clear()
      const template = await templateNamed(recruiter, name)
      const { mail } = await send(
        recruiter,
        applicant.id,
        template.subject,
        template.message.replace('{{berufsgruppe}}', 'Pflege'),
      )
      const text = mail.text ?? ''
      expect(count(text, 'Mit freundlichen Grüßen'), name).toBe(1)
      expect(text.trimEnd(), name).toMatch(/Mit freundlichen Grüßen\nRita Recruiter\nMuster Pflege GmbH$/)
    }
  })

  it('puts the closing above a quoted original, and leaves the quote as it was', async () => {
    const applicant = await applicantWithMail()
    const { message } = await send(
      signer,
      applicant.id,
      'AW: Frage',
      'Gern, das geht.\n\n\nAm 01.03.2026 10:00 schrieb die Bewerber:in:\n> Geht {{gehalt}} auch?\n> Gruß Tim',
    )
    expect(message.Content).toBe(
      'Gern, das geht.\n\nMit freundlichen Grüßen\nSven Signatur\nPersonalabteilung, Muster Pflege GmbH\n\nAm 01.03.2026 10:00 schrieb die Bewerber:in:\n> Geht {{gehalt}} auch?\n> Gruß Tim',
    )
  })
})
