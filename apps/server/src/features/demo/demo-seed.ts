import {
  DEFAULT_PROFESSION_GROUPS,
  DRIVING_LICENSES,
  type IntakeChannel,
  LANGUAGES,
  SOURCES,
} from '@bb/shared'
import { fakerDE as faker } from '@faker-js/faker'
import { sql } from 'drizzle-orm'
import { berlinToday } from '../../clock.ts'
import { type AnalyzeLog, analyzeChangedTables } from '../../db/analyze.ts'
import type { Db } from '../../db/client.ts'
import type { DocumentStorage } from '../../storage/storage.ts'
import { applicants, bumpApplicantsVersion } from '../applicant-records/index.ts'
import { phoneDigits } from '../applicants/index.ts'
import { applicantHistory } from '../history/index.ts'
import { users } from '../users/index.ts'
import { seedDemoActivity } from './demo-activity.ts'
import { DEMO_CITIES } from './demo-cities.ts'

/** Roughly how a real pipeline is spread: many new and in review, few hires. */
export const DEMO_STATUS_WEIGHTS: Record<string, number> = {
  neu: 30,
  'in-pruefung': 20,
  kontaktiert: 14,
  vorstellungsgespraech: 10,
  angebot: 4,
  eingestellt: 7,
  abgelehnt: 12,
  zurueckgezogen: 3,
}

function weighted<T extends string>(weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][]
  let roll = faker.number.float({ min: 0, max: entries.reduce((sum, [, w]) => sum + w, 0) })
  for (const [value, weight] of entries) {
    roll -= weight
    if (roll <= 0) return value
  }
  return entries[0]![0]
}

const pick = <T>(values: readonly T[]) => faker.helpers.arrayElement(values)

/**
 * How demo applications arrived, in twentieths: most by the careers page, many by mail or typed in,
 * a few imported. Taken by position, not by chance, so the random data of a seed stays as it was.
 */
const CHANNEL_BY_TWENTIETH: IntakeChannel[] = [
  ...Array<IntakeChannel>(9).fill('karriereseite'),
  ...Array<IntakeChannel>(5).fill('email'),
  ...Array<IntakeChannel>(5).fill('manuell'),
  'import',
]
const CITY_WEIGHTS = DEMO_CITIES.map((c) => ({ value: c, weight: c.weight }))
const asciiMail = (value: string) =>
  value
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '')

export interface DemoSeedOptions {
  count: number
  now: Date
  createdBy: number | null
  /** Same data for the same seed: benchmarks compare like with like. */
  seed?: number
  onProgress?: (done: number) => void
}

