import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../users/index.ts'

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** One live token per address: issuing a new one replaces the old, so only the newest link works. */
export const passwordTokens = pgTable('password_tokens', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  kind: text('kind', { enum: ['reset', 'invite'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** Fixed-window counters shared by all instances (login attempts, mail sends). */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})
