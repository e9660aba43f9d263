/**
 * The applicants feature's public entry: what other features and the app may use. Screens are not
 * here; the app loads them by path, lazily.
 */
export { answersQuery, isApplicantNotFound, searchQuery, useApplicantDetail } from './api/applicants.ts'
export { ApplicantHeader } from './components/applicant-header.tsx'
