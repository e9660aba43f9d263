import type { HistoryAction, HistoryEntry } from '@bb/shared'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { applicantHistory, type HistoryChangeRow } from './history.table.ts'

export interface RecordHistoryInput {
  applicantId: number
  userId: number | null
  action: HistoryAction | (string & {})
  changes?: HistoryChangeRow[]
  now: Date
}

/** The one way to write history; later features (ratings, notes, documents, messages) use it too. */
export async function recordHistory(db: Db, input: RecordHistoryInput) {
  await db.insert(applicantHistory).values({
    applicantId: input.applicantId,
    userId: input.userId,
    action: input.action,
    changes: input.changes ?? [],
    createdAt: input.now,
  })
}

/** Newest first. */
export async function findHistory(db: Db, applicantId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({ entry: applicantHistory, userName: users.name })
    .from(applicantHistory)
    .leftJoin(users, eq(users.id, applicantHistory.userId))
    .where(eq(applicantHistory.applicantId, applicantId))
    .orderBy(desc(applicantHistory.createdAt), desc(applicantHistory.id))
  return rows.map(({ entry, userName }) => ({
    id: entry.id,
    action: entry.action,
    user: entry.userId !== null && userName !== null ? { id: entry.userId, name: userName } : null,
    changes: entry.changes,
    created_at: entry.createdAt.toISOString(),
  }))
}
