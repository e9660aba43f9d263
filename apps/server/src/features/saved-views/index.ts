export { savedViewsRoutes } from './saved-views.routes.ts'
export { savedViews } from './saved-views.table.ts'
