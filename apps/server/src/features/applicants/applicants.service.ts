import {
  type Answers,
  APPLICANT_TOASTS,
  type Applicant,
  type ApplicantBody,
  type ApplicantPermission,
  buildApplicantBody,
  type DuplicateMatch,
  RESTORE_WINDOW_DAYS,
} from '@bb/shared'
import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { AppError, notFound, ValidationError } from '../../lib/errors.ts'
import type { DocumentStorage } from '../../storage/storage.ts'
import {
  type ApplicantRow,
  applicantFollowers,
  applicants,
  bumpApplicantsVersion,
  getLiveApplicantRow,
} from '../applicant-records/index.ts'
import { recordAudit } from '../audit/index.ts'
import { documents } from '../documents/index.ts'
import type { HistoryChangeRow } from '../history/index.ts'
import { recordHistory } from '../history/index.ts'
import { type KnownFollowers, notifyNewApplicant, notifyStatusChange } from '../notifications/index.ts'
import type { UserRow } from '../users/index.ts'
import { getAnswers } from './answers.service.ts'
import { FIELD_COLUMNS, FIELD_LABELS, phoneDigits, toColumns } from './applicants.mapper.ts'
import { fromSelected, selectFullApplicants } from './applicants.query.ts'

const DAY_MS = 86_400_000

/** The profile fields the search columns are made of (refreshSearch). */
const SEARCHED_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'city', 'profession_group']

/** Keeps the search columns in step with the profile (accent-free, German stemming). */
export async function refreshSearch(db: Db, id: number, answers: Answers) {
  const [row] = await db
    .select({ group: applicants.professionGroup })
    .from(applicants)
    .where(eq(applicants.id, id))
  const groupLabel = (row?.group && answers.profession_group?.[row.group]) || ''
  await db.execute(sql`
    UPDATE applicants SET
      search_text = lower(unaccent(concat_ws(' ', first_name, last_name, email, phone, phone_digits, city, ${groupLabel}::text))),
      search_vector = to_tsvector('german', unaccent(concat_ws(' ', first_name, last_name, email, phone, city, ${groupLabel}::text)))
    WHERE id = ${id}`)
}

export function permissionsFor(user: UserRow, row: Pick<ApplicantRow, 'deletedAt'>): ApplicantPermission[] {
  const writer = user.roles.includes('admin') || user.roles.includes('recruiter')
  if (row.deletedAt) return writer ? ['view', 'restore'] : ['view']
  const base: ApplicantPermission[] = ['view', 'follow', 'rate', 'note']
  return writer ? [...base, 'edit', 'delete', 'upload', 'message'] : base
}

async function loadApplicant(
  db: Db,
  id: number,
  viewerId: number,
): Promise<{ row: ApplicantRow; applicant: Applicant }> {
  const [found] = await selectFullApplicants(db, viewerId).where(eq(applicants.id, id))
  if (!found) throw notFound('Bewerber:in wurde nicht gefunden.')
  return { row: found.row, applicant: fromSelected(found) }
}

export async function getApplicant(db: Db, { id, viewer }: { id: number; viewer: UserRow }) {
  return loadApplicant(db, id, viewer.id)
}

export async function findDuplicates(
  db: Db,
  { candidate, exceptId }: { candidate: Record<string, unknown>; exceptId?: number },
): Promise<DuplicateMatch[]> {
  const conditions = []
  const email = typeof candidate.email === 'string' ? candidate.email.toLowerCase() : null
  const digits = phoneDigits(candidate.phone)
  const byName =
    typeof candidate.birth_date === 'string' &&
    typeof candidate.first_name === 'string' &&
    typeof candidate.last_name === 'string'
  if (email) conditions.push(sql`lower(${applicants.email}) = ${email}`)
  if (digits) conditions.push(eq(applicants.phoneDigits, digits))
  if (byName) {
    conditions.push(
      sql`(lower(${applicants.lastName}) = ${String(candidate.last_name).toLowerCase()} AND lower(${applicants.firstName}) = ${String(candidate.first_name).toLowerCase()} AND ${applicants.birthDate} = ${candidate.birth_date as string})`,
    )
  }
  if (conditions.length === 0) return []
  const rows = await db
    .select()
    .from(applicants)
    .where(and(or(...conditions), exceptId ? ne(applicants.id, exceptId) : undefined))
    .limit(10)
  return rows.map((row) => {
    const reasons: DuplicateMatch['reasons'] = []
    if (email && row.email?.toLowerCase() === email) reasons.push('email')
    if (digits && row.phoneDigits === digits) reasons.push('phone')
    if (
      byName &&
      row.birthDate === candidate.birth_date &&
      row.lastName.toLowerCase() === String(candidate.last_name).toLowerCase() &&
      row.firstName.toLowerCase() === String(candidate.first_name).toLowerCase()
    ) {
      reasons.push('name_birth_date')
    }
    return {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone: row.phone,
      birth_date: row.birthDate,
      reasons,
    }
  })
}

