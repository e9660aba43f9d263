import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { documentCategories } from '../settings/index.ts'
import { users } from '../users/index.ts'

/** The original name is metadata only; the file lives under a server-generated key. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    categoryId: integer('category_id').references(() => documentCategories.id, { onDelete: 'set null' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('documents_applicant_idx').on(t.applicantId, t.createdAt.desc())],
)
export type DocumentRow = typeof documents.$inferSelect
