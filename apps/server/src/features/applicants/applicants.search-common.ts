import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'

/**
 * The most common words of the profiles' and the documents' full text, as the planner's statistics
 * list them (the words of at least about 0.05 % of the profiles and 1 % of the document texts at a
 * million applicants), kept in the process: reading them from `pg_stats` costs about 2 ms, planning
 * included, and they only change when a table is analysed. A list older than MAX_AGE_MS is still
 * used while a fresh one is read.
 */
const MAX_AGE_MS = 10 * 60_000

interface Cached {
  /** Sorted; null where a column has no statistics yet (nothing is then taken for rare). */
  words: string[] | null
  at: number
  reading?: Promise<string[] | null>
}
const cache = new WeakMap<Db, Cached>()

async function readCommonWords(db: Db): Promise<string[] | null> {
  const found = await rows<{ words: string[] | null }>(
    db,
    sql`SELECT s.most_common_elems::text::text[] AS words FROM pg_stats s
      WHERE s.schemaname = current_schema() AND s.tablename = 'applicants'
        AND s.attname IN ('search_vector', 'document_vector')`,
  )
  if (found.length < 2 || found.some(({ words }) => words === null)) return null
  return found.flatMap(({ words }) => words ?? []).sort()
}

/** The common words (see above) as last read, read now where they never were. */
export async function commonWords(db: Db, now = Date.now()): Promise<string[] | null> {
  const cached = cache.get(db)
  if (cached && now - cached.at < MAX_AGE_MS) return cached.words
  const reading =
    cached?.reading ??
    readCommonWords(db).then(
      (words) => {
        cache.set(db, { words, at: Date.now() })
        return words
      },
      (error) => {
        cache.delete(db)
        throw error
      },
    )
  if (!cached?.reading) cache.set(db, { words: cached?.words ?? null, at: cached?.at ?? 0, reading })
  if (cached) {
    reading.catch(() => {})
    return cached.words
  }
  return reading
}

/** Whether a common word starts with the word (a document word is also matched by its start). */
export function startsCommonWord(common: string[], word: string): boolean {
  let low = 0
  let high = common.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((common[middle] as string) < word) low = middle + 1
    else high = middle
  }
  return low < common.length && (common[low] as string).startsWith(word)
}
