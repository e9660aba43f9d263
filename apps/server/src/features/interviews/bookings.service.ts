import { randomUUID } from 'node:crypto'
import {
  type Booking,
  type BookingResult,
  type BookTimeslotBody,
  type CancelBookingBody,
  formatOrt,
  formatTermin,
  type MoveBookingBody,
} from '@bb/shared'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/unique-violation.ts'
import { AppError, notFound, ValidationError } from '../../lib/errors.ts'
import { applicants, getLiveApplicantRow } from '../applicant-records/index.ts'
import { getAnswers, updateApplicant } from '../applicants/index.ts'
import { recordHistory } from '../history/index.ts'
import {
  type InterviewBookingRow,
  type InterviewTimeslotRow,
  interviewBookings,
  interviewLocations,
  interviewTimeslots,
  selectBookingDetails,
} from '../interview-calendar/index.ts'
import { messageTemplates } from '../templates/index.ts'
import { type UserRow, users } from '../users/index.ts'
import {
  checkNotice,
  NOTICE_TEXTS,
  type NoticeKind,
  requireEmail,
  sendBookingNotice,
} from './booking-notices.ts'
import { slotMissing } from './timeslots.service.ts'

interface Ctx {
  user: UserRow
  now: Date
}

const INTERVIEW_STATUS = 'vorstellungsgespraech'
const bookingMissing = () => notFound('Die Buchung wurde nicht gefunden.')

/** Bookings with slot, location and names, in slot order. */
async function loadBookings(db: Db, where: ReturnType<typeof eq>): Promise<Booking[]> {
  const rows = await db
    .select({
      booking: interviewBookings,
      slot: interviewTimeslots,
      location: interviewLocations,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      bookedBy: users.name,
    })
    .from(interviewBookings)
    .innerJoin(interviewTimeslots, eq(interviewTimeslots.id, interviewBookings.timeslotId))
    .innerJoin(interviewLocations, eq(interviewLocations.id, interviewTimeslots.locationId))
    .innerJoin(applicants, eq(applicants.id, interviewBookings.applicantId))
    .leftJoin(users, eq(users.id, interviewBookings.bookedBy))
    .where(where)
    .orderBy(asc(interviewTimeslots.startsAt), asc(interviewBookings.id))
  const ids = [...new Set(rows.flatMap((r) => r.slot.interviewerIds))]
  const people = ids.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : []
  const names = new Map(people.map((p) => [p.id, p.name]))
  return rows.map(({ booking, slot, location, firstName, lastName, bookedBy }) => ({
    id: booking.id,
    timeslot_id: slot.id,
    applicant_id: booking.applicantId,
    applicant_name: `${firstName} ${lastName}`.trim(),
    status: booking.status,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    location: { id: location.id, name: location.name, address: location.address, room: location.room },
    interviewers: slot.interviewerIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    termin: formatTermin(slot.startsAt),
    ort: formatOrt(location),
    sequence: booking.sequence,
    booked_by: bookedBy,
    created_at: booking.createdAt.toISOString(),
    cancelled_at: booking.cancelledAt?.toISOString() ?? null,
  }))
}

export async function getBooking(db: Db, id: number): Promise<Booking> {
  const [found] = await loadBookings(db, eq(interviewBookings.id, id))
  if (!found) throw bookingMissing()
  return found
}

/** The applicant's interviews, active and cancelled, in time order (status page). */
export async function findApplicantBookings(db: Db, applicantId: number): Promise<Booking[]> {
  await getLiveApplicantRow(db, applicantId)
  return loadBookings(db, eq(interviewBookings.applicantId, applicantId))
}

/**
 * Locks the slot row (SELECT … FOR UPDATE) and checks that it has room for the applicant. Every
 * writer of a slot's bookings goes through this lock, so capacity holds under concurrency; on
 * PGlite transactions run one after another anyway.
 */
async function lockSlotFor(
  tx: Db,
  slotId: number,
  applicantId: number,
  now: Date,
): Promise<InterviewTimeslotRow> {
  const [slot] = await tx
    .select()
    .from(interviewTimeslots)
    .where(eq(interviewTimeslots.id, slotId))
    .for('update')
  if (!slot) throw slotMissing()
  if (slot.startsAt <= now)
    throw new AppError(422, 'Dieser Termin hat bereits begonnen oder liegt in der Vergangenheit.')
  const active = await tx
    .select({ applicantId: interviewBookings.applicantId })
    .from(interviewBookings)
    .where(and(eq(interviewBookings.timeslotId, slotId), eq(interviewBookings.status, 'active')))
  if (active.some((b) => b.applicantId === applicantId))
    throw new AppError(422, 'Die Bewerber:in ist für diesen Termin bereits eingetragen.')
  if (active.length >= slot.capacity)
    throw new AppError(422, 'Dieser Termin ist bereits ausgebucht. Bitte wählen Sie einen anderen Termin.')
  return slot
}

