/**
 * Template placeholders (`{{anrede}}`, `{{vorname}}`, …). One catalogue says what each one means
 * and whether it may be empty: a placeholder that must be filled and has no value for this
 * applicant stops the send (the server answers 422 naming it, the composer marks it in the
 * preview). The server renders them when a message is sent; the web client uses the same functions
 * for the preview.
 */
interface MustBeFilled {
  description: string
  /** Why it has no value, as the end of the German refusal ("…nicht ausgefüllt werden: <reason>."). */
  reason: string
  /** The short mark in the preview ("{{termin}} – kein Termin gebucht"). */
  mark: string
}
interface MayBeEmpty {
  description: string
  /** Empty is a valid value: a line holding nothing else is left out. */
  optional: true
}

const NO_INTERVIEW = { reason: 'es ist kein Vorstellungsgespräch gebucht', mark: 'kein Termin gebucht' }

export const PLACEHOLDER_CATALOGUE = {
  anrede: {
    description: 'Briefanrede, z. B. „Sehr geehrte Frau Özdemir“',
    reason: 'es ist kein Name hinterlegt',
    mark: 'kein Name hinterlegt',
  },
  vorname: {
    description: 'Vorname der Bewerber:in',
    reason: 'es ist kein Vorname hinterlegt',
    mark: 'kein Vorname',
  },
  nachname: {
    description: 'Nachname der Bewerber:in',
    reason: 'es ist kein Nachname hinterlegt',
    mark: 'kein Nachname',
  },
  berufsgruppe: {
    description: 'Berufsgruppe',
    reason: 'es ist keine Berufsgruppe hinterlegt',
    mark: 'keine Berufsgruppe hinterlegt',
  },
  status: { description: 'Aktueller Status', reason: 'es ist kein Status hinterlegt', mark: 'kein Status' },
  benutzer: {
    description: 'Name der sendenden Person',
    reason: 'für Sie ist kein Anzeigename hinterlegt',
    mark: 'kein Anzeigename',
  },
  firma: {
    description: 'Name des Unternehmens (Einstellungen)',
    reason: 'in den Einstellungen ist kein Firmenname hinterlegt',
    mark: 'kein Firmenname in den Einstellungen',
  },
  termin: {
    description: 'Termin des Vorstellungsgesprächs, z. B. „Dienstag, 24. November 2026, 09:00 Uhr“',
    ...NO_INTERVIEW,
  },
  ort: { description: 'Ort des Vorstellungsgesprächs: Standort, Adresse, Raum', ...NO_INTERVIEW },
  kalenderhinweis: {
    description:
      'Hinweis auf die Kalendereinladung (.ics) im Anhang; leer, wenn keine angehängt ist (die Zeile entfällt dann)',
    optional: true,
  },
} as const satisfies Record<string, MustBeFilled | MayBeEmpty>

export type AnyPlaceholderName = keyof typeof PLACEHOLDER_CATALOGUE
/** Name → description, for the insert buttons and their tooltips. */
export const PLACEHOLDERS = Object.fromEntries(
  Object.entries(PLACEHOLDER_CATALOGUE).map(([name, spec]) => [name, spec.description]),
) as Record<AnyPlaceholderName, string>
/** Filled from an interview booking (the one a message carries, else the next one). */
export const BOOKING_PLACEHOLDERS = ['termin', 'ort'] as const
export type BookingPlaceholderName = (typeof BOOKING_PLACEHOLDERS)[number]
/** The placeholders filled from the applicant, the sender and the settings. */
export type PlaceholderName = Exclude<AnyPlaceholderName, BookingPlaceholderName | 'kalenderhinweis'>
/** What is known for one message; a missing or empty value of a must-fill placeholder is a gap. */
export type PlaceholderValues = Partial<Record<AnyPlaceholderName, string>>

/** Any `{{…}}`; the name inside may be surrounded by spaces (`{{ termin }}` is `{{termin}}`). */
const PATTERN = /\{\{([^{}]*)\}\}/g
/** A line that holds nothing but placeholders (it is left out when they all render empty). */
const ONLY_PLACEHOLDERS = /^\s*(?:\{\{[^{}]*\}\}\s*)+$/

