import {
  type BookTimeslotBody,
  bookingList,
  bookingResult,
  type CancelBookingBody,
  type MoveBookingBody,
  messageTemplateList,
} from '@bb/shared'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { queryClient } from '../../../lib/query-client.ts'

/** The applicant's interviews, newest first, cancelled ones included. */
export const applicantBookingsQuery = (applicantId: number) =>
  queryOptions({
    queryKey: ['applicants', 'bookings', applicantId],
    queryFn: () =>
      api.get('/api/applicants/{id}/bookings', { params: { id: applicantId }, schema: bookingList }),
  })

/** Templates for the invitation: those of the action „Einladung zum Vorstellungsgespräch“. */
export const invitationTemplatesQuery = (group: string | null) =>
  queryOptions({
    queryKey: ['message-templates', 'filter', 'einladung', group],
    queryFn: () =>
      api.post(
        '/api/message-templates/filter',
        { action: 'einladung', profession_group: group },
        { schema: messageTemplateList },
      ),
  })

/** Booking changes the applicant (status, history, messages) and the calendar. */
async function refresh() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['applicants'] }),
    queryClient.invalidateQueries({ queryKey: ['timeslots'] }),
    queryClient.invalidateQueries({ queryKey: ['ui-state'] }),
  ])
}

export async function bookTimeslot(timeslotId: number, body: BookTimeslotBody) {
  const result = await api.post('/api/timeslots/{id}/book', body, {
    params: { id: timeslotId },
    schema: bookingResult,
  })
  await refresh()
  return result
}

export async function moveBooking(bookingId: number, body: MoveBookingBody) {
  const result = await api.post('/api/bookings/{id}/move', body, {
    params: { id: bookingId },
    schema: bookingResult,
  })
  await refresh()
  return result
}

export async function cancelBooking(bookingId: number, body: CancelBookingBody) {
  const result = await api.post('/api/bookings/{id}/cancel', body, {
    params: { id: bookingId },
    schema: bookingResult,
  })
  await refresh()
  return result
}
