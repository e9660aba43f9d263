import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../users/index.ts'

/**
 * The audit log for admins (DSGVO): logins, downloads, exports, deletions, role changes: who,
 * when, from which IP. It never holds applicant data itself, only ids and what happened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What it concerned, e.g. "applicant:42", "document:7", "user:3". */
    target: text('target'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_user_idx').on(t.userId)],
)
export type AuditLogRow = typeof auditLog.$inferSelect