function rejectDuplicates(duplicates: DuplicateMatch[]) {
  const fields = new Set(duplicates.flatMap((d) => d.reasons))
  const errors: Record<string, string[]> = {}
  if (fields.has('email'))
    errors.email = ['Diese E-Mail-Adresse ist bereits bei einer Bewerber:in hinterlegt.']
  if (fields.has('phone'))
    errors.phone = ['Diese Telefonnummer ist bereits bei einer Bewerber:in hinterlegt.']
  if (fields.has('name_birth_date')) {
    errors.last_name = ['Eine Bewerber:in mit diesem Namen und Geburtsdatum existiert bereits.']
  }
  throw new ValidationError(errors, 'Möglicherweise existiert diese Bewerber:in bereits.', { duplicates })
}

const SCHEMAS_KEPT = 8
const schemas = new Map<string, ReturnType<typeof buildApplicantBody>>()

/**
 * The profile's schema for this catalogue, built once per catalogue and mode: building one costs
 * milliseconds of CPU and memory for its compiled checks, checking a body with it microseconds. The
 * catalogue's content is the key, so a changed catalogue gets its own schema; only the last few are kept.
 */
function profileSchema(answers: Answers, mode: 'create' | 'update') {
  const key = `${mode}:${JSON.stringify(answers)}`
  let schema = schemas.get(key)
  if (!schema) {
    schema = mode === 'create' ? buildApplicantBody(answers) : buildApplicantBody(answers).partial()
    if (schemas.size >= SCHEMAS_KEPT) schemas.delete(schemas.keys().next().value ?? '')
    schemas.set(key, schema)
  }
  return schema
}

/**
 * A profile checked against the current option catalogue, or a 422 with German messages per field.
 * Staff forms and applications that arrive by themselves are checked by the same rules.
 */
export async function validateProfile(db: Db, body: unknown, mode: 'create' | 'update', catalogue?: Answers) {
  const answers = catalogue ?? (await getAnswers(db))
  const parsed = profileSchema(answers, mode).safeParse(body)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'body'
      errors[field] ??= []
      errors[field].push(issue.message)
    }
    throw new ValidationError(errors)
  }
  return { data: parsed.data as ApplicantBody, answers }
}

export interface WriteContext {
  user: UserRow
  now: Date
  /** The caller's address, for the audit log of deletes and restores. */
  ip?: string
}

/**
 * What a caller changing many applicants in one transaction (a bulk action) has already read or
 * does once for all of them; the change itself is the same as a single one.
 */
export interface ManyContext {
  /** The applicant's row, read and locked (FOR NO KEY UPDATE) in this transaction. */
  current?: ApplicantRow
  /** False: the caller bumps the lists' version once for all its changes before it commits. */
  bumpVersion?: boolean
  /** True: the caller holds this change in a savepoint of its own, so it opens no second one. */
  ownSavepoint?: boolean
}

/** A change's writes, all or none: in a transaction of their own unless the caller's savepoint holds them. */
function atomically(db: Db, ownSavepoint: boolean | undefined, write: (tx: Db) => Promise<void>) {
  return ownSavepoint ? write(db) : db.transaction(write)
}

/** The row the caller read in this transaction, else read now; one in the trash is not found. */
async function liveRow(db: Db, id: number, current: ApplicantRow | undefined) {
  if (!current) return getLiveApplicantRow(db, id)
  if (current.id !== id || current.deletedAt) throw notFound('Bewerber:in wurde nicht gefunden.')
  return current
}

