export { applicantMergeRoutes } from './merge.routes.ts'
