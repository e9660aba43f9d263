import type { Applicant } from '@bb/shared'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { likeEscape } from './applicants.list.ts'
import { fromSelected, selectApplicants } from './applicants.query.ts'
import { applicants } from './applicants.table.ts'

export const SEARCH_LIMIT = 20
/** Ranking every match of a common term is slow at 100k rows: rank only the most recent matches. */
const CANDIDATES = 100

/**
 * German full text (stemming) plus prefix and typo tolerance (pg_trgm), accent-insensitive,
 * over name, email, phone, city and occupation group; best match first. The term only ever
 * reaches SQL as a parameter.
 */
export async function searchApplicants(db: Db, rawTerm: string, viewerId: number): Promise<Applicant[]> {
  const term = rawTerm.trim().slice(0, 100)
  if (term.length === 0) return []
  const likeTerm = `%${likeEscape(term.toLowerCase())}%`
  // Conditions compare the indexed columns with stable expressions of the parameters, so the
  // planner can combine the GIN indexes (full text, trigram) in one bitmap scan.
  const normalized = sql`lower(unaccent(${term}::text))`
  const query = sql`websearch_to_tsquery('german', unaccent(${term}::text))`
  // Typo tolerance (trigram word similarity) costs the most for common terms; it is only asked
  // when the words and substrings alone find less than a page (a one-time filter in the plan).
  const result = await db.execute(sql`
    WITH exact AS (
      SELECT a.id, a.updated_at FROM applicants a
      WHERE a.deleted_at IS NULL AND (
        a.search_vector @@ ${query}
        OR a.search_text LIKE lower(unaccent(${likeTerm}::text))
      )
      ORDER BY a.updated_at DESC
      LIMIT ${CANDIDATES}
    ),
    fuzzy AS (
      SELECT a.id, a.updated_at FROM applicants a
      WHERE (SELECT count(*) FROM exact) < ${SEARCH_LIMIT}
        AND a.deleted_at IS NULL AND ${normalized} <% a.search_text
      ORDER BY a.updated_at DESC
      LIMIT ${CANDIDATES}
    ),
    candidates AS (
      SELECT id, updated_at FROM exact UNION SELECT id, updated_at FROM fuzzy
      ORDER BY updated_at DESC
      LIMIT ${CANDIDATES}
    )
    SELECT a.id,
      ts_rank(a.search_vector, ${query}) * 2
        + word_similarity(${normalized}, a.search_text)
        + CASE WHEN lower(unaccent(a.last_name)) LIKE lower(unaccent(${`${likeEscape(term.toLowerCase())}%`}::text))
                 OR lower(unaccent(a.first_name)) LIKE lower(unaccent(${`${likeEscape(term.toLowerCase())}%`}::text)) THEN 1 ELSE 0 END
        AS score
    FROM candidates c
    JOIN applicants a ON a.id = c.id
    ORDER BY score DESC, a.updated_at DESC
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
