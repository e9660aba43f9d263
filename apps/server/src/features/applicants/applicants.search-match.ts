import { type SQL, sql } from 'drizzle-orm'
import { likeEscape } from './applicants.list.ts'
import { spellings } from './applicants.search-words.ts'
import { applicants } from './applicants.table.ts'

/**
 * How one word of a search matches an applicant, from strict to loose. Every piece compares the
 * indexed columns (`search_vector`: German full text, `search_text`: lower-case accent-free text
 * with a trigram index) with stable expressions of the word, so PostgreSQL answers each with a
 * GIN index; the word only ever travels as a bound parameter.
 */
export type MatchLevel = 'word' | 'text' | 'typo'

/** Below this length a word matches only at the start of a word (an infix "an" matches half the table). */
const INFIX_MIN = 3
/** Typo tolerance for short words finds mostly noise. */
const TYPO_MIN = 4

const normalized = (word: string) => sql`lower(unaccent(${word}::text))`
const pattern = (value: string) => sql`lower(unaccent(${value}::text))`

/** The whole word, German stemming ("Pfleger" finds "Pflege"). */
const fullText = (word: string) =>
  sql`${applicants.searchVector} @@ plainto_tsquery('german', unaccent(${word}::text))`

/** A part of the text: anywhere for longer words, at a word start for short ones. */
function substring(word: string): SQL {
  const escaped = likeEscape(word.toLowerCase())
  if (word.length >= INFIX_MIN) return sql`${applicants.searchText} LIKE ${pattern(`%${escaped}%`)}`
  return sql`(${applicants.searchText} LIKE ${pattern(`${escaped}%`)} OR ${applicants.searchText} LIKE ${pattern(`% ${escaped}%`)})`
}

/** Trigram word similarity (pg_trgm `<%`, threshold 0.6): "Gelsenkirchn" finds "Gelsenkirchen". */
const typo = (word: string) => sql`${normalized(word)} <% ${applicants.searchText}`

/** One spelling of a word at a level; looser levels include the stricter ones. */
function spellingMatches(word: string, level: MatchLevel): SQL[] {
  if (level === 'word') return [fullText(word)]
  const parts = [fullText(word), substring(word)]
  if (level === 'typo' && word.length >= TYPO_MIN) parts.push(typo(word))
  return parts
}

/** One word (any of its spellings) at a level. */
export const wordMatches = (word: string, level: MatchLevel): SQL =>
  sql`(${sql.join(
    spellings(word).flatMap((spelling) => spellingMatches(spelling, level)),
    sql` OR `,
  )})`

/** Every word must match somewhere (in any field): AND across the words. */
export const allWordsMatch = (words: string[], level: MatchLevel): SQL =>
  sql.join(
    words.map((word) => wordMatches(word, level)),
    sql` AND `,
  )

/**
 * The tokens of an applicant's search text, for ranking: split at spaces (an e-mail address is
 * one token) and at every other non-alphanumeric character (parts of "Müller-Lüdenscheidt").
 */
export const searchTokens = sql`(string_to_array(${applicants.searchText}, ' ') || regexp_split_to_array(${applicants.searchText}, '[^[:alnum:]]+'))`

/**
 * How well one word matches (ranking only, over the few candidates): an exact token (a name, the
 * e-mail address, the phone number, a city word) 4, the same German word stem 3.5, the start of a
 * token 3, a part of the text 2, a typo below 1 by its similarity.
 */
function spellingScore(word: string, tokens: SQL): SQL {
  const prefix = pattern(`${likeEscape(word.toLowerCase())}%`)
  return sql`CASE
    WHEN ${normalized(word)} = ANY(${tokens}) THEN 4
    WHEN ${fullText(word)} THEN 3.5
    WHEN EXISTS (SELECT 1 FROM unnest(${tokens}) token WHERE token LIKE ${prefix}) THEN 3
    WHEN ${substring(word)} THEN 2
    ELSE word_similarity(${normalized(word)}, ${applicants.searchText})
  END`
}

/** A word scores as its best spelling. */
function wordScore(word: string, tokens: SQL): SQL {
  const scores = spellings(word).map((spelling) => spellingScore(spelling, tokens))
  return scores.length === 1 ? scores[0]! : sql`GREATEST(${sql.join(scores, sql`, `)})`
}

/** The sum over all words: an applicant matching every word exactly ranks first. */
export const searchScore = (words: string[], tokens: SQL): SQL =>
  sql.join(
    words.map((word) => wordScore(word, tokens)),
    sql` + `,
  )
