import type { InboundMail } from '@bb/shared'
import { desc, eq, lt } from 'drizzle-orm'
import type { AppConfig } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { applicants } from '../applicant-records/index.ts'
import { inboundMails } from './inbox.table.ts'
import { internalSenders } from './internal-senders.ts'

export type InboundLogEntry = Omit<typeof inboundMails.$inferInsert, 'id'>

/** Thrown inside an import transaction when another instance imported the same mail first. */
export class AlreadyImported extends Error {}

/**
 * Claims a mail for this transaction: its Message-ID is unique, so a second instance (or a re-read
 * after a crash) waits here for the first and then finds the row taken.
 */
export async function claimMail(tx: Db, entry: InboundLogEntry): Promise<number> {
  const [claimed] = await tx
    .insert(inboundMails)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: inboundMails.id })
  if (!claimed) throw new AlreadyImported()
  return claimed.id
}

/** The log of looked-at mails is kept 90 days: long enough to preview the filter, short for privacy. */
export async function trimInboundLog(db: Db, now: Date) {
  await db.delete(inboundMails).where(lt(inboundMails.receivedAt, new Date(now.getTime() - 90 * 86_400_000)))
}

/** The last incoming mails, newest first: what the editor previews its rules on. */
export async function findRecentInboundMails(
  db: Db,
  config: Pick<AppConfig, 'mailFrom' | 'imapUrl'>,
  limit = 50,
): Promise<InboundMail[]> {
  const rows = await db
    .select({ mail: inboundMails, firstName: applicants.firstName, lastName: applicants.lastName })
    .from(inboundMails)
    .leftJoin(applicants, eq(applicants.id, inboundMails.applicantId))
    .orderBy(desc(inboundMails.receivedAt), desc(inboundMails.id))
    .limit(limit)
  const internal = await internalSenders(
    db,
    config,
    rows.map((r) => r.mail.fromAddress),
  )
  return rows.map(({ mail, firstName, lastName }) => ({
    id: mail.id,
    from_address: mail.fromAddress,
    from_name: mail.fromName,
    subject: mail.subject,
    auto_reply: mail.autoReply,
    attachments: mail.attachmentCount,
    internal_sender: internal.has(mail.fromAddress.toLowerCase()),
    spam: mail.spam,
    received_at: mail.receivedAt.toISOString(),
    outcome: mail.outcome,
    applicant_id: mail.applicantId,
    applicant_name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  }))
}
