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
