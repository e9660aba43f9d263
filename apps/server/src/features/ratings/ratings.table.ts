import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { users } from '../users/index.ts'

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull().default(''),
    overall: smallint('overall').notNull(),
    punctuality: smallint('punctuality').notNull().default(0),
    reliability: smallint('reliability').notNull().default(0),
    teamwork: smallint('teamwork').notNull().default(0),
    likeability: smallint('likeability').notNull().default(0),
    expertise: smallint('expertise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ratings_applicant_idx').on(t.applicantId, t.createdAt.desc())],
)
export type RatingRow = typeof ratings.$inferSelect
