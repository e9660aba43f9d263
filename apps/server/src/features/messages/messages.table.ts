import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { interviewBookings } from '../interview-calendar/index.ts'
import { users } from '../users/index.ts'

/** Messages and their outbox state: a message is stored before it is sent, and retried until delivered. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    direction: text('direction', { enum: ['out', 'in'] })
      .notNull()
      .default('out'),
    subject: text('subject').notNull().default(''),
    content: text('content').notNull(),
    draft: boolean('draft').notNull().default(false),
    channels: text('channels').array().notNull().default(sql`'{email}'::text[]`),
    replyId: integer('reply_id'),
    /** RFC 5322 Message-ID, fixed when the message is stored: replies find it, a retry reuses it. */
    messageIdHeader: text('message_id_header'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The interview booking this message is about (invitation, move or cancellation notice). */
    bookingId: integer('booking_id').references(() => interviewBookings.id, { onDelete: 'set null' }),
    /** The .ics (RFC 5545) fixed when the message is stored, so a retry mails the same event. */
    calendar: text('calendar'),
    calendarMethod: text('calendar_method', { enum: ['REQUEST', 'CANCEL'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('messages_applicant_idx').on(t.applicantId, t.createdAt),
    index('messages_outbox_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL AND ${t.sentAt} IS NOT NULL`),
    index('messages_message_id_idx').on(t.messageIdHeader),
  ],
)
export type MessageRow = typeof messages.$inferSelect
