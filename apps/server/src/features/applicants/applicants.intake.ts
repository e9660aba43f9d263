import type { IntakeChannel } from '@bb/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { ValidationError } from '../../lib/errors.ts'
import { type ApplicantRow, applicants, bumpApplicantsVersion } from '../applicant-records/index.ts'
import { recordHistory } from '../history/index.ts'
import { notifyApplicationReceived } from '../notifications/index.ts'
import { phoneDigits, toColumns } from './applicants.mapper.ts'
import { refreshSearch, validateProfile } from './applicants.service.ts'

export interface ReceivedApplication {
  /** How it arrived; staff-typed applicants go through createApplicant instead. */
  channel: Exclude<IntakeChannel, 'manuell'>
  /** Profile values by field key, checked here with the same rules as a staff form. */
  profile: Record<string, unknown>
  /** „Bitte prüfen“ until a person opens it. */
  needsReview: boolean
  /** Staff following the job applied to. */
  jobFollowerIds: number[]
  /** The notification's line (the job's title, or the mail's subject). */
  notificationText: string
  now: Date
}

/**
 * The earliest live applicant with the same e-mail address or phone number, or the original such a
 * twin was already marked as: a new application is marked as its duplicate, never refused (whoever
 * applies learns nothing about who else has). Two applications of one address at the same moment
 * are taken one after the other (a transaction lock on the address), so the second sees the first.
 */
async function findOriginal(tx: Db, email: string | null, digits: string | null): Promise<number | null> {
  if (!email && !digits) return null
  if (email) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`applicant-email:${email}`}))`)
  const [match] = await rows<{ id: number; duplicate_of: number | null }>(
    tx,
    sql`SELECT id, duplicate_of FROM applicants
        WHERE deleted_at IS NULL
          AND (${email ? sql`lower(email) = ${email}` : sql`false`} OR ${digits ? sql`phone_digits = ${digits}` : sql`false`})
        ORDER BY (duplicate_of IS NULL) DESC, id ASC
        LIMIT 1`,
  )
  return match ? (match.duplicate_of ?? match.id) : null
}

/**
 * An application that arrived by itself becomes an applicant (status neu) inside the caller's
 * transaction, so its documents, consent and message commit with it or not at all. The profile is
 * checked like a staff form (a 422 with German messages per field); nobody is its author.
 */
export async function insertReceivedApplicant(
  tx: Db,
  input: ReceivedApplication,
): Promise<{ id: number; duplicateOf: number | null }> {
  const { data, answers } = await validateProfile(tx, input.profile, 'update')
  if (typeof data.first_name !== 'string' || typeof data.last_name !== 'string') {
    throw new ValidationError({ last_name: ['Bitte Vor- und Nachnamen angeben.'] })
  }
  const email = typeof data.email === 'string' ? data.email : null
  const digits = phoneDigits(data.phone)
  const duplicateOf = await findOriginal(tx, email, digits)
  const [row] = await tx
    .insert(applicants)
    .values({
      ...(toColumns(data) as ApplicantRow),
      status: 'neu',
      channel: input.channel,
      needsReview: input.needsReview,
      duplicateOf,
      phoneDigits: digits,
      createdBy: null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: applicants.id })
  if (!row) throw new Error('insert returned no row')
  await refreshSearch(tx, row.id, answers)
  await recordHistory(tx, { applicantId: row.id, userId: null, action: 'received', now: input.now })
  await notifyApplicationReceived(tx, {
    applicantId: row.id,
    jobFollowerIds: input.jobFollowerIds,
    text: input.notificationText,
    now: input.now,
  })
  await bumpApplicantsVersion(tx)
  return { id: row.id, duplicateOf }
}
