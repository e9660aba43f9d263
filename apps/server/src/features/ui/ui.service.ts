import { type Counter, ROUTES, routeHref, type SidebarItem } from '@bb/shared'
import type { Db } from '../../db/client.ts'
import { getSettings } from '../settings/settings.service.ts'

/**
 * The navigation of DESIGN.md §4 with its counters. Counts are null where no figure exists yet;
 * the applicant feature fills them.
 */
export async function findSidebarItems(db: Db): Promise<SidebarItem[]> {
  const settings = await getSettings(db)
  const item = (slug: string, label: string, path: string): SidebarItem => ({
    slug,
    label,
    path,
    count: null,
  })
  return [
    item('uebersicht', ROUTES.home.title, ROUTES.home.path),
    item('suche', ROUTES.applicantSearch.title, ROUTES.applicantSearch.path),
    item('gefolgt', ROUTES.followed.title, ROUTES.followed.path),
    item('qualifizierte', ROUTES.qualified.title, ROUTES.qualified.path),
    ...settings.statuses.map((s) =>
      item(`status-${s.slug}`, s.label, routeHref('byStatus', { filter: s.slug })),
    ),
    ...settings.profession_groups.map((g) =>
      item(`berufsgruppe-${g.slug}`, g.label, routeHref('byProfessionGroup', { filter: g.slug })),
    ),
    item('geloescht', ROUTES.deleted.title, ROUTES.deleted.path),
    item('statistiken', ROUTES.statistics.title, ROUTES.statistics.path),
  ]
}

export async function getCounter(_db: Db): Promise<Counter> {
  return {}
}
