/**
 * Template placeholders (DESIGN.md §3, §5). The server renders them when a message is sent; the
 * web client uses the same function for the preview.
 */
export const PLACEHOLDERS = {
  anrede: 'Briefanrede, z. B. „Sehr geehrte Frau Özdemir“',
  vorname: 'Vorname der Bewerber:in',
  nachname: 'Nachname der Bewerber:in',
  berufsgruppe: 'Berufsgruppe',
  status: 'Aktueller Status',
  benutzer: 'Name der sendenden Person',
  firma: 'Name des Unternehmens',
  termin: 'Termin des Vorstellungsgesprächs, z. B. „Dienstag, 24. November 2026, 09:00 Uhr“',
  ort: 'Ort des Vorstellungsgesprächs: Standort, Adresse, Raum',
} as const
export type AnyPlaceholderName = keyof typeof PLACEHOLDERS
/** Filled from an interview booking (the one a message carries, else the next one; else empty). */
export const BOOKING_PLACEHOLDERS = ['termin', 'ort'] as const
export type BookingPlaceholderName = (typeof BOOKING_PLACEHOLDERS)[number]
/** The placeholders every applicant has a value for. */
export type PlaceholderName = Exclude<AnyPlaceholderName, BookingPlaceholderName>
/** Values for renderPlaceholders: a missing booking placeholder stays as it is (preview). */
export type PlaceholderValues = Record<PlaceholderName, string> &
  Partial<Record<BookingPlaceholderName, string>>

const PATTERN = /\{\{\s*([^{}\s]*)\s*\}\}/g

/** Placeholders in the text that do not exist (a save with one is refused). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>()
  for (const match of text.matchAll(PATTERN)) {
    const name = match[1] ?? ''
    if (!Object.hasOwn(PLACEHOLDERS, name)) unknown.add(name)
  }
  return [...unknown]
}

export interface Addressee {
  salutation: string | null
  title?: string | null
  first_name: string
  last_name: string
}

/** „Sehr geehrter Herr Weiß“, „Sehr geehrte Frau Dr. Özdemir“, else „Guten Tag Jülide Özdemir“. */
export function letterSalutation(a: Addressee): string {
  const title = a.title ? `${a.title} ` : ''
  if (a.salutation === 'herr') return `Sehr geehrter Herr ${title}${a.last_name}`
  if (a.salutation === 'frau') return `Sehr geehrte Frau ${title}${a.last_name}`
  return `Guten Tag ${a.first_name} ${a.last_name}`
}

export function renderPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name as AnyPlaceholderName] ?? whole) : whole,
  )
}

/** The sender's signature below the usual "-- " line (RFC 3676), unless the text already ends with it. */
export function withSignature(content: string, signature: string): string {
  const sig = signature.trim()
  if (!sig || content.trimEnd().endsWith(sig)) return content
  return `${content.trimEnd()}\n\n-- \n${sig}`
}
