import { randomUUID } from 'node:crypto'
import { DRAFT_FLAG, type Message, type MessageBody } from '@bb/shared'
import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { AppError, notFound, ValidationError } from '../../lib/errors.ts'
import { applicantHtml, applicantSender, NO_SENDER } from '../../mail/applicant-mail.ts'
import { nextAttemptAt, OUTBOX_CLAIM_MS } from '../../mail/outbox.ts'
import { applicants, getLiveApplicantRow } from '../applicant-records/index.ts'
import { recordHistory } from '../history/index.ts'
import type { BookingAttachment } from '../interview-calendar/index.ts'
import { getSettings } from '../settings/index.ts'
import { type UserRow, users } from '../users/index.ts'
import { type ComposeInput, composeForApplicant } from './compose.ts'
import { type MessageRow, messages } from './messages.table.ts'

const iso = (d: Date | null) => d?.toISOString() ?? null

export function toMessage(row: MessageRow, author: string | null): Message {
  const state =
    row.direction === 'in' ? 'received' : row.draft ? 'draft' : row.deliveredAt ? 'delivered' : 'pending'
  return {
    ID: row.id,
    ID_Bewerberin: row.applicantId,
    applicant_id: row.applicantId,
    Betreff: row.subject,
    Content: row.content,
    Entwurf: row.draft ? DRAFT_FLAG : 0,
    creationDate: row.createdAt.toISOString(),
    modDate: row.updatedAt.toISOString(),
    Versendet: iso(row.sentAt),
    Zugestellt: iso(row.deliveredAt),
    reply_id: row.replyId,
    channels: row.channels,
    direction: row.direction,
    author,
    state,
    last_error: row.lastError,
  }
}

/** The conversation, oldest first (newest last). */
export async function findMessages(db: Db, applicantId: number): Promise<Message[]> {
  const rows = await db
    .select({ row: messages, author: users.name })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(eq(messages.applicantId, applicantId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
  return rows.map(({ row, author }) => toMessage(row, author))
}

async function getMessageRow(db: Db, id: number): Promise<MessageRow> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id))
  if (!row) throw notFound('Die Nachricht wurde nicht gefunden.')
  await getLiveApplicantRow(db, row.applicantId)
  return row
}

export const messageIdFor = (appUrl: string) => `<bb-${randomUUID()}@${new URL(appUrl).hostname}>`

interface Ctx {
  user: UserRow
  now: Date
}

/** Turns a stored draft or a new message into a sent one: final text, its .ics, a Message-ID. */
async function prepareSend(deps: AppDeps, input: ComposeInput) {
  const composed = await composeForApplicant(deps, input)
  const { attachment } = composed
  return {
    subject: composed.subject,
    content: composed.content,
    messageIdHeader: messageIdFor(deps.config.appUrl),
    ...(attachment
      ? {
          bookingId: attachment.bookingId,
          calendar: attachment.calendar,
          calendarMethod: attachment.calendarMethod,
        }
      : {}),
  }
}

export async function createMessage(
  deps: AppDeps,
  {
    input: body,
    user,
    now,
    attachment,
    queueOnly = false,
  }: Ctx & {
    input: MessageBody
    attachment?: BookingAttachment
    /** Leave the delivery to the outbox job (a bulk mail, written inside the caller's transaction). */
    queueOnly?: boolean
  },
) {
  const { db } = deps
  const applicant = await getLiveApplicantRow(db, body.applicant_id)
  if (body.reply_id) {
    const [original] = await db.select().from(messages).where(eq(messages.id, body.reply_id))
    if (!original || original.applicantId !== applicant.id)
      throw new ValidationError({ reply_id: ['Diese Nachricht gibt es hier nicht.'] })
  }
  // A refused send stores nothing: the composer still holds the text (docs/decisions/0015).
  const final = body.draft
    ? null
    : await prepareSend(deps, {
        applicant,
        user,
        subject: body.subject,
        content: body.content,
        now,
        ...(attachment ? { attachment } : {}),
      })
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messages)
      .values({
        applicantId: applicant.id,
        userId: user.id,
        subject: body.subject,
        content: body.content,
        draft: body.draft,
        channels: body.channels,
        replyId: body.reply_id ?? null,
        ...(final ? { ...final, sentAt: now, nextAttemptAt: now } : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!created) throw new Error('insert returned no row')
    await recordHistory(tx, {
      applicantId: applicant.id,
      userId: user.id,
      action: body.draft ? 'message_drafted' : 'message_sent',
      now,
    })
    return created
  })
  const sent = final && !queueOnly ? await attemptDelivery(deps, row.id) : false
  return { sent, message: await getMessage(db, row.id) }
}

export async function getMessage(db: Db, id: number): Promise<Message> {
  const [found] = await db
    .select({ row: messages, author: users.name })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(eq(messages.id, id))
  if (!found) throw notFound('Die Nachricht wurde nicht gefunden.')
  return toMessage(found.row, found.author)
}

