import { buffer } from 'node:stream/consumers'
import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { composeMail, SAMPLE_PDF } from '../../test/mails.ts'
import { multipart } from '../../test/multipart.ts'
import { applicants } from '../applicant-records/index.ts'
import { auditLog } from '../audit/index.ts'
import { applicantHistory } from '../history/index.ts'
import { importMail, inboundMails } from '../inbox/index.ts'
import { settings } from '../settings/index.ts'
import { exportApplicant } from './privacy.export.ts'
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
    salutation: 'frau',
    first_name: 'Jülide',
    last_name: 'Özdemir',
    email,
    city: 'Köln',
    birth_date: '1990-02-14',
    profession_group: 'pflege',
    languages: ['de', 'en'],
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
    expect(Object.keys(files).slice(0, 2)).toEqual(['LIESMICH.txt', 'bewerber.json'])
    const data = JSON.parse(strFromU8(files['bewerber.json']!))
    // German keys and German values throughout: the person reads this without a developer.
    expect(Object.keys(data)).toEqual([
      'Auskunft nach Art. 15 DSGVO',
      'Erstellt am',
      'Profil',
      'Bewertungen',
      'Notizen',
      'Nachrichten',
      'Vorstellungsgespräche',
      'Dokumente',
      'Verlauf',
    ])
    expect(data.Profil).toMatchObject({
      'Bewerber-Nr.': applicant.id,
      Anrede: 'Frau',
      Vorname: 'Jülide',
      Nachname: 'Özdemir',
      Ort: 'Köln',
      Geburtsdatum: '14.02.1990 (1990-02-14)',
      Status: 'Neu',
      Berufsgruppe: 'Pflege & Gesundheit',
      Sprachen: ['Deutsch', 'Englisch'],
      Qualifiziert: 'nein',
    })
    expect(data.Profil['Angelegt am']).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr \(\d{4}-\d{2}-\d{2}T/)
    expect(data.Bewertungen[0]).toMatchObject({
      'Gesamtbewertung (1 bis 5)': 4,
      'Pünktlichkeit (0 = nicht bewertet, 1 bis 5)': 5,
      Text: 'Sehr gut',
    })
    expect(data.Notizen[0]).toMatchObject({ Notiz: 'Ruft Dienstag zurück' })
    expect(data.Nachrichten[0]).toMatchObject({
      Betreff: 'Hallo',
      // what was mailed: the text and the sender's closing added on send
      Inhalt: expect.stringMatching(/^Willkommen\n/),
      Richtung: 'von uns an Sie',
    })
    expect(data.Verlauf.length).toBeGreaterThan(3)
    expect(data.Verlauf.map((h: { Was: string }) => h.Was)).toContain('Angelegt')
    const [doc] = data.Dokumente
    expect(doc).toMatchObject({ Dateiname: 'Lebenslauf.pdf', Dateityp: 'application/pdf' })
    expect(Buffer.from(files[doc['Datei in diesem ZIP']]!).equals(SAMPLE_PDF)).toBe(true)
    // No English key anywhere, at any depth.
    const keys = (value: unknown): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => (Array.isArray(value) ? keys(v) : [k, ...keys(v)]))
        : []
    expect(keys(data).filter((k) => /^[a-z_]+$/.test(k) || /_/.test(k))).toEqual([])

    const readme = strFromU8(files['LIESMICH.txt']!)
    for (const part of [
      'Art. 15 DSGVO',
      'bewerber.json',
      'dokumente/',
      'Woher die Daten stammen',
      'Wie lange wir Ihre Daten aufbewahren',
      '6 Monate',
      'Ihre Rechte',
      'Art. 17 DSGVO',
      'Beschwerde',
    ])
      expect(readme, part).toContain(part)
    expect(await audits()).toContain('applicant_exported')
    expect((await viewer.get(`/api/applicants/${applicant.id}/export`)).statusCode).toBe(403)
  })

  it('names the file by the day in Berlin: at 23:30 UTC it is already the next day there', async () => {
    const applicant = await createApplicantVia(recruiter, { first_name: 'Nina', last_name: 'Nachtexport' })
    const { user } = await t.createUser({ roles: ['recruiter'] })
    const { fileName, stream } = await exportApplicant(t.deps, {
      id: applicant.id,
      user,
      now: new Date('2026-11-26T23:30:00Z'),
    })
    await buffer(stream)
    expect(fileName).toBe(`bewerber-${applicant.id}-2026-11-27.zip`)
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
