import { z } from 'zod'
import {
  APPLICANT_FIELDS,
  type ApplicantField,
  INTAKE_CHANNELS,
  type IntakeChannel,
} from '../applicant-fields.ts'
import { SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG } from '../constants.ts'
import { visibleText } from '../invisible.ts'
import { isoDateTime } from './common.ts'
import { document } from './documents.ts'
import { message } from './messages.ts'
import { note } from './notes.ts'
import { ratingList } from './ratings.ts'

/** `GET /api/answers`: option catalogue of the select fields, `{fieldKey: {value: label}}`. */
export const answers = z.record(z.string(), z.record(z.string(), z.string()))
export type Answers = z.infer<typeof answers>

export const applicantFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'email', 'tel', 'date', 'number', 'select', 'multiselect', 'textarea']),
  required: z.boolean(),
  group: z.string(),
  maxLength: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  decimals: z.number().int().optional(),
  options: z.boolean().optional(),
})
export const applicantSchemaResponse = z.object({ fields: z.array(applicantFieldSchema) })

const FIELD_PATTERNS: Record<string, { pattern: RegExp; message: string }> = {
  postal_code: { pattern: /^\d{5}$/, message: 'Bitte eine fünfstellige Postleitzahl angeben.' },
  phone: { pattern: /^\+?[0-9 ()/-]{5,40}$/, message: 'Bitte eine gültige Telefonnummer angeben.' },
}

/** Whole numbers, or at most `decimals` fraction digits (within floating-point noise). */
const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

/** One field's validation, from its definition; `options` checks select values when given. */
function fieldValidator(field: ApplicantField, options: Record<string, string> | undefined) {
  const inOptions = (value: string) => options === undefined || Object.hasOwn(options, value)
  const optionMessage = `Bitte einen gültigen Wert für „${field.label}“ wählen.`
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'tel': {
      // A name, address or number pasted from a web page or a PDF may carry invisible characters
      // inside its words: stored, they split the word for the search („Mül‹ZWSP›ler“ is found by
      // nobody typing „Müller“). Not in a longer text, where a joiner binds an emoji together.
      let s = field.type === 'textarea' ? z.string().trim() : z.string().overwrite(visibleText).trim()
      if (field.required) s = s.min(1, `Bitte „${field.label}“ angeben.`)
      if (field.maxLength)
        s = s.max(field.maxLength, `„${field.label}“ darf höchstens ${field.maxLength} Zeichen lang sein.`)
      const rule = FIELD_PATTERNS[field.key]
      if (rule) s = s.regex(rule.pattern, rule.message)
      return field.required ? s : z.preprocess(emptyToNull, s.nullable())
    }
    case 'email':
      return z.preprocess(
        emptyToNull,
        z
          .string()
          .overwrite(visibleText)
          .trim()
          .max(254)
          .pipe(z.email('Bitte eine gültige E-Mail-Adresse angeben.'))
          .transform((v) => v.toLowerCase())
          .nullable(),
      )
    case 'date':
      return z.preprocess(
        emptyToNull,
        z.iso.date(`Bitte ein gültiges Datum für „${field.label}“ angeben.`).nullable(),
      )
    case 'number': {
      let n = z.number(`„${field.label}“ muss eine Zahl sein.`)
      if (field.min !== undefined) n = n.min(field.min, `„${field.label}“ muss mindestens ${field.min} sein.`)
      if (field.max !== undefined) n = n.max(field.max, `„${field.label}“ darf höchstens ${field.max} sein.`)
      const decimals = field.decimals ?? 0
      n = n.refine(
        (v) => hasAtMostDecimals(v, decimals),
        decimals === 0
          ? `„${field.label}“ muss eine ganze Zahl sein.`
          : `„${field.label}“ darf höchstens ${decimals} Nachkommastellen haben.`,
      )
      return z.preprocess(emptyToNull, n.nullable())
    }
    case 'select':
      return z.preprocess(emptyToNull, z.string().refine(inOptions, optionMessage).nullable())
    case 'multiselect':
      return z.array(z.string().refine(inOptions, optionMessage)).max(30)
  }
}

/**
 * The applicant body (create and update), built from APPLICANT_FIELDS. Without `catalogue` the
 * select values are not checked (the static schema for OpenAPI); the server validates with it.
 */
export function buildApplicantBody(catalogue?: Answers) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of APPLICANT_FIELDS as readonly ApplicantField[]) {
    const validator = fieldValidator(field, catalogue?.[field.key])
    shape[field.key] = field.required ? validator : validator.optional()
  }
  shape.qualified = z.boolean().optional()
  shape.confirm_duplicate = z.boolean().optional()
  // The status the caller saw: set, a status changed meanwhile by someone else is refused (409).
  shape.expected_status = z.string().max(60).optional()
  return z.strictObject(shape)
}

export const applicantBody = buildApplicantBody()
export type ApplicantBody = Record<string, unknown> & {
  confirm_duplicate?: boolean
  qualified?: boolean
  expected_status?: string
}