/** Drafts can be edited and sent (draft: false); sent messages never change. */
export async function updateDraft(
  deps: AppDeps,
  {
    id,
    input: body,
    user,
    now,
  }: Ctx & {
    id: number
    input: { subject?: string | undefined; content?: string | undefined; draft?: boolean | undefined }
  },
) {
  const { db } = deps
  const current = await getMessageRow(db, id)
  if (!current.draft) throw new AppError(422, 'Gesendete Nachrichten können nicht mehr geändert werden.')
  const subject = body.subject ?? current.subject
  const content = body.content ?? current.content
  const send = body.draft === false
  const applicant = await getLiveApplicantRow(db, current.applicantId)
  // A refused send leaves the draft as it was (docs/decisions/0015).
  const final = send ? await prepareSend(deps, { applicant, user, subject, content, now }) : null
  await db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({
        subject,
        content,
        draft: !send,
        ...(final ? { ...final, sentAt: now, nextAttemptAt: now, userId: user.id } : {}),
        updatedAt: now,
      })
      .where(and(eq(messages.id, id), eq(messages.draft, true)))
    if (send)
      await recordHistory(tx, {
        applicantId: current.applicantId,
        userId: user.id,
        action: 'message_sent',
        now,
      })
  })
  const sent = send ? await attemptDelivery(deps, id) : false
  return { sent, message: await getMessage(db, id) }
}

export async function deleteDraft(db: Db, id: number) {
  const current = await getMessageRow(db, id)
  if (!current.draft) throw new AppError(422, 'Nur Entwürfe können gelöscht werden.')
  await db.delete(messages).where(eq(messages.id, id))
}

/**
 * One delivery attempt. The claim (an UPDATE that only one instance wins) makes sure a message is
 * never handed to the mail server twice at the same time; a delivered one is never claimed again.
 */
export async function attemptDelivery(deps: AppDeps, id: number): Promise<boolean> {
  const { db, clock, mailer } = deps
  const now = clock.now()
  const [claimed] = await db
    .update(messages)
    .set({ lockedUntil: new Date(now.getTime() + OUTBOX_CLAIM_MS) })
    .where(
      and(
        eq(messages.id, id),
        isNull(messages.deliveredAt),
        isNotNull(messages.sentAt),
        or(isNull(messages.lockedUntil), lte(messages.lockedUntil, now)),
      ),
    )
    .returning()
  if (!claimed) return false
  const [applicant] = await db.select().from(applicants).where(eq(applicants.id, claimed.applicantId))
  let original: MessageRow | undefined
  if (claimed.replyId) [original] = await db.select().from(messages).where(eq(messages.id, claimed.replyId))
  const sender = applicantSender(await getSettings(db), deps.config.imapUrl)
  try {
    if (!applicant?.email) throw new Error('no address')
    if (!sender) throw new Error('no sender')
    await mailer.send({
      from: sender.from,
      replyTo: sender.replyTo,
      to: applicant.email,
      subject: claimed.subject,
      text: claimed.content,
      html: applicantHtml(claimed.content, claimed.subject),
      messageId: claimed.messageIdHeader ?? undefined,
      ...(original?.messageIdHeader
        ? { inReplyTo: original.messageIdHeader, references: original.messageIdHeader }
        : {}),
      ...(claimed.calendar
        ? {
            icalEvent: {
              method: claimed.calendarMethod ?? 'REQUEST',
              filename: claimed.calendarMethod === 'CANCEL' ? 'absage.ics' : 'einladung.ics',
              content: claimed.calendar,
            },
          }
        : {}),
    })
    await db
      .update(messages)
      .set({
        deliveredAt: clock.now(),
        lockedUntil: null,
        lastError: null,
        attempts: claimed.attempts + 1,
        nextAttemptAt: null,
      })
      .where(eq(messages.id, id))
    return true
  } catch (error) {
    const attempts = claimed.attempts + 1
    const code = (error as { code?: string }).code
    await db
      .update(messages)
      .set({
        attempts,
        lockedUntil: null,
        nextAttemptAt: nextAttemptAt(attempts, now),
        lastError: sender
          ? `Der Mailserver hat die Nachricht nicht angenommen${code ? ` (${code})` : ''}. Neuer Versuch folgt automatisch.`
          : `${NO_SENDER} Neuer Versuch folgt automatisch.`,
      })
      .where(eq(messages.id, id))
    return false
  }
}

/** The outbox job: every sent but undelivered message whose next attempt is due. */
export async function processOutbox(deps: AppDeps): Promise<number> {
  const now = deps.clock.now()
  const due = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(isNull(messages.deliveredAt), isNotNull(messages.sentAt), lte(messages.nextAttemptAt, now)))
    .orderBy(asc(messages.nextAttemptAt))
    .limit(50)
  let delivered = 0
  for (const { id } of due) if (await attemptDelivery(deps, id)) delivered++
  return delivered
}
