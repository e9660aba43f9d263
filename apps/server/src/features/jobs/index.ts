export { jobsRoutes } from './jobs.routes.ts'
export { jobCatalogue } from './jobs.service.ts'
export { jobHistory, jobs } from './jobs.table.ts'
