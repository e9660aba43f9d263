import {
  CAREERS_RESERVED_SLUGS,
  JOB_MESSAGES,
  type Job,
  type JobBody,
  type JobHistoryEntry,
  type JobListItem,
  slugify,
} from '@bb/shared'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/unique-violation.ts'
import { notFound, ValidationError } from '../../lib/errors.ts'
import { bumpApplicantsVersion } from '../applicant-records/index.ts'
import { getSettings } from '../settings/index.ts'
import { type UserRow, users } from '../users/index.ts'
import { type JobRow, jobFollowers, jobHistory, jobs } from './jobs.table.ts'
import { renderMarkdown } from './markdown.ts'

interface Ctx {
  user: UserRow
  now: Date
}

const toListItem = (row: JobRow): JobListItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  profession_group: row.professionGroup,
  location: row.location,
  employment_type: row.employmentType,
  start_date: row.startDate,
  state: row.state,
  published_at: row.publishedAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
})

const toJob = (row: JobRow, contactName: string | null, following: boolean): Job => ({
  ...toListItem(row),
  salary_min: row.salaryMin,
  salary_max: row.salaryMax,
  description: row.description,
  requirements: row.requirements,
  description_html: renderMarkdown(row.description),
  requirements_html: renderMarkdown(row.requirements),
  contact_user_id: row.contactUserId,
  contact_name: contactName,
  created_at: row.createdAt.toISOString(),
  following,
})

/** The body's fields as stored, by their API names (history compares these). */
const FIELDS = {
  title: 'title',
  profession_group: 'professionGroup',
  location: 'location',
  employment_type: 'employmentType',
  start_date: 'startDate',
  salary_min: 'salaryMin',
  salary_max: 'salaryMax',
  description: 'description',
  requirements: 'requirements',
  contact_user_id: 'contactUserId',
  state: 'state',
} as const satisfies Record<keyof JobBody, keyof JobRow>

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value)

/** Published first, then drafts, then closed; within each by title as German sorts it. */
export async function findJobs(db: Db): Promise<JobListItem[]> {
  const rows = await db
    .select()
    .from(jobs)
    .orderBy(
      sql`CASE ${jobs.state} WHEN 'veroeffentlicht' THEN 0 WHEN 'entwurf' THEN 1 ELSE 2 END`,
      asc(sql`${jobs.title} COLLATE de_icu`),
      asc(jobs.id),
    )
  return rows.map(toListItem)
}

async function getJobRow(db: Db, id: number, viewerId = 0) {
  const [row] = await db
    .select({
      job: jobs,
      contactName: users.name,
      following: sql<boolean>`EXISTS (SELECT 1 FROM ${jobFollowers} f
        WHERE f.job_id = ${jobs.id} AND f.user_id = ${viewerId})`,
    })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.contactUserId))
    .where(eq(jobs.id, id))
  if (!row) throw notFound(JOB_MESSAGES.notFound)
  return row
}

/** One job as `viewerId` sees it (whether they follow it). */
export async function getJob(db: Db, id: number, viewerId: number): Promise<Job> {
  const { job, contactName, following } = await getJobRow(db, id, viewerId)
  return toJob(job, contactName, following)
}

/**
 * What only the database can say about a body: its occupation group is one of the settings' and
 * its contact an active account. A value the job already has stays valid (a group removed later, a
 * contact deactivated later), so saving another field never fails on it.
 */
async function checkReferences(db: Db, input: JobBody, current?: JobRow) {
  const errors: Record<string, string[]> = {}
  if (input.profession_group !== current?.professionGroup) {
    const { profession_groups } = await getSettings(db)
    if (!profession_groups.some((g) => g.slug === input.profession_group))
      errors.profession_group = [JOB_MESSAGES.unknownGroup]
  }
  if (input.contact_user_id !== null && input.contact_user_id !== current?.contactUserId) {
    const [contact] = await db
      .select({ active: users.active })
      .from(users)
      .where(eq(users.id, input.contact_user_id))
    if (!contact?.active) errors.contact_user_id = [JOB_MESSAGES.unknownContact]
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
}

const columns = (input: JobBody) =>
  Object.fromEntries(
    Object.entries(FIELDS).map(([key, column]) => [column, input[key as keyof JobBody]]),
  ) as {
    [K in keyof typeof FIELDS as (typeof FIELDS)[K]]: JobBody[K]
  }

/** Longest address part of a job. */
const SLUG_LENGTH = 80

/** The first free address for a title: the slug itself ("stelle" when nothing is readable), else with -2, -3, … */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title, SLUG_LENGTH) || 'stelle'
  const taken = new Set<string>([
    ...CAREERS_RESERVED_SLUGS,
    ...(
      await db
        .select({ slug: jobs.slug })
        .from(jobs)
        .where(sql`${jobs.slug} = ${base} OR ${jobs.slug} LIKE ${`${base}-%`}`)
    ).map((r) => r.slug),
  ])
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

