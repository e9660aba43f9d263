export { daysBetween, expandSeries, minutesOf } from './berlin-time.ts'
export type { BookingAttachment, BookingRows } from './booking-calendar.ts'
export { bookingAttachment, nextBookingAttachment, selectBookingDetails } from './booking-calendar.ts'
export type {
  InterviewBookingRow,
  InterviewLocationRow,
  InterviewTimeslotRow,
} from './interview-calendar.table.ts'
export { interviewBookings, interviewLocations, interviewTimeslots } from './interview-calendar.table.ts'
export { bookingPlaceholderValues } from './interview-placeholders.ts'
