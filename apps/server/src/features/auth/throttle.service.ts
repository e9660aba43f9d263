import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { throttles } from './auth.table.ts'

export interface ThrottleState {
  hits: number
  retryAfterSeconds: number
}

const retryAfter = (resetAt: Date, now: Date) =>
  Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))

/** Current hits in the running window (0 when the window has passed). */
export async function peekThrottle(db: Db, key: string, now: Date): Promise<ThrottleState> {
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key))
  if (!row || row.resetAt <= now) return { hits: 0, retryAfterSeconds: 0 }
  return { hits: row.hits, retryAfterSeconds: retryAfter(row.resetAt, now) }
}

/** Counts one hit atomically; a window that has passed starts again at 1. Safe across instances. */
export async function hitThrottle(db: Db, key: string, windowMs: number, now: Date): Promise<ThrottleState> {
  const resetAt = new Date(now.getTime() + windowMs)
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`CASE WHEN ${throttles.resetAt} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${throttles.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${throttles.resetAt} <= ${now.toISOString()}::timestamptz THEN ${resetAt.toISOString()}::timestamptz ELSE ${throttles.resetAt} END`,
      },
    })
    .returning()
  return { hits: row?.hits ?? 1, retryAfterSeconds: retryAfter(row?.resetAt ?? resetAt, now) }
}

export async function clearThrottle(db: Db, key: string) {
  await db.delete(throttles).where(eq(throttles.key, key))
}

export async function deleteExpiredThrottles(db: Db, now: Date) {
  await db.delete(throttles).where(sql`${throttles.resetAt} <= ${now.toISOString()}::timestamptz`)
}
