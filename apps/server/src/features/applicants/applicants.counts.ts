import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { applicants, getApplicantsVersion } from '../applicant-records/index.ts'

export interface SharedCounts {
  live: number
  deleted: number
  qualified: number
  byStatus: Record<string, number>
  byGroup: Record<string, number>
}

/**
 * Counting 100,000 rows on every 10-second poll of every user would dominate the load; the
 * counts only change when the applicants version does, so they are cached per version.
 */
const cache = new WeakMap<Db, { version: number; counts: SharedCounts }>()

/** `knownVersion`: the applicants version when the caller has just read it (saves a query). */
export async function sharedCounts(db: Db, knownVersion?: number): Promise<SharedCounts> {
  const version = knownVersion ?? (await getApplicantsVersion(db))
  const hit = cache.get(db)
  if (hit && hit.version === version) return hit.counts
  const rows = await db
    .select({
      status: applicants.status,
      group: applicants.professionGroup,
      deleted: sql<boolean>`${applicants.deletedAt} IS NOT NULL`,
      qualified: applicants.qualified,
      n: sql<number>`count(*)::int`,
    })
    .from(applicants)
    .groupBy(
      applicants.status,
      applicants.professionGroup,
      sql`${applicants.deletedAt} IS NOT NULL`,
      applicants.qualified,
    )
  const counts: SharedCounts = { live: 0, deleted: 0, qualified: 0, byStatus: {}, byGroup: {} }
  for (const row of rows) {
    if (row.deleted) {
      counts.deleted += row.n
      continue
    }
    counts.live += row.n
    if (row.qualified) counts.qualified += row.n
    counts.byStatus[row.status] = (counts.byStatus[row.status] ?? 0) + row.n
    if (row.group) counts.byGroup[row.group] = (counts.byGroup[row.group] ?? 0) + row.n
  }
  cache.set(db, { version, counts })
  return counts
}
