import { parseMailbox } from '@bb/shared'
import { inArray, sql } from 'drizzle-orm'
import type { AppConfig } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { getSettings } from '../settings/index.ts'
import { users } from '../users/index.ts'

const addressOf = (value: string | undefined) => parseMailbox(value ?? '')?.address.toLowerCase() ?? null

/** The mailbox IMAP_URL reads, when its user name is an address. */
function polledAddress(imapUrl: string | undefined): string | null {
  if (!imapUrl) return null
  try {
    return addressOf(decodeURIComponent(new URL(imapUrl).username))
  } catch {
    return null
  }
}

/**
 * Which of these sender addresses are our own: a staff account, the sender or Reply-To of mail to
 * applicants, the sender of system mails, the polled mailbox. A colleague forwarding a CV, or a
 * copy of one of our own mails, must never become an applicant under a colleague's name and address
 * (their later mails would then be filed as that applicant's replies).
 */
export async function internalSenders(
  db: Db,
  config: Pick<AppConfig, 'mailFrom' | 'imapUrl'>,
  addresses: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(addresses.map((a) => a.toLowerCase()).filter(Boolean))]
  if (wanted.length === 0) return new Set()
  const settings = await getSettings(db)
  const own = [settings.mail_from, settings.mail_reply_to, config.mailFrom].map(addressOf)
  own.push(polledAddress(config.imapUrl))
  const staff = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, wanted))
  const internal = new Set([...own, ...staff.map((s) => s.email)])
  return new Set(wanted.filter((address) => internal.has(address)))
}
