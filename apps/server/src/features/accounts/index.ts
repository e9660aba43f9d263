export { accountsRoutes } from './accounts.routes.ts'
export { passwordRoutes } from './password.routes.ts'
