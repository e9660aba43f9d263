/**
 * Characters that change how a text is shown without being visible: bidirectional overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), direction marks, zero-width spaces and joiners, the
 * word joiner and the byte order mark. In a file name they forge what a person reads
 * ("lebenslauf\u202Eexe.pdf" is shown as "lebenslaufpdf.exe").
 */
export const INVISIBLE_FORMAT_CHARACTERS = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu

/**
 * A text as a person sees it: invisible characters (above) and soft hyphens dropped. They come
 * along when a name is copied from a web page or a PDF, and stand inside the words of many PDFs:
 * full text splits a word at them, so „Gabel\u00ADstapler“ in a CV was no „Gabelstapler“, and a typed
 * „Mül\u200Bler“ found nobody where „Müller“ is meant (and in a list's filter on PGlite read every
 * applicant, 2 s among 100,000). Free of dependencies, for the extraction thread too.
 */
export const visibleText = (text: string): string =>
  text.replace(INVISIBLE_FORMAT_CHARACTERS, '').replace(/\u00AD/g, '')
