export { notesRoutes } from './notes.routes.ts'
export { findNotes } from './notes.service.ts'
export { notes } from './notes.table.ts'
