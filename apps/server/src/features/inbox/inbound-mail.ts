import { createHash } from 'node:crypto'
import type { FilterableMail } from '@bb/shared'
import { type AddressObject, type Attachment, simpleParser } from 'mailparser'

export interface InboundMessage extends FilterableMail {
  messageIdHeader: string
  from_name: string
  /** In-Reply-To first, then References, newest reference first. */
  references: string[]
  text: string
  attachments: Attachment[]
}

/** Subjects German and English mail programs put on out-of-office replies. */
const AUTO_REPLY_SUBJECT =
  /^(automatische antwort|abwesenheitsnotiz|abwesend|out of office|autoreply|auto-reply|automatic reply)\b/i

/**
 * An automatic answer (RFC 3834 Auto-Submitted, the headers of common responders, or the subject
 * mail programs use): not a reply a recruiter needs to read.
 */
function isAutoReply(headers: Map<string, unknown>, subject: string): boolean {
  const header = (name: string) => String(headers.get(name) ?? '').toLowerCase()
  const submitted = header('auto-submitted')
  if (submitted && submitted !== 'no') return true
  if (headers.has('x-autoreply') || headers.has('x-autorespond') || headers.has('x-auto-response-suppress'))
    return true
  if (['auto_reply', 'bulk', 'junk', 'list'].includes(header('precedence'))) return true
  return AUTO_REPLY_SUBJECT.test(subject.trim())
}

const firstAddress = (from: AddressObject | AddressObject[] | undefined) => {
  const entry = (Array.isArray(from) ? from[0] : from)?.value[0]
  return { address: (entry?.address ?? '').toLowerCase(), name: entry?.name ?? '' }
}

const idList = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : (value ?? '').split(/\s+/)).map((id) => id.trim()).filter(Boolean)

/** Parses one RFC 5322 mail into what the import needs. A mail without a Message-ID gets a stable one. */
export async function parseInboundMail(raw: Buffer): Promise<InboundMessage> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true })
  const subject = mail.subject ?? ''
  const from = firstAddress(mail.from)
  return {
    messageIdHeader: mail.messageId ?? `<sha256-${createHash('sha256').update(raw).digest('hex')}@inbox>`,
    from_address: from.address,
    from_name: from.name,
    subject,
    auto_reply: isAutoReply(mail.headers as Map<string, unknown>, subject),
    references: [...idList(mail.inReplyTo), ...idList(mail.references).reverse()],
    text: (mail.text ?? '').trim(),
    // Parts referenced from the HTML (logos in signatures) are not documents of the applicant.
    attachments: mail.attachments.filter((a) => !a.related),
  }
}