/** The last line of defence: the partial unique index on (timeslot_id, applicant_id). */
function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error))
    throw new AppError(422, 'Die Bewerber:in ist für diesen Termin bereits eingetragen.')
  throw error
}

const terminOf = async (db: Db, slot: InterviewTimeslotRow) => {
  const [location] = await db
    .select()
    .from(interviewLocations)
    .where(eq(interviewLocations.id, slot.locationId))
  if (!location) throw new Error('slot without location')
  return { location, text: `${formatTermin(slot.startsAt)}, ${formatOrt(location)}` }
}

async function noticeText(
  db: Db,
  kind: NoticeKind,
  body: {
    template_id?: number | undefined
    subject?: string | undefined
    content?: string | undefined
    message?: string | undefined
  },
) {
  let subject: string = NOTICE_TEXTS[kind].subject
  let content: string = NOTICE_TEXTS[kind].content(body.message)
  if (body.template_id) {
    const [template] = await db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.id, body.template_id))
    if (!template) throw new ValidationError({ template_id: ['Diese Vorlage gibt es nicht.'] })
    subject = template.subject
    content = template.message
  }
  if (body.subject) subject = body.subject
  if (body.content?.trim()) content = body.content
  return { subject, content }
}

async function notify(
  deps: AppDeps,
  {
    kind,
    bookingId,
    text,
    ...ctx
  }: Ctx & { kind: NoticeKind; bookingId: number; text: { subject: string; content: string } },
) {
  const { db } = deps
  const [row] = await selectBookingDetails(db).where(eq(interviewBookings.id, bookingId))
  if (!row) throw bookingMissing()
  const result = await sendBookingNotice(deps, { kind, ...row, ...text, user: ctx.user, now: ctx.now })
  return { message_id: result.message.ID, sent: result.sent }
}

