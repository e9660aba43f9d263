import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on loopback; tests read what the app really sent. */
export async function startSmtpServer(fixedPort = 0) {
  const received: ParsedMail[] = []
  const waiters: Array<() => void> = []
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail)
            for (const wake of waiters.splice(0)) wake()
            callback()
          })
          .catch(callback)
      },
    })
  let server = create()
  await new Promise<void>((resolve) => server.listen(fixedPort, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  /** Waits until `count` mails have arrived in total (mails leave the app in the background). */
  async function waitForMails(count: number, timeoutMs = 5_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs
    while (received.length < count) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`expected ${count} mails, got ${received.length}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, Math.min(left, 100))
      })
    }
    return received
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMails,
    clear: () => received.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Back on the same port after a close: the "mail server is up again" of the fault tests. */
    async restart() {
      server = create()
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    },
  }
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>

/** The first link in a mail's text that contains `part`. */
export function linkIn(mail: ParsedMail, part: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.includes(part))
  if (!link) throw new Error(`no link with ${part} in mail "${mail.subject}"`)
  return link
}