export async function createApplicant(db: Db, { input, user, now }: WriteContext & { input: unknown }) {
  const { data, answers } = await validateProfile(db, input, 'create')
  if (!data.confirm_duplicate) {
    const duplicates = await findDuplicates(db, { candidate: data })
    if (duplicates.length > 0) rejectDuplicates(duplicates)
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applicants)
      .values({
        ...(toColumns(data) as ApplicantRow),
        status: (data.status as string | null | undefined) ?? 'neu',
        phoneDigits: phoneDigits(data.phone),
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applicants.id })
    if (!row) throw new Error('insert returned no row')
    await refreshSearch(tx, row.id, answers)
    await recordHistory(tx, { applicantId: row.id, userId: user.id, action: 'created', now })
    await notifyNewApplicant(tx, {
      applicantId: row.id,
      actorId: user.id,
      now,
      text: answers.profession_group?.[String(data.profession_group)],
    })
    await bumpApplicantsVersion(tx)
    return row.id
  })
  return loadApplicant(db, id, user.id)
}

/** The status the caller saw is no longer the applicant's: someone else changed it meanwhile. */
const statusConflict = () => new AppError(409, APPLICANT_TOASTS.statusConflict)

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

type UpdateInput = WriteContext &
  ManyContext &
  KnownFollowers & {
    id: number
    input: unknown
    /** The option catalogue, when a caller changing many applicants has read it once for all. */
    answers?: Answers
  }

/** A change of the profile, answered with the applicant as it is now. */
export async function updateApplicant(db: Db, input: UpdateInput) {
  await changeApplicant(db, input)
  return loadApplicant(db, input.id, input.user.id)
}

/**
 * A change of the profile with everything it brings (history, notifications, search columns, the
 * lists' version); the statistics and the status's date follow by the database's triggers. A
 * change that changes nothing writes nothing.
 */
export async function changeApplicant(
  db: Db,
  {
    id,
    input,
    user,
    now,
    answers: catalogue,
    current: known,
    followers,
    bumpVersion = true,
    ownSavepoint,
  }: UpdateInput,
): Promise<void> {
  const { data, answers } = await validateProfile(db, input, 'update', catalogue)
  const current = await liveRow(db, id, known)
  const values = toColumns(data)
  const changes: HistoryChangeRow[] = []
  for (const [key, column] of [...Object.entries(FIELD_COLUMNS), ['qualified', 'qualified'] as const]) {
    const next = (values as Record<string, unknown>)[column]
    const previous = current[column as keyof ApplicantRow]
    if (next !== undefined && !same(next, previous)) {
      changes.push({ field: key, label: FIELD_LABELS[key] ?? key, old: previous ?? null, new: next ?? null })
    }
  }
  if (changes.length === 0) return
  const expected = data.expected_status
  if (expected !== undefined && current.status !== expected) throw statusConflict()
  const emailChanged = changes.some((c) => c.field === 'email')
  if (emailChanged && !data.confirm_duplicate) {
    const duplicates = (await findDuplicates(db, { candidate: { email: data.email }, exceptId: id })).filter(
      (d) => d.reasons.includes('email'),
    )
    if (duplicates.length > 0) rejectDuplicates(duplicates)
  }
  if (values.status === null) values.status = current.status
  await atomically(db, ownSavepoint, async (tx) => {
    const written = await tx
      .update(applicants)
      .set({
        ...values,
        ...(data.phone !== undefined ? { phoneDigits: phoneDigits(data.phone) } : {}),
        updatedAt: now,
      })
      // A twin request that moved the status first wins; this one then changes nothing.
      .where(and(eq(applicants.id, id), expected !== undefined ? eq(applicants.status, expected) : undefined))
      .returning({ id: applicants.id })
    if (written.length === 0) throw statusConflict()
    const fields = new Set(changes.map((c) => c.field))
    // The search columns hold only these fields: a change of status or job leaves them (and the
    // word counts kept by their trigger) as they are, which keeps a bulk change light.
    if (SEARCHED_FIELDS.some((field) => fields.has(field))) await refreshSearch(tx, id, answers)
    const action = fields.has('status')
      ? 'status_changed'
      : fields.size === 1 && fields.has('qualified')
        ? data.qualified
          ? 'qualified'
          : 'unqualified'
        : 'updated'
    await recordHistory(tx, { applicantId: id, userId: user.id, action, changes, now })
    if (fields.has('status'))
      await notifyStatusChange(tx, {
        applicantId: id,
        from: current.status,
        to: String(values.status),
        labels: answers.status,
        actorId: user.id,
        now,
        ...(followers ? { followers } : {}),
      })
    if (bumpVersion) await bumpApplicantsVersion(tx)
  })
}