export async function createJob(db: Db, { input, user, now }: Ctx & { input: JobBody }): Promise<Job> {
  await checkReferences(db, input)
  // Two jobs with the same title created at once: the loser of the unique index takes the next number.
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, input.title)
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobs)
          .values({
            ...columns(input),
            slug,
            publishedAt: input.state === 'veroeffentlicht' ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: jobs.id })
        if (!row) throw new Error('insert returned no row')
        const changes = Object.keys(FIELDS)
          .map((field) => ({ field, from: null, to: asText(input[field as keyof JobBody]) }))
          .filter((c) => c.to !== null && c.to !== '')
        await tx.insert(jobHistory).values({ jobId: row.id, userId: user.id, changes, createdAt: now })
        await bumpApplicantsVersion(tx)
        return row.id
      })
      return getJob(db, id, user.id)
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error
    }
  }
}

/** Saves the job; its history gets one entry with every field that changed (none: nothing is written). */
export async function updateJob(db: Db, { id, input, user, now }: Ctx & { id: number; input: JobBody }) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update')
    if (!current) throw notFound(JOB_MESSAGES.notFound)
    await checkReferences(tx, input, current)
    const changes = Object.entries(FIELDS)
      .map(([field, column]) => ({
        field,
        from: asText(current[column]),
        to: asText(input[field as keyof JobBody]),
      }))
      .filter((c) => c.from !== c.to)
    if (changes.length === 0) return
    await tx
      .update(jobs)
      .set({
        ...columns(input),
        publishedAt: current.publishedAt ?? (input.state === 'veroeffentlicht' ? now : null),
        updatedAt: now,
      })
      .where(eq(jobs.id, id))
    await tx.insert(jobHistory).values({ jobId: id, userId: user.id, changes, createdAt: now })
    // The navigation shows jobs by title and state, cached per applicants version (jobs.sidebar.ts).
    await bumpApplicantsVersion(tx)
  })
  return getJob(db, id, user.id)
}

/** Newest first. */
export async function getJobHistory(db: Db, id: number): Promise<JobHistoryEntry[]> {
  await getJobRow(db, id)
  const rows = await db
    .select({ entry: jobHistory, userName: users.name })
    .from(jobHistory)
    .leftJoin(users, eq(users.id, jobHistory.userId))
    .where(eq(jobHistory.jobId, id))
    .orderBy(desc(jobHistory.id))
  return rows.map(({ entry, userName }) => ({
    id: entry.id,
    user_name: userName,
    created_at: entry.createdAt.toISOString(),
    changes: entry.changes,
  }))
}

/**
 * The jobs as options of an applicant's „Stelle“, by slug: every job, so an applicant keeps the
 * name of a closed one; drafts and closed jobs say so.
 */
export async function jobCatalogue(db: Db): Promise<Record<string, string>> {
  const rows = await db
    .select({ slug: jobs.slug, title: jobs.title, state: jobs.state })
    .from(jobs)
    .orderBy(asc(sql`${jobs.title} COLLATE de_icu`), asc(jobs.id))
  return Object.fromEntries(rows.map((r) => [r.slug, jobLabel(r.title, r.state)]))
}

const STATE_NOTES: Record<string, string> = { entwurf: ' (Entwurf)', geschlossen: ' (geschlossen)' }
/** A job's name where applicants are counted or chosen: drafts and closed jobs say so. */
export const jobLabel = (title: string, state: string) => `${title}${STATE_NOTES[state] ?? ''}`

/** Follows (or stops following) a job for this person; saying it twice changes nothing. */
export async function setJobFollow(
  db: Db,
  { id, follow, user, now }: Ctx & { id: number; follow: boolean },
): Promise<Job> {
  await getJobRow(db, id)
  if (follow)
    await db.insert(jobFollowers).values({ jobId: id, userId: user.id, createdAt: now }).onConflictDoNothing()
  else
    await db
      .delete(jobFollowers)
      .where(sql`${jobFollowers.jobId} = ${id} AND ${jobFollowers.userId} = ${user.id}`)
  return getJob(db, id, user.id)
}
