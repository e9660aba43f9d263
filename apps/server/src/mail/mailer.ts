import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export interface OutgoingMail {
  /** Default: MAIL_FROM (staff and system mails); mails to applicants come from the company. */
  from?: string | { name: string; address: string }
  to: string
  subject: string
  text: string
  html?: string
  /** A fixed Message-ID (messages to applicants: replies are matched by it). */
  messageId?: string
  replyTo?: string
  inReplyTo?: string
  references?: string
  /** An iCalendar invitation: sent as text/calendar alternative and as .ics attachment. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
  attachments?: Array<{ filename: string; content: string | Buffer; contentType?: string }>
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export interface MailerOptions {
  smtpUrl: string | undefined
  from: string
  /** Where mails go when no SMTP server is configured. */
  outboxDir: string
  logger: FastifyBaseLogger
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file, so a fresh
 * install works without a mail server. Logs never contain bodies (they carry tokens).
 */
export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail })
        logger.info({ subject: mail.subject }, 'Mail per SMTP versendet')
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail })
      await mkdir(outboxDir, { recursive: true })
      const file = join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
      await writeFile(file, info.message as Buffer)
      logger.info({ subject: mail.subject, file }, 'Kein SMTP_URL gesetzt: Mail als Datei abgelegt')
    },
    close: () => transport.close(),
  }
}
