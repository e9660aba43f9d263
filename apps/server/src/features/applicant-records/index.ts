export {
  APPLICANTS_COUNTER,
  announcedApplicantsVersion,
  bumpApplicantsVersion,
  countApplicantsInGroups,
  getApplicantsVersion,
  getLiveApplicantRow,
  learnApplicantsVersion,
} from './applicant-records.service.ts'
export type { ApplicantRow } from './applicant-records.table.ts'
export {
  applicantConsents,
  applicantFollowers,
  applicants,
  changeCounters,
} from './applicant-records.table.ts'
