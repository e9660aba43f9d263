import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { composeMail, SAMPLE_PDF } from '../../test/mails.ts'
import { multipart } from '../../test/multipart.ts'
import { applicants } from '../applicants/applicants.table.ts'
import { auditLog } from '../audit/audit.table.ts'
import { applicantHistory } from '../history/history.table.ts'
import { importMail } from '../inbox/inbox.service.ts'
import { inboundMails } from '../inbox/inbox.table.ts'
import { settings } from '../settings/settings.table.ts'
import { applyRetention } from './privacy.service.ts'

let t: TestContext
let admin: Agent
let recruiter: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.loginAs('admin', { name: 'Anton Admin' })).agent
  recruiter = (await t.loginAs('recruiter')).agent
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

/** An applicant with a rating, a note, a document and a sent message. */
async function fullApplicant(email: string) {
  const applicant = await createApplicantVia(recruiter, {
    first_name: 'Jülide',
    last_name: 'Özdemir',
    email,
    city: 'Köln',
  })
  await recruiter.post('/api/ratings', {
    applicant_id: applicant.id,
    Rating: 4,
    Pünktlichkeit: 5,
    Text: 'Sehr gut',
  })
  await recruiter.post('/api/notes', { applicant_id: applicant.id, note: 'Ruft Dienstag zurück' })
  const upload = await multipart(
    { applicant_id: String(applicant.id) },
    { name: 'Lebenslauf.pdf', content: SAMPLE_PDF },
  )
  const uploaded = await recruiter.post(`/api/document/${applicant.id}`, upload.payload, {
    headers: upload.headers,
  })
  expect(uploaded.statusCode).toBe(201)
  await recruiter.post('/api/messages', {
    applicant_id: applicant.id,
    subject: 'Hallo',
    content: 'Willkommen',
  })
  return applicant
}

const audits = async () => (await t.db.select().from(auditLog)).map((a) => a.action)

describe('DSGVO export (Art. 15)', () => {
  it('answers a ZIP with everything stored about the applicant and the documents, and logs it', async () => {
    const applicant = await fullApplicant('export@example.de')
    const response = await recruiter.get(`/api/applicants/${applicant.id}/export`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bewerber-\d+-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    const files = unzipSync(new Uint8Array(response.rawPayload))
    const data = JSON.parse(strFromU8(files['bewerber.json']!))
    expect(data.applicant).toMatchObject({ first_name: 'Jülide', last_name: 'Özdemir', city: 'Köln' })
    expect(data.ratings.list[0]).toMatchObject({ Rating: 4, Text: 'Sehr gut' })
    expect(data.notes[0]).toMatchObject({ note: 'Ruft Dienstag zurück' })
    expect(data.messages[0]).toMatchObject({ Betreff: 'Hallo' })
    expect(data.history.length).toBeGreaterThan(3)
    const [doc] = data.documents
    expect(Buffer.from(files[doc.file]!).equals(SAMPLE_PDF)).toBe(true)
    expect(await audits()).toContain('applicant_exported')
    expect((await viewer.get(`/api/applicants/${applicant.id}/export`)).statusCode).toBe(403)
  })
})

describe('erasure on request (Art. 17)', () => {
  it('deletes at once, also from the trash, with documents and mail copies; the audit log keeps only the fact', async () => {
    const applicant = await fullApplicant('loeschen@example.de')
    await importMail(
      t.deps,
      await composeMail({ from: 'loeschen@example.de', subject: 'Frage', text: 'Hallo?' }),
    )
    const [doc] = (await admin.get(`/api/documents/${applicant.id}`)).json()
    const [stored] = await t.db.select().from(applicants).where(eq(applicants.id, applicant.id))
    expect(stored).toBeDefined()
    expect((await recruiter.delete(`/api/applicants/${applicant.id}/erase`)).statusCode).toBe(403)
    await recruiter.delete(`/api/applicants/${applicant.id}`) // in the trash first: erasure skips it anyway
    expect((await admin.delete(`/api/applicants/${applicant.id}/erase`)).statusCode).toBe(204)
    expect(await t.db.select().from(applicants).where(eq(applicants.id, applicant.id))).toEqual([])
    expect(
      await t.db.select().from(applicantHistory).where(eq(applicantHistory.applicantId, applicant.id)),
    ).toEqual([])
    expect(
      await t.db.select().from(inboundMails).where(eq(inboundMails.fromAddress, 'loeschen@example.de')),
    ).toEqual([])
    expect((await admin.get(`/api/document-download/${doc.id}`)).statusCode).toBe(404)
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'applicant_erased'))
    expect(entries).toEqual([expect.objectContaining({ target: `applicant:${applicant.id}`, details: {} })])
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain('Özdemir')
    expect((await admin.delete(`/api/applicants/${applicant.id}/erase`)).statusCode).toBe(404)
  })
})

