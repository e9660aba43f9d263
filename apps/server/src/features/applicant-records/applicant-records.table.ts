import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../users/index.ts'

/**
 * GIN indexes without a pending list: with one, new entries wait unsorted until a vacuum merges
 * them, and every lookup reads them all. PGlite has no autovacuum, so a busy table's searches
 * would slow down day by day; writing each entry into the index at once costs the insert a little.
 */
export const GIN_NO_PENDING_LIST = { fastupdate: false }

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const signature = customType<{ data: string }>({ dataType: () => 'bit(1024)' })

export const applicants = pgTable(
  'applicants',
  {
    id: serial('id').primaryKey(),
    salutation: text('salutation'),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    email: text('email'),
    phone: text('phone'),
    /** Digits only, for the duplicate check ("0171 234" = "+49171234" is not attempted). */
    phoneDigits: text('phone_digits'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    professionGroup: text('profession_group'),
    /** The job applied to, by its stable slug (foreign key to jobs.slug, added in migration 0017). */
    job: text('job'),
    status: text('status').notNull().default('neu'),
    /**
     * When the applicant entered the current status (the board's days in status and its order).
     * Kept by a trigger: on insert the creation time, on a status change the row's new updated_at.
     */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    availableFrom: date('available_from', { mode: 'string' }),
    desiredSalary: doublePrecision('desired_salary'),
    weeklyHours: doublePrecision('weekly_hours'),
    drivingLicense: text('driving_license').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    source: text('source'),
    privacyConsentAt: date('privacy_consent_at', { mode: 'string' }),
    remarks: text('remarks'),
    qualified: boolean('qualified').notNull().default(false),
    /** How the application arrived: karriereseite, email, manuell or import (INTAKE_CHANNELS). */
    channel: text('channel').notNull().default('manuell'),
    /** „Bitte prüfen“: an application that arrived by itself (mail) and no person has opened yet. */
    needsReview: boolean('needs_review').notNull().default(false),
    /** A suspected twin of this earlier applicant (same e-mail or phone), to be merged by staff. */
    duplicateOf: integer('duplicate_of').references((): AnyPgColumn => applicants.id, {
      onDelete: 'set null',
    }),
    averageRating: doublePrecision('average_rating'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by the retention job: the person is gone, the numbers stay for the statistics. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-case, accent-free text of the searched fields (trigram index). */
    searchText: text('search_text').notNull().default(''),
    /** German full-text vector of the same fields. */
    searchVector: tsvector('search_vector'),
    /** German full-text vector of the words in the person's documents (all of them together). */
    documentVector: tsvector('document_vector'),
    /**
     * Which four-letter word starts the document vector may hold, as set bits (a Bloom filter, see
     * applicants.search-signature.ts); kept by a trigger whenever the vector is written.
     */
    documentSignature: signature('document_signature'),
  },
  (t) => [
    index('applicants_live_updated_idx').on(t.updatedAt.desc()).where(sql`${t.deletedAt} IS NULL`),
    // The statistics' cohort: applicants created in a period.
    index('applicants_live_created_idx').on(t.createdAt).where(sql`${t.deletedAt} IS NULL`),
    index('applicants_status_idx').on(t.status, t.updatedAt.desc()).where(sql`${t.deletedAt} IS NULL`),
    // The pipeline board: each column newest in its status first, paged by (status_changed_at, id);
    // the whole board, one job's and one occupation group's.
    index('applicants_board_idx')
      .on(t.status, t.statusChangedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index('applicants_board_job_idx')
      .on(t.job, t.status, t.statusChangedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index('applicants_board_group_idx')
      .on(t.professionGroup, t.status, t.statusChangedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index('applicants_group_idx')
      .on(t.professionGroup, t.updatedAt.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index('applicants_job_idx').on(t.job, t.updatedAt.desc()).where(sql`${t.deletedAt} IS NULL`),
    index('applicants_channel_idx').on(t.channel, t.updatedAt.desc()).where(sql`${t.deletedAt} IS NULL`),
    index('applicants_duplicate_of_idx').on(t.duplicateOf).where(sql`${t.duplicateOf} IS NOT NULL`),
    index('applicants_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} IS NOT NULL`),
    index('applicants_last_name_idx').on(
      sql`${t.lastName} COLLATE de_icu`,
      sql`${t.firstName} COLLATE de_icu`,
    ),
    index('applicants_email_idx').on(sql`lower(${t.email})`),
    // The search's e-mail addresses by their beginning (`LIKE 'anna.m%'`), in any collation.
    index('applicants_email_start_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // The search's addresses whose part before the „@“ ends with what was typed before it (a
    // suffix is the beginning of the reversed part): `LIKE '%anna@%'` asked the trigram index.
    index('applicants_email_local_end_idx').on(
      sql`reverse(split_part(lower(${t.email}), '@', 1)) text_pattern_ops`,
    ),
    index('applicants_phone_idx').on(t.phoneDigits),
    index('applicants_name_birth_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.birthDate),
    index('applicants_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    // The table's text filters (ILIKE 'x%', '%x%') on the columns people filter by most.
    index('applicants_last_name_trgm_idx')
      .using('gin', sql`${t.lastName} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    index('applicants_first_name_trgm_idx')
      .using('gin', sql`${t.firstName} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    index('applicants_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`).with(GIN_NO_PENDING_LIST),
    index('applicants_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`).with(GIN_NO_PENDING_LIST),
    index('applicants_search_vector_idx').using('gin', t.searchVector).with(GIN_NO_PENDING_LIST),
    // Every word of the profile's text as written, stop words too, which German full text drops
    // („an“, „der“): the search asks them of it (applicants.search-match.ts).
    index('applicants_search_words_idx')
      .using('gin', sql`to_tsvector('simple', ${t.searchText})`)
      .with(GIN_NO_PENDING_LIST),
    index('applicants_document_vector_idx').using('gin', t.documentVector).with(GIN_NO_PENDING_LIST),
  ],
)
export type ApplicantRow = typeof applicants.$inferSelect

/**
 * What an applicant agreed to when applying on the careers page: the privacy text as it read then
 * (and a short hash of it, its version), when, and from which address.
 */
export const applicantConsents = pgTable(
  'applicant_consents',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    textVersion: text('text_version').notNull(),
    text: text('text').notNull(),
    ip: text('ip').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('applicant_consents_applicant_idx').on(t.applicantId)],
)

/** Following is per user: each staff member follows the applicants they choose. */
export const applicantFollowers = pgTable(
  'applicant_followers',
  {
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicantId, t.userId] }),
    index('applicant_followers_user_idx').on(t.userId),
  ],
)

/** Monotonic change counters: one cheap read answers an unchanged poll (`lastModified`). */
export const changeCounters = pgTable('change_counters', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
})

/**
 * The words of all applicants' profiles (letters only, at least four). A misspelt search word is
 * compared with this list, never with every applicant. Rows only come and go (a word first held,
 * a word nobody holds any more): how many hold a word is counted in `search_word_counts`, so the
 * nearest-word index is never written for a count and stays as small as the vocabulary.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  // The words similar to a misspelt one (`%`) and those holding a part of a typed word (`LIKE`),
  // by their trigrams. A GIN index counts the trigrams a word shares: 0.2 ms for 23,000 words. The
  // tree (GiST) first used read most of itself in distance order, 3–11 ms for those words.
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`).with(GIN_NO_PENDING_LIST)],
)

/**
 * How many applicants hold each word of `search_words`. Every applicant written changes some
 * counts; each change leaves an old row version behind until it is cleaned up, which here harms
 * nothing but this table's own size.
 */
export const searchWordCounts = pgTable('search_word_counts', {
  word: text('word').primaryKey(),
  applicants: integer('applicants').notNull(),
})
