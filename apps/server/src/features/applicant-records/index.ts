export {
  APPLICANTS_COUNTER,
  bumpApplicantsVersion,
  countApplicantsInGroups,
  getApplicantsVersion,
  getLiveApplicantRow,
} from './applicant-records.service.ts'
export type { ApplicantRow } from './applicant-records.table.ts'
export { applicantFollowers, applicants, changeCounters } from './applicant-records.table.ts'
