import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type Mail from 'nodemailer/lib/mailer/index.js'

/** A minimal valid PDF: what an applicant's mail program attaches. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** An RFC 5322 mail as a mail server would store it (for the inbox tests). */
export function composeMail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ to: 'bewerbung@example.test', date: new Date(), ...options }).compile().build()
}
