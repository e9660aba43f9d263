export { templatesRoutes } from './templates.routes.ts'
export { seedStarterTemplates } from './templates.service.ts'
export { messageTemplates } from './templates.table.ts'
