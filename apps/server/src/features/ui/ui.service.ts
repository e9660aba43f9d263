import {
  type AppSettings,
  type Counter,
  jobOverviewHref,
  ROUTES,
  routeHref,
  type SidebarItem,
} from '@bb/shared'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { announcedApplicantsVersion, learnApplicantsVersion } from '../applicant-records/index.ts'
import { type SharedCounts, sharedCounts } from '../applicants/index.ts'
import { findSidebarJobs, type SidebarJob } from '../jobs/index.ts'
import { parseSettings } from '../settings/index.ts'
import { uiInputsOf } from './ui-inputs.query.ts'
import { uiInputsCacheOf } from './ui-inputs-cache.ts'

interface UiInputs {
  settings: AppSettings
  counts: SharedCounts
  jobs: SidebarJob[]
  followed: number
  notifications: number
}

/**
 * Everything the navigation and the counters are made of, read in one go; a background poll takes
 * them from memory while nothing they depend on was announced as changed (ui-inputs-cache.ts).
 */
async function loadUiInputs(db: Db, userId: number, { background = false } = {}): Promise<UiInputs> {
  const cache = background ? uiInputsCacheOf(db) : undefined
  const cached = cache?.get(userId, announcedApplicantsVersion(db))
  if (cached) return { ...cached, ...(await countsAt(db, cached.applicantsVersion)) }
  const epoch = cache?.epoch ?? 0
  const [row] = await uiInputsOf(db).execute({ userId })
  if (!row) throw new Error('The application settings are missing')
  const inputs = {
    settings: parseSettings(row.settings, row.categories),
    applicantsVersion: row.applicantsVersion,
    followed: row.followed,
    notifications: row.notifications,
  }
  if (cache?.put(userId, inputs, epoch)) learnApplicantsVersion(db, row.applicantsVersion)
  return { ...inputs, ...(await countsAt(db, row.applicantsVersion)) }
}

/** The counters that hold for one applicants version (each cached per version). */
async function countsAt(db: Db, version: number) {
  const [counts, jobs] = await together(db, [
    () => sharedCounts(db, version),
    () => findSidebarJobs(db, version),
  ])
  return { counts, jobs }
}

/** Named counters of `GET /api/counter`; `settings` is the settings version (clients reload on change). */
function counterOf({ settings, counts, followed, notifications }: UiInputs): Counter {
  return {
    applicants: counts.live,
    followed,
    qualified: counts.qualified,
    deleted: counts.deleted,
    notifications,
    settings: settings.version,
  }
}

export const getCounter = async (db: Db, userId: number) => counterOf(await loadUiInputs(db, userId))
export const findSidebarItems = async (db: Db, userId: number) => sidebarOf(await loadUiInputs(db, userId))

/** `GET /api/ui-state`: navigation and counters from one read of their inputs (polled every 10 s). */
export async function getUiState(db: Db, { userId, background }: { userId: number; background: boolean }) {
  const inputs = await loadUiInputs(db, userId, { background })
  return { sidebarItems: { original: sidebarOf(inputs) }, counter: { original: counterOf(inputs) } }
}

/**
 * The left navigation (overview, search, followed, qualified, each status, each occupation group,
 * each open job, trash, job postings, statistics, calendar) with its counters; null where a count
 * makes no sense.
 */
function sidebarOf({ settings, counts, jobs, followed }: UiInputs): SidebarItem[] {
  const item = (slug: string, label: string, path: string, count: number | null): SidebarItem => ({
    slug,
    label,
    path,
    count,
  })
  return [
    item('uebersicht', ROUTES.home.title, ROUTES.home.path, counts.live),
    item('suche', ROUTES.applicantSearch.title, ROUTES.applicantSearch.path, null),
    item('pipeline', ROUTES.pipeline.title, ROUTES.pipeline.path, null),
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
    ...jobs.map((j) => item(`stelle-${j.slug}`, j.label, jobOverviewHref(j.slug), j.count)),
    item('geloescht', ROUTES.deleted.title, ROUTES.deleted.path, counts.deleted),
    item('stellen', ROUTES.jobs.title, ROUTES.jobs.path, null),
    item('statistiken', ROUTES.statistics.title, ROUTES.statistics.path, null),
    item('kalender', ROUTES.calendar.title, ROUTES.calendar.path, null),
  ]
}
