import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { composeMail } from '../../test/mails.ts'
import { multipart, PDF } from '../../test/multipart.ts'
import { importMail } from '../inbox/index.ts'

/** Every trigger: who hears about what, never the one who did it. */
let t: TestContext
let rita: Agent // recruiter, the one acting
let bernd: Agent // recruiter, follows
let vera: Agent // viewer, does not follow
let juergen: Agent // admin, does not follow
const ids = {} as Record<'rita' | 'bernd' | 'vera' | 'juergen', number>
beforeAll(async () => {
  t = await createTestContext()
  for (const [key, role, name] of [
    ['rita', 'recruiter', 'Rita Recruiter'],
    ['bernd', 'recruiter', 'Bernd Berger'],
    ['vera', 'viewer', 'Vera Viewer'],
    ['juergen', 'admin', 'Jürgen Müller-Lüdenscheidt'],
  ] as const) {
    const { agent, user } = await t.loginAs(role, { name })
    ids[key] = user.id
    if (key === 'rita') rita = agent
    if (key === 'bernd') bernd = agent
    if (key === 'vera') vera = agent
    if (key === 'juergen') juergen = agent
  }
})
afterAll(() => t.close())

const inbox = async (agent: Agent) =>
  (await agent.get('/api/notifications')).json() as Array<Record<string, unknown>>
const readAll = (...agents: Agent[]) => Promise.all(agents.map((a) => a.post('/api/notifications/read-all')))
const clear = () => t.db.execute(sql`TRUNCATE notifications, notification_mails`)

/** A fresh applicant that Bernd follows. */
async function followedApplicant(overrides: Record<string, unknown> = {}) {
  const applicant = await createApplicantVia(rita, { first_name: 'Jonas', last_name: 'Weiß', ...overrides })
  expect((await bernd.post(`/api/applicants/${applicant.id}/follow`)).statusCode).toBe(200)
  await clear()
  return applicant
}

describe('followers hear about changes', () => {
  it('status change: the new status label, the actor, the applicant; nobody else', async () => {
    const applicant = await followedApplicant()
    expect((await rita.put(`/api/applicants/${applicant.id}`, { status: 'in-pruefung' })).statusCode).toBe(
      200,
    )
    expect(await inbox(bernd)).toEqual([
      expect.objectContaining({
        kind: 'status_changed',
        label: 'Status geändert',
        text: 'Neu → In Prüfung',
        applicant_id: applicant.id,
        applicant_name: 'Jonas Weiß',
        actor: 'Rita Recruiter',
        read_at: null,
      }),
    ])
    expect(await inbox(rita)).toEqual([])
    expect(await inbox(vera)).toEqual([])
    // Other edits are no status change; a follower changing the status is not told about it himself.
    await rita.put(`/api/applicants/${applicant.id}`, { city: 'Köln' })
    await bernd.put(`/api/applicants/${applicant.id}`, { status: 'kontaktiert' })
    expect(await inbox(bernd)).toHaveLength(1)
    expect((await bernd.get('/api/counter')).json().notifications).toBe(1)
  })

  it('new note: its first 100 characters', async () => {
    const applicant = await followedApplicant()
    const note = `Telefonat am Montag: ${'sehr freundlich, '.repeat(10)}Ende.`
    expect((await vera.post('/api/notes', { applicant_id: applicant.id, note })).statusCode).toBe(201)
    const [notification] = await inbox(bernd)
    expect(notification).toMatchObject({ kind: 'note_added', label: 'Neue Notiz', actor: 'Vera Viewer' })
    expect(notification?.text).toBe(`${note.slice(0, 100).trimEnd()} …`)
    expect(await inbox(vera)).toEqual([])
  })

  it('new rating: the overall value and the comment', async () => {
    const applicant = await followedApplicant()
    await vera.post('/api/ratings', { applicant_id: applicant.id, Rating: 4, Text: 'Sehr pünktlich.' })
    await rita.post('/api/ratings', { applicant_id: applicant.id, Rating: 0, Teamfähigkeit: 3 })
    expect((await inbox(bernd)).map((n) => [n.kind, n.text, n.actor])).toEqual([
      ['rating_added', 'Ohne Gesamtbewertung', 'Rita Recruiter'],
      ['rating_added', 'Gesamtbewertung 4 von 5 · Sehr pünktlich.', 'Vera Viewer'],
    ])
  })

  it('new document: its name; attachments of an incoming reply come with the reply instead', async () => {
    const applicant = await followedApplicant({ email: 'jonas.weiss@example.de' })
    const { payload, headers } = await multipart(
      { applicant_id: String(applicant.id) },
      { name: 'Zeugnis Weiß.pdf', content: PDF },
    )
    const uploaded = await rita.request('POST', `/api/document/${applicant.id}`, payload, { headers })
    expect(uploaded.statusCode).toBe(201)
    expect(await inbox(bernd)).toEqual([
      expect.objectContaining({
        kind: 'document_uploaded',
        label: 'Neues Dokument',
        text: 'Zeugnis Weiß.pdf',
      }),
    ])

    await readAll(bernd)
    const raw = await composeMail({
      from: 'Jonas Weiß <jonas.weiss@example.de>',
      subject: 'Meine Unterlagen',
      text: 'Anbei.',
      attachments: [{ filename: 'Lebenslauf.pdf', content: PDF }],
    })
    expect(await importMail(t.deps, raw)).toBe('imported')
    const unread = (await inbox(bernd)).filter((n) => n.read_at === null)
    expect(unread).toEqual([
      expect.objectContaining({
        kind: 'reply_received',
        label: 'Neue Antwort',
        text: 'Meine Unterlagen',
        actor: null,
      }),
    ])
  })
})

