import { sql } from 'drizzle-orm'
import { boolean, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { documents } from './documents.table.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The text read from a document whose type holds text (PDF, DOCX, ODT, TXT). The row is made
 * `pending` with the document; the extraction job fills it in. `claimed_until` is the lease of the
 * job instance reading it: past it, another instance may take the row over.
 */
export const documentTexts = pgTable(
  'document_texts',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    /** pending | read | empty (no text in it, e.g. a scan) | failed */
    state: text('state').notNull().default('pending'),
    truncated: boolean('truncated').notNull().default(false),
    text: text('text').notNull().default(''),
    /** German full-text vector of `text`, normalised like the profile's search vector. */
    vector: tsvector('vector'),
    pages: integer('pages'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('document_texts_pending_idx').on(t.claimedUntil).where(sql`${t.state} = 'pending'`),
    index('document_texts_applicant_idx').on(t.applicantId),
  ],
)

export type DocumentTextRow = typeof documentTexts.$inferSelect
