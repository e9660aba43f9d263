import { defaultNotificationSettings, NOTIFICATION_EVENTS } from '@bb/shared'
import { eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { users } from '../users/index.ts'
import { notificationMails } from './notification-mails.table.ts'
import { attemptNotificationMail, processNotificationMails } from './notifications.mail.ts'

let t: TestContext
let rita: Agent
let bernd: Agent
let berndId: number
let berndEmail: string
beforeAll(async () => {
  t = await createTestContext()
  rita = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  const b = await t.loginAs('recruiter', { name: 'Bernd Berger' })
  bernd = b.agent
  berndId = b.user.id
  berndEmail = b.user.email
})
afterAll(() => t.close())
beforeEach(async () => {
  t.smtp.clear()
  await t.db.execute(sql`TRUNCATE notifications, notification_mails`)
  await t.db.update(users).set({ preferences: {} }).where(eq(users.id, berndId))
})

const settings = (agent: Agent) => agent.get('/api/user/notification-settings')
const save = (agent: Agent, body: unknown) => agent.put('/api/user/notification-settings', body)

/** An applicant with data that must never reach a staff mail, followed by Bernd. */
async function followed() {
  const applicant = await createApplicantVia(rita, {
    first_name: 'Jülide',
    last_name: 'Özdemir',
    email: `juelide.oezdemir${Math.random().toString(36).slice(2, 7)}@example.de`,
    phone: '0171 2345678',
    city: 'Gelsenkirchen',
  })
  await bernd.post(`/api/applicants/${applicant.id}/follow`)
  return applicant
}

const pendingMails = () => t.db.select().from(notificationMails)

function expectNoApplicantData(mail: ParsedMail, applicant: Record<string, unknown>) {
  const everything = `${mail.subject}\n${mail.text}\n${mail.html || ''}`
  for (const value of ['Jülide', 'Özdemir', 'Oezdemir', applicant.email, '2345678', 'Gelsenkirchen'])
    expect(everything.toLowerCase()).not.toContain(String(value).toLowerCase())
}

describe('notification settings', () => {
  it('starts with the documented defaults', async () => {
    const response = await settings(bernd)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(defaultNotificationSettings())
    expect(response.json()).toMatchObject({
      new_applicant: { in_app: false, email: false },
      mentioned: { in_app: true, email: true },
      shared: { in_app: true, email: true },
      status_changed: { in_app: true, email: false },
      reply_received: { in_app: true, email: false },
    })
    expect(Object.keys(response.json()).sort()).toEqual(NOTIFICATION_EVENTS.map((e) => e.kind).sort())
  })

  it('saves per user in users.preferences.notifications, keeping the other preferences', async () => {
    await t.db
      .update(users)
      .set({ preferences: { list_view: 'kompakt' } })
      .where(eq(users.id, berndId))
    const saved = await save(bernd, { status_changed: { in_app: false, email: true } })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({
      ...defaultNotificationSettings(),
      status_changed: { in_app: false, email: true },
    })
    expect((await settings(bernd)).json().status_changed).toEqual({ in_app: false, email: true })
    expect((await settings(rita)).json()).toEqual(defaultNotificationSettings())
    const [row] = await t.db.select().from(users).where(eq(users.id, berndId))
    expect(row?.preferences).toMatchObject({
      list_view: 'kompakt',
      notifications: { status_changed: { in_app: false, email: true } },
    })
  })

  it('refuses unknown events and non-boolean choices with a 422', async () => {
    expect((await save(bernd, { geburtstag: { in_app: true, email: true } })).statusCode).toBe(422)
    expect((await save(bernd, { mentioned: { in_app: 'ja', email: true } })).statusCode).toBe(422)
    expect((await save(bernd, { mentioned: { in_app: true } })).statusCode).toBe(422)
    expect((await settings(bernd)).json()).toEqual(defaultNotificationSettings())
  })

  it('in the app switched off: no notification row', async () => {
    const applicant = await followed()
    await save(bernd, { note_added: { in_app: false, email: false } })
    await rita.post('/api/notes', { applicant_id: applicant.id, note: 'Nur für mich.' })
    expect((await bernd.get('/api/notifications')).json()).toEqual([])
    expect(await pendingMails()).toEqual([])
  })
})

describe('notification e-mails (real SMTP on loopback)', () => {
  it('e-mail on: a German mail with a link and no applicant data arrives; one per event kind while pending', async () => {
    const applicant = await followed()
    await save(bernd, { status_changed: { in_app: true, email: true } })
    await rita.put(`/api/applicants/${applicant.id}`, { status: 'in-pruefung' })
    await rita.put(`/api/applicants/${applicant.id}`, { status: 'kontaktiert' })
    expect((await bernd.get('/api/notifications')).json()).toHaveLength(2)
    expect(await pendingMails()).toHaveLength(1) // the second change joins the pending mail
    expect(t.smtp.received).toHaveLength(0) // stored first, sent by the job

    expect(await processNotificationMails(t.deps)).toBe(1)
    const [mail] = await t.smtp.waitForMails(1)
    expect(mail?.to).toMatchObject({ text: berndEmail })
    expect(mail?.subject).toBe('Neuigkeiten: Status geändert')
    expect(mail?.text).toContain('Es gibt Neuigkeiten zu einer Bewerber:in, der Sie folgen.')
    expect(mail?.text).toContain(
      `Im Bewerber-Backoffice öffnen: http://localhost:8080/bewerber/${applicant.id}`,
    )
    expect(mail?.html).toContain(`href="http://localhost:8080/bewerber/${applicant.id}"`)
    expectNoApplicantData(mail!, applicant)

    expect(await processNotificationMails(t.deps)).toBe(0)
    await rita.put(`/api/applicants/${applicant.id}`, { status: 'angebot' })
    expect(await processNotificationMails(t.deps)).toBe(1) // delivered ones no longer hold new events back
  })

  it('mentions and shares are mailed by default, with their own subject', async () => {
    const applicant = await followed()
    await rita.post('/api/notes', { applicant_id: applicant.id, note: 'Bitte @Bernd Berger zurückrufen.' })
    await rita.post(`/api/applicants/${applicant.id}/share`, {
      user_ids: [berndId],
      note: 'Jülide Özdemir ansehen',
    })
    expect(await processNotificationMails(t.deps)).toBe(2)
    const mails = await t.smtp.waitForMails(2)
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Eine Bewerber:in wurde mit Ihnen geteilt',
      'Sie wurden in einer Notiz erwähnt',
    ])
    for (const mail of mails) expectNoApplicantData(mail, applicant)
  })

  it('SMTP down: kept, retried with backoff, delivered exactly once', async () => {
    const applicant = await followed()
    await save(bernd, {
      document_uploaded: { in_app: false, email: true },
      note_added: { in_app: true, email: true },
    })
    await t.smtp.close()
    let id = 0
    try {
      await rita.post('/api/notes', { applicant_id: applicant.id, note: 'Rückruf vereinbart.' })
      expect(await processNotificationMails(t.deps)).toBe(0)
      const [row] = await pendingMails()
      id = row!.id
      expect(row).toMatchObject({ attempts: 1, deliveredAt: null })
      expect(row?.lastError).toMatch(/nicht angenommen/)
      expect(await processNotificationMails(t.deps)).toBe(0) // the first retry waits a minute
      expect((await pendingMails())[0]?.attempts).toBe(1)
    } finally {
      await t.smtp.restart()
    }
    t.clock.advance(61_000)
    const [first, second] = await Promise.all([
      processNotificationMails(t.deps),
      processNotificationMails(t.deps),
    ])
    expect(first + second).toBe(1)
    await t.smtp.waitForMails(1)
    expect(await attemptNotificationMail(t.deps, id)).toBe(false) // never sent again
    t.clock.advance(30 * 60_000)
    await processNotificationMails(t.deps)
    await new Promise((r) => setTimeout(r, 200))
    expect(t.smtp.received).toHaveLength(1)
    expect((await pendingMails())[0]).toMatchObject({ attempts: 2, nextAttemptAt: null, lastError: null })
  })

  it('drops mails the user no longer wants, and gives up after a day', async () => {
    const applicant = await followed()
    await save(bernd, { note_added: { in_app: true, email: true } })
    await rita.post('/api/notes', { applicant_id: applicant.id, note: 'Erste Notiz' })
    await save(bernd, { note_added: { in_app: true, email: false } })
    expect(await processNotificationMails(t.deps)).toBe(0)
    expect((await pendingMails())[0]).toMatchObject({ deliveredAt: null, nextAttemptAt: null })
    expect((await pendingMails())[0]?.lastError).toMatch(/abbestellt/)

    await t.db.execute(sql`TRUNCATE notification_mails`)
    await save(bernd, { note_added: { in_app: true, email: true } })
    await t.smtp.close()
    try {
      await rita.post('/api/notes', { applicant_id: applicant.id, note: 'Zweite Notiz' })
      // Sessions run out meanwhile: this test is the last of the file.
      for (let hour = 0; hour < 30; hour++) {
        await processNotificationMails(t.deps)
        t.clock.advance(3_600_000)
      }
    } finally {
      await t.smtp.restart()
    }
    const [givenUp] = await pendingMails()
    expect(givenUp).toMatchObject({ deliveredAt: null, nextAttemptAt: null, attempts: 8 })
    expect(givenUp?.lastError).toMatch(/Aufgegeben/)
    expect(await processNotificationMails(t.deps)).toBe(0)
    await new Promise((r) => setTimeout(r, 200))
    expect(t.smtp.received).toHaveLength(0)
  })
})
