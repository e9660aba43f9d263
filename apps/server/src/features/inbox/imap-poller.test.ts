import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { startImapServer, type TestImap } from '../../test/imap.ts'
import { composeMail, SAMPLE_PDF } from '../../test/mails.ts'
import { imapOptions, pollInbox } from './imap-poller.ts'

let t: TestContext
let imap: TestImap
let recruiter: Agent
beforeAll(async () => {
  imap = await startImapServer()
  t = await createTestContext({ config: { imapUrl: imap.url } })
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
})
afterAll(async () => {
  await t?.close()
  await imap?.close()
})

describe('IMAP polling (a real dovecot on loopback)', () => {
  it('reads the connection from IMAP_URL', () => {
    expect(imapOptions('imaps://team%40firma.de:p%C3%A4ss@mail.firma.de/Bewerbungen')).toMatchObject({
      client: {
        host: 'mail.firma.de',
        port: 993,
        secure: true,
        auth: { user: 'team@firma.de', pass: 'päss' },
      },
      mailbox: 'Bewerbungen',
    })
    expect(imapOptions('imap://u:p@localhost').client).toMatchObject({ port: 143, secure: false })
    expect(imapOptions('imap://u:p@localhost').mailbox).toBe('INBOX')
  })

  it('imports the reply to a sent message with its attachment, once, and leaves the mailbox as it was', async () => {
    const email = `polling-${Date.now()}@example.de`
    const applicant = await createApplicantVia(recruiter, { first_name: 'Tim', last_name: 'Weiß', email })
    const sent = await recruiter.post('/api/messages', {
      applicant_id: applicant.id,
      subject: 'Einladung',
      content: 'Hallo',
    })
    const [outgoing] = await t.smtp.waitForMails(1)
    await imap.append(
      await composeMail({
        from: `Tim Weiß <${email}>`,
        subject: 'AW: Einladung',
        text: 'Ich bestätige den Termin.',
        inReplyTo: outgoing!.messageId!,
        attachments: [{ filename: 'Zeugnis.pdf', content: SAMPLE_PDF }],
      }),
    )
    await imap.append(await composeMail({ from: 'werbung@example.com', subject: 'Angebot', text: 'Kaufen!' }))

    const first = await pollInbox(t.deps)
    expect(first).toEqual({ fetched: 2, results: ['imported', 'unmatched'] })
    const messages = (await recruiter.get(`/api/messages/${applicant.id}`)).json()
    expect(messages.at(-1)).toMatchObject({
      direction: 'in',
      Betreff: 'AW: Einladung',
      reply_id: sent.json().message.ID,
      Content: 'Ich bestätige den Termin.',
    })
    expect((await recruiter.get(`/api/documents/${applicant.id}`)).json()).toEqual([
      expect.objectContaining({ name: 'Zeugnis.pdf', uploaded_by: null }),
    ])

    // The cursor moved on: nothing is fetched twice, and the mailbox keeps its mails unread.
    expect(await pollInbox(t.deps)).toEqual({ fetched: 0, results: [] })
    expect((await imap.messages()).map((m) => m.flags)).toEqual([[], []])

    await imap.append(await composeMail({ from: email, subject: 'Noch eine Frage', text: 'Parken?' }))
    const [a, b] = await Promise.all([pollInbox(t.deps), pollInbox(t.deps)])
    expect([...a.results, ...b.results].filter((r) => r === 'imported')).toHaveLength(1)
    const subjects = (await recruiter.get(`/api/messages/${applicant.id}`))
      .json()
      .map((m: { Betreff: string }) => m.Betreff)
    expect(subjects).toEqual(['Einladung', 'AW: Einladung', 'Noch eine Frage'])
  })

  it('fails loudly when the mailbox refuses the login', async () => {
    const wrong = { ...t.deps, config: { ...t.deps.config, imapUrl: imap.url.replace('geheim', 'falsch') } }
    await expect(pollInbox(wrong)).rejects.toThrow()
  })
})
