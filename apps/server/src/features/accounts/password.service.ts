import { LOGIN_MAX_ATTEMPTS, LOGIN_WINDOW_MS } from '@bb/shared'
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { randomToken, sha256 } from '../../lib/crypto.ts'
import { tooManyRequests, ValidationError } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/password.ts'
import { clearThrottle, releaseThrottle, sessions, takeThrottle } from '../auth/index.ts'
import { assertPasswordAllowed, type UserRow, users } from '../users/index.ts'

export const WRONG_CURRENT_PASSWORD = 'Das aktuelle Passwort ist falsch.'
export const CURRENT_PASSWORD_REQUIRED = 'Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.'
export const SAME_PASSWORD = 'Das neue Passwort muss sich vom aktuellen unterscheiden.'

const throttleKey = (userId: number) => `change-password:${userId}`

/**
 * Re-authentication: the current password proves that the person at the keyboard owns the account,
 * not just a session (a stolen one cannot change the e-mail address or the password). Guesses share
 * one throttle per user, counted atomically like logins. Throws 422 naming `current_password`.
 */
export async function verifyCurrentPassword(
  db: Db,
  input: { user: UserRow; currentPassword: string | undefined; now: Date },
) {
  const { user, now } = input
  if (!input.currentPassword) {
    throw new ValidationError({ current_password: [CURRENT_PASSWORD_REQUIRED] }, CURRENT_PASSWORD_REQUIRED)
  }
  const key = throttleKey(user.id)
  const state = await takeThrottle(db, { key, max: LOGIN_MAX_ATTEMPTS, windowMs: LOGIN_WINDOW_MS, now })
  if (!state.allowed) {
    throw tooManyRequests(
      state.retryAfterSeconds,
      `Zu viele Versuche. Bitte versuchen Sie es in ${state.retryAfterSeconds} Sekunden erneut.`,
    )
  }
  const matches =
    user.passwordHash !== null && (await verifyPassword(input.currentPassword, user.passwordHash))
  if (!matches) {
    throw new ValidationError({ current_password: [WRONG_CURRENT_PASSWORD] }, WRONG_CURRENT_PASSWORD)
  }
  // The right password is no guess: it does not use up the attempts.
  await releaseThrottle(db, key)
}

export interface ChangePasswordInput {
  user: UserRow
  /** The id (hash) of the session making the change: it stays, every other one ends. */
  sessionId: string
  currentPassword: string
  password: string
  now: Date
  scryptCost: number
}

/**
 * Changes a logged-in user's password, under the same password rules as a reset. The current
 * password is required and its guesses are throttled like logins, so a stolen session cannot
 * brute-force it. Every other session of the user ends; this one gets a new id and CSRF token (as
 * after a login), keeping its lifetime. Returns the new cookie values.
 */
export async function changePassword(db: Db, input: ChangePasswordInput) {
  const { user, now } = input
  const key = throttleKey(user.id)
  await verifyCurrentPassword(db, { user, currentPassword: input.currentPassword, now })
  assertPasswordAllowed(input.password, { userInputs: [user.name, user.email] })
  if (input.password.normalize('NFC') === input.currentPassword.normalize('NFC')) {
    throw new ValidationError({ password: [SAME_PASSWORD] }, SAME_PASSWORD)
  }
  const passwordHash = await hashPassword(input.password, input.scryptCost)
  const token = randomToken()
  const csrfToken = randomToken(30)
  const remember = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, input.sessionId)))
    const [rotated] = await tx
      .update(sessions)
      .set({ id: sha256(token), csrfToken })
      .where(eq(sessions.id, input.sessionId))
      .returning({ remember: sessions.remember })
    return rotated?.remember ?? false
  })
  await clearThrottle(db, key)
  return { token, csrfToken, remember }
}