/** Books an applicant into a slot; moves the status to Vorstellungsgespräch; optionally invites. */
export async function bookTimeslot(
  deps: AppDeps,
  { slotId, input: body, ...ctx }: Ctx & { slotId: number; input: BookTimeslotBody },
): Promise<BookingResult> {
  const { db } = deps
  const applicant = await getLiveApplicantRow(db, body.applicant_id).catch(() => {
    throw new ValidationError({ applicant_id: ['Diese Bewerber:in gibt es nicht.'] })
  })
  const text = body.send_invitation ? await noticeText(db, 'invitation', body) : null
  if (text) requireEmail(applicant, 'send_invitation')
  if (text) await checkNotice(deps, { kind: 'invitation', applicantId: applicant.id, slotId, text, ...ctx })
  const answers = await getAnswers(db)
  const bookingId = await db
    .transaction(async (tx) => {
      const slot = await lockSlotFor(tx, slotId, applicant.id, ctx.now)
      const [created] = await tx
        .insert(interviewBookings)
        .values({
          uid: `${randomUUID()}@${new URL(deps.config.appUrl).hostname}`,
          timeslotId: slot.id,
          applicantId: applicant.id,
          bookedBy: ctx.user.id,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning()
      if (!created) throw new Error('insert returned no row')
      const termin = await terminOf(tx, slot)
      await recordHistory(tx, {
        applicantId: applicant.id,
        userId: ctx.user.id,
        action: 'interview_booked',
        changes: [{ field: 'termin', label: 'Vorstellungsgespräch', old: null, new: termin.text }],
        now: ctx.now,
      })
      // The same path as an edit in the profile: history "Status geändert", notifications.
      if (applicant.status !== INTERVIEW_STATUS && answers.status?.[INTERVIEW_STATUS])
        await updateApplicant(tx, { id: applicant.id, input: { status: INTERVIEW_STATUS }, ...ctx })
      return created.id
    })
    .catch(mapUniqueViolation)
  const mail = text ? await notify(deps, { kind: 'invitation', bookingId, text, ...ctx }) : null
  return {
    booking: await getBooking(db, bookingId),
    message_id: mail?.message_id ?? null,
    sent: mail?.sent ?? null,
  }
}

/** The booking before a change, to check its notice first (the change itself locks and re-reads). */
async function findBooking(db: Db, id: number) {
  const [row] = await db
    .select({ booking: interviewBookings, applicant: applicants })
    .from(interviewBookings)
    .innerJoin(applicants, eq(applicants.id, interviewBookings.applicantId))
    .where(eq(interviewBookings.id, id))
  return row && { ...row.booking, applicant: row.applicant }
}

async function lockBooking(tx: Db, id: number): Promise<InterviewBookingRow> {
  const [row] = await tx.select().from(interviewBookings).where(eq(interviewBookings.id, id)).for('update')
  if (!row) throw bookingMissing()
  await getLiveApplicantRow(tx, row.applicantId)
  if (row.status !== 'active') throw new AppError(422, 'Diese Buchung ist bereits abgesagt.')
  return row
}

/** Frees the place; the invitation is withdrawn with the same UID and a higher SEQUENCE. */
export async function cancelBooking(
  deps: AppDeps,
  { id, input: body, ...ctx }: Ctx & { id: number; input: CancelBookingBody },
): Promise<BookingResult> {
  const { db } = deps
  const text = body.notify ? await noticeText(db, 'cancel', body) : null
  const current = text ? await findBooking(db, id) : undefined
  if (text && current?.applicant.email)
    await checkNotice(deps, {
      kind: 'cancel',
      applicantId: current.applicantId,
      slotId: current.timeslotId,
      text,
      ...ctx,
    })
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, id)
    if (text) requireEmail(await getLiveApplicantRow(tx, row.applicantId), 'notify')
    await tx
      .update(interviewBookings)
      .set({
        status: 'cancelled',
        sequence: sql`${interviewBookings.sequence} + 1`,
        cancelledAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(eq(interviewBookings.id, id))
    const [slot] = await tx.select().from(interviewTimeslots).where(eq(interviewTimeslots.id, row.timeslotId))
    if (!slot) throw slotMissing()
    const termin = await terminOf(tx, slot)
    await recordHistory(tx, {
      applicantId: row.applicantId,
      userId: ctx.user.id,
      action: 'interview_cancelled',
      changes: [{ field: 'termin', label: 'Vorstellungsgespräch', old: termin.text, new: null }],
      now: ctx.now,
    })
  })
  const mail = text ? await notify(deps, { kind: 'cancel', bookingId: id, text, ...ctx }) : null
  return { booking: await getBooking(db, id), message_id: mail?.message_id ?? null, sent: mail?.sent ?? null }
}

/** To another slot under the same rules as a booking; same UID, higher SEQUENCE. */
export async function moveBooking(
  deps: AppDeps,
  { id, input: body, ...ctx }: Ctx & { id: number; input: MoveBookingBody },
): Promise<BookingResult> {
  const { db } = deps
  const text = body.notify ? await noticeText(db, 'move', body) : null
  const current = text ? await findBooking(db, id) : undefined
  if (text && current?.applicant.email)
    await checkNotice(deps, {
      kind: 'move',
      applicantId: current.applicantId,
      slotId: body.timeslot_id,
      text,
      ...ctx,
    })
  await db
    .transaction(async (tx) => {
      const row = await lockBooking(tx, id)
      if (text) requireEmail(await getLiveApplicantRow(tx, row.applicantId), 'notify')
      if (row.timeslotId === body.timeslot_id)
        throw new ValidationError({ timeslot_id: ['Die Buchung liegt bereits in diesem Termin.'] })
      const target = await lockSlotFor(tx, body.timeslot_id, row.applicantId, ctx.now)
      const [old] = await tx
        .select()
        .from(interviewTimeslots)
        .where(eq(interviewTimeslots.id, row.timeslotId))
      if (!old) throw slotMissing()
      await tx
        .update(interviewBookings)
        .set({ timeslotId: target.id, sequence: sql`${interviewBookings.sequence} + 1`, updatedAt: ctx.now })
        .where(eq(interviewBookings.id, id))
      await recordHistory(tx, {
        applicantId: row.applicantId,
        userId: ctx.user.id,
        action: 'interview_moved',
        changes: [
          {
            field: 'termin',
            label: 'Vorstellungsgespräch',
            old: (await terminOf(tx, old)).text,
            new: (await terminOf(tx, target)).text,
          },
        ],
        now: ctx.now,
      })
    })
    .catch(mapUniqueViolation)
  const mail = text ? await notify(deps, { kind: 'move', bookingId: id, text, ...ctx }) : null
  return { booking: await getBooking(db, id), message_id: mail?.message_id ?? null, sent: mail?.sent ?? null }
}
