import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { applicants } from '../applicant-records/index.ts'
import { likeEscape, spellings } from './applicants.search-words.ts'

/**
 * How the words of a search match an applicant, from strict to loose; each looser tier includes
 * the stricter ones:
 * - `exact`: whole words of the profile (German stemming), the phone number's digits;
 * - `profile`: also parts of the profile's text (a word start, or anywhere for longer words);
 * - `typo`: also known profile words a misspelt word may mean.
 * Every condition compares an indexed column with a bound value, so each is answered by an index.
 */
export type Tier = 'exact' | 'profile' | 'typo'

/** One word of the term: its spellings as the search columns store text, and its typo corrections. */
export interface SearchWord {
  forms: string[]
  corrections: string[]
}

/** Below this length a word matches only at the start of a word (an infix "an" matches half the table). */
const INFIX_MIN = 3
/** Typo tolerance for short words finds mostly noise. */
const TYPO_MIN = 4
/** A phone number's digits are compared whole from this length on (shorter is a fragment). */
const PHONE_MIN = 6
/** How close a known word must be to count as what was meant (trigram similarity, 0–1). */
const TYPO_SIMILARITY = 0.45
/** The known words a misspelt word may mean, the closest first. */
const TYPO_CORRECTIONS = 3

/**
 * The words as the search columns store text (lower case, accents removed by PostgreSQL's own
 * unaccent), asked once: the conditions then compare with plain values, which the planner can
 * estimate and which are not re-evaluated for every row.
 */
export async function normalizeWords(db: Db, typed: string[]): Promise<string[][]> {
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

/**
 * The known profile words each misspelt word may mean, from the vocabulary table (a few thousand
 * words, not every applicant): one query for all words. A form that is itself a known word needs
 * no correction.
 */
export async function findCorrections(db: Db, words: string[][]): Promise<SearchWord[]> {
  const probes = words.flatMap((forms, index) =>
    forms
      .filter((form) => form.length >= TYPO_MIN && /^\p{L}+$/u.test(form))
      .map((form) => ({ index, form })),
  )
  const corrections = words.map(() => new Set<string>())
  if (probes.length > 0) {
    const found = await rows<{ index: number; word: string }>(
      db,
      sql`SELECT p.index, c.word FROM (VALUES ${sql.join(
        probes.map(({ index, form }) => sql`(${index}::int, ${form}::text)`),
        sql`, `,
      )}) AS p(index, form)
      CROSS JOIN LATERAL (
        SELECT word FROM search_words
        WHERE word % p.form AND word <> p.form AND similarity(word, p.form) >= ${TYPO_SIMILARITY}
        ORDER BY similarity(word, p.form) DESC, applicants DESC, word
        LIMIT ${TYPO_CORRECTIONS}
      ) AS c`,
    )
    for (const { index, word } of found) corrections[index]?.add(word)
  }
  return words.map((forms, index) => ({ forms, corrections: [...(corrections[index] ?? [])] }))
}

/** The whole word, German stemming ("Pfleger" finds "Pflege"). */
const fullText = (form: string) => sql`${applicants.searchVector} @@ plainto_tsquery('german', ${form})`

/** A part of the text: anywhere for longer words, at a word start for short ones. */
function part(form: string): SQL {
  const escaped = likeEscape(form)
  if (form.length >= INFIX_MIN) return sql`${applicants.searchText} LIKE ${`%${escaped}%`}`
  return sql`(${applicants.searchText} LIKE ${`${escaped}%`} OR ${applicants.searchText} LIKE ${`% ${escaped}%`})`
}

/** The digits of a phone number, whole ("0171 9876543" and "01719876543" both are). */
const phone = (form: string) => sql`${applicants.phoneDigits} = ${form}`

function exactForm(form: string): SQL[] {
  return /^\d+$/.test(form) && form.length >= PHONE_MIN ? [fullText(form), phone(form)] : [fullText(form)]
}

/** One word at a tier, in any of its spellings. */
function wordMatches(word: SearchWord, tier: Tier): SQL {
  const parts = word.forms.flatMap((form) =>
    tier === 'exact' ? exactForm(form) : [...exactForm(form), part(form)],
  )
  if (tier === 'typo') parts.push(...word.corrections.map(fullText))
  return sql`(${sql.join(parts, sql` OR `)})`
}

/** Every word must match somewhere (in any field): AND across the words. */
export const allWordsMatch = (words: SearchWord[], tier: Tier): SQL =>
  sql.join(
    words.map((word) => wordMatches(word, tier)),
    sql` AND `,
  )

/** Whether a looser tier can find more than the stricter one before it. */
export const tierAdds = (words: SearchWord[], tier: Tier) =>
  tier !== 'typo' || words.some((word) => word.corrections.length > 0)

/** A regular expression matching the text literally (every non-alphanumeric character escaped). */
const literal = (form: string) => form.replace(/[^\p{L}\p{N}]/gu, '\\$&')
const BOUNDARY_BEFORE = '(^|[^[:alnum:]])'
const BOUNDARY_AFTER = '($|[^[:alnum:]])'

/**
 * How well one spelling matches (ranking within a tier, over at most a page of rows): a whole
 * word of the text 4, the same German word stem 3.5, the start of a word 3, a part of the text 2.
 */
function formScore(form: string): SQL {
  const text = applicants.searchText
  return sql`CASE
    WHEN ${text} ~ ${BOUNDARY_BEFORE + literal(form) + BOUNDARY_AFTER} THEN 4
    WHEN ${fullText(form)} THEN 3.5
    WHEN ${text} ~ ${BOUNDARY_BEFORE + literal(form)} THEN 3
    WHEN ${part(form)} THEN 2
    ELSE 0
  END`
}

/** The sum over all words, each by its best spelling: matching every word exactly ranks first. */
export const searchScore = (words: SearchWord[]): SQL =>
  sql.join(
    words.map(({ forms }) => {
      const scores = forms.map(formScore)
      return scores.length === 1 ? scores[0]! : sql`GREATEST(${sql.join(scores, sql`, `)})`
    }),
    sql` + `,
  )
