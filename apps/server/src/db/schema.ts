// biome-ignore-all lint/style/noRestrictedImports: Drizzle's schema is everything this file exports, so it names the features' table files themselves, not their index (which also exports routes and services).

/** Every table of the application, for Drizzle and drizzle-kit. */

export * from '../features/applicant-records/applicant-records.table.ts'
export * from '../features/audit/audit.table.ts'
export * from '../features/auth/auth.table.ts'
export * from '../features/bulk/bulk.table.ts'
export * from '../features/documents/document-texts.table.ts'
export * from '../features/documents/documents.table.ts'
export * from '../features/history/history.table.ts'
export * from '../features/inbox/inbox.table.ts'
export * from '../features/interview-calendar/interview-calendar.table.ts'
export * from '../features/jobs/jobs.table.ts'
export * from '../features/mail-filter/mail-filter.table.ts'
export * from '../features/messages/messages.table.ts'
export * from '../features/notes/notes.table.ts'
export * from '../features/notifications/notification-mails.table.ts'
export * from '../features/notifications/notifications.table.ts'
export * from '../features/ratings/ratings.table.ts'
export * from '../features/settings/settings.table.ts'
export * from '../features/statistics/statistics.table.ts'
export * from '../features/templates/templates.table.ts'
export * from '../features/users/users.table.ts'
