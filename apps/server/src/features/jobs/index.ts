export { jobsRoutes } from './jobs.routes.ts'
export { jobHistory, jobs } from './jobs.table.ts'
