import {
  type BookingResult,
  type BookTimeslotBody,
  bookingList,
  bookingResult,
  type CancelBookingBody,
  type MoveBookingBody,
  messageTemplateList,
} from '@bb/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { interviewKeys } from './keys.ts'

/** The applicant's interviews, newest first, cancelled ones included. */
export const applicantBookingsQuery = (applicantId: number) =>
  queryOptions({
    queryKey: interviewKeys.bookings(applicantId),
    queryFn: () =>
      api.get('/api/applicants/{id}/bookings', { params: { id: applicantId }, schema: bookingList }),
  })

/** Templates for the invitation: those of the action „Einladung zum Vorstellungsgespräch“. */
export const invitationTemplatesQuery = (group: string | null) =>
  queryOptions({
    queryKey: interviewKeys.invitationTemplates(group),
    queryFn: () =>
      api.post(
        '/api/message-templates/filter',
        { action: 'einladung', profession_group: group },
        { schema: messageTemplateList },
      ),
  })

/** A booking write changes the applicant (status, history, messages), the calendar and the counters. */
function useBookingWrite<V>(write: (variables: V) => Promise<BookingResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applicants'] }),
        queryClient.invalidateQueries({ queryKey: interviewKeys.timeslots }),
        queryClient.invalidateQueries({ queryKey: ['ui-state'] }),
      ]),
  })
}

/** `POST /api/timeslots/{id}/book`. */
export const useBookTimeslot = () =>
  useBookingWrite(({ timeslotId, body }: { timeslotId: number; body: BookTimeslotBody }) =>
    api.post('/api/timeslots/{id}/book', body, { params: { id: timeslotId }, schema: bookingResult }),
  )

/** `POST /api/bookings/{id}/move`. */
export const useMoveBooking = () =>
  useBookingWrite(({ bookingId, body }: { bookingId: number; body: MoveBookingBody }) =>
    api.post('/api/bookings/{id}/move', body, { params: { id: bookingId }, schema: bookingResult }),
  )

/** `POST /api/bookings/{id}/cancel`. */
export const useCancelBooking = () =>
  useBookingWrite(({ bookingId, body }: { bookingId: number; body: CancelBookingBody }) =>
    api.post('/api/bookings/{id}/cancel', body, { params: { id: bookingId }, schema: bookingResult }),
  )
