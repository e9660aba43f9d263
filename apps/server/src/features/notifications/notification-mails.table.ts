import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { users } from '../users/index.ts'

/**
 * The outbox of notification e-mails to staff. A row holds no applicant data, only whom to tell
 * about which kind of event and where to link (docs/decisions/0009); the text is written at delivery.
 * Pending = `next_attempt_at` set: at most one pending mail per user, applicant and kind.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    /** Null once delivered or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The claim of the instance talking to the mail server. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('notification_mails_due_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} IS NOT NULL`),
    uniqueIndex('notification_mails_pending_unique')
      .on(t.userId, t.applicantId, t.kind)
      .where(sql`${t.nextAttemptAt} IS NOT NULL`),
    index('notification_mails_created_idx').on(t.createdAt),
  ],
)
export type NotificationMailRow = typeof notificationMails.$inferSelect
