export { ratingsRoutes } from './ratings.routes.ts'
export { findRatings, refreshAverage } from './ratings.service.ts'
export { ratings } from './ratings.table.ts'
