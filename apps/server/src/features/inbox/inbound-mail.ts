import { createHash } from 'node:crypto'
import {
  DOCUMENT_EXTENSIONS,
  type FilterableMail,
  fileExtension,
  MIME_TYPES,
  stripHiddenCharacters,
} from '@bb/shared'
import { type AddressObject, type Attachment, simpleParser } from 'mailparser'

export interface InboundMessage extends FilterableMail {
  /** The receiving mail server flagged it as spam. */
  spam: boolean
  messageIdHeader: string
  from_name: string
  /** In-Reply-To first, then References, newest reference first. */
  references: string[]
  text: string
  attachments: Attachment[]
  /**
   * Attachments named like a document we take (a CV, a scan): what makes a mail of no one an
   * application. Calendar invitations, contact cards or a lone program do not.
   */
  documentAttachments: number
}

/** Subjects German and English mail programs put on out-of-office replies. */
const AUTO_REPLY_SUBJECT =
  /^(automatische antwort|abwesenheitsnotiz|abwesend|out of office|autoreply|auto-reply|automatic reply)\b/i

/** Mailboxes of mail servers themselves: bounces and delivery reports come from them. */
const SYSTEM_SENDER = /^(mailer-daemon|postmaster)@/i

/**
 * An automatic answer (RFC 3834 Auto-Submitted, the headers of common responders, the subject mail
 * programs use, a delivery or read report, a mail server's own mailbox): not a reply a recruiter
 * needs to read, and never an application, however many attachments it carries.
 */
function isAutoReply(headers: Map<string, unknown>, subject: string, from: string): boolean {
  const header = (name: string) => String(headers.get(name) ?? '').toLowerCase()
  const type = headers.get('content-type') as { value?: string } | string | undefined
  const typeValue = (typeof type === 'object' ? type?.value : type) ?? ''
  if (typeValue.toLowerCase() === 'multipart/report' || SYSTEM_SENDER.test(from)) return true
  const submitted = header('auto-submitted')
  if (submitted && submitted !== 'no') return true
  if (headers.has('x-autoreply') || headers.has('x-autorespond') || headers.has('x-auto-response-suppress'))
    return true
  if (['auto_reply', 'bulk', 'junk', 'list'].includes(header('precedence'))) return true
  return AUTO_REPLY_SUBJECT.test(subject.trim())
}

/**
 * A header value as it may be stored and shown: no control or invisible characters (PostgreSQL
 * refuses NUL in text), one line, at most `max` characters (a cut never splits a character).
 */
function headerText(value: string, max: number): string {
  const line = stripHiddenCharacters(value.replace(/[\t\r\n]+/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
  return cut(line, max)
}

function cut(value: string, max: number): string {
  if (value.length <= max) return value
  let end = max
  if (/[\uD800-\uDBFF]/.test(value.charAt(end - 1))) end -= 1
  return value.slice(0, end)
}

/** Longest values kept of a mail: a subject as staff may write one, a sender name, a text. */
const MAX_SUBJECT = 200
const MAX_NAME = 200
const MAX_ADDRESS = 254
const MAX_TEXT = 50_000
/** A real thread names a handful of earlier mails; the newest are the ones that can match. */
const MAX_REFERENCES = 50

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex')

/**
 * The key a mail is known by: its Message-ID, or a hash of its bytes when it has none. An overlong
 * one is hashed too (an index holds only so much), so two different long ids never collide.
 */
function messageIdOf(header: string | undefined, raw: Buffer): string {
  const id = stripHiddenCharacters(header ?? '').trim()
  if (!id) return `<sha256-${sha256(raw)}@inbox>`
  return id.length <= 250 ? id : `<sha256-id-${sha256(id)}@inbox>`
}

/**
 * Spam as the receiving mail server tags it (SpamAssassin and rspamd headers, Exchange's spam
 * confidence level 5 and above). Whoever forges the tag only keeps their own mail from becoming an
 * application.
 */
function isSpam(headers: Map<string, unknown>): boolean {
  const header = (name: string) =>
    String(headers.get(name) ?? '')
      .trim()
      .toLowerCase()
  if (header('x-spam-flag') === 'yes' || header('x-spam') === 'yes') return true
  if (header('x-spam-status').startsWith('yes')) return true
  const scl = Number.parseInt(header('x-ms-exchange-organization-scl'), 10)
  return scl >= 5
}

const firstAddress = (from: AddressObject | AddressObject[] | undefined) => {
  const entry = (Array.isArray(from) ? from[0] : from)?.value[0]
  const address = headerText(entry?.address ?? '', 1_000)
  return {
    // Longer than any deliverable address: cutting it could make another one, so it counts as none.
    address: address.length <= MAX_ADDRESS ? address.toLowerCase() : '',
    name: headerText(entry?.name ?? '', MAX_NAME),
  }
}

/** A file without a name is called after its place and type: „Anhang-2.pdf“. */
function fallbackName(contentType: string, index: number): string {
  const ext = Object.entries(MIME_TYPES).find(([, type]) => type === contentType.toLowerCase())?.[0]
  return ext ? `Anhang-${index + 1}.${ext}` : `Anhang-${index + 1}`
}

const idList = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : (value ?? '').split(/\s+/)).map((id) => id.trim()).filter(Boolean)

/** Parses one RFC 5322 mail into what the import needs. A mail without a Message-ID gets a stable one. */
export async function parseInboundMail(raw: Buffer): Promise<InboundMessage> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true })
  const subject = headerText(mail.subject ?? '', MAX_SUBJECT)
  const from = firstAddress(mail.from)
  // Parts referenced from the HTML (logos in signatures) are not documents of the applicant.
  const attachments = mail.attachments
    .filter((a) => !a.related)
    .map((a, index) => ({ ...a, filename: a.filename || fallbackName(a.contentType, index) }))
  return {
    messageIdHeader: messageIdOf(mail.messageId, raw),
    from_address: from.address,
    from_name: from.name,
    subject,
    auto_reply: isAutoReply(mail.headers as Map<string, unknown>, subject, from.address),
    spam: isSpam(mail.headers as Map<string, unknown>),
    references: [...idList(mail.inReplyTo), ...idList(mail.references).reverse()].slice(0, MAX_REFERENCES),
    text: cut(stripHiddenCharacters(mail.text ?? ''), MAX_TEXT).trim(),
    attachments,
    documentAttachments: attachments.filter((a) =>
      (DOCUMENT_EXTENSIONS as string[]).includes(fileExtension(a.filename ?? '')),
    ).length,
  }
}
