export { CAREERS_MANIFEST } from './careers.assets.ts'
export { careersRoutes } from './careers.routes.ts'
export { getCareersSettings } from './careers.settings.ts'
export { careersSettingsRoutes } from './careers.settings-routes.ts'
