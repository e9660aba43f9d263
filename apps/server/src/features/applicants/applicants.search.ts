import type { Applicant } from '@bb/shared'
import { and, desc, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { applicants } from '../applicant-records/index.ts'
import { fromSelected, selectApplicants } from './applicants.query.ts'
import {
  allWordsMatch,
  type MatchLevel,
  normalizeWords,
  type SearchWord,
  searchScore,
} from './applicants.search-match.ts'
import { searchWords } from './applicants.search-words.ts'

export const SEARCH_LIMIT = 20
/** Ranking every match of a common term is slow at 100k rows: rank only the most recent matches. */
const CANDIDATES = 100

/**
 * Live applicants matching every word at one level (not found yet): the most recently changed
 * ones; for typos any of them, since sorting them all would mean computing the similarity of every
 * row of a common word ("Gelsenkirchn" matches every applicant in Gelsenkirchen), while without
 * an order the scan stops at the limit. The ranking then puts the most similar first.
 */
async function findCandidates(db: Db, words: SearchWord[], level: MatchLevel, found: number[]) {
  const query = db
    .select({ id: applicants.id })
    .from(applicants)
    .where(
      and(
        isNull(applicants.deletedAt),
        allWordsMatch(words, level),
        found.length > 0 ? notInArray(applicants.id, found) : undefined,
      ),
    )
    .$dynamic()
  const rows = await (level === 'typo' ? query : query.orderBy(desc(applicants.updatedAt))).limit(CANDIDATES)
  return rows.map((row) => row.id)
}

/**
 * The one search of the top bar and the search page: German full text (stemming) plus prefix
 * and typo tolerance, accent-insensitive, over name, e-mail, phone, city and occupation group.
 * Every word must match somewhere. Candidates come in stages, each asked only when the stricter
 * ones found less than a page: whole words, then parts of words, then typos. The candidates are
 * ranked whole word before word start before part before typo, the most recently changed first
 * on a tie. Small separate queries: the planner plans each quickly, and a stage not needed is
 * never planned at all.
 */
export async function searchApplicants(
  db: Db,
  { term, viewerId }: { term: string; viewerId: number },
): Promise<Applicant[]> {
  const typed = searchWords(term)
  if (typed.length === 0) return []
  const words = await normalizeWords(db, typed)
  // A word whose letters all vanish in normalisation cannot match anything.
  if (words.some((forms) => forms.length === 0)) return []
  const candidates: number[] = []
  for (const level of ['word', 'text', 'typo'] as const) {
    if (candidates.length >= SEARCH_LIMIT) break
    candidates.push(...(await findCandidates(db, words, level, candidates)))
  }
  if (candidates.length === 0) return []
  const rows = await selectApplicants(db, viewerId)
    .where(inArray(applicants.id, candidates))
    .orderBy(sql`${searchScore(words)} DESC`, desc(applicants.updatedAt), desc(applicants.id))
    .limit(SEARCH_LIMIT)
  return rows.map(fromSelected)
}
