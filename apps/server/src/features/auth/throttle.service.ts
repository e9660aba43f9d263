import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { throttles } from './auth.table.ts'

export interface ThrottleState {
  hits: number
  retryAfterSeconds: number
}

const retryAfter = (resetAt: Date, now: Date) =>
  Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))

/** Counts one hit atomically; a window that has passed starts again at 1. Safe across instances. */
export async function hitThrottle(
  db: Db,
  { key, windowMs, now }: { key: string; windowMs: number; now: Date },
): Promise<ThrottleState> {
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

/**
 * Counts an attempt and decides in the same statement: the attempt is allowed when the count
 * after it is within `max`. Peeking first and counting after the (slow) password check let twenty
 * parallel guesses all pass the peek; here each parallel request gets its own count from the
 * database, so exactly `max` of them go through.
 */
export async function takeThrottle(
  db: Db,
  input: { key: string; max: number; windowMs: number; now: Date },
): Promise<ThrottleState & { allowed: boolean }> {
  const state = await hitThrottle(db, input)
  return { ...state, allowed: state.hits <= input.max }
}

/** Gives an attempt back (a login that succeeded does not count against the address's ceiling). */
export async function releaseThrottle(db: Db, key: string) {
  await db
    .update(throttles)
    .set({ hits: sql`GREATEST(${throttles.hits} - 1, 0)` })
    .where(eq(throttles.key, key))
}

export async function clearThrottle(db: Db, key: string) {
  await db.delete(throttles).where(eq(throttles.key, key))
}

export async function deleteExpiredThrottles(db: Db, now: Date) {
  await db.delete(throttles).where(sql`${throttles.resetAt} <= ${now.toISOString()}::timestamptz`)
}
