/** The retry rules every outbox shares (messages to applicants, notification mails to staff). */

/** How long one instance may hold a mail while it talks to the mail server. */
export const OUTBOX_CLAIM_MS = 120_000

/** Waits between delivery attempts: 1 min, 5 min, 15 min, 1 h, then every 6 h. */
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 3_600_000, 6 * 3_600_000] as const

/** When to try again after the `attempts`-th failed attempt (counting from 1). */
export function nextAttemptAt(attempts: number, now: Date): Date {
  const wait = BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]
  return new Date(now.getTime() + wait)
}
