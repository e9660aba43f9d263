import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { messages } from '../messages/index.ts'

/**
 * Every mail the inbox poller has looked at, imported or not: its Message-ID is unique, so a mail
 * is handled exactly once however many instances poll. Only metadata is kept (for the mail filter
 * preview), never the body of a mail that was not imported; old rows are trimmed.
 */
export const inboundMails = pgTable(
  'inbound_mails',
  {
    id: serial('id').primaryKey(),
    messageIdHeader: text('message_id_header').notNull(),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    autoReply: boolean('auto_reply').notNull().default(false),
    /** Attachments it brought: whether it would become an application is previewed from it. */
    attachmentCount: integer('attachment_count').notNull().default(0),
    /** The receiving mail server flagged it as spam: it never becomes an application by itself. */
    spam: boolean('spam').notNull().default(false),
    outcome: text('outcome', { enum: ['imported', 'applied', 'filtered', 'unmatched'] }).notNull(),
    /** The applicant it was stored with, or the one it became. */
    applicantId: integer('applicant_id').references(() => applicants.id, { onDelete: 'set null' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('inbound_mails_message_id_unique').on(t.messageIdHeader),
    index('inbound_mails_received_idx').on(sql`${t.receivedAt} DESC`),
  ],
)
export type InboundMailRow = typeof inboundMails.$inferSelect

/** Where the poller stopped in the mailbox: the UID cursor per mailbox, reset when UIDVALIDITY changes. */
export const inboxCursors = pgTable('inbox_cursors', {
  mailbox: text('mailbox').primaryKey(),
  uidValidity: text('uid_validity').notNull(),
  lastUid: integer('last_uid').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
