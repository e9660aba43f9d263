/**
 * The saved views feature's public entry: the sidebar's „Ansichten“ and a list's buttons. The
 * view's own address (`/ansichten/:id`) is a screen the app loads by path.
 */
export { savedViewTools } from './components/list-tools.tsx'
export { SavedViewsNav } from './components/saved-views-nav.tsx'
