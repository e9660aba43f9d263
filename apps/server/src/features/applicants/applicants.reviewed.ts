import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { applicants, bumpApplicantsVersion, getLiveApplicantRow } from '../applicant-records/index.ts'
import { recordHistory } from '../history/index.ts'
import type { UserRow } from '../users/index.ts'
import { getApplicant } from './applicants.service.ts'

/**
 * A person has opened an application that arrived by itself: the „Bitte prüfen“ mark goes. Only
 * the request that actually clears it writes history, so two colleagues opening it at the same
 * moment leave one entry, and asking again changes nothing. It is not a change of the profile, so
 * the time of the last change stays.
 */
export async function markReviewed(db: Db, { id, user, now }: { id: number; user: UserRow; now: Date }) {
  await getLiveApplicantRow(db, id)
  await db.transaction(async (tx) => {
    const cleared = await tx
      .update(applicants)
      .set({ needsReview: false })
      .where(and(eq(applicants.id, id), eq(applicants.needsReview, true), isNull(applicants.deletedAt)))
      .returning({ id: applicants.id })
    if (cleared.length === 0) return
    await recordHistory(tx, { applicantId: id, userId: user.id, action: 'reviewed', now })
    await bumpApplicantsVersion(tx)
  })
  return getApplicant(db, { id, viewer: user })
}
