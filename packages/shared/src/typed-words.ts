/**
 * Punctuation at the edges of a typed word („(Saale)“, „Müller,“): the search drops it, and the
 * search page drops it the same way before it marks the word; inner punctuation stays
 * (e-mail addresses, „O'Brien“).
 */
export const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu

/**
 * An umlaut typed as two letters („Koeln“, „Mueller“) as it is stored without its accent („Koln“):
 * people without a German keyboard write it so. The search asks both spellings, the search page
 * marks both.
 */
export const foldTypedUmlauts = (word: string): string => word.replace(/([aou])e/giu, '$1')

const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' }

/**
 * An umlaut written as two letters („Jäger“ → „Jaeger“): a CV or profile typed without a German
 * keyboard holds it so, and a German stemmer that does not take „ae“ for „ä“ (PostgreSQL before
 * version 16) stems the two spellings apart. The search asks this spelling too, the search page
 * marks it.
 */
export const spellOutUmlauts = (word: string): string =>
  word.normalize('NFC').replace(/[äöüÄÖÜ]/gu, (umlaut) => SPELLED_OUT[umlaut] ?? umlaut)

/**
 * Whether a typed term holds a word to search for: a letter or a digit. The search answers nothing
 * for a term without one („%“, „--“), so it need not be asked; and a term of dots alone („.“,
 * „..“) cannot be asked as a part of the address at all: the browser reads it as a step up the
 * path („/api/applicants/search/..“ is „/api/applicants/“).
 */
export const hasSearchWord = (term: string): boolean => /[\p{L}\p{N}]/u.test(term)
