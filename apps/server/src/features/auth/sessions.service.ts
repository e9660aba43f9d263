import {
  DEFAULT_REMEMBER_IDLE_DAYS,
  REMEMBER_IDLE_DAYS_MIN,
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
  SESSION_REMEMBER_DAYS,
} from '@bb/shared'
import { and, eq, lt, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { preparedPerDb } from '../../db/prepared.ts'
import { randomToken, sha256 } from '../../lib/crypto.ts'
import { APP_SETTINGS_KEY, settings } from '../settings/index.ts'
import { type UserRow, users } from '../users/index.ts'
import { sessions } from './auth.table.ts'
import { sessionCacheOf } from './session-cache.ts'

const DAY_MS = 86_400_000
const IDLE_MS = SESSION_IDLE_MINUTES * 60_000
const REMEMBER_MS = SESSION_REMEMBER_DAYS * DAY_MS
/** A session without remember-me ends after 120 idle minutes, and after 12 hours at the latest. */
const ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 3_600_000
/** Activity is written at most once a minute, so polling clients cost no write per request. */
const TOUCH_AFTER_MS = 60_000

export type SessionRow = typeof sessions.$inferSelect

/** When a session ends: without activity (`idle`), and at the latest (`lifetime`). */
export interface SessionEnds {
  idle: Date
  lifetime: Date
}

export interface LoadedSession {
  session: SessionRow
  user: UserRow | null
  ends: SessionEnds
}

/**
 * The remember-me idle limit in days, as the application settings name it, read in the same
 * statement as the session. A value that is missing or out of range (only possible by editing
 * the database) falls back to the default, so no session lives longer than the setting allows.
 */
const rememberIdleDaysSql: SQL<string | null> =
  sql`(select ${settings.value} ->> 'remember_idle_days' from ${settings} where ${settings.key} = ${APP_SETTINGS_KEY})`

function toRememberIdleDays(raw: string | null | undefined): number {
  const days = Number(raw)
  return Number.isInteger(days) && days >= REMEMBER_IDLE_DAYS_MIN && days <= SESSION_REMEMBER_DAYS
    ? days
    : DEFAULT_REMEMBER_IDLE_DAYS
}

export async function readRememberIdleDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ days: sql<string | null>`${settings.value} ->> 'remember_idle_days'` })
    .from(settings)
    .where(eq(settings.key, APP_SETTINGS_KEY))
  return toRememberIdleDays(row?.days)
}

export function sessionEnds(session: SessionRow, rememberIdleDays: number): SessionEnds {
  const idleMs = session.remember ? rememberIdleDays * DAY_MS : IDLE_MS
  return { idle: new Date(session.lastActivityAt.getTime() + idleMs), lifetime: session.expiresAt }
}

const isAlive = (ends: SessionEnds, now: Date) => now < ends.lifetime && now < ends.idle

/** Asked on every request of a logged-in tab, so prepared once. */
const sessionById = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: users, rememberIdleDays: rememberIdleDaysSql })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id'),
)

/**
 * The live session of a cookie token, or null (an ended session is deleted on the spot). A request
 * that counts as activity (`touch`) moves the idle end, written at most once a minute; a background
 * request (`touch: false`) leaves it where it is.
 */
export async function getSessionByToken(
  db: Db,
  { token, now, touch }: { token: string; now: Date; touch: boolean },
): Promise<LoadedSession | null> {
  const id = sha256(token)
  // A background poll may take the session as the database last showed it (session-cache.ts); an
  // ended one is never served from there, it is read again and deleted below.
  const cache = touch ? undefined : sessionCacheOf(db)
  const cached = cache?.get(id, now.getTime())
  if (cached && isAlive(cached.ends, now)) return cached
  const epoch = cache?.epoch ?? 0
  const [row] = await sessionById(db).execute({ id })
  if (!row) return null
  const rememberIdleDays = toRememberIdleDays(row.rememberIdleDays)
  if (!isAlive(sessionEnds(row.session, rememberIdleDays), now) || (row.user && !row.user.active)) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id))
    return null
  }
  let session = row.session
  if (touch && now.getTime() - session.lastActivityAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, session.id))
    session = { ...session, lastActivityAt: now }
  }
  const loaded = { session, user: row.user, ends: sessionEnds(session, rememberIdleDays) }
  cache?.put(id, loaded, { epoch, now: now.getTime() })
  return loaded
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
export async function deleteUserSessions(
  db: Db,
  { userId, exceptId }: { userId: number; exceptId?: string },
) {
  await db
    .delete(sessions)
    .where(
      exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId),
    )
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  const idleBefore = new Date(now.getTime() - IDLE_MS)
  const rememberIdleBefore = new Date(now.getTime() - (await readRememberIdleDays(db)) * DAY_MS)
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(eq(sessions.remember, false), lt(sessions.lastActivityAt, idleBefore)),
        and(eq(sessions.remember, true), lt(sessions.lastActivityAt, rememberIdleBefore)),
      ),
    )
}

export const countSessions = async (db: Db, userId: number) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, userId)))[0]
    ?.n ?? 0
