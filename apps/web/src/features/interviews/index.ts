/**
 * The interviews feature's public entry: the applicant's bookings (messages), the interviews card
 * (the app puts it on the applicant's status page) and the locations card (settings).
 */
export { applicantBookingsQuery } from './api/bookings.ts'
export { InterviewCard } from './components/interview-card.tsx'
export { LocationsCard } from './components/locations-card.tsx'
