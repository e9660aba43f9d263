import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { users } from '../users/index.ts'

export interface HistoryChangeRow {
  field: string
  label: string
  old: unknown
  new: unknown
}

/** The change history of an applicant: every write of every sub-resource adds a row. */
export const applicantHistory = pgTable(
  'applicant_history',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<HistoryChangeRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('applicant_history_applicant_idx').on(t.applicantId, t.createdAt.desc()),
    // The statistics' funnel and hires: status changes by time.
    index('applicant_history_status_idx').on(t.createdAt).where(sql`${t.action} = 'status_changed'`),
  ],
)
