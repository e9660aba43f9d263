import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../users/index.ts'

/** Job postings (Stellen): the back office writes them, the careers page shows the published ones. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    professionGroup: text('profession_group').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type').notNull(),
    startDate: text('start_date'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    description: text('description').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    contactUserId: integer('contact_user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('entwurf'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('jobs_slug_unique').on(t.slug), index('jobs_state_idx').on(t.state)],
)
export type JobRow = typeof jobs.$inferSelect

/** Each saved change of a job: who and when, and every field that changed from → to. */
export const jobHistory = pgTable(
  'job_history',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes')
      .$type<Array<{ field: string; from: string | null; to: string | null }>>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_history_job_idx').on(t.jobId, t.id)],
)

/** Staff who follow a job hear of every application to it. */
export const jobFollowers = pgTable(
  'job_followers',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index('job_followers_user_idx').on(t.userId)],
)
