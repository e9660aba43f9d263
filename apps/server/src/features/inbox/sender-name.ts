import { APPLICANT_FIELDS, NEEDS_REVIEW_LABEL, stripHiddenCharacters, visibleText } from '@bb/shared'

export interface SenderName {
  first_name: string
  last_name: string
  /** An academic title found in front of the name („Dr.“), else null. */
  title: string | null
}

const NAME_MAX = APPLICANT_FIELDS.find((f) => f.key === 'last_name')?.maxLength ?? 100
const TITLE_MAX = APPLICANT_FIELDS.find((f) => f.key === 'title')?.maxLength ?? 40

const SALUTATION = /^(herr|frau|hr\.?|fr\.?|mr\.?|mrs\.?|ms\.?)$/i
const TITLE = /^(dr|prof)(\.|\.-?[a-z]+\.?)?$/i
/** Name particles that belong to the last name: „Anna von Müller“ is Frau von Müller. */
const PARTICLES = new Set([
  'von',
  'van',
  'vom',
  'zu',
  'zum',
  'zur',
  'de',
  'der',
  'den',
  'di',
  'da',
  'del',
  'la',
  'le',
])
/** Mailbox names that are no person's name. */
const MAILBOX_WORDS = new Set([
  'info',
  'mail',
  'post',
  'kontakt',
  'contact',
  'bewerbung',
  'bewerbungen',
  'jobs',
  'job',
  'office',
  'noreply',
  'no',
  'not',
  'do',
  'reply',
  'donotreply',
  'notification',
  'notifications',
  'hr',
])

/** At most `max` UTF-16 units (what the profile check counts), never half a character. */
function fit(value: string, max: number): string {
  let out = ''
  for (const character of value) {
    if (out.length + character.length > max) break
    out += character
  }
  return out
}

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('de') + word.slice(1)

/** Splits a display name into title, first and last name; null when it holds no name. */
function fromDisplayName(raw: string): SenderName | null {
  // „Anna Müller via StepStone“: a job board relaying the application; the name is before „via“.
  // A soft hyphen copied along with the name („Mül\u00ADler“) is dropped as a typed term drops it:
  // stored, it read „Müller“ and was found by nobody who typed that.
  const relayed = stripHiddenCharacters(visibleText(raw)).replace(/\s+(via|über)\s+.*$/i, '')
  const cleaned = relayed.replace(/["'<>()[\]{}\\;:]/g, ' ')
  if (cleaned.includes('@') || !/\p{L}/u.test(cleaned)) return null
  const titles: string[] = []
  const words = (part: string) =>
    part
      .split(/\s+/)
      .filter(Boolean)
      .filter((word) => {
        if (TITLE.test(word)) titles.push(word)
        return !SALUTATION.test(word) && !TITLE.test(word)
      })
  const [before = '', after = ''] = cleaned.split(',', 2)
  const beforeWords = words(before)
  const afterWords = words(after)
  let first: string[]
  let last: string[]
  if (afterWords.length > 0) {
    // „Müller, Anna“: the last name comes first.
    last = beforeWords
    first = afterWords
  } else {
    const all = beforeWords
    let split = all.length - 1
    while (split > 1 && PARTICLES.has((all[split - 1] ?? '').toLowerCase())) split -= 1
    first = all.slice(0, Math.max(split, 0))
    last = all.slice(Math.max(split, 0))
  }
  if (first.length === 0) [first, last] = [last, []]
  if (first.length === 0) return null
  return {
    first_name: fit(first.join(' '), NAME_MAX),
    last_name: last.length > 0 ? fit(last.join(' '), NAME_MAX) : NEEDS_REVIEW_LABEL,
    title: titles.length > 0 ? fit(titles.join(' '), TITLE_MAX) : null,
  }
}

/** „anna.maria.mueller85@…“ → Anna Maria Mueller; one word is taken as the last name. */
function fromAddress(address: string): SenderName {
  const local = (address.split('@')[0] ?? '').replace(/\+.*$/, '')
  const words = local
    .split(/[._-]+/)
    .map((word) => word.replace(/\d+/g, ''))
    .filter((word) => /^\p{L}{2,}$/u.test(word) && !MAILBOX_WORDS.has(word.toLowerCase()))
    .map(capitalise)
  const last = words.pop()
  return {
    first_name: fit(words.join(' '), NAME_MAX) || NEEDS_REVIEW_LABEL,
    last_name: last ? fit(last, NAME_MAX) : NEEDS_REVIEW_LABEL,
    title: null,
  }
}

/**
 * The applicant's name from the mail's sender: the display name when it holds one, else what the
 * address says, else the placeholder a recruiter recognises as something to check.
 */
export function nameFromSender(displayName: string, address: string): SenderName {
  return fromDisplayName(displayName) ?? fromAddress(address)
}
