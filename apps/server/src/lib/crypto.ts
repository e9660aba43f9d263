import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** 256 random bits, URL-safe. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex')

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest()
  const right = createHash('sha256').update(b).digest()
  return timingSafeEqual(left, right) && a.length === b.length
}
