import type { Rating, RatingList } from '@bb/shared'
import { and, avg, desc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { assertAuthorOrAdmin } from '../../plugins/access.ts'
import { applicants, bumpApplicantsVersion, getLiveApplicantRow } from '../applicant-records/index.ts'
import { recordHistory } from '../history/index.ts'
import { notifyRatingAdded } from '../notifications/index.ts'
import type { UserRow } from '../users/index.ts'
import { users } from '../users/index.ts'
import { type RatingRow, ratings } from './ratings.table.ts'

/** API field (the German names the client reads) ↔ column. */
const FIELDS = {
  Text: 'text',
  Rating: 'overall',
  Pünktlichkeit: 'punctuality',
  Zuverlässigkeit: 'reliability',
  Teamfähigkeit: 'teamwork',
  Sympathie: 'likeability',
  Fachkompetenz: 'expertise',
} as const satisfies Record<string, keyof RatingRow>

type RatingInput = Partial<Record<keyof typeof FIELDS, string | number>>

const toRating = (row: RatingRow, author: string | null): Rating => ({
  id: row.id,
  ID_User: row.userId,
  ID_Bewerberin: row.applicantId,
  applicant_id: row.applicantId,
  Text: row.text,
  Rating: row.overall,
  Pünktlichkeit: row.punctuality,
  Zuverlässigkeit: row.reliability,
  Teamfähigkeit: row.teamwork,
  Sympathie: row.likeability,
  Fachkompetenz: row.expertise,
  author,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

function toColumns(input: RatingInput): Partial<RatingRow> {
  const values: Record<string, unknown> = {}
  for (const [field, column] of Object.entries(FIELDS)) {
    const value = input[field as keyof RatingInput]
    if (value !== undefined) values[column] = value
  }
  return values as Partial<RatingRow>
}

const changes = (input: RatingInput) =>
  Object.entries(input)
    .filter(([field]) => field !== 'Text')
    .map(([field, value]) => ({
      field,
      label: field === 'Rating' ? 'Gesamtbewertung' : field,
      old: null,
      new: value,
    }))

export async function findRatings(db: Db, applicantId: number): Promise<RatingList> {
  const [applicant] = await db
    .select({ average: applicants.averageRating })
    .from(applicants)
    .where(eq(applicants.id, applicantId))
  const rows = await db
    .select({ row: ratings, author: users.name })
    .from(ratings)
    .leftJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.applicantId, applicantId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
  return {
    list: rows.map(({ row, author }) => toRating(row, author)),
    averageRating: applicant?.average ?? null,
  }
}

/** averageRating: the mean of the non-zero overall values (0 means not rated), or null. */
export async function refreshAverage(db: Db, applicantId: number) {
  const [row] = await db
    .select({ value: avg(ratings.overall) })
    .from(ratings)
    .where(and(eq(ratings.applicantId, applicantId), gt(ratings.overall, 0)))
  const average =
    row?.value === null || row?.value === undefined ? null : Math.round(Number(row.value) * 100) / 100
  await db.update(applicants).set({ averageRating: average }).where(eq(applicants.id, applicantId))
  await bumpApplicantsVersion(db)
}

async function getRatingRow(db: Db, id: number): Promise<RatingRow> {
  const [row] = await db.select().from(ratings).where(eq(ratings.id, id))
  if (!row) throw notFound('Die Bewertung wurde nicht gefunden.')
  // A rating of an applicant in the trash is not reachable until the applicant is restored.
  await getLiveApplicantRow(db, row.applicantId)
  return row
}

interface Ctx {
  user: UserRow
  now: Date
}

export async function createRating(
  db: Db,
  { input, user, now }: Ctx & { input: RatingInput & { applicant_id: number } },
) {
  await getLiveApplicantRow(db, input.applicant_id)
  const { applicant_id, ...fields } = input
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ratings)
      .values({
        ...(toColumns(fields) as RatingRow),
        applicantId: applicant_id,
        userId: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!created) throw new Error('insert returned no row')
    await refreshAverage(tx, applicant_id)
    await recordHistory(tx, {
      applicantId: applicant_id,
      userId: user.id,
      action: 'rating_created',
      changes: changes(fields),
      now,
    })
    await notifyRatingAdded(tx, { applicantId: applicant_id, rating: fields, actorId: user.id, now })
    return created
  })
  return toRating(row, user.name)
}

export async function updateRating(
  db: Db,
  { id, input, user, now }: Ctx & { id: number; input: RatingInput },
) {
  const current = await getRatingRow(db, id)
  assertAuthorOrAdmin(user, current.userId)
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(ratings)
      .set({ ...toColumns(input), updatedAt: now })
      .where(eq(ratings.id, id))
      .returning()
    if (!updated) throw notFound()
    await refreshAverage(tx, current.applicantId)
    await recordHistory(tx, {
      applicantId: current.applicantId,
      userId: user.id,
      action: 'rating_updated',
      changes: changes(input),
      now,
    })
    return updated
  })
  const [author] = row.userId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.userId))
    : []
  return toRating(row, author?.name ?? null)
}

export async function deleteRating(db: Db, { id, user, now }: Ctx & { id: number }) {
  const current = await getRatingRow(db, id)
  assertAuthorOrAdmin(user, current.userId)
  await db.transaction(async (tx) => {
    await tx.delete(ratings).where(eq(ratings.id, id))
    await refreshAverage(tx, current.applicantId)
    await recordHistory(tx, {
      applicantId: current.applicantId,
      userId: user.id,
      action: 'rating_deleted',
      now,
    })
  })
}
