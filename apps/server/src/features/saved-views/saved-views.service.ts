import {
  type CreateSavedViewBody,
  INVISIBLE_FORMAT_CHARACTERS,
  SAVED_VIEW_TEXTS,
  SAVED_VIEWS_PER_USER,
  type SavedView,
  type SavedViewList,
  type SavedViewState,
  savedViewList,
  savedViewState,
  type UpdateSavedViewBody,
} from '@bb/shared'
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/unique-violation.ts'
import { AppError, notFound, ValidationError } from '../../lib/errors.ts'
import { jobCatalogue } from '../jobs/index.ts'
import { getSettings } from '../settings/index.ts'
import { users } from '../users/index.ts'
import { type SavedViewRow, savedViews } from './saved-views.table.ts'

interface Acting {
  user: { id: number }
}

/** Two names are one when they differ only in case, composition or invisible characters. */
export const nameKey = (name: string) =>
  name.normalize('NFC').replace(INVISIBLE_FORMAT_CHARACTERS, '').toLocaleLowerCase('de-DE')

const FALLBACK_STATE: SavedViewState = {
  sort: { field: 'updated_at', order: 'desc' },
  rows: 50,
  filters: {},
  term: '',
  columns: [],
}

/** A stored view as the API's; what a later contract no longer understands reads as the plain list. */
function toView(row: SavedViewRow, owner: { id: number; name: string }, userId: number): SavedView {
  const list = savedViewList.safeParse(row.list)
  const state = savedViewState.safeParse(row.state)
  return {
    id: row.id,
    name: row.name,
    list: list.success ? list.data : { kind: 'all' },
    state: state.success ? state.data : FALLBACK_STATE,
    shared: row.shared,
    own: row.ownerId === userId,
    owner,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const selectViews = (db: Db) =>
  db
    .select({ row: savedViews, owner: { id: users.id, name: users.name } })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))

/**
 * What a person sees: their own views, and the ones active colleagues share. A deactivated
 * colleague's shared views rest with their account (and come back with it).
 */
const visibleTo = (userId: number) =>
  or(eq(savedViews.ownerId, userId), and(eq(savedViews.shared, true), eq(users.active, true)))

/** The caller's views and the ones colleagues share: own first, each group by name. */
export async function findSavedViews(db: Db, { user }: Acting): Promise<SavedView[]> {
  const rows = await selectViews(db)
    .where(visibleTo(user.id))
    .orderBy(
      desc(sql`${savedViews.ownerId} = ${user.id}`),
      asc(sql`${savedViews.name} COLLATE de_icu`),
      asc(savedViews.id),
    )
  return rows.map((r) => toView(r.row, r.owner, user.id))
}

/** A view the caller may see: their own or a shared one; any other id is unknown to them. */
async function getVisibleRow(db: Db, id: number, userId: number) {
  const [found] = await selectViews(db)
    .where(and(eq(savedViews.id, id), visibleTo(userId)))
    .limit(1)
  if (!found) throw notFound(SAVED_VIEW_TEXTS.notFound)
  return found
}

/** The list and filter values a view names must exist: a status, a group, a job. */
async function checkReferences(db: Db, { list, state }: { list?: SavedViewList; state?: SavedViewState }) {
  if (list?.kind === 'status' || list?.kind === 'group') {
    const settings = await getSettings(db)
    const known = (list.kind === 'status' ? settings.statuses : settings.profession_groups).map((s) => s.slug)
    if (!known.includes(list.filter)) {
      const message = list.kind === 'status' ? SAVED_VIEW_TEXTS.unknownStatus : SAVED_VIEW_TEXTS.unknownGroup
      throw new ValidationError({ 'list.filter': [message] })
    }
  }
  const jobRules = state?.filters.job?.rules ?? []
  if (jobRules.length > 0) {
    const jobs = await jobCatalogue(db)
    if (jobRules.some((r) => !Object.hasOwn(jobs, r.value)))
      throw new ValidationError({ 'state.filters.job': [SAVED_VIEW_TEXTS.unknownJob] })
  }
}

const nameTaken = () => new ValidationError({ name: [SAVED_VIEW_TEXTS.nameTaken] })

export async function createSavedView(
  db: Db,
  { input, user, now }: Acting & { input: CreateSavedViewBody & { shared: boolean }; now: Date },
): Promise<SavedView> {
  await checkReferences(db, input)
  try {
    const id = await db.transaction(async (tx) => {
      // Parallel saves of one person wait for each other here, so the count below stays true
      // until the insert: the limit holds even for a burst of requests.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update')
      const [owned] = await tx.select({ n: count() }).from(savedViews).where(eq(savedViews.ownerId, user.id))
      if ((owned?.n ?? 0) >= SAVED_VIEWS_PER_USER)
        throw new ValidationError({ name: [SAVED_VIEW_TEXTS.tooMany] })
      const [row] = await tx
        .insert(savedViews)
        .values({
          ownerId: user.id,
          name: input.name,
          nameKey: nameKey(input.name),
          list: input.list,
          state: input.state,
          shared: input.shared,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: savedViews.id })
      if (!row) throw new Error('insert returned no row')
      return row.id
    })
    const created = await getVisibleRow(db, id, user.id)
    return toView(created.row, created.owner, user.id)
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken()
    throw error
  }
}

/** Only the owner renames, updates, shares or unshares a view; a colleague's shared one is read-only. */
export async function updateSavedView(
  db: Db,
  { id, input, user, now }: Acting & { id: number; input: UpdateSavedViewBody; now: Date },
): Promise<SavedView> {
  const { row } = await getVisibleRow(db, id, user.id)
  if (row.ownerId !== user.id) throw new AppError(403, SAVED_VIEW_TEXTS.notOwner)
  await checkReferences(db, { state: input.state })
  try {
    const [updated] = await db
      .update(savedViews)
      .set({
        ...(input.name !== undefined ? { name: input.name, nameKey: nameKey(input.name) } : {}),
        ...(input.state !== undefined ? { state: input.state } : {}),
        ...(input.shared !== undefined ? { shared: input.shared } : {}),
        updatedAt: now,
      })
      .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, user.id)))
      .returning({ id: savedViews.id })
    if (!updated) throw notFound(SAVED_VIEW_TEXTS.notFound)
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken()
    throw error
  }
  const fresh = await getVisibleRow(db, id, user.id)
  return toView(fresh.row, fresh.owner, user.id)
}

export async function deleteSavedView(db: Db, { id, user }: Acting & { id: number }): Promise<void> {
  const { row } = await getVisibleRow(db, id, user.id)
  if (row.ownerId !== user.id) throw new AppError(403, SAVED_VIEW_TEXTS.notOwner)
  const [gone] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, user.id)))
    .returning({ id: savedViews.id })
  if (!gone) throw notFound(SAVED_VIEW_TEXTS.notFound)
}
