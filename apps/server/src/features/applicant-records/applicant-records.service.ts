import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { preparedPerDb } from '../../db/prepared.ts'
import { notFound } from '../../lib/errors.ts'
import { type ApplicantRow, applicants, changeCounters } from './applicant-records.table.ts'

export const APPLICANTS_COUNTER = 'applicants'

/** Every visible change of any applicant list bumps this counter (the lastModified protocol). */
export async function bumpApplicantsVersion(db: Db) {
  await db
    .insert(changeCounters)
    .values({ key: APPLICANTS_COUNTER, value: 1 })
    .onConflictDoUpdate({ target: changeCounters.key, set: { value: sql`${changeCounters.value} + 1` } })
}

/** Read by every list poll of every tab, so prepared once. */
const applicantsVersion = preparedPerDb((db) =>
  db
    .select({ value: changeCounters.value })
    .from(changeCounters)
    .where(eq(changeCounters.key, APPLICANTS_COUNTER))
    .prepare('applicants_version'),
)

export async function getApplicantsVersion(db: Db): Promise<number> {
  const [row] = await applicantsVersion(db).execute()
  return row?.value ?? 0
}

/**
 * For sub-resources: the applicant must exist and not be in the trash; a trashed applicant's records
 * are reachable again only after a restore.
 */
export async function getLiveApplicantRow(db: Db, id: number): Promise<ApplicantRow> {
  const [row] = await db.select().from(applicants).where(eq(applicants.id, id))
  if (!row || row.deletedAt) throw notFound('Bewerber:in wurde nicht gefunden.')
  return row
}

/** How many applicants (the trash included) belong to any of these occupation groups. */
export async function countApplicantsInGroups(db: Db, groups: string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applicants)
    .where(inArray(applicants.professionGroup, groups))
  return row?.count ?? 0
}
