import {
  type CreateTimeslotBody,
  MAX_SERIES_DAYS,
  MAX_SERIES_SLOTS,
  MAX_TIMESLOT_RANGE_DAYS,
  type Timeslot,
  type TimeslotQuery,
  type UpdateTimeslotBody,
} from '@bb/shared'
import { and, asc, eq, gt, inArray, lt, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { AppError, notFound, ValidationError } from '../../lib/errors.ts'
import { applicants } from '../applicant-records/index.ts'
import {
  daysBetween,
  expandSeries,
  type InterviewTimeslotRow,
  interviewBookings,
  interviewLocations,
  interviewTimeslots,
  minutesOf,
} from '../interview-calendar/index.ts'
import { type UserRow, users } from '../users/index.ts'
import { getLocationRow } from './locations.service.ts'

const DAY_MS = 86_400_000
/** Arbitrary namespace of the advisory locks that serialise slot writes per interviewer. */
const INTERVIEWER_LOCK = 727_274_011

export const slotMissing = () => notFound('Der Termin wurde nicht gefunden.')

/** Slots with location name, interviewers and active bookings, oldest first. */
async function toTimeslots(db: Db, rows: InterviewTimeslotRow[]): Promise<Timeslot[]> {
  if (rows.length === 0) return []
  const slotIds = rows.map((r) => r.id)
  const userIds = [...new Set(rows.flatMap((r) => r.interviewerIds))]
  const [locations, people, bookings] = await together(db, [
    () =>
      db
        .select({ id: interviewLocations.id, name: interviewLocations.name })
        .from(interviewLocations)
        .where(inArray(interviewLocations.id, [...new Set(rows.map((r) => r.locationId))])),
    () => db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)),
    () =>
      db
        .select({
          id: interviewBookings.id,
          timeslotId: interviewBookings.timeslotId,
          applicantId: interviewBookings.applicantId,
          firstName: applicants.firstName,
          lastName: applicants.lastName,
        })
        .from(interviewBookings)
        .innerJoin(applicants, eq(applicants.id, interviewBookings.applicantId))
        .where(and(inArray(interviewBookings.timeslotId, slotIds), eq(interviewBookings.status, 'active')))
        .orderBy(asc(interviewBookings.id)),
  ])
  const locationName = new Map(locations.map((l) => [l.id, l.name]))
  const userName = new Map(people.map((u) => [u.id, u.name]))
  return rows.map((row) => {
    const booked = bookings
      .filter((b) => b.timeslotId === row.id)
      .map((b) => ({
        id: b.id,
        applicant_id: b.applicantId,
        applicant_name: `${b.firstName} ${b.lastName}`.trim(),
      }))
    return {
      id: row.id,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      location_id: row.locationId,
      location_name: locationName.get(row.locationId) ?? '',
      interviewer_ids: row.interviewerIds,
      interviewers: row.interviewerIds.map((id) => ({ id, name: userName.get(id) ?? '' })),
      capacity: row.capacity,
      notes: row.notes,
      bookings: booked,
      booked: booked.length,
      free: Math.max(0, row.capacity - booked.length),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
  })
}

/** Slots overlapping [from, to), filtered by location / interviewer / free places. */
export async function findTimeslots(
  db: Db,
  { query, now }: { query: TimeslotQuery; now: Date },
): Promise<Timeslot[]> {
  const from = new Date(query.from)
  const to = new Date(query.to)
  if (to <= from) throw new ValidationError({ to: ['Das Ende des Zeitraums muss nach dem Anfang liegen.'] })
  if (to.getTime() - from.getTime() > MAX_TIMESLOT_RANGE_DAYS * DAY_MS)
    throw new ValidationError({
      to: [`Der Zeitraum darf höchstens ${MAX_TIMESLOT_RANGE_DAYS} Tage umfassen.`],
    })
  const where: SQL[] = [lt(interviewTimeslots.startsAt, to), gt(interviewTimeslots.endsAt, from)]
  if (query.location_id) where.push(eq(interviewTimeslots.locationId, query.location_id))
  if (query.interviewer_id)
    where.push(sql`${query.interviewer_id} = ANY(${interviewTimeslots.interviewerIds})`)
  if (query.free) {
    where.push(gt(interviewTimeslots.startsAt, now))
    where.push(
      sql`(SELECT count(*) FROM ${interviewBookings} b WHERE b.timeslot_id = ${interviewTimeslots.id} AND b.status = 'active') < ${interviewTimeslots.capacity}`,
    )
  }
  const rows = await db
    .select()
    .from(interviewTimeslots)
    .where(and(...where))
    .orderBy(asc(interviewTimeslots.startsAt), asc(interviewTimeslots.id))
  return toTimeslots(db, rows)
}

