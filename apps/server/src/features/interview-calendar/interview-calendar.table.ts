import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { applicants } from '../applicant-records/index.ts'
import { users } from '../users/index.ts'

/** Standorte where interviews take place; a location in use is deactivated, not deleted. */
export const interviewLocations = pgTable('interview_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  room: text('room').notNull().default(''),
  notes: text('notes').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
export type InterviewLocationRow = typeof interviewLocations.$inferSelect

/**
 * A time window at a location with one or more interviewers and room for `capacity` applicants.
 * Instants in UTC; the Berlin wall clock is only an input/output format (docs/decisions/0011).
 */
export const interviewTimeslots = pgTable(
  'interview_timeslots',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => interviewLocations.id, { onDelete: 'restrict' }),
    /** User ids; an array keeps the overlap check one indexed `&&` query. */
    interviewerIds: integer('interviewer_ids').array().notNull(),
    capacity: smallint('capacity').notNull().default(1),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('interview_timeslots_range_idx').on(t.startsAt, t.endsAt),
    index('interview_timeslots_location_idx').on(t.locationId, t.startsAt),
    check('interview_timeslots_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('interview_timeslots_capacity', sql`${t.capacity} >= 1`),
  ],
)
export type InterviewTimeslotRow = typeof interviewTimeslots.$inferSelect

/**
 * An applicant's place in a slot. A move changes timeslot_id and raises sequence (same iCalendar
 * UID); a cancellation sets status and raises sequence. The partial unique index is the last line
 * of defence against one applicant twice in one slot; capacity is guarded by the slot row lock.
 */
export const interviewBookings = pgTable(
  'interview_bookings',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => interviewTimeslots.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    sequence: integer('sequence').notNull().default(0),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('interview_bookings_uid_unique').on(t.uid),
    uniqueIndex('interview_bookings_active_unique')
      .on(t.timeslotId, t.applicantId)
      .where(sql`${t.status} = 'active'`),
    index('interview_bookings_applicant_idx').on(t.applicantId),
  ],
)
export type InterviewBookingRow = typeof interviewBookings.$inferSelect
