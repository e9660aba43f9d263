export { applicantDetailRoutes } from './applicant-detail.routes.ts'
