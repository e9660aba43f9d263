/** At most this many words of a term take part: each adds a condition to the query. */
export const SEARCH_MAX_WORDS = 8

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu

/**
 * What a person typed, as the words that must each match somewhere. Control characters (NUL
 * cannot even be stored in PostgreSQL) and lone surrogate halves split words; punctuation at a
 * word's edges is dropped (inner punctuation stays, so e-mail addresses and "O'Brien" survive),
 * and a word without any letter or digit is no word: "%", "'" or an emoji alone search nothing.
 */
export function searchWords(raw: string): string[] {
  const words = raw
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .normalize('NFC')
    .split(/\s+/u)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => word.length > 0)
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
 * keyboard write umlauts as two letters. (ß needs nothing: it is stored as "ss" already.)
 */
export function spellings(word: string): string[] {
  const folded = word.replace(/([aou])e/giu, '$1')
  return folded === word ? [word] : [word, folded]
}