describe('mentions', () => {
  it('notifies the mentioned users, following or not, once; never the writer; no mail addresses', async () => {
    const applicant = await followedApplicant()
    const { user: gone } = await t.loginAs('recruiter', { name: 'Ina Aktiv' })
    await juergen.put(`/api/users/${gone.id}`, { active: false })
    const note =
      'Bitte @jürgen müller-lüdenscheidt und @Bernd  Berger ansehen, cc @Rita Recruiter, @Ina Aktiv, vera@Vera Viewer.de'
    expect((await rita.post('/api/notes', { applicant_id: applicant.id, note })).statusCode).toBe(201)
    expect(await inbox(juergen)).toEqual([
      expect.objectContaining({
        kind: 'mentioned',
        label: 'Sie wurden erwähnt',
        text: `${note.replace(/\s+/g, ' ').slice(0, 100).trimEnd()} …`,
        applicant_id: applicant.id,
        actor: 'Rita Recruiter',
      }),
    ])
    // Bernd follows and is mentioned: the mention only, not also "Neue Notiz".
    expect((await inbox(bernd)).map((n) => n.kind)).toEqual(['mentioned'])
    expect(await inbox(rita)).toEqual([])
    expect(await inbox(vera)).toEqual([])
  })

  it('an edit notifies only the newly mentioned', async () => {
    const applicant = await followedApplicant()
    const created = (
      await rita.post('/api/notes', {
        applicant_id: applicant.id,
        note: 'Rückruf durch @Jürgen Müller-Lüdenscheidt',
      })
    ).json()
    expect(
      (await rita.put(`/api/notes/${created.id}`, { note: `${created.note} und @VERA VIEWER` })).statusCode,
    ).toBe(200)
    await rita.put(`/api/notes/${created.id}`, { note: `${created.note} und @Vera Viewer.` })
    expect((await inbox(juergen)).map((n) => n.kind)).toEqual(['mentioned'])
    expect(await inbox(vera)).toEqual([
      expect.objectContaining({
        kind: 'mentioned',
        text: 'Rückruf durch @Jürgen Müller-Lüdenscheidt und @VERA VIEWER',
      }),
    ])
  })
})

describe('new applicants', () => {
  it('are off by default; recruiters and admins who switch them on hear about them, viewers never', async () => {
    await clear()
    await createApplicantVia(rita, { first_name: 'Lea' })
    expect(await inbox(bernd)).toEqual([])
    for (const agent of [bernd, vera, rita])
      expect(
        (
          await agent.put('/api/user/notification-settings', {
            new_applicant: { in_app: true, email: false },
          })
        ).statusCode,
      ).toBe(200)
    const applicant = await createApplicantVia(rita, {
      first_name: 'Lea',
      last_name: 'Neumann',
      profession_group: 'pflege',
    })
    expect(await inbox(bernd)).toEqual([
      expect.objectContaining({
        kind: 'new_applicant',
        label: 'Neue Bewerber:in',
        text: 'Pflege & Gesundheit',
        applicant_id: applicant.id,
        applicant_name: 'Lea Neumann',
        actor: 'Rita Recruiter',
      }),
    ])
    expect(await inbox(rita)).toEqual([]) // created it herself
    expect(await inbox(vera)).toEqual([]) // viewers do not triage
    expect(await inbox(juergen)).toEqual([]) // did not switch it on
  })
})
