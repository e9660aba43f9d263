import { readdirSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { ImapFlow } from 'imapflow'
import { afterAll, describe, expect, it } from 'vitest'
import { startImapServer, type TestImap } from './imap.ts'

/** Pids whose command line names `part` (dovecot titles its processes `dovecot-<temp dir>/<service>`). */
function processesWith(part: string): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .flatMap((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
        return cmdline.includes(part) ? [`${pid} ${cmdline}`] : []
      } catch {
        return []
      }
    })
}

const SUBJECT = 'Bewerbung von Jürgen Müller – Übersicht'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

function mailWithAttachment(): string {
  return [
    'From: =?UTF-8?Q?J=C3=BCrgen_M=C3=BCller?= <juergen@example.org>',
    'To: bewerbung@example.com',
    `Subject: =?UTF-8?B?${Buffer.from(SUBJECT).toString('base64')}?=`,
    'Date: Mon, 03 Mar 2025 10:00:00 +0100',
    'Message-ID: <cv-1@example.org>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="grenze"',
    '',
    '--grenze',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    'Sehr geehrte Damen und Herren, anbei mein Lebenslauf.',
    '--grenze',
    'Content-Type: application/pdf; name="Lebenslauf.pdf"',
    'Content-Disposition: attachment; filename="Lebenslauf.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    PDF.toString('base64'),
    '--grenze--',
    '',
  ].join('\r\n')
}

describe('IMAP test server (dovecot)', () => {
  let imap: TestImap | undefined
  afterAll(() => imap?.close())

  it('takes mails, lists them, lets the app log in, clears and stops without leftovers', async () => {
    imap = await startImapServer()
    const instance = basename(imap.dir)
    expect(processesWith(instance).length).toBeGreaterThan(0)
    expect(imap.url).toBe(`imap://bewerbung:geheim@127.0.0.1:${imap.port}`)

    await imap.append(mailWithAttachment())
    await imap.append(
      Buffer.from('From: a@example.org\r\nTo: b@example.com\r\nSubject: Zweite Mail\r\n\r\nHallo\r\n'),
      ['\\Seen'],
    )
    const messages = await imap.messages()
    expect(messages).toEqual([
      { uid: expect.any(Number), flags: [], subject: SUBJECT },
      { uid: expect.any(Number), flags: ['\\Seen'], subject: 'Zweite Mail' },
    ])
    expect(messages[1]!.uid).toBeGreaterThan(messages[0]!.uid)

    // What the app does with IMAP_URL: log in with its credentials and read the attachment.
    const url = new URL(imap.url)
    const client = new ImapFlow({
      host: url.hostname,
      port: Number(url.port),
      secure: false,
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      logger: false,
    })
    await client.connect()
    try {
      await client.mailboxOpen('INBOX')
      const [first] = await client.fetchAll(String(messages[0]!.uid), { bodyStructure: true }, { uid: true })
      const attachment = first?.bodyStructure?.childNodes?.find((node) => node.type === 'application/pdf')
      expect(attachment?.dispositionParameters?.filename).toBe('Lebenslauf.pdf')
      const { content } = await client.download(String(messages[0]!.uid), attachment!.part, { uid: true })
      const chunks: Buffer[] = []
      for await (const chunk of content!) chunks.push(chunk as Buffer)
      expect(Buffer.concat(chunks)).toEqual(PDF)
    } finally {
      await client.logout()
    }

    // Wrong credentials are refused as such (not as a temporary failure), and without delay.
    const { host, port, user, password } = imap
    const wrong = [
      { user, pass: 'falsch' },
      { user: 'jemand', pass: password },
    ]
    await Promise.all(
      wrong.map(async (auth) => {
        const intruder = new ImapFlow({ host, port, secure: false, auth, logger: false })
        intruder.on('error', () => {})
        await expect(intruder.connect()).rejects.toMatchObject({ authenticationFailed: true })
        intruder.close()
      }),
    )

    await imap.clear()
    expect(await imap.messages()).toEqual([])

    await imap.close()
    expect(processesWith(instance)).toEqual([])
  })
})
