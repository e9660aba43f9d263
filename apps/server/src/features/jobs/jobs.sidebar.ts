import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { jobLabel } from './jobs.service.ts'

export interface SidebarJob {
  slug: string
  label: string
  /** Live applicants (not in the trash) with this job. */
  count: number
}

/**
 * The jobs of the navigation, cached per applicants version like the other counters: every tab
 * asks every few seconds, and saving a job bumps that version too (jobs.service.ts).
 */
const cache = new WeakMap<Db, { version: number; jobs: SidebarJob[] }>()

/**
 * Published jobs (applications come in), and drafts that already have applicants; closed jobs
 * leave the navigation (the jobs page and the table's filter still reach them). One grouped walk
 * of the partial index on the applicants' job (live applicants only), then the few jobs.
 */
export async function findSidebarJobs(db: Db, version: number): Promise<SidebarJob[]> {
  const hit = cache.get(db)
  if (hit && hit.version === version) return hit.jobs
  const found = await rows<{ slug: string; title: string; state: string; count: number }>(
    db,
    sql`WITH counts AS (
      SELECT a.job, count(*)::int AS n FROM applicants a
      WHERE a.deleted_at IS NULL AND a.job IS NOT NULL GROUP BY a.job
    )
    SELECT j.slug, j.title, j.state, coalesce(c.n, 0)::int AS count
    FROM jobs j LEFT JOIN counts c ON c.job = j.slug
    WHERE j.state = 'veroeffentlicht' OR (j.state = 'entwurf' AND c.n > 0)
    ORDER BY j.title COLLATE de_icu, j.id`,
  )
  const jobs = found.map((r) => ({ slug: r.slug, label: jobLabel(r.title, r.state), count: r.count }))
  cache.set(db, { version, jobs })
  return jobs
}
