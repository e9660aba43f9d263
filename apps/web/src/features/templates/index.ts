/**
 * The templates feature's public entry: the bulk mail picks its template from the list. The app
 * loads its screen (components/templates-page.tsx) by path, lazily.
 */
export { templatesQuery } from './api/templates.ts'
