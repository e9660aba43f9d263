import { NEEDS_REVIEW_LABEL } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { createApplicantVia } from '../../test/applicants.ts'
import { application, mailIntakeContext } from '../../test/mail-intake.ts'
import { composeMail, SAMPLE_PDF } from '../../test/mails.ts'

const { ctx, deliver, logged, applicantOf, withEmail, storedFiles } = mailIntakeContext()

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
    const download = await ctx.recruiter.get(`/api/document-download/${documents[0].id}`)
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
    const before = (await ctx.recruiter.get('/api/applicants')).json().total
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
    expect((await ctx.recruiter.get('/api/applicants')).json().total).toBe(before)
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
    const settings = (await ctx.admin.get('/api/settings')).json()
    const { polling: _p, version: _v, ...body } = settings
    expect((await ctx.admin.put('/api/settings', { ...body, upload_limit_mb: 1 })).statusCode).toBe(200)
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
    expect((await ctx.admin.put('/api/settings', body)).statusCode).toBe(200)
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
      const response = await ctx.recruiter.post('/api/jobs', {
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
    const follower = await ctx.t.loginAs('recruiter', { name: 'Paula Pflege' })
    const { jobFollowers } = await import('../jobs/index.ts')
    await ctx.t.db.insert(jobFollowers).values({ jobId: nurse.id, userId: follower.user.id })

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
      first_name: NEEDS_REVIEW_LABEL,
      last_name: NEEDS_REVIEW_LABEL,
      email: 'bewerbung@example.de',
    })
  })

  it('lets rules ignore an application or make one of a mail without attachments', async () => {
    const rules = [
      { field: 'domain', value: 'spam.example', action: 'ignore' },
      { field: 'subject', value: 'Initiativbewerbung', action: 'apply' },
    ]
    for (const rule of rules)
      expect((await ctx.recruiter.post('/api/mail-filter', rule)).statusCode).toBe(201)
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
    const known = await createApplicantVia(ctx.recruiter, {
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

  it('files applications a job board relays from its no-reply address as separate people without an address', async () => {
    const relayed = (name: string, subject: string) =>
      application({ from: `${name} via StepStone <noreply@stepstone.example>`, subject })
    expect(
      await deliver(
        await relayed('Anna Relais', 'Neue Bewerbung: Anna'),
        await relayed('Ben Relais', 'Neue Bewerbung: Ben'),
      ),
    ).toEqual(['applied', 'applied'])
    const anna = await applicantOf('Neue Bewerbung: Anna')
    const ben = await applicantOf('Neue Bewerbung: Ben')
    expect(anna.applicant).toMatchObject({ first_name: 'Anna', last_name: 'Relais', email: null })
    expect(ben.applicant).toMatchObject({ first_name: 'Ben', last_name: 'Relais', email: null })
    expect(ben.id).not.toBe(anna.id)
    expect(anna.messages).toHaveLength(1)
  })
})
