/**
 * The applicants feature's public entry: what other features and the app may use. Screens are not
 * here; the app loads them by path, lazily.
 */
export { answersQuery, isApplicantNotFound, searchQuery, useApplicantDetail } from './api/applicants.ts'
export type { ListView } from './api/list-url.ts'
export { ApplicantHeader } from './components/applicant-header.tsx'
export {
  addressedListView,
  type ListRef,
  listAddress,
  listDefaults,
  listPath,
} from './components/list-address.ts'
export type { ListKind } from './components/list-request.ts'
