export { getAnswers } from './answers.service.ts'
export type { SharedCounts } from './applicants.counts.ts'
export { sharedCounts } from './applicants.counts.ts'
export { insertReceivedApplicant, type ReceivedApplication } from './applicants.intake.ts'
export { type ListSelection, listCondition } from './applicants.list.ts'
export { FIELD_COLUMNS, FIELD_LABELS, phoneDigits } from './applicants.mapper.ts'
export { applicantsRoutes } from './applicants.routes.ts'
export { forgetCommonWords } from './applicants.search-common.ts'
export {
  changeApplicant,
  changeFollow,
  deleteApplicant,
  getApplicant,
  permissionsFor,
  purgeExpiredApplicants,
  refreshSearch,
  setFollow,
  updateApplicant,
  validateProfile,
} from './applicants.service.ts'