/** Into the trash; the audit log has it in the same transaction (who, when, from where). */
export async function deleteApplicant(
  db: Db,
  {
    id,
    user,
    now,
    ip,
    current,
    bumpVersion = true,
    ownSavepoint,
  }: WriteContext & ManyContext & { id: number },
) {
  await liveRow(db, id, current)
  await atomically(db, ownSavepoint, async (tx) => {
    await tx
      .update(applicants)
      .set({ deletedAt: now, deletedBy: user.id, updatedAt: now })
      .where(eq(applicants.id, id))
    await recordHistory(tx, { applicantId: id, userId: user.id, action: 'deleted', now })
    await recordAudit(tx, {
      userId: user.id,
      action: 'applicant_deleted',
      target: `applicant:${id}`,
      ip,
      now,
    })
    if (bumpVersion) await bumpApplicantsVersion(tx)
  })
}

/** Out of the trash again: personal data back in every list, so the audit log has it too. */
export async function restoreApplicant(db: Db, { id, user, now, ip }: WriteContext & { id: number }) {
  const [row] = await db.select().from(applicants).where(eq(applicants.id, id))
  if (!row) throw notFound('Bewerber:in wurde nicht gefunden.')
  if (!row.deletedAt) throw new AppError(422, 'Bewerber:in ist nicht gelöscht.')
  await db.transaction(async (tx) => {
    await tx
      .update(applicants)
      .set({ deletedAt: null, deletedBy: null, updatedAt: now })
      .where(eq(applicants.id, id))
    await recordHistory(tx, { applicantId: id, userId: user.id, action: 'restored', now })
    await recordAudit(tx, {
      userId: user.id,
      action: 'applicant_restored',
      target: `applicant:${id}`,
      ip,
      now,
    })
    await bumpApplicantsVersion(tx)
  })
  return loadApplicant(db, id, user.id)
}

type FollowInput = WriteContext & ManyContext & { id: number; follow: boolean }

/** Follows or unfollows for the user, answered with the applicant as it is now. */
export async function setFollow(db: Db, input: FollowInput) {
  await changeFollow(db, input)
  return loadApplicant(db, input.id, input.user.id)
}

/** Follows or unfollows for the user, with its history entry; what already is so writes nothing. */
export async function changeFollow(
  db: Db,
  { id, follow, user, now, current, bumpVersion = true, ownSavepoint }: FollowInput,
): Promise<void> {
  await liveRow(db, id, current)
  await atomically(db, ownSavepoint, async (tx) => {
    const changed = follow
      ? await tx
          .insert(applicantFollowers)
          .values({ applicantId: id, userId: user.id, createdAt: now })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(applicantFollowers)
          .where(and(eq(applicantFollowers.applicantId, id), eq(applicantFollowers.userId, user.id)))
          .returning()
    if (changed.length === 0) return
    await recordHistory(tx, {
      applicantId: id,
      userId: user.id,
      action: follow ? 'followed' : 'unfollowed',
      now,
    })
    if (bumpVersion) await bumpApplicantsVersion(tx)
  })
}

/**
 * Deletes applicants for good whose restore window has passed, their documents' files included
 * (removed after the commit; a crash in between leaves files the start-up sweep removes).
 * A transaction-level advisory lock makes sure only one instance purges at a time.
 */
export async function purgeExpiredApplicants(
  db: Db,
  { now, storage }: { now: Date; storage?: DocumentStorage },
): Promise<number[]> {
  const cutoff = new Date(now.getTime() - RESTORE_WINDOW_DAYS * DAY_MS)
  const { ids, keys } = await db.transaction(async (tx) => {
    const [lock] = await rows<{ ok: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(727274002) AS ok`)
    if (!lock?.ok) return { ids: [], keys: [] }
    const expired = await tx
      .select({ id: applicants.id })
      .from(applicants)
      .where(and(isNotNull(applicants.deletedAt), lt(applicants.deletedAt, cutoff)))
      .for('update', { skipLocked: true })
    const found = expired.map((r) => r.id)
    if (found.length === 0) return { ids: [], keys: [] }
    const files = await tx
      .select({ key: documents.storageKey })
      .from(documents)
      .where(inArray(documents.applicantId, found))
    await tx.delete(applicants).where(inArray(applicants.id, found))
    // Deleted for good by the clock, not by a person: the audit log names no user.
    for (const purgedId of found)
      await recordAudit(tx, {
        userId: null,
        action: 'applicant_purged',
        target: `applicant:${purgedId}`,
        now,
      })
    await bumpApplicantsVersion(tx)
    return { ids: found, keys: files.map((f) => f.key) }
  })
  if (storage) for (const key of keys) await storage.remove(key)
  return ids
}
