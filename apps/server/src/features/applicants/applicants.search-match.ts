import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { applicants } from '../applicant-records/index.ts'
import { likeEscape } from './applicants.list.ts'
import { spellings } from './applicants.search-words.ts'

/**
 * How one word of a search matches an applicant, from strict to loose. Every piece compares the
 * indexed columns (`search_vector`: German full text, `search_text`: lower-case accent-free text
 * with a trigram index) with a bound parameter, so PostgreSQL answers each with a GIN index.
 */
export type MatchLevel = 'word' | 'text' | 'typo'

/** A word of the term in the spellings it is searched in, each as the search columns store text. */
export type SearchWord = string[]

/** Below this length a word matches only at the start of a word (an infix "an" matches half the table). */
const INFIX_MIN = 3
/** Typo tolerance for short words finds mostly noise. */
const TYPO_MIN = 4

/**
 * The words as the search columns store text (lower case, accents removed by PostgreSQL's own
 * unaccent), asked once: the conditions then compare with plain values, which the planner can
 * estimate and which are not re-evaluated for every row.
 */
export async function normalizeWords(db: Db, typed: string[]): Promise<SearchWord[]> {
  const all = typed.map((word) => spellings(word))
  const flat = all.flat()
  const [row] = await rows<{ normalized: string[] }>(
    db,
    sql`SELECT ARRAY[${sql.join(
      flat.map((word) => sql`lower(unaccent(${word}::text))`),
      sql`, `,
    )}]::text[] AS normalized`,
  )
  const normalized = row?.normalized ?? []
  let at = 0
  return all.map((variants) => {
    const forms = normalized.slice(at, at + variants.length)
    at += variants.length
    return [...new Set(forms.filter((form) => form.length > 0))]
  })
}

/** The whole word, German stemming ("Pfleger" finds "Pflege"). */
const fullText = (form: string) => sql`${applicants.searchVector} @@ plainto_tsquery('german', ${form})`

/** A part of the text: anywhere for longer words, at a word start for short ones. */
function part(form: string): SQL {
  const escaped = likeEscape(form)
  if (form.length >= INFIX_MIN) return sql`${applicants.searchText} LIKE ${`%${escaped}%`}`
  return sql`(${applicants.searchText} LIKE ${`${escaped}%`} OR ${applicants.searchText} LIKE ${`% ${escaped}%`})`
}

/**
 * Trigram similarity to a whole word (pg_trgm `<<%`, threshold 0.5): "Gelsenkirchn" finds
 * "Gelsenkirchen". Strict, because the plain word similarity also lets "Hamburg" find every
 * "…burg" (it compares with any part of the text, not with whole words). The plain one (`<%`,
 * threshold 0.6) is asked as well: in the same index scan it prunes the candidates far better,
 * so far fewer rows are rechecked.
 */
const typo = (form: string) =>
  sql`(${form} <% ${applicants.searchText} AND ${form} <<% ${applicants.searchText})`

/** One spelling at a level; looser levels include the stricter ones. */
function formMatches(form: string, level: MatchLevel): SQL[] {
  if (level === 'word') return [fullText(form)]
  const parts = [fullText(form), part(form)]
  if (level === 'typo' && form.length >= TYPO_MIN) parts.push(typo(form))
  return parts
}

/** Every word must match somewhere (in any field), in any of its spellings: AND across the words. */
export const allWordsMatch = (words: SearchWord[], level: MatchLevel): SQL =>
  sql.join(
    words.map(
      (forms) =>
        sql`(${sql.join(
          forms.flatMap((form) => formMatches(form, level)),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  )

/** A regular expression matching the text literally (every non-alphanumeric character escaped). */
const literal = (form: string) => form.replace(/[^\p{L}\p{N}]/gu, '\\$&')
const BOUNDARY_BEFORE = '(^|[^[:alnum:]])'
const BOUNDARY_AFTER = '($|[^[:alnum:]])'

/**
 * How well one spelling matches (ranking only, over the few candidates): a whole word of the
 * text (a name, the e-mail address or a part of it, the phone number, a city word) 4, the same
 * German word stem 3.5, the start of a word 3, a part of the text 2, a typo below 1 by its
 * similarity.
 */
function formScore(form: string): SQL {
  const text = applicants.searchText
  return sql`CASE
    WHEN ${text} ~ ${BOUNDARY_BEFORE + literal(form) + BOUNDARY_AFTER} THEN 4
    WHEN ${fullText(form)} THEN 3.5
    WHEN ${text} ~ ${BOUNDARY_BEFORE + literal(form)} THEN 3
    WHEN ${part(form)} THEN 2
    ELSE strict_word_similarity(${form}, ${text})
  END`
}

/** The sum over all words, each by its best spelling: matching every word exactly ranks first. */
export const searchScore = (words: SearchWord[]): SQL =>
  sql.join(
    words.map((forms) => {
      const scores = forms.map(formScore)
      return scores.length === 1 ? scores[0]! : sql`GREATEST(${sql.join(scores, sql`, `)})`
    }),
    sql` + `,
  )