/** Realistic German applicants, inserted in batches, with their search columns and history. */
export async function seedDemoApplicants(db: Db, options: DemoSeedOptions): Promise<number> {
  faker.seed(options.seed ?? 42)
  const groups = DEFAULT_PROFESSION_GROUPS.map((g) => g.slug)
  const batchSize = 1_000
  let done = 0
  while (done < options.count) {
    const size = Math.min(batchSize, options.count - done)
    const rows = Array.from({ length: size }, (_, i) => {
      const sex = faker.helpers.arrayElement(['female', 'male'] as const)
      const firstName = faker.person.firstName(sex)
      const lastName = faker.person.lastName()
      const created = faker.date.between({
        from: new Date(options.now.getTime() - 365 * 86_400_000),
        to: options.now,
      })
      const phone = faker.helpers.replaceSymbols('01## #######')
      const place = faker.helpers.weightedArrayElement(CITY_WEIGHTS)
      const status = weighted(DEMO_STATUS_WEIGHTS)
      return {
        salutation: faker.helpers.weightedArrayElement([
          { value: sex === 'female' ? 'frau' : 'herr', weight: 95 },
          { value: 'divers', weight: 2 },
          { value: 'keine-angabe', weight: 3 },
        ]),
        title: faker.helpers.maybe(() => 'Dr.', { probability: 0.02 }) ?? null,
        firstName,
        lastName,
        birthDate: faker.date.birthdate({ mode: 'age', min: 18, max: 64 }).toISOString().slice(0, 10),
        email: `${asciiMail(firstName)}.${asciiMail(lastName)}${done + i}@${pick(['web.de', 'gmx.de', 'gmail.com', 't-online.de', 'posteo.de'])}`,
        phone,
        phoneDigits: phoneDigits(phone),
        street: faker.location.streetAddress(),
        postalCode: place.postalCode,
        city: place.city,
        professionGroup: pick(groups),
        status,
        availableFrom: faker.date.soon({ days: 120, refDate: options.now }).toISOString().slice(0, 10),
        desiredSalary: faker.number.int({ min: 26, max: 85 }) * 1000,
        weeklyHours: pick([20, 25, 30, 35, 38.5, 40]),
        drivingLicense: faker.helpers.arrayElements(Object.keys(DRIVING_LICENSES), { min: 0, max: 2 }),
        languages: [
          'de',
          ...faker.helpers.arrayElements(
            Object.keys(LANGUAGES).filter((l) => l !== 'de'),
            { min: 0, max: 2 },
          ),
        ],
        source: pick(Object.keys(SOURCES)),
        // Consent is given on the day of applying, in Berlin (as the careers page stores it).
        privacyConsentAt: berlinToday(created),
        remarks: faker.helpers.maybe(() => faker.lorem.sentence(), { probability: 0.2 }) ?? null,
        qualified:
          ['angebot', 'eingestellt', 'vorstellungsgespraech'].includes(status) && faker.datatype.boolean(),
        channel: CHANNEL_BY_TWENTIETH[(done + i) % CHANNEL_BY_TWENTIETH.length],
        createdBy: options.createdBy,
        createdAt: created,
        updatedAt: created,
      }
    })
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(applicants)
        .values(rows)
        .returning({ id: applicants.id, createdAt: applicants.createdAt, status: applicants.status })
      await tx.insert(applicantHistory).values(
        inserted.flatMap((row) => [
          {
            applicantId: row.id,
            userId: options.createdBy,
            action: 'created',
            changes: [],
            createdAt: row.createdAt,
          },
          ...(row.status === 'neu'
            ? []
            : [
                {
                  applicantId: row.id,
                  userId: options.createdBy,
                  action: 'status_changed',
                  changes: [{ field: 'status', label: 'Status', old: 'neu', new: row.status }],
                  createdAt: new Date(row.createdAt.getTime() + 3 * 86_400_000),
                },
              ]),
        ]),
      )
    })
    done += size
    options.onProgress?.(done)
  }
  const labels = DEFAULT_PROFESSION_GROUPS.map((g) => sql`WHEN ${g.slug} THEN ${g.label}`)
  await db.execute(sql`
    UPDATE applicants SET
      search_text = lower(unaccent(concat_ws(' ', first_name, last_name, email, phone, phone_digits, city,
        CASE profession_group ${sql.join(labels, sql` `)} ELSE '' END))),
      search_vector = to_tsvector('german', unaccent(concat_ws(' ', first_name, last_name, email, phone, city,
        CASE profession_group ${sql.join(labels, sql` `)} ELSE '' END)))
    WHERE search_text = ''`)
  await bumpApplicantsVersion(db)
  return done
}

export interface DemoOptions {
  count: number
  now: Date
  /** The first admin: author of the ratings, notes, uploads and sent mails. */
  authorId: number | null
  seed?: number
  /** Documents and messages only for the first this many new applicants. */
  detailLimit?: number
  onProgress?: (done: number) => void
  /** Where the analysis after the load is logged. */
  log?: AnalyzeLog
}

/**
 * Demo data as a team's work leaves it: applicants, then ratings, notes, documents and messages
 * on the applicants this run added (never on existing ones).
 */
export async function seedDemo(deps: { db: Db; storage: DocumentStorage }, options: DemoOptions) {
  const [before] = await deps.db
    .select({ id: sql<number>`coalesce(max(${applicants.id}), 0)::int` })
    .from(applicants)
  const count = await seedDemoApplicants(deps.db, { ...options, createdBy: options.authorId })
  const activity = await seedDemoActivity(deps, {
    afterId: before?.id ?? 0,
    authorId: options.authorId,
    now: options.now,
    seed: options.seed,
    detailLimit: options.detailLimit,
  })
  // A bulk load: the planner learns the new sizes now, not at the next housekeeping (PGlite has no
  // autovacuum; without statistics the planner would scan 100,000 rows for a search).
  await analyzeChangedTables(deps.db, options.log, 'demo seed')
  return { applicants: count, ...activity }
}

/** The first admin (the author of the demo activity). */
export async function findFirstAdmin(db: Db): Promise<number | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`'admin' = ANY(${users.roles})`)
    .orderBy(users.id)
    .limit(1)
  return admin?.id ?? null
}

/** `DEMO=1` / `npm start -- --demo`: a few hundred applicants with their activity, only into an empty database. */
export async function seedDemoOnce(deps: { db: Db; storage: DocumentStorage }, logger: AnalyzeLog) {
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(applicants)
  if ((row?.n ?? 0) > 0) return
  const seeded = await seedDemo(deps, {
    count: 300,
    now: new Date(),
    authorId: await findFirstAdmin(deps.db),
    log: logger,
  })
  logger.info(seeded, 'Demodaten angelegt')
}
