import type { Db } from '../../db/client.ts'
import { auditLog } from './audit.table.ts'

export interface AuditEntry {
  userId: number | null
  action: string
  target?: string | null
  ip?: string | null
  details?: Record<string, unknown>
  now: Date
}

/** The one way to write the audit log (never applicant data, only ids and what happened). */
export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    target: entry.target ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
    createdAt: entry.now,
  })
}