export const userRef = z.object({ id: z.number().int(), name: z.string() })

/** An applicant as the API returns it: the profile fields plus the system fields. */
export const applicant = z
  .object({
    id: z.number().int(),
    qualified: z.boolean(),
    /** How the application arrived; set by the system. */
    channel: z.enum(Object.keys(INTAKE_CHANNELS) as [IntakeChannel, ...IntakeChannel[]]),
    /** „Bitte prüfen“: arrived by itself and not opened by a person yet. */
    needs_review: z.boolean(),
    /** A suspected twin of this earlier applicant, for staff to merge. */
    duplicate_of: z.number().int().nullable(),
    followed: z.boolean(),
    average_rating: z.number().nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    deleted_at: isoDateTime.nullable(),
    deleted_by: userRef.nullable(),
    purge_at: isoDateTime.nullable(),
  })
  .catchall(z.unknown())
export type Applicant = z.infer<typeof applicant> & Record<string, unknown>

export const duplicateMatch = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birth_date: z.string().nullable(),
  reasons: z.array(z.enum(['email', 'phone', 'name_birth_date'])),
})
export type DuplicateMatch = z.infer<typeof duplicateMatch>

/** The match modes of the table's filter rules (Beginnt mit, Enthält, Datum liegt vor, …). */
export const MATCH_MODES = [
  'startsWith',
  'contains',
  'notContains',
  'endsWith',
  'equals',
  'notEquals',
  'dateIs',
  'dateIsNot',
  'dateBefore',
  'dateAfter',
] as const
export type MatchMode = (typeof MATCH_MODES)[number]

/** PrimeReact's lazy filter model: per field an operator ("Alle Regeln"/"Irgendeine Regel") and rules. */
export const listFilters = z.record(
  z.string(),
  z.object({
    operator: z.enum(['and', 'or']).default('and'),
    constraints: z
      .array(
        z.object({
          value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
          matchMode: z.enum(MATCH_MODES),
        }),
      )
      .max(10),
  }),
)
export type ListFilters = z.infer<typeof listFilters>

export const SORTABLE_FIELDS = [
  'id',
  'last_name',
  'first_name',
  'email',
  'city',
  'status',
  'profession_group',
  'created_at',
  'updated_at',
  'deleted_at',
  'average_rating',
  'available_from',
  'birth_date',
] as const

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')

export const applicantListQuery = z.object({
  status: z.string().max(60).optional(),
  profession_group: z.string().max(60).optional(),
  deleted: flag.optional(),
  followed: flag.optional(),
  qualified: flag.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(50),
  sort: z.enum(SORTABLE_FIELDS).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** JSON of ListFilters. */
  filters: z.string().max(10_000).optional(),
  /** Full-text filter: the search's words, each must match somewhere. */
  q: z.string().max(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG).optional(),
  lastModified: z.string().max(200).optional(),
})
export type ApplicantListQuery = z.infer<typeof applicantListQuery>

export const applicantList = z.object({
  data: z.array(applicant),
  lastModified: z.string(),
  total: z.number().int().optional(),
})
export type ApplicantList = z.infer<typeof applicantList>

export const historyChange = z.object({
  field: z.string(),
  label: z.string(),
  old: z.unknown(),
  new: z.unknown(),
})
export const historyEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  user: userRef.nullable(),
  changes: z.array(historyChange),
  created_at: isoDateTime,
})
export type HistoryEntry = z.infer<typeof historyEntry>

export const applicantDetail = z.object({
  applicant,
  documents: z.array(document),
  ratings: ratingList,
  messages: z.array(message),
  notes: z.array(note),
  permissions: z.array(z.string()),
})
export type ApplicantDetail = z.infer<typeof applicantDetail>

/** Where a search found a word the profile lacks: one document, with a snippet of its text. */
export const searchFoundIn = z.object({
  document_id: z.number().int(),
  name: z.string(),
  /** The document's category, if it has one ("Lebenslauf"). */
  category: z.string().nullable(),
  /** A snippet of the document's text around the found words, "…" where it was cut. */
  text: z.string(),
  /** Each found word in `text`, from `start` up to (not including) `end`, in UTF-16 code units. */
  marks: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
})
export type SearchFoundIn = z.infer<typeof searchFoundIn>

/** A hit of the search: the applicant, and the document a word was found in when not the profile. */
export const applicantSearchHit = applicant.extend({ found_in: searchFoundIn.nullable() })
export type ApplicantSearchHit = z.infer<typeof applicantSearchHit>

export const applicantSearchResult = z.object({
  data: z.array(applicantSearchHit),
  /**
   * The words of the term (as the search split it) that match only where a word begins: stop
   * words such as „an“ or „der“, and words whose runs of letters and digits are all short („u.a.“).
   */
  word_starts: z.array(z.string()),
})
export type ApplicantSearchResult = z.infer<typeof applicantSearchResult>
