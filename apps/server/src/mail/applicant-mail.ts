import { type AppSettings, NO_SENDER_MESSAGE, parseMailbox, splitQuote } from '@bb/shared'
import { escapeHtml } from './templates.ts'

export const NO_SENDER = NO_SENDER_MESSAGE

export interface ApplicantSender {
  from: { name: string; address: string }
  replyTo: string
}

/** The mailbox IMAP_URL reads, when its user name is an address (`imaps://jobs%40firma.de:…@host`). */
function polledAddress(imapUrl: string | undefined): string | null {
  if (!imapUrl) return null
  try {
    return parseMailbox(decodeURIComponent(new URL(imapUrl).username))?.address ?? null
  } catch {
    return null
  }
}

/**
 * Mail to applicants comes from the company: the sender of the settings (its own display name, else
 * the company name), replies go to the Reply-To of the settings, else to the mailbox the IMAP poller
 * reads, else to the sender. Null while no sender is set up (nothing is sent then). MAIL_FROM stays
 * the sender of staff and system mails.
 */
export function applicantSender(
  settings: Pick<AppSettings, 'company_name' | 'mail_from' | 'mail_reply_to'>,
  imapUrl: string | undefined,
): ApplicantSender | null {
  const sender = parseMailbox(settings.mail_from)
  if (!sender) return null
  return {
    from: { name: sender.name || settings.company_name.trim(), address: sender.address },
    replyTo: settings.mail_reply_to.trim() || polledAddress(imapUrl) || sender.address,
  }
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g

/** Escaped text with its web addresses as links (the address is the link text: nothing hidden). */
function inline(text: string): string {
  let html = ''
  let at = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(at, match.index))
    const url = escapeHtml(match[0])
    html += `<a href="${url}" style="color:#1d4ed8">${url}</a>`
    at = match.index + match[0].length
  }
  return html + escapeHtml(text.slice(at))
}

const paragraphs = (text: string) =>
  text
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p style="margin:0 0 1em">${p.split('\n').map(inline).join('<br>\n')}</p>`)
    .join('\n')

/**
 * The HTML part of a mail to an applicant: the same text, escaped, in paragraphs, with links and
 * the quoted original as a blockquote. German (`lang="de"`), readable without styles, and nothing
 * that loads from elsewhere (no images, fonts or style sheets).
 */
export function applicantHtml(text: string, subject: string): string {
  const { body, quote } = splitQuote(text)
  const [attribution = '', ...rest] = quote.split('\n')
  const lines = attribution.startsWith('>') ? [attribution, ...rest] : rest
  const quoted = quote
    ? `\n${attribution.startsWith('>') ? '' : paragraphs(attribution)}\n<blockquote style="margin:0;padding:0 0 0 1em;border-left:3px solid #d1d5db;color:#4b5563">\n${paragraphs(
        lines.map((l) => l.replace(/^> ?/, '')).join('\n'),
      )}\n</blockquote>`
    : ''
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:640px">
${paragraphs(body)}${quoted}
</div>
</body>
</html>`
}
