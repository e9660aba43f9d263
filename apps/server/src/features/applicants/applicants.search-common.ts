import { sql } from 'drizzle-orm'
import { analysisRound } from '../../db/analyze.ts'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'

/**
 * The most common words of the profiles' and the documents' full text, as the planner's statistics
 * list them (the words of at least about 0.05 % of the profiles and 1 % of the document texts at a
 * million applicants), with the share of the applicants whose documents hold each, kept in the
 * process: reading them from `pg_stats` costs about 2 ms, planning included, and they only change
 * when a table is analysed. A list older than MAX_AGE_MS is still used while a fresh one is read.
 */
const MAX_AGE_MS = 10 * 60_000
/** A read that found no statistics yet (a new database, not analysed) is repeated after this long. */
const UNKNOWN_MAX_AGE_MS = 5_000

export interface CommonWords {
  /** Both columns' common words, sorted. */
  words: string[]
  /** The documents' common words, sorted, and the share of the applicants holding each. */
  documentWords: string[]
  documentShares: number[]
  /** The profiles' common words, sorted, and the share of the applicants holding each. */
  profileWords: string[]
  profileShares: number[]
}

interface Cached {
  /** Null where a column has no statistics yet (nothing is then taken for rare or common). */
  common: CommonWords | null
  at: number
  /** The app's analyses before the read (analysisRound). */
  round: number
  reading?: Promise<CommonWords | null>
}
const cache = new WeakMap<Db, Cached>()

async function readCommonWords(db: Db): Promise<CommonWords | null> {
  // The statistics' shares are of the rows holding a value; applicants without documents hold none.
  const found = await rows<{ column: string; words: string[] | null; shares: number[] | null }>(
    db,
    sql`SELECT s.attname::text AS column, s.most_common_elems::text::text[] AS words,
        ARRAY(SELECT f * (1 - s.null_frac) FROM unnest(s.most_common_elem_freqs::float8[]) AS f) AS shares
      FROM pg_stats s
      WHERE s.schemaname = current_schema() AND s.tablename = 'applicants'
        AND s.attname IN ('search_vector', 'document_vector')`,
  )
  // Without the profiles' statistics nothing is known; a column without words (no document read
  // yet) lists none.
  if (found.length < 2 || found.find(({ column }) => column === 'search_vector')?.words === null) return null
  const sorted = (column: string) => {
    const listed = found.find((each) => each.column === column)
    const pairs = (listed?.words ?? []).map((word, i) => [word, Number(listed?.shares?.[i] ?? 0)] as const)
    pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return { words: pairs.map(([word]) => word), shares: pairs.map(([, share]) => share) }
  }
  const documents = sorted('document_vector')
  const profiles = sorted('search_vector')
  return {
    words: found.flatMap(({ words }) => words ?? []).sort(),
    documentWords: documents.words,
    documentShares: documents.shares,
    profileWords: profiles.words,
    profileShares: profiles.shares,
  }
}

/**
 * The common words (see above) as last read, read again where they are older than MAX_AGE_MS or
 * the app analysed a table since (analysisRound). An older list serves while the new one is read;
 * without one (never read, or read before the statistics existed) the search waits for it. A first
 * search of a freshly filled database came before the app's first analysis at its start: the
 * statistics did not exist yet, and for ten minutes every search took every word for unlisted („DHL“,
 * held by most CVs, was collected like a rare word: 19 → 9.6 ms among 100,000 on PostgreSQL).
 */
export async function commonWords(db: Db, now = Date.now()): Promise<CommonWords | null> {
  const cached = cache.get(db)
  const round = analysisRound(db)
  const maxAge = cached?.common ? MAX_AGE_MS : UNKNOWN_MAX_AGE_MS
  if (cached && cached.round === round && now - cached.at < maxAge) return cached.common
  const reading =
    cached?.reading ??
    readCommonWords(db).then(
      (common) => {
        cache.set(db, { common, at: Date.now(), round })
        return common
      },
      (error) => {
        cache.delete(db)
        throw error
      },
    )
  if (!cached?.reading)
    cache.set(db, {
      common: cached?.common ?? null,
      at: cached?.at ?? 0,
      round: cached?.round ?? -1,
      reading,
    })
  if (cached?.common) {
    reading.catch(() => {})
    return cached.common
  }
  return reading
}

/**
 * Forgets the common words read for a database, so the next search reads them anew (a test's
 * database emptied and filled again under the same handle).
 */
export const forgetCommonWords = (db: Db) => void cache.delete(db)

/** Where the first word not before `word` stands in a sorted list. */
function firstFrom(sorted: string[], word: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((sorted[middle] as string) < word) low = middle + 1
    else high = middle
  }
  return low
}

/** Whether a common word starts with the word (a document word is also matched by its start). */
export function startsCommonWord(common: string[], word: string): boolean {
  const at = firstFrom(common, word)
  return at < common.length && (common[at] as string).startsWith(word)
}

/**
 * The largest share of the applicants whose documents hold a common word starting with the word:
 * at least that many hold the word itself or a word it starts. 0 where none is listed.
 */
export function documentShare(common: CommonWords, word: string): number {
  let largest = 0
  for (let at = firstFrom(common.documentWords, word); at < common.documentWords.length; at++) {
    if (!(common.documentWords[at] as string).startsWith(word)) break
    largest = Math.max(largest, common.documentShares[at] ?? 0)
  }
  return largest
}

/** The share of the applicants whose profile holds the word itself, as the statistics list it; 0 where they do not. */
export function profileShare(common: CommonWords, word: string): number {
  const at = firstFrom(common.profileWords, word)
  return common.profileWords[at] === word ? (common.profileShares[at] ?? 0) : 0
}

/**
 * The least share the statistics list for a word of the documents: a word they do not list is held
 * by fewer (1 where nothing is listed, which says nothing).
 */
export const leastDocumentShare = (common: CommonWords): number =>
  common.documentShares.length > 0 ? Math.min(...common.documentShares) : 1
