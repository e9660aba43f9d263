import { z } from 'zod'
import { DOCUMENT_EXTENSIONS, type DocumentExtension, hasReadableText, MIME_TYPES } from '../constants.ts'

/**
 * Suggestions read from a CV for the new-applicant form. The server reads the file in memory,
 * answers the values it found and keeps nothing; the person confirms each one in the form.
 */

/** The profile fields a CV can suggest, in the order the form shows them. */
export const CV_SUGGESTION_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'email',
  'phone',
  'street',
  'postal_code',
  'city',
] as const
export type CvSuggestionField = (typeof CV_SUGGESTION_FIELDS)[number]

/** The file types a CV's text is read from: the documents whose text is read (pdf, docx, odt, txt). */
export const CV_READABLE_EXTENSIONS: readonly DocumentExtension[] = DOCUMENT_EXTENSIONS.filter((ext) =>
  hasReadableText(MIME_TYPES[ext]),
)

/** A CV is short: what it says about the person stands on its first pages. */
export const CV_LIMITS = { pages: 5, characters: 50_000 } as const

export const CV_TEXTS = {
  /** The drop zone's name, and its progress bar's. */
  zone: 'Lebenslauf',
  progress: 'Fortschritt Lebenslauf',
  dropHint: 'Lebenslauf hierher ziehen, um Name, Kontakt und Geburtsdatum vorschlagen zu lassen.',
  choose: 'Lebenslauf auswählen',
  reading: 'Lebenslauf wird gelesen …',
  mark: 'Vorschlag aus dem Lebenslauf',
  accept: 'Übernehmen',
  discard: 'Verwerfen',
  /** After a read: how many empty fields were filled. */
  filled: (count: number) =>
    count === 1
      ? '1 Feld aus dem Lebenslauf vorgeschlagen. Bitte prüfen.'
      : `${count} Felder aus dem Lebenslauf vorgeschlagen. Bitte prüfen.`,
  nothingFound: 'Im Lebenslauf wurden keine Angaben gefunden, die in leere Felder passen.',
  noText: 'Im Lebenslauf wurde kein Text erkannt. Ist er vielleicht eingescannt?',
  unreadable: 'Der Lebenslauf konnte nicht gelesen werden. Bitte eine andere Datei versuchen.',
  wrongType: `Aus diesem Dateityp kann kein Lebenslauf gelesen werden. Möglich sind: ${CV_READABLE_EXTENSIONS.join(', ')}.`,
  failed: 'Der Lebenslauf konnte gerade nicht gelesen werden. Bitte erneut versuchen.',
} as const

export const cvSuggestionValues = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  birth_date: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  street: z.string().optional(),
  postal_code: z.string().optional(),
  city: z.string().optional(),
})
export type CvSuggestionValues = z.infer<typeof cvSuggestionValues>

/** `POST /api/cv-suggestions`: what the CV suggests, and whether only its beginning was read. */
export const cvSuggestions = z.object({
  suggestions: cvSuggestionValues,
  truncated: z.boolean(),
})
export type CvSuggestions = z.infer<typeof cvSuggestions>
