import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  RECEIPT_NOTIFICATION_KINDS,
  type ReceiptNotificationKind,
  type ShareApplicantBody,
} from '@bb/shared'
import { aliasedTable, and, desc, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ValidationError } from '../../lib/errors.ts'
import { applicants, getLiveApplicantRow } from '../applicant-records/index.ts'
import { recordHistory } from '../history/index.ts'
import { users } from '../users/index.ts'
import { notifyUsers } from './notifications.notify.ts'
import { notifications } from './notifications.table.ts'

const actors = aliasedTable(users, 'actors')

/** The user's notifications, newest first. */
export async function findNotifications(
  db: Db,
  { userId, limit = 100 }: { userId: number; limit?: number },
): Promise<Notification[]> {
  const rows = await db
    .select({
      row: notifications,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      actor: actors.name,
    })
    .from(notifications)
    .leftJoin(applicants, eq(applicants.id, notifications.applicantId))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
  return rows.map(({ row, firstName, lastName, actor }) => ({
    id: row.id,
    kind: row.kind,
    label:
      NOTIFICATION_KINDS[row.kind as NotificationKind] ??
      RECEIPT_NOTIFICATION_KINDS[row.kind as ReceiptNotificationKind] ??
      row.kind,
    text: row.text,
    applicant_id: row.applicantId,
    applicant_name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    actor,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  }))
}

/** Marks one (or, without an id, every) unread notification of the user as read. */
export async function markNotificationsRead(
  db: Db,
  { userId, now, id }: { userId: number; now: Date; id?: number },
) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    )
}

/** The share layer: colleagues get a notification with the sender's note; the history records it. */
export async function shareApplicant(
  db: Db,
  {
    applicantId,
    input: body,
    userId,
    now,
  }: { applicantId: number; input: ShareApplicantBody; userId: number; now: Date },
) {
  await getLiveApplicantRow(db, applicantId)
  const recipients = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.id, body.user_ids), eq(users.active, true), ne(users.id, userId)))
  if (
    recipients.length !== new Set(body.user_ids.filter((id) => id !== userId)).size ||
    recipients.length === 0
  )
    throw new ValidationError({ user_ids: ['Bitte nur aktive Kolleginnen und Kollegen wählen.'] })
  await db.transaction(async (tx) => {
    await notifyUsers(tx, {
      userIds: recipients.map((r) => r.id),
      applicantId,
      kind: 'shared',
      text: body.note,
      actorId: userId,
      now,
    })
    await recordHistory(tx, {
      applicantId,
      userId,
      action: 'shared',
      changes: [
        {
          field: 'shared_with',
          label: 'Geteilt mit',
          old: null,
          new: recipients.map((r) => r.name).join(', '),
        },
      ],
      now,
    })
  })
  return { shared_with: recipients.map((r) => r.name) }
}

/** A receipt for the user's own work (a bulk action has ended): in the app only, about no one applicant. */
export async function notifyReceipt(
  db: Db,
  { userId, kind, text, now }: { userId: number; kind: ReceiptNotificationKind; text: string; now: Date },
) {
  await db
    .insert(notifications)
    .values({ userId, kind, applicantId: null, actorId: null, text, createdAt: now })
}
