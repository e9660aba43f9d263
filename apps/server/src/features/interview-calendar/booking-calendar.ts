import { parseMailbox } from '@bb/shared'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { type ApplicantRow, applicants } from '../applicant-records/index.ts'
import { getSettings } from '../settings/index.ts'
import { buildIcs } from './ics.ts'
import {
  type InterviewBookingRow,
  type InterviewLocationRow,
  type InterviewTimeslotRow,
  interviewBookings,
  interviewLocations,
  interviewTimeslots,
} from './interview-calendar.table.ts'
import { type BookingPlaceholderValues, bookingPlaceholderValues } from './interview-placeholders.ts'

/** What a message about an interview carries: its {{termin}} / {{ort}} and the .ics mailed with it. */
export interface BookingAttachment {
  bookingId: number
  values: BookingPlaceholderValues
  calendar: string
  calendarMethod: 'REQUEST' | 'CANCEL'
}

export interface BookingRows {
  booking: InterviewBookingRow
  slot: InterviewTimeslotRow
  location: InterviewLocationRow
  applicant: ApplicantRow
}

/** The booking's .ics (fixed when the message is stored, so a retry mails the same event). */
export async function bookingAttachment(
  db: Db,
  {
    booking,
    slot,
    location,
    applicant,
    method,
    now,
  }: BookingRows & { method: 'REQUEST' | 'CANCEL'; now: Date },
): Promise<BookingAttachment> {
  const settings = await getSettings(db)
  const values = bookingPlaceholderValues(slot.startsAt, location)
  const sender = parseMailbox(settings.mail_from)
  const company = settings.company_name.trim()
  const calendar = buildIcs({
    method,
    uid: booking.uid,
    sequence: booking.sequence,
    start: slot.startsAt,
    end: slot.endsAt,
    stamp: now,
    summary: 'Vorstellungsgespräch',
    location: values.ort,
    description: company ? `Vorstellungsgespräch bei ${company}` : '',
    organizer: { email: sender?.address ?? '', name: sender?.name || company || undefined },
    attendee: { email: applicant.email ?? '', name: `${applicant.firstName} ${applicant.lastName}`.trim() },
  })
  return { bookingId: booking.id, values, calendar, calendarMethod: method }
}

/** A booking with its slot, location and applicant: what a notice or an invitation is made of. */
export const selectBookingDetails = (db: Db) =>
  db
    .select({
      booking: interviewBookings,
      slot: interviewTimeslots,
      location: interviewLocations,
      applicant: applicants,
    })
    .from(interviewBookings)
    .innerJoin(interviewTimeslots, eq(interviewTimeslots.id, interviewBookings.timeslotId))
    .innerJoin(interviewLocations, eq(interviewLocations.id, interviewTimeslots.locationId))
    .innerJoin(applicants, eq(applicants.id, interviewBookings.applicantId))

/**
 * A message that names the interview but is not a booking notice: the applicant's next active
 * interview (its invitation is attached again, same UID and SEQUENCE), or null when none is booked.
 */
export async function nextBookingAttachment(
  db: Db,
  { applicantId, now }: { applicantId: number; now: Date },
): Promise<BookingAttachment | null> {
  const [next] = await selectBookingDetails(db)
    .where(
      and(
        eq(interviewBookings.applicantId, applicantId),
        eq(interviewBookings.status, 'active'),
        gt(interviewTimeslots.startsAt, now),
      ),
    )
    .orderBy(asc(interviewTimeslots.startsAt))
    .limit(1)
  return next ? bookingAttachment(db, { ...next, method: 'REQUEST', now }) : null
}
