import { ONE_HOUR_MS } from '@bb/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { hmac, randomToken, safeEqual, sha256 } from '../../lib/crypto.ts'
import { passwordTokens } from './auth.table.ts'

export type TokenKind = 'reset' | 'invite'

/** Reset links live one hour (the app's one-hour constant, ONE_HOUR_MS); invitations three days. */
const TOKEN_LIFETIME_MS: Record<TokenKind, number> = { reset: ONE_HOUR_MS, invite: 72 * ONE_HOUR_MS }

/** Issues a fresh token for the address; any older token of that address stops working. */
export async function issuePasswordToken(
  db: Db,
  { email, kind, now }: { email: string; kind: TokenKind; now: Date },
): Promise<string> {
  const token = randomToken()
  const row = { email: email.toLowerCase(), tokenHash: sha256(token), kind, createdAt: now }
  await db
    .insert(passwordTokens)
    .values(row)
    .onConflictDoUpdate({
      target: passwordTokens.email,
      set: { tokenHash: row.tokenHash, kind, createdAt: now },
    })
  return token
}

/** True when the token belongs to the address and is still valid; it is consumed either way when valid. */
export async function consumePasswordToken(
  db: Db,
  { email, token, now }: { email: string; token: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.email, email.toLowerCase()))
      .for('update')
    if (!row || !safeEqual(sha256(token), row.tokenHash)) return false
    const expired = now.getTime() - row.createdAt.getTime() > TOKEN_LIFETIME_MS[row.kind]
    await tx.delete(passwordTokens).where(eq(passwordTokens.email, row.email))
    return !expired
  })
}

export const passwordResetUrl = (appUrl: string, { token, email }: { token: string; email: string }) =>
  `${appUrl}/password-reset/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`

/** Laravel-style signed verification link: /email/verify/{id}/{hash}?expires=…&signature=… */
export function verificationUrl(
  { appUrl, secret }: { appUrl: string; secret: string },
  { userId, email, now }: { userId: number; email: string; now: Date },
) {
  const expires = Math.floor((now.getTime() + ONE_HOUR_MS) / 1000)
  const path = `/email/verify/${userId}/${sha256(email.toLowerCase())}?expires=${expires}`
  return `${appUrl}${path}&signature=${hmac(secret, path)}`
}

export interface VerificationCheck {
  id: number
  hash: string
  expires: number
  signature: string
  email: string
  now: Date
  secret: string
}

export function isValidVerification(check: VerificationCheck): boolean {
  const path = `/email/verify/${check.id}/${check.hash}?expires=${check.expires}`
  return (
    safeEqual(hmac(check.secret, path), check.signature) &&
    safeEqual(check.hash, sha256(check.email.toLowerCase())) &&
    check.expires * 1000 > check.now.getTime()
  )
}
