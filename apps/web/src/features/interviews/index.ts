/**
 * The interviews feature's public entry: the applicant's bookings (messages), the interviews card
 * (the app puts it on the applicant's status page), the locations card (settings) and the
 * locations (a job's place is picked from them).
 */
export { applicantBookingsQuery } from './api/bookings.ts'
export { locationsQuery } from './api/locations.ts'
export { BookDialog } from './components/book-dialog.tsx'
export { InterviewCard } from './components/interview-card.tsx'
export { LocationsCard } from './components/locations-card.tsx'
