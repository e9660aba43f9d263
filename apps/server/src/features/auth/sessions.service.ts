import { SESSION_IDLE_MINUTES, SESSION_REMEMBER_DAYS } from '@bb/shared'
import { and, eq, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { randomToken, sha256 } from '../../lib/crypto.ts'
import { type UserRow, users } from '../users/users.table.ts'
import { sessions } from './auth.table.ts'

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000
const REMEMBER_MS = SESSION_REMEMBER_DAYS * 86_400_000
/** A session without remember-me ends after 120 idle minutes, and after 12 hours at the latest. */
const ABSOLUTE_MS = 12 * 3_600_000
/** Activity is written at most once a minute, so polling clients cost no write per request. */
const TOUCH_AFTER_MS = 60_000

export type SessionRow = typeof sessions.$inferSelect

export interface LoadedSession {
  session: SessionRow
  user: UserRow | null
}

export function isSessionAlive(session: SessionRow, now: Date): boolean {
  if (now >= session.expiresAt) return false
  return session.remember || now.getTime() - session.lastActivityAt.getTime() < IDLE_MS
}

export async function getSessionByToken(db: Db, token: string, now: Date): Promise<LoadedSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sha256(token)))
  if (!row) return null
  if (!isSessionAlive(row.session, now) || (row.user && !row.user.active)) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id))
    return null
  }
  if (now.getTime() - row.session.lastActivityAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, row.session.id))
  }
  return row
}

export interface NewSession {
  userId: number | null
  remember: boolean
  ip: string
  userAgent: string | undefined
  now: Date
}

/** A new session id and a new CSRF token every time: login and logout rotate both. */
export async function createSession(db: Db, input: NewSession) {
  const token = randomToken()
  const csrfToken = randomToken(30)
  const lifetime = input.remember ? REMEMBER_MS : ABSOLUTE_MS
  await db.insert(sessions).values({
    id: sha256(token),
    userId: input.userId,
    csrfToken,
    remember: input.remember,
    createdAt: input.now,
    lastActivityAt: input.now,
    expiresAt: new Date(input.now.getTime() + lifetime),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
  })
  return { token, csrfToken, remember: input.remember }
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id))
}

/** Ends every session of a user, or every other one when `exceptId` is given. */
export async function deleteUserSessions(db: Db, userId: number, exceptId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId),
    )
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  const idleBefore = new Date(now.getTime() - IDLE_MS)
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(eq(sessions.remember, false), lt(sessions.lastActivityAt, idleBefore)),
      ),
    )
}

export const countSessions = async (db: Db, userId: number) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, userId)))[0]
    ?.n ?? 0
