import type { Location, LocationBody } from '@bb/shared'
import { asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import {
  type InterviewLocationRow,
  interviewLocations,
  interviewTimeslots,
} from '../interview-calendar/index.ts'

export const toLocation = (row: InterviewLocationRow): Location => ({
  id: row.id,
  name: row.name,
  address: row.address,
  room: row.room,
  notes: row.notes,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const missing = () => notFound('Der Standort wurde nicht gefunden.')

/** Active ones first, then by name (German order). */
export async function findLocations(db: Db): Promise<Location[]> {
  const rows = await db
    .select()
    .from(interviewLocations)
    .orderBy(
      sql`${interviewLocations.active} DESC`,
      sql`lower(${interviewLocations.name})`,
      asc(interviewLocations.id),
    )
  return rows.map(toLocation)
}

export async function getLocationRow(db: Db, id: number): Promise<InterviewLocationRow> {
  const [row] = await db.select().from(interviewLocations).where(eq(interviewLocations.id, id))
  if (!row) throw missing()
  return row
}

export async function createLocation(
  db: Db,
  { input: body, now }: { input: LocationBody; now: Date },
): Promise<Location> {
  const [row] = await db
    .insert(interviewLocations)
    .values({ ...body, createdAt: now, updatedAt: now })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return toLocation(row)
}

export async function updateLocation(
  db: Db,
  { id, input: body, now }: { id: number; input: LocationBody; now: Date },
): Promise<Location> {
  const [row] = await db
    .update(interviewLocations)
    .set({ ...body, updatedAt: now })
    .where(eq(interviewLocations.id, id))
    .returning()
  if (!row) throw missing()
  return toLocation(row)
}

/** A location that slots use keeps their history: it can only be deactivated. */
export async function deleteLocation(db: Db, id: number): Promise<void> {
  await getLocationRow(db, id)
  const [used] = await db
    .select({ n: count() })
    .from(interviewTimeslots)
    .where(eq(interviewTimeslots.locationId, id))
  if ((used?.n ?? 0) > 0)
    throw new AppError(
      422,
      'Der Standort wird von Terminen verwendet und kann nicht gelöscht werden. Bitte deaktivieren Sie ihn stattdessen.',
    )
  await db.delete(interviewLocations).where(eq(interviewLocations.id, id))
}
