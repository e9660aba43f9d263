import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { MAIL_INTAKE_NAME_PLACEHOLDER } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../../context.ts'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { openSecondConnection } from '../../test/database.ts'
import { startImapServer, type TestImap } from '../../test/imap.ts'
import { composeMail, SAMPLE_PDF } from '../../test/mails.ts'
import { pollInbox } from './imap-poller.ts'
import { importMail } from './inbox.service.ts'

let t: TestContext
let imap: TestImap
let admin: Agent
let recruiter: Agent
let recruiterEmail: string
let secondDeps: AppDeps
let closeSecond: () => Promise<void>
beforeAll(async () => {
  imap = await startImapServer()
  t = await createTestContext({ config: { imapUrl: imap.url } })
  admin = (await t.loginAs('admin')).agent
  const rita = await t.loginAs('recruiter', { name: 'Rita Recruiter' })
  recruiter = rita.agent
  recruiterEmail = rita.user.email
  // A second instance: its own connection pool on PostgreSQL (PGlite can only be shared in-process).
  const connection = await openSecondConnection()
  secondDeps = { ...t.deps, db: connection.db }
  closeSecond = connection.close
})
afterAll(async () => {
  await closeSecond?.()
  await t?.close()
  await imap?.close()
})

/** Delivers the mails into the team mailbox and polls it once, as the server does every minute. */
async function deliver(...raws: Buffer[]) {
  for (const raw of raws) await imap.append(raw)
  return (await pollInbox(t.deps)).results
}

interface LoggedMail {
  subject: string
  outcome: string
  attachments: number
  applicant_id: number | null
  applicant_name: string | null
}
const logged = async (subject: string): Promise<LoggedMail | undefined> =>
  (await recruiter.get('/api/mail-filter/recent')).json().find((m: LoggedMail) => m.subject === subject)

async function applicantOf(subject: string) {
  const entry = await logged(subject)
  expect(entry?.applicant_id, `no applicant for „${subject}“`).toEqual(expect.any(Number))
  const id = entry?.applicant_id as number
  const applicant = (await recruiter.get(`/api/applicants/${id}`)).json()
  const documents = (await recruiter.get(`/api/documents/${id}`)).json()
  const messages = (await recruiter.get(`/api/messages/${id}`)).json()
  const history = (await recruiter.get(`/api/history/${id}`)).json()
  return { id, applicant, documents, messages, history }
}

/** The live applicants with this address, through the list as the overview asks for it. */
async function withEmail(email: string): Promise<Array<{ id: number }>> {
  const filters = { email: { operator: 'and', constraints: [{ matchMode: 'equals', value: email }] } }
  const response = await recruiter.get(
    `/api/applicants?filters=${encodeURIComponent(JSON.stringify(filters))}`,
  )
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

/** Files in document storage (staged leftovers included): each must belong to a document. */
async function storedFiles(): Promise<number> {
  const root = join(t.config.dataDir, 'documents')
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).length
}

const application = (overrides: Parameters<typeof composeMail>[0] = {}) =>
  composeMail({
    from: 'Anna Maria Müller <anna.mueller@example.de>',
    subject: 'Bewerbung',
    text: 'Sehr geehrte Damen und Herren,\n\nanbei meine Unterlagen.\n\nAnna Maria Müller',
    attachments: [{ filename: 'Lebenslauf Müller.pdf', content: SAMPLE_PDF }],
    ...overrides,
  })

