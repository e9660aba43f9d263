import { type Counter, ROUTES, routeHref, type SidebarItem } from '@bb/shared'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { getApplicantsVersion } from '../applicants/applicants.service.ts'
import { applicantFollowers, applicants } from '../applicants/applicants.table.ts'
import { getSettings } from '../settings/settings.service.ts'

interface SharedCounts {
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

async function sharedCounts(db: Db): Promise<SharedCounts> {
  const version = await getApplicantsVersion(db)
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

async function followedCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicantFollowers)
    .innerJoin(applicants, eq(applicants.id, applicantFollowers.applicantId))
    .where(and(eq(applicantFollowers.userId, userId), isNull(applicants.deletedAt)))
  return row?.n ?? 0
}

/** Named counters of `GET /api/counter`. */
export async function getCounter(db: Db, userId: number): Promise<Counter> {
  const [counts, followed] = await Promise.all([sharedCounts(db), followedCount(db, userId)])
  return { applicants: counts.live, followed, qualified: counts.qualified, deleted: counts.deleted }
}

/** The navigation of DESIGN.md §4 with its counters; null where a count makes no sense. */
export async function findSidebarItems(db: Db, userId: number): Promise<SidebarItem[]> {
  const [settings, counts, followed] = await Promise.all([
    getSettings(db),
    sharedCounts(db),
    followedCount(db, userId),
  ])
  const item = (slug: string, label: string, path: string, count: number | null): SidebarItem => ({
    slug,
    label,
    path,
    count,
  })
  return [
    item('uebersicht', ROUTES.home.title, ROUTES.home.path, counts.live),
    item('suche', ROUTES.applicantSearch.title, ROUTES.applicantSearch.path, null),
    item('gefolgt', ROUTES.followed.title, ROUTES.followed.path, followed),
    item('qualifizierte', ROUTES.qualified.title, ROUTES.qualified.path, counts.qualified),
    ...settings.statuses.map((s) =>
      item(
        `status-${s.slug}`,
        s.label,
        routeHref('byStatus', { filter: s.slug }),
        counts.byStatus[s.slug] ?? 0,
      ),
    ),
    ...settings.profession_groups.map((g) =>
      item(
        `berufsgruppe-${g.slug}`,
        g.label,
        routeHref('byProfessionGroup', { filter: g.slug }),
        counts.byGroup[g.slug] ?? 0,
      ),
    ),
    item('geloescht', ROUTES.deleted.title, ROUTES.deleted.path, counts.deleted),
    item('statistiken', ROUTES.statistics.title, ROUTES.statistics.path, null),
  ]
}
