export { BULK_KEEP_DAYS, deleteOldBulkJobs } from './bulk.finish.ts'
export { bulkRoutes } from './bulk.routes.ts'
export { BULK_BATCH, type RunOptions, runBulkJobs, startBulkRunner } from './bulk.runner.ts'
export { bulkJobItems, bulkJobs } from './bulk.table.ts'
