import type { Applicant } from '@bb/shared'
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fromSelected, selectApplicants } from './applicants.query.ts'
import { allWordsMatch, type MatchLevel, searchScore, searchTokens } from './applicants.search-match.ts'
import { searchWords } from './applicants.search-words.ts'
import { applicants } from './applicants.table.ts'

export const SEARCH_LIMIT = 20
/** Ranking every match of a common term is slow at 100k rows: rank only the most recent matches. */
const CANDIDATES = 100

/** The most recently changed live applicants matching every word at one level. */
const stage = (words: string[], level: MatchLevel, when: SQL) => sql`
  SELECT id, updated_at FROM applicants
  WHERE ${when} AND deleted_at IS NULL AND ${allWordsMatch(words, level)}
  ORDER BY updated_at DESC
  LIMIT ${CANDIDATES}`

/**
 * The one search of the top bar and the search page: German full text (stemming) plus prefix
 * and typo tolerance, accent-insensitive, over name, e-mail, phone, city and occupation group.
 * Every word must match somewhere. Candidates come in stages, each only when the stricter ones
 * found less than a page: whole words, then parts of words, then typos; the candidates are then
 * ranked exact before prefix before part before typo, the most recently changed first on a tie.
 */
export async function searchApplicants(db: Db, rawTerm: string, viewerId: number): Promise<Applicant[]> {
  const words = searchWords(rawTerm)
  if (words.length === 0) return []
  const tokens = sql`tokens.list`
  const result = await db.execute(sql`
    WITH whole AS (${stage(words, 'word', sql`true`)}),
    part AS (${stage(words, 'text', sql`(SELECT count(*) FROM whole) < ${SEARCH_LIMIT}`)}),
    typo AS (${stage(
      words,
      'typo',
      sql`(SELECT count(*) FROM (SELECT id FROM whole UNION SELECT id FROM part) found) < ${SEARCH_LIMIT}`,
    )}),
    candidates AS (SELECT id FROM whole UNION SELECT id FROM part UNION SELECT id FROM typo)
    SELECT ${applicants.id} AS id, ${searchScore(words, tokens)} AS score
    FROM candidates c
    JOIN ${applicants} ON ${applicants.id} = c.id
    CROSS JOIN LATERAL (SELECT ${searchTokens} AS list) tokens
    ORDER BY score DESC, ${applicants.updatedAt} DESC, ${applicants.id} DESC
    LIMIT ${SEARCH_LIMIT}`)
  const ids = (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id))
  if (ids.length === 0) return []
  const rows = await selectApplicants(db, viewerId).where(inArray(applicants.id, ids))
  const byId = new Map(rows.map((r) => [r.row.id, r]))
  return ids.flatMap((id) => {
    const found = byId.get(id)
    return found ? [fromSelected(found)] : []
  })
}
