export { historyRoutes } from './history.routes.ts'
export { findHistory, recordHistory } from './history.service.ts'
export type { HistoryChangeRow } from './history.table.ts'
export { applicantHistory } from './history.table.ts'