describe('applications by mail (a real dovecot on loopback)', () => {
  it('turns a mail with a CV from an unknown sender into one applicant to check, once', async () => {
    const raw = await application({ messageId: '<bewerbung-1@example.de>' })
    expect(await deliver(raw)).toEqual(['applied'])

    const { id, applicant, documents, messages, history } = await applicantOf('Bewerbung')
    expect(applicant).toMatchObject({
      first_name: 'Anna Maria',
      last_name: 'Müller',
      email: 'anna.mueller@example.de',
      status: 'neu',
      channel: 'email',
      needs_review: true,
      duplicate_of: null,
      job: null,
    })
    expect(documents).toEqual([
      expect.objectContaining({
        name: 'Lebenslauf Müller.pdf',
        uploaded_by: null,
        mime_type: 'application/pdf',
      }),
    ])
    const download = await recruiter.get(`/api/document-download/${documents[0].id}`)
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true)
    expect(messages).toEqual([
      expect.objectContaining({
        direction: 'in',
        state: 'received',
        Betreff: 'Bewerbung',
        Content: 'Sehr geehrte Damen und Herren,\n\nanbei meine Unterlagen.\n\nAnna Maria Müller',
        reply_id: null,
        author: null,
      }),
    ])
    expect(history.map((h: { action: string }) => h.action).sort()).toEqual(['document_uploaded', 'received'])
    expect(await logged('Bewerbung')).toMatchObject({
      outcome: 'applied',
      attachments: 1,
      applicant_id: id,
      applicant_name: 'Anna Maria Müller',
    })

    // The same mail delivered again (a second copy in the mailbox): nothing new.
    expect(await deliver(raw)).toEqual(['duplicate'])
    expect(await withEmail('anna.mueller@example.de')).toEqual([expect.objectContaining({ id })])
    expect(await storedFiles()).toBe(1)
  })

  it('stores a second mail of the new applicant with them, and drops mails without attachments', async () => {
    const before = (await recruiter.get('/api/applicants')).json().total
    const results = await deliver(
      await application({
        subject: 'Nachtrag Zeugnisse',
        attachments: [{ filename: 'Zeugnis.pdf', content: SAMPLE_PDF }],
      }),
      await composeMail({
        from: 'Unbekannt <fremd@example.com>',
        subject: 'Frage zur Stelle',
        text: 'Gibt es Parkplätze?',
      }),
      await composeMail({
        from: 'Automat <urlaub@example.com>',
        subject: 'Abwesenheitsnotiz',
        text: 'Bin weg.',
        headers: { 'Auto-Submitted': 'auto-replied' },
        attachments: [{ filename: 'Visitenkarte.pdf', content: SAMPLE_PDF }],
      }),
    )
    expect(results).toEqual(['imported', 'unmatched', 'filtered'])
    expect((await recruiter.get('/api/applicants')).json().total).toBe(before)
    const { documents, messages } = await applicantOf('Bewerbung')
    expect(documents.map((d: { name: string }) => d.name).sort()).toEqual([
      'Lebenslauf Müller.pdf',
      'Zeugnis.pdf',
    ])
    expect(messages.map((m: { Betreff: string }) => m.Betreff)).toEqual(['Bewerbung', 'Nachtrag Zeugnisse'])
    expect(await logged('Frage zur Stelle')).toMatchObject({
      outcome: 'unmatched',
      attachments: 0,
      applicant_id: null,
    })
  })

  it('refuses hostile attachments one by one and still creates the applicant, within the upload limit', async () => {
    const settings = (await admin.get('/api/settings')).json()
    const { polling: _p, version: _v, ...body } = settings
    expect((await admin.put('/api/settings', { ...body, upload_limit_mb: 1 })).statusCode).toBe(200)
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(1024 * 1024 + 1, 0x20)])
    const results = await deliver(
      await application({
        from: 'Müller, Jonas <jonas.m@example.de>',
        subject: 'Bewerbung mit Anhängen',
        attachments: [
          { filename: 'Lebenslauf.pdf', content: SAMPLE_PDF },
          { filename: 'Lebenslauf-gross.pdf', content: big },
          { filename: 'Rechnung.pdf', content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
          { filename: 'setup.exe', content: Buffer.from('MZ\x90\x00') },
          { filename: 'leer.pdf', content: Buffer.alloc(0) },
        ],
      }),
    )
    expect((await admin.put('/api/settings', body)).statusCode).toBe(200)
    expect(results).toEqual(['applied'])
    const { applicant, documents, messages, history } = await applicantOf('Bewerbung mit Anhängen')
    expect(applicant).toMatchObject({ first_name: 'Jonas', last_name: 'Müller', email: 'jonas.m@example.de' })
    expect(documents.map((d: { name: string }) => d.name)).toEqual(['Lebenslauf.pdf'])
    const note = messages[0].Content as string
    expect(note).toContain('[Nicht übernommene Anhänge: Lebenslauf-gross.pdf (größer als 1 MB); ')
    expect(note).toContain('Rechnung.pdf (Der Inhalt der Datei passt nicht zu ihrer Endung.)')
    expect(note).toContain('setup.exe (Dieser Dateityp ist nicht erlaubt.')
    expect(note).toContain('leer.pdf (Die Datei ist leer.)')
    const refused = history.filter((h: { action: string }) => h.action === 'attachment_refused')
    expect(refused).toHaveLength(4)
    expect(refused.map((h: { changes: Array<{ new: string }> }) => h.changes[0]?.new)).toContainEqual(
      'Rechnung.pdf (Der Inhalt der Datei passt nicht zu ihrer Endung.)',
    )
  })

  it('guesses the job from the subject when exactly one published title fits, and tells its followers', async () => {
    const job = async (title: string, state: string) => {
      const response = await recruiter.post('/api/jobs', {
        title,
        profession_group: 'pflege',
        location: 'Köln',
        employment_type: 'vollzeit',
        start_date: null,
        salary_min: null,
        salary_max: null,
        description: 'Text',
        requirements: '',
        contact_user_id: null,
        state,
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json() as { id: number; slug: string }
    }
    const nurse = await job('Pflegefachkraft (m/w/d)', 'veroeffentlicht')
    await job('Küchenhilfe (w/m/d)', 'veroeffentlicht')
    await job('Küchenhilfe Teilzeit', 'veroeffentlicht')
    await job('Hausmeister', 'entwurf')
    const follower = await t.loginAs('recruiter', { name: 'Paula Pflege' })
    const { jobFollowers } = await import('../jobs/index.ts')
    await t.db.insert(jobFollowers).values({ jobId: nurse.id, userId: follower.user.id })

    const mail = (from: string, subject: string) =>
      application({ from, subject, attachments: [{ filename: 'CV.pdf', content: SAMPLE_PDF }] })
    expect(
      await deliver(
        await mail('pia@example.de', 'Bewerbung als PFLEGEFACHKRAFT m/w/d'),
        await mail('kim@example.de', 'Bewerbung Kuechenhilfe Teilzeit'),
        await mail('hans@example.de', 'Bewerbung Hausmeister'),
      ),
    ).toEqual(['applied', 'applied', 'applied'])
    expect((await applicantOf('Bewerbung als PFLEGEFACHKRAFT m/w/d')).applicant.job).toBe(nurse.slug)
    expect((await applicantOf('Bewerbung Kuechenhilfe Teilzeit')).applicant.job).toBeNull()
    expect((await applicantOf('Bewerbung Hausmeister')).applicant.job).toBeNull()
    const notifications = (await follower.agent.get('/api/notifications')).json()
    expect(notifications).toContainEqual(
      expect.objectContaining({ kind: 'job_application', text: 'Pflegefachkraft (m/w/d)' }),
    )
  })

  it('takes names from the display name or the address, and marks what it cannot tell', async () => {
    const results = await deliver(
      await application({ from: 'lena.schmidt@example.de', subject: 'Name aus der Adresse' }),
      await application({ from: '"info@example.de" <bewerbung@example.de>', subject: 'Kein Name' }),
    )
    expect(results).toEqual(['applied', 'applied'])
    expect((await applicantOf('Name aus der Adresse')).applicant).toMatchObject({
      first_name: 'Lena',
      last_name: 'Schmidt',
    })
    expect((await applicantOf('Kein Name')).applicant).toMatchObject({
      first_name: MAIL_INTAKE_NAME_PLACEHOLDER,
      last_name: MAIL_INTAKE_NAME_PLACEHOLDER,
      email: 'bewerbung@example.de',
    })
  })

  it('lets rules ignore an application or make one of a mail without attachments', async () => {
    const rules = [
      { field: 'domain', value: 'spam.example', action: 'ignore' },
      { field: 'subject', value: 'Initiativbewerbung', action: 'apply' },
    ]
    for (const rule of rules) expect((await recruiter.post('/api/mail-filter', rule)).statusCode).toBe(201)
    const results = await deliver(
      await application({ from: 'werbung@spam.example', subject: 'Ihr Angebot' }),
      await composeMail({ from: 'Ole Nord <ole@example.de>', subject: 'Initiativbewerbung', text: 'Hallo!' }),
    )
    expect(results).toEqual(['filtered', 'applied'])
    expect(await logged('Ihr Angebot')).toMatchObject({
      outcome: 'filtered',
      attachments: 1,
      applicant_id: null,
    })
    const { applicant, documents } = await applicantOf('Initiativbewerbung')
    expect(applicant).toMatchObject({ first_name: 'Ole', last_name: 'Nord', channel: 'email' })
    expect(documents).toEqual([])
    // A known person's mail stays theirs whatever the rule says: no second applicant.
    const known = await createApplicantVia(recruiter, {
      first_name: 'Bea',
      last_name: 'Bekannt',
      email: 'bea@example.de',
    })
    expect(
      await deliver(
        await composeMail({ from: 'bea@example.de', subject: 'Initiativbewerbung Nr. 2', text: 'x' }),
      ),
    ).toEqual(['imported'])
    expect(await withEmail('bea@example.de')).toEqual([expect.objectContaining({ id: known.id })])
  })
})

