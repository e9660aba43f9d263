/**
 * How a mail to an applicant is put together: the body (a template ends with its last sentence),
 * then exactly one closing, then a quoted original if it is a reply. The closing is the sender's
 * signature, or the default closing when the sender has none. The server composes it on send, the
 * composer preview shows the same.
 */
export const DEFAULT_CLOSING = 'Mit freundlichen Grüßen\n{{benutzer}}\n{{firma}}'

/** Nothing goes to applicants before an admin set up the sender (the server refuses with this). */
export const NO_SENDER_MESSAGE =
  'Für E-Mails an Bewerber:innen ist noch kein Absender eingerichtet. Eine Administrator:in trägt ihn unter Einstellungen ein.'

/**
 * {{kalenderhinweis}}: said only when an .ics is attached (the same condition attaches it), so no
 * mail promises an attachment it does not carry.
 */
export const CALENDAR_HINTS = {
  REQUEST: 'Die Einladung für Ihren Kalender finden Sie im Anhang.',
  CANCEL: 'Mit dem Anhang dieser E-Mail entfernen Sie den Termin aus Ihrem Kalender.',
} as const

/** „Am 01.03.2026 10:00 schrieb …:“, the line the composer puts above a quoted original. */
const ATTRIBUTION = /^Am .+ schrieb .*:\s*$/

/** Splits a trailing quoted original ("> " lines, with the attribution line above) from the body. */
export function splitQuote(content: string): { body: string; quote: string } {
  const lines = content.replace(/\s+$/, '').split('\n')
  let start = lines.length
  while (start > 0 && (lines[start - 1] ?? '').startsWith('>')) start--
  if (start === lines.length) return { body: content, quote: '' }
  if (start > 0 && ATTRIBUTION.test(lines[start - 1] ?? '')) start--
  return { body: lines.slice(0, start).join('\n'), quote: lines.slice(start).join('\n') }
}

const endsWithLine = (text: string, tail: string) => text === tail || text.endsWith(`\n${tail}`)

/**
 * The letter (body and one closing) and the quoted original, apart: placeholders are filled in the
 * letter only, the quote is someone's words and stays as it was. A body that still ends with the
 * default closing (a template written before the closing moved here) keeps only one; a body that
 * already ends with the signature gets no second one.
 */
export function composeMail(content: string, signature: string): { letter: string; quote: string } {
  const { body, quote } = splitQuote(content)
  const closing = signature.trim() || DEFAULT_CLOSING
  let letter = body.trimEnd()
  if (closing !== DEFAULT_CLOSING && endsWithLine(letter, DEFAULT_CLOSING))
    letter = letter.slice(0, -DEFAULT_CLOSING.length).trimEnd()
  if (!endsWithLine(letter, closing)) letter = letter ? `${letter}\n\n${closing}` : closing
  return { letter, quote }
}

/** The letter with the quote below it, as it is mailed. */
export const joinQuote = (letter: string, quote: string) => (quote ? `${letter}\n\n${quote}` : letter)

/** Body, one closing, quote, as one text (placeholders not yet filled). */
export function withSignature(content: string, signature: string): string {
  const { letter, quote } = composeMail(content, signature)
  return joinQuote(letter, quote)
}
