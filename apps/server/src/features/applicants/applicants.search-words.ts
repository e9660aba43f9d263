import { EDGE_PUNCTUATION, foldTypedUmlauts, GENDER_NOTE, visibleText } from '@bb/shared'

/** At most this many words of a term take part: each adds a condition to the query. */
export const SEARCH_MAX_WORDS = 8

/** A group of a phone number: digits, maybe with a leading plus or separators inside. */
const PHONE_PART = /^\+?\d+(?:[-/.()]\d+)*$/

/**
 * What a person typed, as the words that must each match somewhere. Invisible characters inside
 * a word are dropped (visibleText); control characters (NUL cannot even be stored in PostgreSQL)
 * and lone surrogate halves split words; punctuation at a
 * word's edges is dropped (inner punctuation stays, so e-mail addresses and "O'Brien" survive),
 * and a word without any letter or digit is no word: "%", "'" or an emoji alone search nothing.
 */
export function searchWords(raw: string): string[] {
  const words = visibleText(raw)
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .normalize('NFC')
    // A job title pasted from an ad: its gender note („(m/w/d)“) is in no profile or CV.
    .replace(GENDER_NOTE, ' ')
    .split(/\s+/u)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => word.length > 0)
  // A phone number typed in groups ("0176 12", "+49 171 98765") is one number.
  if (words.length > 1 && words.every((word) => PHONE_PART.test(word))) {
    return [words.join('').replace(/\D/g, '')]
  }
  const seen = new Set<string>()
  return words
    .filter((word) => {
      const key = word.toLocaleLowerCase('de-DE')
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, SEARCH_MAX_WORDS)
}

/**
 * The spellings a word is searched in: as typed, and for "Koeln", "Mueller", "Baecker" also as
 * the umlaut would be stored without its accent ("koln"), because people without a German
 * keyboard write umlauts as two letters. (ß needs nothing: it is stored as "ss" already.) A job
 * title with a gender ending is also searched without it (see GENDER_ENDING). A phone
 * number written with separators ("0171-9876543") is also searched as its digits, and a German
 * number in each of the ways it is written (see germanNumbers).
 */
export function spellings(word: string): string[] {
  if (PHONE_PART.test(word)) {
    const digits = word.replace(/\D/g, '')
    return [...new Set([word, digits, ...germanNumbers(digits)])]
  }
  const base = word.match(GENDER_ENDING)?.[1]
  return [...new Set([word, ...(base ? [base] : [])].flatMap(umlautSpellings))]
}

function umlautSpellings(word: string): string[] {
  const folded = foldTypedUmlauts(word)
  return folded === word ? [word] : [word, folded]
}

/**
 * A job title with its gender ending after a slash („Erzieher/in“, „Lagerist/-in“,
 * „Kaufmann/-frau“): the word before it is searched too. PostgreSQL's text parser reads the whole
 * as one file-path token, which no CV that holds „Erzieherin“ or „Lagerist“ has.
 */
const GENDER_ENDING = /^(\p{L}{2,})\/-?(?:in|innen|frau|mann)$/iu

/** From this many digits a number is taken for a whole one, whose country code may be written. */
export const WHOLE_NUMBER_MIN = 9

/**
 * A German phone number's digits as it may be stored: nationally ("01712345678"), with the
 * country code ("+49 171 …", digits "491712345678") or its international prefix ("0049 …").
 * Applicants write it one way, recruiters search it another. „+49 (0)171 …“ drops the trunk zero.
 * Only for whole numbers: a fragment of a few digits stands anywhere in a number. Empty for
 * anything else (a number abroad, a fragment).
 */
export function germanNumbers(digits: string): string[] {
  if (digits.length < WHOLE_NUMBER_MIN) return []
  const abroad = digits.startsWith('0049')
    ? digits.slice(4)
    : digits.startsWith('49')
      ? digits.slice(2)
      : undefined
  const national = abroad === undefined ? digits : abroad.startsWith('0') ? abroad : `0${abroad}`
  if (!national.startsWith('0') || national.startsWith('00')) return []
  const subscriber = national.slice(1)
  return [national, `49${subscriber}`, `0049${subscriber}`]
}

/** LIKE patterns take user text literally: %, _ and \\ are escaped. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)
