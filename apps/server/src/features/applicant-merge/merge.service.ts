import {
  APPLICANT_FIELDS,
  type ApplicantFieldKey,
  MERGE_HISTORY_FIELDS,
  type MergeFieldChoices,
  mergeRecordsText,
} from '@bb/shared'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { AppError, notFound, ValidationError } from '../../lib/errors.ts'
import { type ApplicantRow, applicants, bumpApplicantsVersion } from '../applicant-records/index.ts'
import { FIELD_COLUMNS, FIELD_LABELS, getAnswers, getApplicant, refreshSearch } from '../applicants/index.ts'
import { auditLog, recordAudit } from '../audit/index.ts'
import { type HistoryChangeRow, recordHistory } from '../history/index.ts'
import { refreshAverage } from '../ratings/index.ts'
import type { UserRow } from '../users/index.ts'
import { moveRecords, refuseSharedSlot } from './merge-records.ts'

export interface MergeInput {
  into: number
  fields: MergeFieldChoices
  seen_updated_at: { source: string; target: string }
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
const nameOf = (row: ApplicantRow) => `${row.firstName} ${row.lastName} (Nr. ${row.id})`

/** Where an applicant went that a merge removed, from the audit log; undefined if it never was merged. */
async function mergedInto(db: Db, id: number): Promise<number | undefined> {
  const [entry] = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'applicant_merged'), eq(auditLog.target, `applicant:${id}`)))
    .orderBy(desc(auditLog.id))
    .limit(1)
  const into = entry?.details.into
  return typeof into === 'number' ? into : undefined
}

async function sourceGone(db: Db, id: number): Promise<AppError> {
  const into = await mergedInto(db, id)
  if (into === undefined) return notFound('Bewerber:in wurde nicht gefunden.')
  return new AppError(422, 'Diese Bewerber:in wurde bereits zusammengeführt.', { merged_into: into })
}

async function targetGone(db: Db, id: number, row: ApplicantRow | undefined): Promise<AppError> {
  if (row?.deletedAt)
    return new ValidationError({
      into: ['Die Bewerber:in liegt im Papierkorb. Bitte stellen Sie sie zuerst wieder her.'],
    })
  const into = await mergedInto(db, id)
  return new ValidationError({
    into: [
      into === undefined
        ? 'Die Bewerber:in, in die zusammengeführt werden soll, wurde nicht gefunden.'
        : 'Die Bewerber:in wurde inzwischen selbst zusammengeführt. Bitte öffnen Sie sie neu.',
    ],
  })
}

/** The value the person saw is still there: the record has not changed since. */
const unchangedSince = (row: ApplicantRow, seen: string) => row.updatedAt.getTime() === Date.parse(seen)

/**
 * The fields the target takes from the duplicate: where the person chose the duplicate, or, for a
 * field they left out, where the target has nothing and the duplicate has something.
 */
function takenFields(source: ApplicantRow, target: ApplicantRow, choices: MergeFieldChoices) {
  const values: Partial<ApplicantRow> = {}
  const changes: HistoryChangeRow[] = []
  for (const { key } of APPLICANT_FIELDS) {
    const column = FIELD_COLUMNS[key as ApplicantFieldKey]
    const side = choices[key] ?? (isEmpty(target[column]) ? 'source' : 'target')
    if (side !== 'source' || same(source[column], target[column])) continue
    Object.assign(values, { [column]: source[column] })
    changes.push({ field: key, label: FIELD_LABELS[key] ?? key, old: target[column], new: source[column] })
  }
  if (values.phone !== undefined) values.phoneDigits = source.phoneDigits
  // A mark someone set on either record is kept.
  if (source.qualified && !target.qualified) {
    values.qualified = true
    changes.push({ field: 'qualified', label: FIELD_LABELS.qualified ?? 'qualified', old: false, new: true })
  }
  return { values, changes }
}

/**
 * Merges the duplicate `id` into `input.into` in one transaction: both rows locked (in id order, so
 * two merges of the same pair in opposite directions cannot deadlock), the duplicate's records
 * moved, the chosen fields copied, rating average and search columns refreshed, one history entry
 * on the target naming the duplicate, an audit entry, and the duplicate deleted for good.
 */
export async function mergeApplicants(
  db: Db,
  { id, input, user, now, ip }: { id: number; input: MergeInput; user: UserRow; now: Date; ip?: string },
) {
  if (input.into === id)
    throw new ValidationError({
      into: ['Eine Bewerber:in kann nicht mit sich selbst zusammengeführt werden.'],
    })
  const answers = await getAnswers(db)
  await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(applicants)
      .where(inArray(applicants.id, [id, input.into]))
      .orderBy(applicants.id)
      .for('update')
    const source = locked.find((row) => row.id === id)
    const target = locked.find((row) => row.id === input.into)
    if (!source || source.deletedAt) throw await sourceGone(tx, id)
    if (!target || target.deletedAt) throw await targetGone(tx, input.into, target)
    if (
      !unchangedSince(source, input.seen_updated_at.source) ||
      !unchangedSince(target, input.seen_updated_at.target)
    )
      throw new AppError(
        422,
        'Eine der beiden Bewerber:innen wurde inzwischen geändert. Bitte prüfen Sie die Auswahl noch einmal.',
      )
    await refuseSharedSlot(tx, id, input.into)

    const { values, changes } = takenFields(source, target, input.fields)
    const moved = await moveRecords(tx, { from: id, to: input.into })
    await tx
      .update(applicants)
      .set({ ...values, updatedAt: now })
      .where(eq(applicants.id, input.into))
    await tx.delete(applicants).where(eq(applicants.id, id))
    await refreshSearch(tx, input.into, answers)
    await refreshAverage(tx, input.into)

    // A status taken over is a status change of its own, as the statistics count them.
    const status = changes.find((c) => c.field === 'status')
    const fieldChanges = changes.filter((c) => c !== status)
    const summary: HistoryChangeRow[] = [
      { field: MERGE_HISTORY_FIELDS.from, label: 'Dublette', old: nameOf(source), new: nameOf(target) },
      { field: MERGE_HISTORY_FIELDS.records, label: 'Übernommen', old: null, new: mergeRecordsText(moved) },
    ]
    const base = { applicantId: input.into, userId: user.id, now }
    await recordHistory(tx, { ...base, action: 'merged', changes: [...summary, ...fieldChanges] })
    if (status) await recordHistory(tx, { ...base, action: 'status_changed', changes: [status] })
    await recordAudit(tx, {
      userId: user.id,
      action: 'applicant_merged',
      target: `applicant:${id}`,
      details: { into: input.into },
      ip,
      now,
    })
    await bumpApplicantsVersion(tx)
  })
  return getApplicant(db, { id: input.into, viewer: user })
}
