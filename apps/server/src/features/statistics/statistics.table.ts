import {
  bigint,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * The statistics page's figures, pre-aggregated: per kind of figure, Berlin calendar day,
 * occupation group ('' = none), key and stage, how many live applicants (or rating values) count
 * there. Triggers keep it (migration 0023_statistics_counts); the page sums the rows of its period
 * instead of scanning the applicants. Rows may fall to zero and stay.
 *
 * Kinds: `created` (key = source; creation day), `stage` (stage = highest funnel stage reached;
 * creation day), `job` / `channel` (key = job or channel, stage as before; creation day), `hired`
 * / `rejected` (day of the latest time the status became so), `rating` (key = criterion 0…5,
 * n = non-zero values, total = their sum; the rating's day), `status` (key = current status; not
 * per day: day is -infinity).
 */
export const statisticsCounts = pgTable(
  'statistics_counts',
  {
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    grp: text('grp').notNull(),
    key: text('key').notNull(),
    stage: smallint('stage').notNull(),
    n: integer('n').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.grp, t.key, t.stage] })],
)

/**
 * statistics_counts summed per calendar month (day = the month's first day), kept from it by a
 * trigger: a long period reads its whole months here and only the days at its edges there.
 */
export const statisticsMonths = pgTable(
  'statistics_months',
  {
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    grp: text('grp').notNull(),
    key: text('key').notNull(),
    stage: smallint('stage').notNull(),
    n: integer('n').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.grp, t.key, t.stage] })],
)

/**
 * What each live applicant contributes to statistics_counts, as last counted: the triggers compare
 * it with the applicant's state now and apply the difference, so any order of changes, and
 * statements touching many rows at once, add up. Also the source of the medians (days to hire).
 */
export const statisticsApplicants = pgTable(
  'statistics_applicants',
  {
    applicantId: integer('applicant_id').primaryKey(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    grp: text('grp').notNull(),
    source: text('source').notNull(),
    job: text('job').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    /** The highest funnel stage the applicant has now or had on either side of a status change. */
    stage: smallint('stage').notNull(),
    /** The latest status change to eingestellt, if any. */
    hireChangedAt: timestamp('hire_changed_at', { withTimezone: true }),
    /** When it became eingestellt (abgelehnt) the last time, as the monthly outcomes count it. */
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** Days from creation to hired_at: what the monthly figures' median is taken of. */
    hireDays: doublePrecision('hire_days'),
    /** Days from creation to the latest change to eingestellt (or 0): the intake's median. */
    intakeDays: doublePrecision('intake_days'),
  },
  // Indexes that carry the medians' inputs (INCLUDE) are in the migration's custom part.
)
