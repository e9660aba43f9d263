export { findApplicantBookings } from './bookings.service.ts'
export { interviewsRoutes } from './interviews.routes.ts'
