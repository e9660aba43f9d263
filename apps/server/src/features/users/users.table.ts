import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Appended to the messages this user sends (after the usual "-- " line). */
    signature: text('signature').notNull().default(''),
    /** Personal settings: notification choices, default list view (contract in packages/shared). */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_name_idx').on(t.name)],
)

export type UserRow = typeof users.$inferSelect
