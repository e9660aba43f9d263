export {
  findPublishedJob,
  findPublishedJobs,
  jobFollowerIds,
  type PublishedJob,
} from './jobs.public.ts'
export { jobsRoutes } from './jobs.routes.ts'
export { jobCatalogue } from './jobs.service.ts'
export { findSidebarJobs, type SidebarJob } from './jobs.sidebar.ts'
export { jobFollowers, jobHistory, jobs } from './jobs.table.ts'
export { renderMarkdown } from './markdown.ts'
