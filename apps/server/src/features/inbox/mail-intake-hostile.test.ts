import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createApplicantVia } from '../../test/applicants.ts'
import { application, mailIntakeContext } from '../../test/mail-intake.ts'
import { composeMail, SAMPLE_PDF } from '../../test/mails.ts'
import { pollInbox } from './imap-poller.ts'
import { importMail } from './inbox.service.ts'

const { ctx, deliver, logged, applicantOf, withEmail, storedFiles } = mailIntakeContext()

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
      'Text mit  NUL.\n\n[Nicht übernommene Anhänge: Foto.exe (Dieser Dateityp ist nicht erlaubt. Erlaubt sind: pdf, doc, docx, odt, xls, xlsx, ppt, pptx, jpg, jpeg, png, gif, bmp, tiff, svg, txt.)]',
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

    const bea = await createApplicantVia(ctx.recruiter, {
      first_name: 'Bea',
      last_name: 'Bekannt',
      email: 'bea.b@example.de',
    })
    const sent = await ctx.recruiter.post('/api/messages', {
      applicant_id: bea.id,
      subject: 'Einladung',
      content: 'Hallo',
    })
    expect(sent.statusCode).toBe(201)
    const [outgoing] = await ctx.t.smtp.waitForMails(1)
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
    const beas = (await ctx.recruiter.get(`/api/messages/${bea.id}`)).json()
    expect(beas.at(-1)).toMatchObject({ Betreff: 'AW: Einladung', reply_id: sent.json().message.ID })
    expect((await applicantOf('Zwilling')).messages).toHaveLength(1)
  })

  it('never makes an applicant of an invitation, a lone program, spam, an overlong address, our own mail, a bounce or a read receipt', async () => {
    const before = (await ctx.recruiter.get('/api/applicants')).json().total
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
        from: `Rita Recruiter <${ctx.recruiterEmail.toUpperCase()}>`,
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
    expect((await ctx.recruiter.get('/api/applicants')).json().total).toBe(before)
    expect(await logged('WG: Bewerbung von Tom')).toMatchObject({ attachments: 1, internal_sender: true })
    expect(await logged('Gelesen: Einladung')).toMatchObject({ auto_reply: true, internal_sender: false })
    expect(await storedFiles()).toBe(filesBefore) // nothing stored or staged is left either
  })

  it('two instances polling the same mailbox at once make one applicant', async () => {
    await ctx.imap.append(
      await application({
        from: 'Zoe Zweifach <zoe@example.de>',
        subject: 'Bewerbung an zwei Server',
        messageId: '<zwei@example.de>',
      }),
    )
    const filesBefore = await storedFiles()
    const [a, b] = await Promise.all([pollInbox(ctx.t.deps), pollInbox(ctx.secondDeps)])
    const results = [...a.results, ...b.results]
    expect(results.filter((r) => r === 'applied')).toEqual(['applied'])
    expect(results.filter((r) => r !== 'applied').every((r) => r === 'duplicate')).toBe(true)
    const zoe = await withEmail('zoe@example.de')
    expect(zoe).toHaveLength(1)
    expect((await ctx.recruiter.get(`/api/documents/${zoe[0]?.id}`)).json()).toHaveLength(1)
    expect((await ctx.recruiter.get(`/api/messages/${zoe[0]?.id}`)).json()).toHaveLength(1)
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
    const results = await Promise.all([importMail(ctx.t.deps, first), importMail(ctx.secondDeps, second)])
    expect(results.sort()).toEqual(expect.arrayContaining(['applied']))
    const idas = await withEmail('ida@example.de')
    const details = await Promise.all(
      idas.map(
        async (a) =>
          (await ctx.recruiter.get(`/api/applicants/${a.id}`)).json() as {
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
      idas.map(async (a) => (await ctx.recruiter.get(`/api/messages/${a.id}`)).json()),
    )
    expect(
      messages
        .flat()
        .map((m: { Betreff: string }) => m.Betreff)
        .sort(),
    ).toEqual(['Teil 1', 'Teil 2'])
  })

  it('takes malformed mails without failing the poll: garbage, broken MIME, unknown charsets, no names', async () => {
    const crlf = (...lines: string[]) => Buffer.from(lines.join('\r\n'))
    const pdf64 = SAMPLE_PDF.toString('base64')
    const raws = [
      Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x0a, 0x0d, 0x0a]),
      crlf(
        'From: Kaputt <kaputt@example.de>',
        'Subject: Ohne Ende',
        'Content-Type: multipart/mixed; boundary="x"',
        '',
        '--x',
        'Content-Type: application/pdf',
        'Content-Transfer-Encoding: base64',
        '',
        pdf64,
      ),
      crlf(
        'From: =?x-unbekannt?B?QW5uYQ==?= <zeichensatz@example.de>',
        'Subject: =?utf-8?B?AAAA?=',
        'Message-ID: <zeichensatz@example.de>',
        'Content-Type: multipart/mixed; boundary="y"',
        '',
        '--y',
        'Content-Type: text/plain; charset=x-unbekannt',
        '',
        'Hallo',
        '--y',
        'Content-Type: application/pdf; name="cv.pdf"',
        'Content-Disposition: attachment',
        'Content-Transfer-Encoding: base64',
        '',
        '%%%nicht base64%%%',
        '--y--',
      ),
      crlf(
        'From: <>',
        'Subject: Leerer Absender',
        'Content-Type: multipart/mixed; boundary="z"',
        '',
        '--z',
        'Content-Type: application/pdf; name="cv.pdf"',
        'Content-Disposition: attachment',
        'Content-Transfer-Encoding: base64',
        '',
        pdf64,
        '--z--',
      ),
      crlf(
        'From: "\u0000" <null@example.de>',
        `References: ${Array.from({ length: 5_000 }, (_, i) => `<r${i}@x>`).join(' ')}`,
        'Subject: Viele Referenzen',
        'Content-Type: multipart/mixed; boundary="w"',
        '',
        '--w',
        'Content-Type: application/pdf',
        'Content-Disposition: attachment; filename="\u0000.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        pdf64,
        '--w--',
      ),
    ]
    const results = await deliver(...raws)
    expect(results).toHaveLength(raws.length)
    // A PDF without a file name is still a document (named after its type); a name of nothing but
    // NUL is refused, the mail still an application.
    expect(results).toEqual(['unmatched', 'applied', 'applied', 'unmatched', 'applied'])
    expect((await applicantOf('Ohne Ende')).documents.map((d: { name: string }) => d.name)).toEqual([
      'Anhang-1.pdf',
    ])
    expect(await deliver()).toEqual([]) // the cursor moved past all of them
  })

  it('tells overlong Message-IDs apart and still takes each mail once', async () => {
    // Random, so the database cannot compress it below its index limit.
    const prefix = `<${randomBytes(2_500).toString('hex')}`
    const long = (tail: string, from: string) =>
      application({ from, subject: `Lange ID ${tail}`, messageId: `${prefix}${tail}@example.de>` })
    const first = await long('a', 'lang.a@example.de')
    expect(await deliver(first, await long('b', 'lang.b@example.de'), first)).toEqual([
      'applied',
      'applied',
      'duplicate',
    ])
    expect(await withEmail('lang.a@example.de')).toHaveLength(1)
    expect(await withEmail('lang.b@example.de')).toHaveLength(1)
  })
})
