export { statisticsRoutes } from './statistics.routes.ts'
