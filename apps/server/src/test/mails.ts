import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type Mail from 'nodemailer/lib/mailer/index.js'

/** A minimal valid PDF: what an applicant's mail program attaches. */
export { PDF as SAMPLE_PDF } from './multipart.ts'

/** An RFC 5322 mail as a mail server would store it (for the inbox tests). */
export function composeMail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ to: 'bewerbung@example.test', date: new Date(), ...options }).compile().build()
}
