export { settingsRoutes } from './settings.routes.ts'
export { getSettings, parseSettings, seedDefaultSettings } from './settings.service.ts'
export { APP_SETTINGS_KEY, documentCategories, settings } from './settings.table.ts'
