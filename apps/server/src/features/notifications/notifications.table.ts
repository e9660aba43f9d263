import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { users } from '../users/index.ts'

/** In-app notifications, one row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    applicantId: integer('applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    /** Who caused it (null: the system, e.g. an incoming mail). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
)
export type NotificationRow = typeof notifications.$inferSelect
