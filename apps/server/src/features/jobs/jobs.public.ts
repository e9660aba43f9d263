import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { type JobRow, jobFollowers, jobs } from './jobs.table.ts'
import { renderMarkdown } from './markdown.ts'

/** What the careers page may show of a job: never its history, state changes or followers. */
export interface PublishedJob {
  slug: string
  title: string
  professionGroup: string
  location: string
  employmentType: string
  startDate: string | null
  salaryMin: number | null
  salaryMax: number | null
  descriptionHtml: string
  requirementsHtml: string
  contactUserId: number | null
  contactName: string | null
  publishedAt: Date
  updatedAt: Date
}

const toPublished = (row: JobRow, contactName: string | null): PublishedJob => ({
  slug: row.slug,
  title: row.title,
  professionGroup: row.professionGroup,
  location: row.location,
  employmentType: row.employmentType,
  startDate: row.startDate,
  salaryMin: row.salaryMin,
  salaryMax: row.salaryMax,
  descriptionHtml: renderMarkdown(row.description),
  requirementsHtml: renderMarkdown(row.requirements),
  contactUserId: row.contactUserId,
  contactName,
  publishedAt: row.publishedAt ?? row.updatedAt,
  updatedAt: row.updatedAt,
})

const published = sql`${jobs.state} = 'veroeffentlicht'`

/** The published jobs, newest publication first. */
export async function findPublishedJobs(db: Db): Promise<PublishedJob[]> {
  const found = await db
    .select({ job: jobs, contactName: users.name })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.contactUserId))
    .where(published)
    .orderBy(desc(jobs.publishedAt), asc(sql`${jobs.title} COLLATE de_icu`), asc(jobs.id))
  return found.map((r) => toPublished(r.job, r.contactName))
}

/** One published job by its address; a draft, a closed job and an unknown address all give null. */
export async function findPublishedJob(db: Db, slug: string): Promise<PublishedJob | null> {
  const [found] = await db
    .select({ job: jobs, contactName: users.name })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.contactUserId))
    .where(sql`${jobs.slug} = ${slug} AND ${published}`)
  return found ? toPublished(found.job, found.contactName) : null
}

/** Who follows the job with this address (active or not: notifications check that). */
export async function jobFollowerIds(db: Db, slug: string): Promise<number[]> {
  const found = await db
    .select({ userId: jobFollowers.userId })
    .from(jobFollowers)
    .innerJoin(jobs, eq(jobs.id, jobFollowers.jobId))
    .where(eq(jobs.slug, slug))
  return found.map((r) => r.userId)
}
