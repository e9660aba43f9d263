import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../users/index.ts'

/**
 * A bulk action: what to do (`action`, `params`), for whom (its items), by whom, and how it ended.
 * `state` is running until one runner finishes it (every item handled, or cancelled); the counts
 * are read from the items, so they can never drift from what was done.
 */
export const bulkJobs = pgTable('bulk_jobs', {
  id: serial('id').primaryKey(),
  action: text('action').notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').notNull().default('running'),
  cancelRequested: boolean('cancel_requested').notNull().default(false),
  total: integer('total').notNull().default(0),
  summary: text('summary'),
  /** An export's claim: the runner writing the file holds it until then (another takes over after). */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  /** An export's file in the document storage, once written. */
  fileKey: text('file_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})
export type BulkJobRow = typeof bulkJobs.$inferSelect

/**
 * One applicant of a bulk action. Pending until a runner handles it: the runner locks the row,
 * makes the change and marks the row in one transaction, so an item is done exactly once even
 * with several runners and after a crash. No foreign key to the applicant: one purged meanwhile
 * is skipped as not found, and the job keeps its count.
 */
export const bulkJobItems = pgTable(
  'bulk_job_items',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id').notNull(),
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.applicantId] }),
    index('bulk_job_items_pending_idx').on(t.jobId, t.applicantId).where(sql`state = 'pending'`),
  ],
)
export type BulkJobItemRow = typeof bulkJobItems.$inferSelect
