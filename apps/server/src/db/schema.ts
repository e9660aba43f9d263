/** Every table of the application, for Drizzle and drizzle-kit. */

export * from '../features/applicants/applicants.table.ts'
export * from '../features/auth/auth.table.ts'
export * from '../features/documents/documents.table.ts'
export * from '../features/history/history.table.ts'
export * from '../features/messages/messages.table.ts'
export * from '../features/notes/notes.table.ts'
export * from '../features/ratings/ratings.table.ts'
export * from '../features/settings/settings.table.ts'
export * from '../features/templates/templates.table.ts'
export * from '../features/users/users.table.ts'
