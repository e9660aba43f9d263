import { AUDIT_ACTIONS } from '@bb/shared'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { users } from '../users/index.ts'
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

/** The audit log for admins, newest first, paged. */
export async function findAuditLog(db: Db, { page, perPage }: { page: number; perPage: number }) {
  const [rows, [count]] = await together(db, [
    () =>
      db
        .select({ entry: auditLog, user: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
    () => db.select({ total: sql<number>`count(*)::int` }).from(auditLog),
  ])
  return {
    total: count?.total ?? 0,
    data: rows.map(({ entry, user }) => ({
      id: entry.id,
      action: entry.action,
      label: AUDIT_ACTIONS[entry.action as keyof typeof AUDIT_ACTIONS] ?? entry.action,
      user,
      target: entry.target,
      ip: entry.ip,
      details: entry.details,
      created_at: entry.createdAt.toISOString(),
    })),
  }
}
