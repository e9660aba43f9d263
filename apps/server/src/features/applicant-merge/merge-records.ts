import type { MergeRecordKind } from '@bb/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { AppError } from '../../lib/errors.ts'
import { applicantConsents, applicants } from '../applicant-records/index.ts'
import { documents, documentTexts, refreshDocumentVectors } from '../documents/index.ts'
import { applicantHistory } from '../history/index.ts'
import { inboundMails } from '../inbox/index.ts'
import { interviewBookings } from '../interview-calendar/index.ts'
import { messages } from '../messages/index.ts'
import { notes } from '../notes/index.ts'
import { notificationMails, notifications } from '../notifications/index.ts'
import { ratings } from '../ratings/index.ts'

export type MovedCounts = Record<MergeRecordKind, number>

/**
 * Two interviews of one person in one slot cannot become one booking without telling the
 * applicant, so the merge waits until a person has cancelled one of them.
 */
export async function refuseSharedSlot(tx: Db, from: number, to: number) {
  const shared = await rows<{ slot: number }>(
    tx,
    sql`SELECT a.timeslot_id AS slot FROM interview_bookings a
        JOIN interview_bookings b ON b.timeslot_id = a.timeslot_id AND b.applicant_id = ${to} AND b.status = 'active'
        WHERE a.applicant_id = ${from} AND a.status = 'active' LIMIT 1`,
  )
  if (shared.length > 0)
    throw new AppError(
      422,
      'Beide Bewerber:innen sind für denselben Termin eingetragen. Bitte sagen Sie zuerst eine der beiden Buchungen ab.',
    )
}

/**
 * Everything that belongs to the duplicate moves to the target, table by table: every table with a
 * reference to an applicant is named here, so deleting the duplicate afterwards deletes nothing
 * but the empty record (its references would otherwise cascade or be cleared).
 */
export async function moveRecords(tx: Db, { from, to }: { from: number; to: number }): Promise<MovedCounts> {
  // Every one of these tables names its applicant in the column applicant_id.
  const move = async (table: PgTable) =>
    (
      await rows<{ moved: number }>(
        tx,
        sql`UPDATE ${table} SET applicant_id = ${to} WHERE applicant_id = ${from} RETURNING 1 AS moved`,
      )
    ).length

  const counts: MovedCounts = {
    ratings: await move(ratings),
    notes: await move(notes),
    documents: await move(documents),
    messages: await move(messages),
    bookings: await move(interviewBookings),
    consents: await move(applicantConsents),
  }
  for (const table of [applicantHistory, notifications, inboundMails, documentTexts]) await move(table)
  // The documents' words now belong to the target (and no longer to the duplicate).
  await refreshDocumentVectors(tx, [from, to])
  // At most one pending notification mail per person, applicant and kind: where the target has one
  // waiting already, that one mail tells about both.
  await tx.execute(sql`
    DELETE FROM notification_mails s WHERE s.applicant_id = ${from} AND s.next_attempt_at IS NOT NULL
      AND EXISTS (SELECT 1 FROM notification_mails t WHERE t.applicant_id = ${to}
        AND t.user_id = s.user_id AND t.kind = s.kind AND t.next_attempt_at IS NOT NULL)`)
  await move(notificationMails)
  // Following is per person: whoever followed either follows the target once.
  await tx.execute(sql`
    INSERT INTO applicant_followers (applicant_id, user_id, created_at)
    SELECT ${to}, user_id, created_at FROM applicant_followers WHERE applicant_id = ${from}
    ON CONFLICT DO NOTHING`)
  // Other suspected twins of the duplicate are now suspected twins of the target.
  await tx
    .update(applicants)
    .set({ duplicateOf: to })
    .where(and(eq(applicants.duplicateOf, from), sql`${applicants.id} <> ${to}`))
  return counts
}
