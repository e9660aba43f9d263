export { mailFilterRoutes } from './mail-filter.routes.ts'
export { findMailFilterRules, seedDefaultMailFilter } from './mail-filter.service.ts'
