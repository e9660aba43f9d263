import { Readable } from 'node:stream'
import { type InboundMail, type InboundOutcome, matchMailFilter } from '@bb/shared'
import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { ValidationError } from '../../lib/errors.ts'
import { applicants } from '../applicant-records/index.ts'
import { acceptStagedFile, insertDocument } from '../documents/index.ts'
import { recordHistory } from '../history/index.ts'
import { findMailFilterRules } from '../mail-filter/index.ts'
import { messages } from '../messages/index.ts'
import { notifyFollowers } from '../notifications/index.ts'
import { getSettings } from '../settings/index.ts'
import { type InboundMessage, parseInboundMail } from './inbound-mail.ts'
import { inboundMails } from './inbox.table.ts'

export type ImportResult = InboundOutcome | 'duplicate'

/** Thrown inside the import transaction when another instance imported the same mail first. */
class AlreadyImported extends Error {}

/**
 * The applicant a mail belongs to: the one our message it answers went to (In-Reply-To, then
 * References), else the live applicant with the sender's address (most recently changed first).
 */
async function matchApplicant(db: Db, mail: InboundMessage) {
  if (mail.references.length > 0) {
    const ours = await db
      .select({ id: messages.id, applicantId: messages.applicantId, header: messages.messageIdHeader })
      .from(messages)
      .innerJoin(applicants, eq(applicants.id, messages.applicantId))
      .where(and(inArray(messages.messageIdHeader, mail.references), isNull(applicants.deletedAt)))
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

/** Moves the allowed attachments into storage; the refused ones are named in the message text. */
async function storeAttachments(deps: AppDeps, mail: InboundMessage) {
  const limitBytes = (await getSettings(deps.db)).upload_limit_mb * 1024 * 1024
  const stored: Array<{ name: string; key: string; size: number }> = []
  const refused: string[] = []
  for (const [index, attachment] of mail.attachments.entries()) {
    const fileName = attachment.filename ?? `Anhang-${index + 1}`
    if (attachment.size > limitBytes) {
      refused.push(`${fileName} (größer als ${limitBytes / 1024 / 1024} MB)`)
      continue
    }
    const staged = await deps.storage.stage(Readable.from([attachment.content]))
    try {
      stored.push(await acceptStagedFile(deps.storage, { staged, fileName }))
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      refused.push(`${fileName} (${error.message})`)
    }
  }
  return { stored, refused }
}

function messageText(mail: InboundMessage, refused: string[]) {
  const body = mail.text || '(Diese E-Mail enthält keinen Text.)'
  if (refused.length === 0) return body
  return `${body}\n\n[Nicht übernommene Anhänge: ${refused.join('; ')}]`
}

/**
 * Imports one incoming mail: matched to an applicant, checked against the mail filter, stored as a
 * reply with its attachments as documents, and the applicant's followers notified. Each mail is
 * handled exactly once (the unique Message-ID of `inbound_mails`), also with several instances.
 */
export async function importMail(deps: AppDeps, raw: Buffer): Promise<ImportResult> {
  const { db, clock, storage } = deps
  const mail = await parseInboundMail(raw)
  const [known] = await db
    .select({ id: inboundMails.id })
    .from(inboundMails)
    .where(eq(inboundMails.messageIdHeader, mail.messageIdHeader))
  if (known) return 'duplicate'
  const now = clock.now()
  const log = {
    messageIdHeader: mail.messageIdHeader,
    fromAddress: mail.from_address,
    fromName: mail.from_name,
    subject: mail.subject,
    autoReply: mail.auto_reply,
    receivedAt: now,
  }
  const match = await matchApplicant(db, mail)
  const rule = matchMailFilter(await findMailFilterRules(db), mail)
  const outcome: InboundOutcome = rule?.action === 'ignore' ? 'filtered' : match ? 'imported' : 'unmatched'
  if (outcome !== 'imported' || !match) {
    const [row] = await db
      .insert(inboundMails)
      .values({ ...log, outcome, applicantId: match?.applicantId ?? null })
      .onConflictDoNothing()
      .returning({ id: inboundMails.id })
    return row ? outcome : 'duplicate'
  }

  const { stored, refused } = await storeAttachments(deps, mail)
  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(inboundMails)
        .values({ ...log, outcome, applicantId: match.applicantId })
        .onConflictDoNothing()
        .returning({ id: inboundMails.id })
      if (!claimed) throw new AlreadyImported()
      const [message] = await tx
        .insert(messages)
        .values({
          applicantId: match.applicantId,
          direction: 'in',
          subject: mail.subject,
          content: messageText(mail, refused),
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
      await tx.update(inboundMails).set({ messageId: message.id }).where(eq(inboundMails.id, claimed.id))
      for (const file of stored)
        await insertDocument(tx, {
          ...file,
          applicantId: match.applicantId,
          categoryId: null,
          uploadedBy: null,
          now,
        })
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
    for (const file of stored) await storage.remove(file.key)
    if (error instanceof AlreadyImported) return 'duplicate'
    throw error
  }
  return 'imported'
}

/** The log of looked-at mails is kept 90 days: long enough to preview the filter, short for privacy. */
export async function trimInboundLog(db: Db, now: Date) {
  await db.delete(inboundMails).where(lt(inboundMails.receivedAt, new Date(now.getTime() - 90 * 86_400_000)))
}

/** The last incoming mails, newest first: what the editor previews its rules on. */
export async function findRecentInboundMails(db: Db, limit = 50): Promise<InboundMail[]> {
  const rows = await db
    .select({ mail: inboundMails, firstName: applicants.firstName, lastName: applicants.lastName })
    .from(inboundMails)
    .leftJoin(applicants, eq(applicants.id, inboundMails.applicantId))
    .orderBy(desc(inboundMails.receivedAt), desc(inboundMails.id))
    .limit(limit)
  return rows.map(({ mail, firstName, lastName }) => ({
    id: mail.id,
    from_address: mail.fromAddress,
    from_name: mail.fromName,
    subject: mail.subject,
    auto_reply: mail.autoReply,
    received_at: mail.receivedAt.toISOString(),
    outcome: mail.outcome,
    applicant_id: mail.applicantId,
    applicant_name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  }))
}
