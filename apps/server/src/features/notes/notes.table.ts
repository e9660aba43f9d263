import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { users } from '../users/index.ts'

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notes_applicant_idx').on(t.applicantId, t.createdAt.desc())],
)
export type NoteRow = typeof notes.$inferSelect
