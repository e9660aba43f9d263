import type { Note } from '@bb/shared'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { assertAuthorOrAdmin } from '../../plugins/access.ts'
import { getLiveApplicantRow } from '../applicant-records/index.ts'
import { recordHistory } from '../history/index.ts'
import { notifyNoteAdded, notifyNoteEdited } from '../notifications/index.ts'
import { type UserRow, users } from '../users/index.ts'
import { type NoteRow, notes } from './notes.table.ts'

const toNote = (row: NoteRow, author: string | null): Note => ({
  id: row.id,
  note: row.note,
  user_id: row.userId,
  applicant_id: row.applicantId,
  author,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** Newest first, with the author's name. */
export async function findNotes(db: Db, applicantId: number): Promise<Note[]> {
  const rows = await db
    .select({ row: notes, author: users.name })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.userId))
    .where(eq(notes.applicantId, applicantId))
    .orderBy(desc(notes.createdAt), desc(notes.id))
  return rows.map(({ row, author }) => toNote(row, author))
}

async function getNoteRow(db: Db, id: number): Promise<NoteRow> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id))
  if (!row) throw notFound('Die Notiz wurde nicht gefunden.')
  await getLiveApplicantRow(db, row.applicantId)
  return row
}

interface Ctx {
  user: UserRow
  now: Date
}

/** History keeps that a note was written, not its text (the text lives in the note itself). */
export async function createNote(
  db: Db,
  { input, user, now }: Ctx & { input: { applicant_id: number; note: string } },
) {
  await getLiveApplicantRow(db, input.applicant_id)
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(notes)
      .values({
        applicantId: input.applicant_id,
        userId: user.id,
        note: input.note,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!created) throw new Error('insert returned no row')
    await recordHistory(tx, { applicantId: input.applicant_id, userId: user.id, action: 'note_created', now })
    await notifyNoteAdded(tx, { applicantId: input.applicant_id, note: input.note, actorId: user.id, now })
    return created
  })
  return toNote(row, user.name)
}

export async function updateNote(
  db: Db,
  { id, input, user, now }: Ctx & { id: number; input: { note: string } },
) {
  const current = await getNoteRow(db, id)
  assertAuthorOrAdmin(user, current.userId)
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(notes)
      .set({ note: input.note, updatedAt: now })
      .where(eq(notes.id, id))
      .returning()
    if (!updated) throw notFound()
    await recordHistory(tx, {
      applicantId: current.applicantId,
      userId: user.id,
      action: 'note_updated',
      now,
    })
    await notifyNoteEdited(tx, {
      applicantId: current.applicantId,
      before: current.note,
      after: input.note,
      actorId: user.id,
      now,
    })
    return updated
  })
  const [author] = row.userId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.userId))
    : []
  return toNote(row, author?.name ?? null)
}

export async function deleteNote(db: Db, { id, user, now }: Ctx & { id: number }) {
  const current = await getNoteRow(db, id)
  assertAuthorOrAdmin(user, current.userId)
  await db.transaction(async (tx) => {
    await tx.delete(notes).where(eq(notes.id, id))
    await recordHistory(tx, {
      applicantId: current.applicantId,
      userId: user.id,
      action: 'note_deleted',
      now,
    })
  })
}
