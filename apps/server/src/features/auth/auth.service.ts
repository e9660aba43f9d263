import { LOGIN_MAX_ATTEMPTS, LOGIN_MAX_ATTEMPTS_PER_IP, LOGIN_WINDOW_MS } from '@bb/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { tooManyRequests, ValidationError } from '../../lib/errors.ts'
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts'
import { findUserByEmail, type UserRow, users } from '../users/index.ts'
import { clearThrottle, releaseThrottle, takeThrottle } from './throttle.service.ts'

export const INVALID_CREDENTIALS = 'Diese Zugangsdaten sind ungültig.'

const loginKey = (email: string, ip: string) => `login:${email.trim().toLowerCase()}|${ip}`
const loginIpKey = (ip: string) => `login-ip:${ip}`

const throttled = (seconds: number) =>
  tooManyRequests(seconds, `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`)

export interface LoginInput {
  email: string
  password: string
  ip: string
  now: Date
  scryptCost: number
}

/**
 * Checks the credentials with throttling per lower(email)+IP and per IP (429 beyond the limits).
 * Unknown address, wrong password and deactivated account look exactly alike.
 */
export async function attemptLogin(db: Db, input: LoginInput): Promise<UserRow> {
  const key = loginKey(input.email, input.ip)
  const ipKey = loginIpKey(input.ip)
  // Every attempt is counted before the password is checked, each throttle in one atomic step.
  for (const [k, max] of [
    [key, LOGIN_MAX_ATTEMPTS],
    [ipKey, LOGIN_MAX_ATTEMPTS_PER_IP],
  ] as const) {
    const state = await takeThrottle(db, { key: k, max, windowMs: LOGIN_WINDOW_MS, now: input.now })
    if (!state.allowed) throw throttled(state.retryAfterSeconds)
  }
  const user = await findUserByEmail(db, input.email.trim())
  const hash = user?.passwordHash ?? (await dummyPasswordHash(input.scryptCost))
  const matches = await verifyPassword(input.password, hash)
  if (!user?.passwordHash || !user.active || !matches) {
    throw new ValidationError({ email: [INVALID_CREDENTIALS] }, INVALID_CREDENTIALS)
  }
  // Only failures count: a success clears its address and gives the IP's attempt back.
  await clearThrottle(db, key)
  await releaseThrottle(db, ipKey)
  await db.update(users).set({ lastLoginAt: input.now }).where(eq(users.id, user.id))
  return user
}
