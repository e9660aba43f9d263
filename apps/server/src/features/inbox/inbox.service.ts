import { decideInboundMail, type InboundOutcome } from '@bb/shared'
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { applicants } from '../applicant-records/index.ts'
import { nudgeDocumentTexts } from '../documents/index.ts'
import { recordHistory } from '../history/index.ts'
import { findMailFilterRules } from '../mail-filter/index.ts'
import { messages } from '../messages/index.ts'
import { notifyFollowers } from '../notifications/index.ts'
import { messageText, recordAttachments, removeStored, storeAttachments } from './attachments.ts'
import { AlreadyImported, claimMail, type InboundLogEntry } from './inbound-log.ts'
import { type InboundMessage, parseInboundMail } from './inbound-mail.ts'
import { inboundMails } from './inbox.table.ts'
import { internalSenders } from './internal-senders.ts'
import { importApplication } from './mail-intake.ts'

export type ImportResult = InboundOutcome | 'duplicate'

/**
 * The applicant a mail belongs to: the one our message it answers went to (In-Reply-To, then
 * References), else the live applicant with the sender's address (most recently changed first).
 * Only messages we sent count: an incoming mail may carry any Message-ID it likes, so a forged
 * twin of one of ours never draws later replies to its sender.
 */
async function matchApplicant(db: Db, mail: InboundMessage) {
  if (mail.references.length > 0) {
    const ours = await db
      .select({ id: messages.id, applicantId: messages.applicantId, header: messages.messageIdHeader })
      .from(messages)
      .innerJoin(applicants, eq(applicants.id, messages.applicantId))
      .where(
        and(
          inArray(messages.messageIdHeader, mail.references),
          eq(messages.direction, 'out'),
          isNull(applicants.deletedAt),
        ),
      )
    const byHeader = new Map(ours.map((m) => [m.header, m]))
    for (const reference of mail.references) {
      const found = byHeader.get(reference)
      if (found) return { applicantId: found.applicantId, replyId: found.id }
    }
  }
  if (!mail.from_address) return null
  const [applicant] = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(sql`lower(${applicants.email}) = ${mail.from_address}`, isNull(applicants.deletedAt)))
    .orderBy(desc(applicants.updatedAt))
    .limit(1)
  if (!applicant) return null
  const [last] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.applicantId, applicant.id), eq(messages.direction, 'out'), isNotNull(messages.sentAt)),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
  return { applicantId: applicant.id, replyId: last?.id ?? null }
}

/** A stored mail may have brought documents whose text the extraction job reads now. */
function nudged(result: ImportResult): ImportResult {
  nudgeDocumentTexts()
  return result
}

/**
 * Imports one incoming mail: checked against the mail filter, then stored as a reply of the
 * applicant it belongs to, or made a new application, or only logged. Each mail is handled exactly
 * once (the unique Message-ID of `inbound_mails`), also with several instances.
 */
export async function importMail(deps: AppDeps, raw: Buffer): Promise<ImportResult> {
  const { db, clock } = deps
  const mail = await parseInboundMail(raw)
  const [known] = await db
    .select({ id: inboundMails.id })
    .from(inboundMails)
    .where(eq(inboundMails.messageIdHeader, mail.messageIdHeader))
  if (known) return 'duplicate'
  const log: InboundLogEntry = {
    messageIdHeader: mail.messageIdHeader,
    fromAddress: mail.from_address,
    fromName: mail.from_name,
    subject: mail.subject,
    autoReply: mail.auto_reply,
    attachmentCount: mail.documentAttachments,
    spam: mail.spam,
    receivedAt: clock.now(),
    outcome: 'unmatched',
  }
  const match = await matchApplicant(db, mail)
  const internal = await internalSenders(db, deps.config, [mail.from_address])
  const { outcome } = decideInboundMail(await findMailFilterRules(db), {
    ...mail,
    attachments: mail.documentAttachments,
    belongs_to_applicant: match !== null,
    internal_sender: internal.size > 0,
  })
  if (outcome === 'imported' && match) return nudged(await importReply(deps, { mail, log, match }))
  if (outcome === 'applied') return nudged(await importApplication(deps, { mail, log }))
  const [row] = await db
    .insert(inboundMails)
    .values({ ...log, outcome, applicantId: match?.applicantId ?? null })
    .onConflictDoNothing()
    .returning({ id: inboundMails.id })
  return row ? outcome : 'duplicate'
}

/** A reply: a message of the applicant with its attachments, and their followers notified. */
async function importReply(
  deps: AppDeps,
  {
    mail,
    log,
    match,
  }: { mail: InboundMessage; log: InboundLogEntry; match: { applicantId: number; replyId: number | null } },
): Promise<ImportResult> {
  const now = log.receivedAt
  const files = await storeAttachments(deps, mail)
  try {
    await deps.db.transaction(async (tx) => {
      const claimed = await claimMail(tx, { ...log, outcome: 'imported', applicantId: match.applicantId })
      const [message] = await tx
        .insert(messages)
        .values({
          applicantId: match.applicantId,
          direction: 'in',
          subject: mail.subject,
          content: messageText(mail, files.refused),
          channels: ['email'],
          replyId: match.replyId,
          messageIdHeader: mail.messageIdHeader,
          sentAt: now,
          deliveredAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: messages.id })
      if (!message) throw new Error('insert returned no row')
      await tx.update(inboundMails).set({ messageId: message.id }).where(eq(inboundMails.id, claimed))
      await recordAttachments(tx, { applicantId: match.applicantId, files, now })
      await recordHistory(tx, {
        applicantId: match.applicantId,
        userId: null,
        action: 'message_received',
        changes: [{ field: 'subject', label: 'Betreff', old: null, new: mail.subject }],
        now,
      })
      await notifyFollowers(tx, {
        applicantId: match.applicantId,
        kind: 'reply_received',
        text: mail.subject,
        actorId: null,
        now,
      })
    })
  } catch (error) {
    // Nothing of this mail may remain: the files go, the mail is tried again (or was done already).
    await removeStored(deps, files.stored)
    if (error instanceof AlreadyImported) return 'duplicate'
    throw error
  }
  return 'imported'
}