describe('hostile mails never fail the mailbox or leave half an applicant', () => {
  it('survives NUL bytes, overlong names, 50 attachments, no From and a bare address', async () => {
    const filesBefore = await storedFiles()
    const many = Array.from({ length: 50 }, (_, i) => ({
      filename: `Seite ${i + 1}.pdf`,
      content: SAMPLE_PDF,
    }))
    const results = await deliver(
      await application({
        from: { name: `Nul\u0000 ${'Lang'.repeat(2_500)}`, address: 'nul@example.de' },
        subject: 'Bewerbung\u0000 mit NUL',
        text: 'Text mit \u0000 NUL.',
        attachments: [
          { filename: `${'x'.repeat(10_000)}.pdf`, content: SAMPLE_PDF },
          { filename: 'Foto\u0000.exe', content: Buffer.from('MZ\x90\x00') },
        ],
      }),
      await application({ from: 'viele@example.de', subject: 'Fünfzig Anhänge', attachments: many }),
      await application({ from: '', subject: 'Ohne Absender' }),
      await application({ from: 'nur.adresse@example.de', subject: 'Nur Adresse' }),
      await application({ from: 'Root <root@localhost>', subject: 'Adresse ohne Domain' }),
    )
    expect(results).toEqual(['applied', 'applied', 'unmatched', 'applied', 'applied'])

    const nul = await applicantOf('Bewerbung mit NUL')
    expect(nul.applicant.first_name).toBe('Nul')
    expect(nul.applicant.last_name).toHaveLength(100)
    expect(nul.messages[0].Content).toBe(
      'Text mit  NUL.\n\n[Nicht übernommene Anhänge: Foto.exe (Dieser Dateityp ist nicht erlaubt. Erlaubt sind: pdf, doc, docx, xls, xlsx, ppt, pptx, jpg, jpeg, png, gif, bmp, tiff, svg, txt.)]',
    )
    expect(nul.documents.map((d: { name: string }) => d.name.length)).toEqual([200])

    const pages = await applicantOf('Fünfzig Anhänge')
    expect(pages.documents).toHaveLength(20)
    expect(pages.messages[0].Content).toContain('Seite 21.pdf (mehr als 20 Anhänge)')
    expect(pages.history.filter((h: { action: string }) => h.action === 'attachment_refused')).toHaveLength(
      30,
    )

    expect(await logged('Ohne Absender')).toMatchObject({
      outcome: 'unmatched',
      attachments: 1,
      applicant_id: null,
    })
    expect((await applicantOf('Nur Adresse')).applicant).toMatchObject({
      first_name: 'Nur',
      last_name: 'Adresse',
    })
    // An address the profile refuses still makes the applicant, without an address to write to.
    expect((await applicantOf('Adresse ohne Domain')).applicant).toMatchObject({
      first_name: 'Root',
      email: null,
    })
    expect(await storedFiles()).toBe(filesBefore + 1 + 20 + 1 + 1)
  })

  it('a forged twin of a known Message-ID changes nothing, and never draws replies to one of our messages', async () => {
    const original = await application({
      from: 'Echt <echt@example.de>',
      subject: 'Echt',
      messageId: '<echt@example.de>',
    })
    const forged = await application({
      from: 'Fälscher <faelscher@example.de>',
      messageId: '<echt@example.de>',
    })
    expect(await deliver(original, forged)).toEqual(['applied', 'duplicate'])
    expect(await withEmail('faelscher@example.de')).toEqual([])

    const bea = await createApplicantVia(recruiter, {
      first_name: 'Bea',
      last_name: 'Bekannt',
      email: 'bea.b@example.de',
    })
    const sent = await recruiter.post('/api/messages', {
      applicant_id: bea.id,
      subject: 'Einladung',
      content: 'Hallo',
    })
    expect(sent.statusCode).toBe(201)
    const [outgoing] = await t.smtp.waitForMails(1)
    const ours = outgoing?.messageId as string
    // Someone mails us an "application" under the Message-ID of our invitation…
    expect(
      await deliver(
        await application({ from: 'Eve Neu <eve@example.de>', subject: 'Zwilling', messageId: ours }),
      ),
    ).toEqual(['applied'])
    // …and Bea's answer to the invitation still goes to Bea.
    expect(
      await deliver(
        await composeMail({
          from: 'bea.privat@example.org',
          subject: 'AW: Einladung',
          text: 'Gern.',
          inReplyTo: ours,
        }),
      ),
    ).toEqual(['imported'])
    const beas = (await recruiter.get(`/api/messages/${bea.id}`)).json()
    expect(beas.at(-1)).toMatchObject({ Betreff: 'AW: Einladung', reply_id: sent.json().message.ID })
    expect((await applicantOf('Zwilling')).messages).toHaveLength(1)
  })

  it('never makes an applicant of an invitation, a lone program, spam, an overlong address, our own mail, a bounce or a read receipt', async () => {
    const before = (await recruiter.get('/api/applicants')).json().total
    const filesBefore = await storedFiles()
    const bounce = (to: string, type: string, subject: string) =>
      Buffer.from(
        [
          `From: Mail Delivery System <${to}>`,
          'To: jobs@muster-pflege.example',
          `Subject: ${subject}`,
          `Message-ID: <${subject.replace(/\W/g, '')}@mail.example.de>`,
          'MIME-Version: 1.0',
          `Content-Type: multipart/report; report-type=${type}; boundary="b1"`,
          '',
          '--b1',
          'Content-Type: text/plain; charset=utf-8',
          '',
          'Die Nachricht konnte nicht zugestellt werden.',
          '--b1',
          'Content-Type: message/rfc822',
          'Content-Disposition: attachment; filename="original.eml"',
          '',
          'From: jobs@muster-pflege.example',
          'Subject: Einladung',
          '',
          'Hallo',
          '--b1--',
          '',
        ].join('\r\n'),
      )
    const results = await deliver(
      await application({
        from: 'Messe GmbH <team@messe.example>',
        subject: 'Einladung Jobmesse',
        attachments: [
          { filename: 'einladung.ics', content: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n') },
          { filename: 'winmail.dat', content: Buffer.from('x') },
        ],
      }),
      await application({
        from: 'fremd@example.net',
        subject: 'Rechnung',
        attachments: [{ filename: 'rechnung.exe', content: Buffer.from('MZ\x90\x00') }],
      }),
      await application({
        from: 'Gewinn <gewinn@example.biz>',
        subject: 'Ihre Rechnung',
        headers: { 'X-Spam-Flag': 'YES', 'X-Spam-Status': 'Yes, score=12.3' },
      }),
      await application({ from: `${'a'.repeat(300)}@example.de`, subject: 'Überlange Adresse' }),
      await application({
        from: `Rita Recruiter <${recruiterEmail.toUpperCase()}>`,
        subject: 'WG: Bewerbung von Tom',
      }),
      await application({
        from: 'Muster Pflege <jobs@muster-pflege.example>',
        subject: 'Kopie unserer Einladung',
      }),
      bounce('MAILER-DAEMON@mail.example.de', 'delivery-status', 'Unzustellbar'),
      bounce('tom@example.de', 'disposition-notification', 'Gelesen: Einladung'),
    )
    expect(results).toEqual([
      'unmatched',
      'unmatched',
      'unmatched',
      'unmatched',
      'unmatched',
      'unmatched',
      'filtered',
      'filtered',
    ])
    expect(await logged('Ihre Rechnung')).toMatchObject({ spam: true, attachments: 1 })
    expect(await logged('Überlange Adresse')).toMatchObject({ from_address: '', attachments: 1 })
    expect(await logged('Einladung Jobmesse')).toMatchObject({ attachments: 0, internal_sender: false })
    expect((await recruiter.get('/api/applicants')).json().total).toBe(before)
    expect(await logged('WG: Bewerbung von Tom')).toMatchObject({ attachments: 1, internal_sender: true })
    expect(await logged('Gelesen: Einladung')).toMatchObject({ auto_reply: true, internal_sender: false })
    expect(await storedFiles()).toBe(filesBefore) // nothing stored or staged is left either
  })

  it('two instances polling the same mailbox at once make one applicant', async () => {
    await imap.append(
      await application({
        from: 'Zoe Zweifach <zoe@example.de>',
        subject: 'Bewerbung an zwei Server',
        messageId: '<zwei@example.de>',
      }),
    )
    const filesBefore = await storedFiles()
    const [a, b] = await Promise.all([pollInbox(t.deps), pollInbox(secondDeps)])
    const results = [...a.results, ...b.results]
    expect(results.filter((r) => r === 'applied')).toEqual(['applied'])
    expect(results.filter((r) => r !== 'applied').every((r) => r === 'duplicate')).toBe(true)
    const zoe = await withEmail('zoe@example.de')
    expect(zoe).toHaveLength(1)
    expect((await recruiter.get(`/api/documents/${zoe[0]?.id}`)).json()).toHaveLength(1)
    expect((await recruiter.get(`/api/messages/${zoe[0]?.id}`)).json()).toHaveLength(1)
    expect(await storedFiles()).toBe(filesBefore + 1)
  })

  it('two mails of one new sender taken by two instances at once never give two unmarked applicants', async () => {
    const mail = (n: number) =>
      application({
        from: 'Ida Eilig <ida@example.de>',
        subject: `Teil ${n}`,
        messageId: `<teil-${n}@example.de>`,
      })
    const [first, second] = await Promise.all([mail(1), mail(2)])
    const results = await Promise.all([importMail(t.deps, first), importMail(secondDeps, second)])
    expect(results.sort()).toEqual(expect.arrayContaining(['applied']))
    const idas = await withEmail('ida@example.de')
    const details = await Promise.all(
      idas.map(
        async (a) =>
          (await recruiter.get(`/api/applicants/${a.id}`)).json() as {
            id: number
            duplicate_of: number | null
          },
      ),
    )
    const originals = details.filter((a) => a.duplicate_of === null)
    expect(originals).toHaveLength(1)
    for (const twin of details.filter((a) => a.duplicate_of !== null))
      expect(twin.duplicate_of).toBe(originals[0]?.id)
    const messages = await Promise.all(
      idas.map(async (a) => (await recruiter.get(`/api/messages/${a.id}`)).json()),
    )
    expect(
      messages
        .flat()
        .map((m: { Betreff: string }) => m.Betreff)
        .sort(),
    ).toEqual(['Teil 1', 'Teil 2'])
  })
})
