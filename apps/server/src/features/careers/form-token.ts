import { createHmac, randomBytes } from 'node:crypto'
import { CAREERS_LIMITS } from '@bb/shared'
import { safeEqual } from '../../lib/crypto.ts'

/**
 * The application form's own CSRF token. An anonymous visitor has no session (and inside a frame on
 * the company's site the browser would not send our cookies anyway), so the token is signed instead
 * of stored: when it was issued, a random part, and an HMAC over both and the job's address. It
 * proves the form was loaded from us for this job, and how long ago (bots send at once).
 */
const sign = (secret: string, slug: string, payload: string) =>
  createHmac('sha256', `careers-form\n${secret}`).update(`${slug}\n${payload}`).digest('base64url')

export function issueFormToken(secret: string, slug: string, now: Date): string {
  const payload = `${Math.floor(now.getTime() / 1000).toString(36)}.${randomBytes(9).toString('base64url')}`
  return `${payload}.${sign(secret, slug, payload)}`
}

export type FormTokenCheck = 'valid' | 'too-fast' | 'expired' | 'invalid'

export function checkFormToken(secret: string, slug: string, token: string, now: Date): FormTokenCheck {
  const parts = token.split('.')
  if (parts.length !== 3 || token.length > 200) return 'invalid'
  const [issued = '', nonce = '', signature = ''] = parts
  if (!safeEqual(signature, sign(secret, slug, `${issued}.${nonce}`))) return 'invalid'
  const ageSeconds = now.getTime() / 1000 - Number.parseInt(issued, 36)
  if (!Number.isFinite(ageSeconds) || ageSeconds < 0) return 'invalid'
  if (ageSeconds > CAREERS_LIMITS.formHours * 3600) return 'expired'
  if (ageSeconds < CAREERS_LIMITS.minFillSeconds) return 'too-fast'
  return 'valid'
}
