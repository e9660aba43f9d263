/**
 * Characters that change how a text is shown without being visible: bidirectional overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), direction marks, zero-width spaces and joiners, the
 * word joiner and the byte order mark. In a file name they forge what a person reads
 * ("lebenslauf\u202Eexe.pdf" is shown as "lebenslaufpdf.exe"), so names are stored without them.
 */
export const INVISIBLE_FORMAT_CHARACTERS = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu

/** Control characters (C0 except tab, line feed and carriage return; DEL; C1). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu

/** A name as people should see it: without control and invisible formatting characters. */
export const stripHiddenCharacters = (text: string) =>
  text.replace(CONTROL_CHARACTERS, '').replace(INVISIBLE_FORMAT_CHARACTERS, '')
