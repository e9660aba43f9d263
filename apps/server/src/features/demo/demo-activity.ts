import { RATING_CRITERIA } from '@bb/shared'
import { fakerDE as faker } from '@faker-js/faker'
import { and, asc, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { DocumentStorage } from '../../storage/storage.ts'
import { applicants, bumpApplicantsVersion } from '../applicant-records/index.ts'
import { getAnswers } from '../applicants/index.ts'
import { applicantHistory } from '../history/index.ts'
import { notes } from '../notes/index.ts'
import { ratings } from '../ratings/index.ts'
import { ADVANCED_STATUSES, type DemoApplicant, daysAfter } from './demo-common.ts'
import { seedDemoDetails } from './demo-details.ts'
import { NOTE_TEXTS, RATING_TEXTS } from './demo-texts.ts'

export interface DemoActivityOptions {
  /** Only applicants with a greater id get activity: the ones this run seeded. */
  afterId: number
  /** Who rated, wrote the notes, uploaded and sent (the first admin); null: nobody. */
  authorId: number | null
  now: Date
  seed?: number
  /** Documents and messages only for the first this many (files on disk and per-row work). */
  detailLimit?: number
}

export interface DemoActivityCount {
  ratings: number
  notes: number
  documents: number
  messages: number
}

const BATCH = 1_000

/** An overall score that fits how far the application got. */
function overallFor(status: string): number {
  if (status === 'eingestellt' || status === 'angebot') return faker.number.int({ min: 4, max: 5 })
  if (status === 'abgelehnt') return faker.number.int({ min: 1, max: 3 })
  if (status === 'vorstellungsgespraech') return faker.number.int({ min: 3, max: 5 })
  return faker.number.int({ min: 2, max: 5 })
}

/** A rating as the ratings service stores it, with its history entry. */
function demoRating(a: DemoApplicant, authorId: number | null, now: Date) {
  const overall = overallFor(a.status)
  const sub = () =>
    faker.datatype.boolean(0.1)
      ? 0
      : Math.max(1, Math.min(5, overall + faker.number.int({ min: -1, max: 1 })))
  const scores = Object.fromEntries(RATING_CRITERIA.map((c) => [c, sub()])) as Record<
    (typeof RATING_CRITERIA)[number],
    number
  >
  const at = daysAfter(a.createdAt, faker.number.int({ min: 2, max: 12 }), now)
  const row = {
    applicantId: a.id,
    userId: authorId,
    text: faker.helpers.arrayElement(RATING_TEXTS[overall] ?? ['']),
    overall,
    punctuality: scores.Pünktlichkeit,
    reliability: scores.Zuverlässigkeit,
    teamwork: scores.Teamfähigkeit,
    likeability: scores.Sympathie,
    expertise: scores.Fachkompetenz,
    createdAt: at,
    updatedAt: at,
  }
  const changes = [
    { field: 'Rating', label: 'Gesamtbewertung', old: null, new: overall },
    ...RATING_CRITERIA.map((c) => ({ field: c, label: c, old: null, new: scores[c] })),
  ]
  const history = { applicantId: a.id, userId: authorId, action: 'rating_created', changes, createdAt: at }
  return { row, history }
}

function demoNotes(a: DemoApplicant, authorId: number | null, now: Date) {
  const texts = faker.helpers.arrayElements(NOTE_TEXTS, { min: 1, max: 2 })
  return texts.map((note, i) => {
    const at = daysAfter(a.createdAt, 1 + i * 4 + faker.number.int(3), now)
    return {
      row: { applicantId: a.id, userId: authorId, note, createdAt: at, updatedAt: at },
      history: { applicantId: a.id, userId: authorId, action: 'note_created', changes: [], createdAt: at },
    }
  })
}

/** Ratings and notes in bulk, one transaction per batch of applicants, with the averages. */
async function seedRatingsAndNotes(db: Db, batch: DemoApplicant[], options: DemoActivityOptions) {
  const rated = batch.filter((a) =>
    faker.datatype.boolean(ADVANCED_STATUSES.has(a.status) ? 0.9 : a.status === 'neu' ? 0.1 : 0.5),
  )
  const rating = rated.map((a) => demoRating(a, options.authorId, options.now))
  const noted = batch
    .filter(() => faker.datatype.boolean(0.4))
    .flatMap((a) => demoNotes(a, options.authorId, options.now))
  await db.transaction(async (tx) => {
    if (rating.length > 0) await tx.insert(ratings).values(rating.map((r) => r.row))
    if (noted.length > 0) await tx.insert(notes).values(noted.map((n) => n.row))
    const history = [...rating, ...noted].map((r) => r.history)
    if (history.length > 0) await tx.insert(applicantHistory).values(history)
    // The same average the ratings service keeps: mean of the overall scores above 0, 2 decimals.
    const first = batch[0]!.id
    const last = batch[batch.length - 1]!.id
    await tx.execute(sql`
      UPDATE applicants SET average_rating = s.average
      FROM (SELECT applicant_id, round(avg(overall)::numeric, 2)::float8 AS average FROM ratings
            WHERE overall > 0 AND applicant_id BETWEEN ${first} AND ${last} GROUP BY applicant_id) s
      WHERE applicants.id = s.applicant_id`)
  })
  return { ratings: rating.length, notes: noted.length }
}

/**
 * What a team's work leaves on the demo applicants: ratings with sub-ratings and notes (by the
 * admin) on a good share of them, and for the first few hundred also documents (a small real PDF
 * and a TXT, stored like uploads) and messages (sent ones and replies), each with its history.
 */
export async function seedDemoActivity(
  deps: { db: Db; storage: DocumentStorage },
  options: DemoActivityOptions,
): Promise<DemoActivityCount> {
  const { db } = deps
  faker.seed((options.seed ?? 42) + 1)
  const groups = (await getAnswers(db)).profession_group ?? {}
  const count: DemoActivityCount = { ratings: 0, notes: 0, documents: 0, messages: 0 }
  let detailLeft = options.detailLimit ?? 300
  let cursor = options.afterId
  for (;;) {
    const batch = await db
      .select({
        id: applicants.id,
        status: applicants.status,
        salutation: applicants.salutation,
        firstName: applicants.firstName,
        lastName: applicants.lastName,
        email: applicants.email,
        city: applicants.city,
        professionGroup: applicants.professionGroup,
        createdAt: applicants.createdAt,
      })
      .from(applicants)
      .where(and(gt(applicants.id, cursor), sql`${applicants.deletedAt} IS NULL`))
      .orderBy(asc(applicants.id))
      .limit(BATCH)
    if (batch.length === 0) break
    cursor = batch[batch.length - 1]!.id
    const added = await seedRatingsAndNotes(db, batch, options)
    count.ratings += added.ratings
    count.notes += added.notes
    if (detailLeft > 0) {
      const details = await seedDemoDetails(deps, { ...options, groups, batch: batch.slice(0, detailLeft) })
      count.documents += details.documents
      count.messages += details.messages
      detailLeft -= Math.min(detailLeft, batch.length)
    }
  }
  await bumpApplicantsVersion(db)
  return count
}