describe('retention', () => {
  it('lists rejected applicants after the period and anonymises them only when switched on', async () => {
    const applicant = await fullApplicant('alt@example.de')
    await recruiter.put(`/api/applicants/${applicant.id}`, { status: 'abgelehnt' })
    const fresh = await createApplicantVia(recruiter, { first_name: 'Neu', last_name: 'Abgelehnt' })
    await recruiter.put(`/api/applicants/${fresh.id}`, { status: 'abgelehnt' })
    expect((await admin.get('/api/privacy/retention')).json().due).toEqual([])

    // Seven months later (the default period is six).
    t.clock.advance(7 * 31 * 86_400_000)
    admin = (await t.loginAs('admin', { name: 'Anton Admin II' })).agent // sessions expired meanwhile
    recruiter = (await t.loginAs('recruiter')).agent
    await recruiter.put(`/api/applicants/${fresh.id}`, { status: 'zurueckgezogen' })
    const preview = (await admin.get('/api/privacy/retention')).json()
    expect(preview).toMatchObject({ enabled: false, action: 'anonymise', months: 6 })
    expect(preview.due.map((d: { id: number }) => d.id)).toEqual([applicant.id])
    expect((await recruiter.get('/api/privacy/retention')).statusCode).toBe(403)
    expect(await applyRetention(t.deps)).toBe(0) // switched off: nothing happens

    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'app'))
    await t.db
      .update(settings)
      .set({ value: { ...(row!.value as object), retention_enabled: true } })
      .where(eq(settings.key, 'app'))
    expect(await applyRetention(t.deps)).toBe(1)
    const after = (await admin.get(`/api/applicant-detail/${applicant.id}`)).json()
    expect(after.applicant).toMatchObject({
      first_name: 'Anonymisiert',
      email: null,
      city: null,
      status: 'abgelehnt',
    })
    expect(after.notes).toEqual([])
    expect(after.messages).toEqual([])
    expect(after.documents).toEqual([])
    expect(after.ratings.list[0]).toMatchObject({ Rating: 4, Pünktlichkeit: 5, Text: '' })
    const history = (await admin.get(`/api/history/${applicant.id}`)).json()
    expect(history.map((h: { action: string }) => h.action).sort()).toEqual(['created', 'status_changed'])
    expect(JSON.stringify(history)).not.toContain('Özdemir')
    expect(await applyRetention(t.deps)).toBe(0) // once only
    expect(await audits()).toContain('retention_anonymised')
  })
})

describe('audit log', () => {
  it('records logins, failed logins, downloads and role changes with who, when and IP; admins only', async () => {
    const applicant = await fullApplicant('audit@example.de')
    const [doc] = (await recruiter.get(`/api/documents/${applicant.id}`)).json()
    expect((await recruiter.get(`/api/document-download/${doc.id}`)).statusCode).toBe(200)
    const { user } = await t.loginAs('viewer', { email: 'audit.viewer@example.test' })
    await t
      .agent()
      .post('/login-user', { email: 'audit.viewer@example.test', password: 'falsch-falsch-falsch' })
    await admin.put(`/api/users/${user.id}`, { roles: ['recruiter'] })
    const log = (await admin.get('/api/audit-log?per_page=200')).json()
    const actions = log.data.map((e: { action: string }) => e.action)
    expect(actions).toEqual(
      expect.arrayContaining(['login', 'login_failed', 'user_access_changed', 'document_downloaded']),
    )
    const failed = log.data.find((e: { action: string }) => e.action === 'login_failed')
    expect(failed).toMatchObject({
      label: 'Fehlgeschlagene Anmeldung',
      user: null,
      ip: expect.any(String),
      details: { email: 'audit.viewer@example.test' },
    })
    expect(JSON.stringify(log)).not.toContain('falsch-falsch')
    const change = log.data.find((e: { action: string }) => e.action === 'user_access_changed')
    expect(change).toMatchObject({
      user: 'Anton Admin II',
      target: `user:${user.id}`,
      details: { roles: ['recruiter'] },
    })
    expect(log.total).toBeGreaterThanOrEqual(log.data.length)
    expect((await recruiter.get('/api/audit-log')).statusCode).toBe(403)
  })
})
