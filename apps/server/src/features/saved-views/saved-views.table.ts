import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../users/index.ts'

/**
 * A person's named list view (which list, its filters, sort, columns, rows per page), shared with
 * the team when `shared`. A name is one person's once, whatever its case: the index decides
 * between two saves of the same name at the same moment.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name as compared: lower case, NFC, without invisible characters (the same in every database). */
    nameKey: text('name_key').notNull(),
    /** SavedViewList of the shared contract. */
    list: jsonb('list').$type<Record<string, unknown>>().notNull(),
    /** SavedViewState of the shared contract. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_unique').on(t.ownerId, t.nameKey),
    index('saved_views_shared_idx').on(t.shared).where(sql`${t.shared}`),
  ],
)
export type SavedViewRow = typeof savedViews.$inferSelect
