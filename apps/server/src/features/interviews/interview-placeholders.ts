import { type BookingPlaceholderName, formatOrt, formatTermin } from '@bb/shared'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { interviewBookings, interviewLocations, interviewTimeslots } from './interviews.table.ts'

export type BookingPlaceholderValues = Record<BookingPlaceholderName, string>

export const bookingPlaceholderValues = (
  startsAt: Date,
  location: { name: string; address: string; room: string },
): BookingPlaceholderValues => ({ termin: formatTermin(startsAt), ort: formatOrt(location) })

/**
 * {{termin}} / {{ort}} of a message that is not about one booking: the applicant's next active
 * interview, or empty texts when there is none.
 */
export async function nextBookingPlaceholderValues(
  db: Db,
  applicantId: number,
  now: Date,
): Promise<BookingPlaceholderValues> {
  const [next] = await db
    .select({ startsAt: interviewTimeslots.startsAt, location: interviewLocations })
    .from(interviewBookings)
    .innerJoin(interviewTimeslots, eq(interviewTimeslots.id, interviewBookings.timeslotId))
    .innerJoin(interviewLocations, eq(interviewLocations.id, interviewTimeslots.locationId))
    .where(
      and(
        eq(interviewBookings.applicantId, applicantId),
        eq(interviewBookings.status, 'active'),
        gt(interviewTimeslots.startsAt, now),
      ),
    )
    .orderBy(asc(interviewTimeslots.startsAt))
    .limit(1)
  return next ? bookingPlaceholderValues(next.startsAt, next.location) : { termin: '', ort: '' }
}
