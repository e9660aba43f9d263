import { type Counter, ROUTES, routeHref, type SidebarItem } from '@bb/shared'
import type { Db } from '../../db/client.ts'
import { followedCount, sharedCounts } from '../applicants/applicants.counts.ts'
import { countUnreadNotifications } from '../notifications/notifications.service.ts'
import { getSettings, getSettingsVersion } from '../settings/settings.service.ts'

/** Named counters of `GET /api/counter`. */
export async function getCounter(db: Db, userId: number): Promise<Counter> {
  const [counts, followed, notifications, settings] = await Promise.all([
    sharedCounts(db),
    followedCount(db, userId),
    countUnreadNotifications(db, userId),
    getSettingsVersion(db),
  ])
  return {
    applicants: counts.live,
    followed,
    qualified: counts.qualified,
    deleted: counts.deleted,
    notifications,
    settings,
  }
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
    item('kalender', ROUTES.calendar.title, ROUTES.calendar.path, null),
  ]
}
