import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Rules of the mail filter, applied in `position` order to every incoming mail. */
export const mailFilterRules = pgTable('mail_filter_rules', {
  id: serial('id').primaryKey(),
  field: text('field', { enum: ['sender', 'domain', 'subject', 'auto_reply'] }).notNull(),
  value: text('value').notNull().default(''),
  action: text('action', { enum: ['ignore', 'import', 'apply'] }).notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
export type MailFilterRuleRow = typeof mailFilterRules.$inferSelect
