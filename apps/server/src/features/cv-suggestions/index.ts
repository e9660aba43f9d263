export { cvSuggestionsRoutes } from './cv-suggestions.routes.ts'
