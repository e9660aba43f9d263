import type { ApplicantSearchHit } from '@bb/shared'
import { and, desc, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { applicants } from '../applicant-records/index.ts'
import { fromSelected, selectApplicants } from './applicants.query.ts'
import {
  allWordsMatch,
  findCorrections,
  normalizeWords,
  readsDocuments,
  type SearchWord,
  searchScore,
  TIERS,
  type Tier,
  tierAdds,
} from './applicants.search-match.ts'
import { documentSnippets } from './applicants.search-snippet.ts'
import { searchWords } from './applicants.search-words.ts'

export const SEARCH_LIMIT = 20

/** Newest first, in the order of the live applicants' index (`updated_at DESC NULLS LAST`). */
const NEWEST_FIRST = sql`${applicants.updatedAt} DESC NULLS LAST`

/**
 * A tier that reads documents estimated to match at most this share of the applicants is
 * answered from its indexes alone (see tierQuery).
 */
const FEW_SHARE = 0.01
/** How long the applicants' row count (the planner's) is taken from memory. */
const ROW_COUNT_MS = 60_000
const rowCounts = new WeakMap<Db, { rows: number; at: number }>()

/** The planner's row count of the applicants, 0 while the table has never been analysed. */
async function applicantRows(db: Db): Promise<number> {
  const known = rowCounts.get(db)
  if (known && Date.now() - known.at < ROW_COUNT_MS) return known.rows
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'applicants'::regclass`,
  )
  const counted = Number(row?.n ?? 0)
  // Not known yet (a fresh start before its first analysis): asked again next time.
  if (counted > 0) rowCounts.set(db, { rows: counted, at: Date.now() })
  return counted
}

/** The planner's estimate of the live applicants a tier matches (planning only, nothing is read). */
async function estimatedMatches(db: Db, words: SearchWord[], tier: Tier): Promise<number> {
  const query = db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(isNull(applicants.deletedAt), allWordsMatch(words, tier, { afterStricter: true })))
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${query.getSQL()}`)
  const raw = row?.['QUERY PLAN']
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>
  return plan?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY
}

/** Whether a tier is estimated to match few applicants (see tierQuery). */
async function fewMatches(db: Db, words: SearchWord[], tier: Tier): Promise<boolean> {
  const total = await applicantRows(db)
  // Without a row count the planner's estimates mean nothing either: the indexes alone are safe.
  if (total === 0) return true
  return (await estimatedMatches(db, words, tier)) <= FEW_SHARE * total
}

/**
 * The query of one tier: its live applicants not found by a stricter one, newest first, at most
 * what the page still lacks, taken straight from the indexes (nothing ranks all the matches).
 *
 * The profile's columns have statistics the planner estimates well. The words of documents do
 * not: a word the statistics do not list (rare, or held by nobody) gets a default share of the
 * table, and with "newest first, 20 rows" the planner then walks the newest applicants one by one,
 * through the whole table when nobody holds the word (half a second at 100,000). So a tier that
 * reads documents and is estimated to match few applicants first collects its matches from the
 * indexes behind a fence the planner cannot see through (`OFFSET 0`) and sorts only those; a word
 * the statistics know as common keeps the walk, which finds a page among the newest at once.
 */
export async function tierQuery(db: Db, words: SearchWord[], tier: Tier, found: number[]): Promise<SQL> {
  const where = and(
    isNull(applicants.deletedAt),
    allWordsMatch(words, tier, { afterStricter: true }),
    found.length > 0 ? notInArray(applicants.id, found) : undefined,
  )
  const needed = SEARCH_LIMIT - found.length
  if (readsDocuments(words, tier) && (await fewMatches(db, words, tier))) {
    const matches = db
      .select({ id: applicants.id, updatedAt: applicants.updatedAt })
      .from(applicants)
      .where(where)
    return sql`SELECT id FROM (${matches.getSQL()} OFFSET 0) AS matches
      ORDER BY updated_at DESC NULLS LAST LIMIT ${needed}`
  }
  return db
    .select({ id: applicants.id })
    .from(applicants)
    .where(where)
    .orderBy(NEWEST_FIRST)
    .limit(needed)
    .getSQL()
}

async function findTier(db: Db, words: SearchWord[], tier: Tier, found: number[]): Promise<number[]> {
  return (await rows<{ id: number }>(db, await tierQuery(db, words, tier, found))).map((row) => row.id)
}

/**
 * The condition of a list's full-text filter: the search's own, every word somewhere in the
 * profile (whole or in part) or the documents, without typo guesses, which would blur a list.
 * Undefined when the term has no word; a condition nothing meets when a word cannot match.
 */
export async function searchCondition(db: Db, term: string): Promise<SQL | undefined> {
  const typed = searchWords(term)
  if (typed.length === 0) return undefined
  const normalized = await normalizeWords(db, typed)
  if (normalized.some(({ forms }) => forms.length === 0)) return sql`false`
  return allWordsMatch(
    normalized.map((word) => ({ ...word, corrections: [] })),
    'documents',
    { afterStricter: false },
  )
}

/**
 * The one search of the top bar and the search page, over name, e-mail, phone, city, occupation
 * group and the texts of the documents. Every word must match somewhere. Hits come in tiers
 * (whole words of the profile, parts of it, words of the documents, what a misspelt word may
 * mean), each asked only while the page is not full, so an exact match is never pushed off the
 * page by many looser ones. Within a tier the better match comes first (whole word before word
 * start before part), then the most recently changed. A hit through a document says which one,
 * with a snippet.
 */
export async function searchApplicants(
  db: Db,
  { term, viewerId }: { term: string; viewerId: number },
): Promise<ApplicantSearchHit[]> {
  const typed = searchWords(term)
  if (typed.length === 0) return []
  const normalized = await normalizeWords(db, typed)
  // A word whose letters all vanish in normalisation cannot match anything.
  if (normalized.some(({ forms }) => forms.length === 0)) return []
  let words: SearchWord[] = normalized.map((word) => ({ ...word, corrections: [] }))
  const tierOf = new Map<number, number>()
  for (const [rank, tier] of TIERS.entries()) {
    if (tierOf.size >= SEARCH_LIMIT) break
    if (tier === 'typo') words = await findCorrections(db, normalized)
    if (!tierAdds(words, tier)) continue
    for (const id of await findTier(db, words, tier, [...tierOf.keys()])) tierOf.set(id, rank)
  }
  if (tierOf.size === 0) return []
  const ids = [...tierOf.keys()]
  // A hit of a looser tier than the profile's lacks a word in the profile: it came from a document.
  const fromDocuments = ids.filter((id) => readsDocuments(words, TIERS[tierOf.get(id) ?? 0] ?? 'exact'))
  const [rows, snippets] = await Promise.all([
    selectApplicants(db, viewerId)
      .where(inArray(applicants.id, ids))
      .orderBy(sql`${searchScore(words)} DESC`, desc(applicants.updatedAt), desc(applicants.id)),
    documentSnippets(db, fromDocuments, words),
  ])
  const ranked = rows.map((row) => {
    const applicant = fromSelected(row)
    return { ...applicant, found_in: snippets.get(applicant.id) ?? null }
  })
  // Stable: within a tier the order of the score stays.
  return ranked.sort((a, b) => (tierOf.get(a.id) ?? 0) - (tierOf.get(b.id) ?? 0))
}
