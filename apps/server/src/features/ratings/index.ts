export { ratingsRoutes } from './ratings.routes.ts'
export { findRatings } from './ratings.service.ts'
export { ratings } from './ratings.table.ts'
