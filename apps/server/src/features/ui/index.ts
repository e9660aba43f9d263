export { uiRoutes } from './ui.routes.ts'