const isKnown = (name: string): name is AnyPlaceholderName => Object.hasOwn(PLACEHOLDER_CATALOGUE, name)
/** A name as it is shown in a message: long hostile names are cut. */
const shown = (name: string) => `{{${name.length > 40 ? `${name.slice(0, 40)}…` : name}}}`

/** Placeholders in the text that do not exist (a save with one is refused). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>()
  for (const match of text.matchAll(PATTERN)) {
    const name = (match[1] ?? '').trim()
    if (!isKnown(name)) unknown.add(name)
  }
  return [...unknown]
}

/** The known placeholders the text uses (`{{ termin }}` counts as termin). */
export function placeholdersIn(text: string): Set<AnyPlaceholderName> {
  const names = new Set<AnyPlaceholderName>()
  for (const match of text.matchAll(PATTERN)) {
    const name = (match[1] ?? '').trim()
    if (isKnown(name)) names.add(name)
  }
  return names
}

/** A placeholder of a text that cannot be rendered for this message. */
export interface PlaceholderGap {
  name: string
  /** The German refusal, e.g. „Der Platzhalter {{termin}} kann … nicht ausgefüllt werden: …“. */
  message: string
  /** The short mark the preview shows in its place. */
  mark: string
}

function gapFor(name: string, values: PlaceholderValues): PlaceholderGap | null {
  if (!isKnown(name))
    return { name, message: `Den Platzhalter ${shown(name)} gibt es nicht.`, mark: 'unbekannter Platzhalter' }
  const spec: MustBeFilled | MayBeEmpty = PLACEHOLDER_CATALOGUE[name]
  if ('optional' in spec || values[name]?.trim()) return null
  return {
    name,
    message: `Der Platzhalter {{${name}}} kann für diese Bewerber:in nicht ausgefüllt werden: ${spec.reason}.`,
    mark: spec.mark,
  }
}

/** The placeholders of the text that are unknown or have no value, each once, in order. */
export function placeholderGaps(text: string, values: PlaceholderValues): PlaceholderGap[] {
  const gaps = new Map<string, PlaceholderGap>()
  for (const match of text.matchAll(PATTERN)) {
    const name = (match[1] ?? '').trim()
    const gap = gaps.has(name) ? null : gapFor(name, values)
    if (gap) gaps.set(name, gap)
  }
  return [...gaps.values()]
}

/** A piece of rendered text, or a placeholder that could not be filled (the preview marks it). */
export type RenderedPart = { text: string } | { gap: PlaceholderGap; raw: string }

/** The text with its placeholders filled, as parts; a line of empty optional placeholders is left out. */
export function renderParts(text: string, values: PlaceholderValues): RenderedPart[] {
  const parts: RenderedPart[] = []
  let first = true
  for (const line of text.split('\n')) {
    const lineParts: RenderedPart[] = []
    let at = 0
    for (const match of line.matchAll(PATTERN)) {
      const name = (match[1] ?? '').trim()
      if (match.index > at) lineParts.push({ text: line.slice(at, match.index) })
      const gap = gapFor(name, values)
      lineParts.push(gap ? { gap, raw: match[0] } : { text: isKnown(name) ? (values[name] ?? '') : '' })
      at = match.index + match[0].length
    }
    if (at < line.length) lineParts.push({ text: line.slice(at) })
    const blank = lineParts.every((p) => 'text' in p && !p.text.trim())
    if (blank && ONLY_PLACEHOLDERS.test(line)) continue
    if (!first) parts.push({ text: '\n' })
    first = false
    parts.push(...lineParts)
  }
  return parts
}

/** The text with its placeholders filled; a placeholder without a value stays as it is. */
export function renderPlaceholders(text: string, values: PlaceholderValues): string {
  return renderParts(text, values)
    .map((p) => ('text' in p ? p.text : p.raw))
    .join('')
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
  if (!a.last_name.trim()) return ''
  if (a.salutation === 'herr') return `Sehr geehrter Herr ${title}${a.last_name}`
  if (a.salutation === 'frau') return `Sehr geehrte Frau ${title}${a.last_name}`
  return `Guten Tag ${a.first_name} ${a.last_name}`.replace(/\s+/g, ' ')
}

export * from './mail-text.ts'
