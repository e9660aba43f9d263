import {
  CALENDAR_HINTS,
  composeMail,
  NO_SENDER_MESSAGE,
  type PlaceholderGap,
  type PlaceholderValues,
  placeholderGaps,
  placeholdersIn,
} from '@bb/shared'

export interface MailPreview {
  subject: string
  /** Body and one closing (signature or default), placeholders not yet filled. */
  letter: string
  /** A quoted original below the letter, mailed as it is. */
  quote: string
  /** The values the server will use, {{kalenderhinweis}} included. */
  values: PlaceholderValues
  /** Why this message cannot be sent as it is (the server refuses it with the same messages). */
  problems: string[]
  gaps: PlaceholderGap[]
}

/**
 * The message as the server will send it, with what would stop the send: placeholders without a
 * value (the same catalogue and messages as the server) and a missing sender.
 */
export function previewMail(
  { subject, content }: { subject: string; content: string },
  signature: string,
  values: PlaceholderValues,
  senderReady: boolean,
): MailPreview {
  const { letter, quote } = composeMail(content, signature)
  const used = new Set([...placeholdersIn(subject), ...placeholdersIn(letter)])
  const namesInterview = used.has('termin') || used.has('ort') || used.has('kalenderhinweis')
  const filled: PlaceholderValues = {
    ...values,
    kalenderhinweis: namesInterview && values.termin ? CALENDAR_HINTS.REQUEST : '',
  }
  const seen = new Set<string>()
  const gaps = [...placeholderGaps(subject, filled), ...placeholderGaps(letter, filled)].filter(
    (g) => !seen.has(g.name) && seen.add(g.name),
  )
  const problems = [...(senderReady ? [] : [NO_SENDER_MESSAGE]), ...gaps.map((g) => g.message)]
  return { subject, letter, quote, values: filled, problems, gaps }
}