export async function getTimeslot(db: Db, id: number): Promise<Timeslot> {
  const [row] = await db.select().from(interviewTimeslots).where(eq(interviewTimeslots.id, id))
  if (!row) throw slotMissing()
  const [slot] = await toTimeslots(db, [row])
  if (!slot) throw slotMissing()
  return slot
}

async function checkLocation(db: Db, id: number) {
  const location = await getLocationRow(db, id).catch(() => null)
  if (!location) throw new ValidationError({ location_id: ['Diesen Standort gibt es nicht.'] })
  if (!location.active) throw new ValidationError({ location_id: ['Dieser Standort ist nicht aktiv.'] })
}

async function checkInterviewers(db: Db, ids: number[]) {
  const unique = [...new Set(ids)]
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.active, true)))
  if (found.length !== unique.length)
    throw new ValidationError({ interviewer_ids: ['Mindestens eine gewählte Person gibt es nicht (mehr).'] })
  return unique.sort((a, b) => a - b)
}

type Span = { startsAt: Date; endsAt: Date }

/**
 * No interviewer in two slots at once. Runs inside the write transaction after taking one
 * advisory lock per interviewer, so two concurrent writes for the same person are serialised.
 */
async function checkOverlaps(tx: Db, interviewerIds: number[], spans: Span[], exceptId?: number) {
  for (const id of interviewerIds)
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INTERVIEWER_LOCK}, ${id})`)
  const min = new Date(Math.min(...spans.map((s) => s.startsAt.getTime())))
  const max = new Date(Math.max(...spans.map((s) => s.endsAt.getTime())))
  const where: SQL[] = [
    sql`${interviewTimeslots.interviewerIds} && ARRAY[${sql.join(
      interviewerIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::integer[]`,
    lt(interviewTimeslots.startsAt, max),
    gt(interviewTimeslots.endsAt, min),
  ]
  if (exceptId) where.push(ne(interviewTimeslots.id, exceptId))
  const existing = await tx
    .select({ startsAt: interviewTimeslots.startsAt, endsAt: interviewTimeslots.endsAt })
    .from(interviewTimeslots)
    .where(and(...where))
  const clash = spans.find((s) => existing.some((e) => e.startsAt < s.endsAt && e.endsAt > s.startsAt))
  if (clash)
    throw new ValidationError({
      starts_at: ['Eine gewählte Person hat zu dieser Zeit bereits einen anderen Termin.'],
    })
}

function spansOf(body: CreateTimeslotBody): Span[] {
  const series = body.series
  if (!series) {
    const span = { startsAt: new Date(body.starts_at ?? ''), endsAt: new Date(body.ends_at ?? '') }
    if (span.endsAt <= span.startsAt)
      throw new ValidationError({ ends_at: ['Das Ende muss nach dem Beginn liegen.'] })
    return [span]
  }
  if (minutesOf(series.end_time) <= minutesOf(series.start_time))
    throw new ValidationError({ 'series.end_time': ['Das Ende muss nach dem Beginn liegen.'] })
  const days = daysBetween(series.from_date, series.to_date)
  if (days < 0)
    throw new ValidationError({ 'series.to_date': ['Das Enddatum muss nach dem Startdatum liegen.'] })
  if (days >= MAX_SERIES_DAYS)
    throw new ValidationError({ 'series.to_date': [`Eine Serie umfasst höchstens ${MAX_SERIES_DAYS} Tage.`] })
  const spans = expandSeries(series)
  if (spans.length === 0)
    throw new ValidationError({ series: ['In diesem Zeitraum ergibt die Serie keinen einzigen Termin.'] })
  if (spans.length > MAX_SERIES_SLOTS)
    throw new ValidationError({ series: [`Eine Serie darf höchstens ${MAX_SERIES_SLOTS} Termine anlegen.`] })
  return spans
}

/** One slot or a whole series, all or nothing. */
export async function createTimeslots(
  db: Db,
  { input: body, user, now }: { input: CreateTimeslotBody; user: UserRow; now: Date },
): Promise<Timeslot[]> {
  const spans = spansOf(body)
  await checkLocation(db, body.location_id)
  const interviewerIds = await checkInterviewers(db, body.interviewer_ids)
  const rows = await db.transaction(async (tx) => {
    await checkOverlaps(tx, interviewerIds, spans)
    return tx
      .insert(interviewTimeslots)
      .values(
        spans.map((s) => ({
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          locationId: body.location_id,
          interviewerIds,
          capacity: body.capacity,
          notes: body.notes,
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning()
  })
  return toTimeslots(
    db,
    rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id),
  )
}

async function activeBookings(db: Db, slotId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(interviewBookings)
    .where(and(eq(interviewBookings.timeslotId, slotId), eq(interviewBookings.status, 'active')))
  return row?.n ?? 0
}

/**
 * Time and place of a booked slot stay fixed (the applicant holds an invitation for them): move
 * the booking instead. Interviewers, capacity (not below the bookings) and notes can change.
 */
export async function updateTimeslot(
  db: Db,
  { id, input: body, now }: { id: number; input: UpdateTimeslotBody; now: Date },
): Promise<Timeslot> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(interviewTimeslots)
      .where(eq(interviewTimeslots.id, id))
      .for('update')
    if (!current) throw slotMissing()
    const startsAt = body.starts_at ? new Date(body.starts_at) : current.startsAt
    const endsAt = body.ends_at ? new Date(body.ends_at) : current.endsAt
    const locationId = body.location_id ?? current.locationId
    if (endsAt <= startsAt) throw new ValidationError({ ends_at: ['Das Ende muss nach dem Beginn liegen.'] })
    const booked = await activeBookings(tx, id)
    const moved =
      startsAt.getTime() !== current.startsAt.getTime() ||
      endsAt.getTime() !== current.endsAt.getTime() ||
      locationId !== current.locationId
    if (booked > 0 && moved)
      throw new AppError(
        422,
        'Der Termin ist gebucht: Zeit und Ort lassen sich nicht ändern. Bitte verschieben Sie die Buchung.',
      )
    if (body.capacity !== undefined && body.capacity < booked)
      throw new ValidationError({
        capacity: [
          `Für den Termin gibt es bereits ${booked} Buchungen; die Kapazität kann nicht kleiner sein.`,
        ],
      })
    if (locationId !== current.locationId) await checkLocation(tx, locationId)
    const interviewerIds = body.interviewer_ids
      ? await checkInterviewers(tx, body.interviewer_ids)
      : current.interviewerIds
    await checkOverlaps(tx, interviewerIds, [{ startsAt, endsAt }], id)
    await tx
      .update(interviewTimeslots)
      .set({
        startsAt,
        endsAt,
        locationId,
        interviewerIds,
        ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        updatedAt: now,
      })
      .where(eq(interviewTimeslots.id, id))
  })
  return getTimeslot(db, id)
}

/** A slot with active bookings stays until they are cancelled or moved. */
export async function deleteTimeslot(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(interviewTimeslots)
      .where(eq(interviewTimeslots.id, id))
      .for('update')
    if (!current) throw slotMissing()
    if ((await activeBookings(tx, id)) > 0)
      throw new AppError(
        422,
        'Der Termin ist gebucht und kann nicht gelöscht werden. Bitte sagen Sie die Buchung zuerst ab oder verschieben Sie sie.',
      )
    await tx.delete(interviewTimeslots).where(eq(interviewTimeslots.id, id))
  })
}
