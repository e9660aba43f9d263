export { findAuditLog, recordAudit } from './audit.service.ts'
export { auditLog } from './audit.table.ts'
