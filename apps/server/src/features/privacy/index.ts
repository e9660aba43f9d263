export { privacyRoutes } from './privacy.routes.ts'
export { applyRetention } from './privacy.service.ts'
