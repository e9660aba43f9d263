import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { applicantFollowers, applicants, bumpApplicantsVersion } from '../applicant-records/index.ts'
import { recordAudit } from '../audit/index.ts'
import { documents } from '../documents/index.ts'
import { applicantHistory } from '../history/index.ts'
import { inboundMails } from '../inbox/index.ts'
import { messages } from '../messages/index.ts'
import { notes } from '../notes/index.ts'
import { notifications } from '../notifications/index.ts'
import { ratings } from '../ratings/index.ts'
import { getSettings } from '../settings/index.ts'

/** Statuses after which the retention period runs. */
export const RETENTION_STATUSES = ['abgelehnt', 'zurueckgezogen'] as const

const MONTH_MS = 30.44 * 86_400_000

/**
 * Art. 17 DSGVO: deletes an applicant at once (also from the trash), with every sub-record, the
 * documents on disk and the mail copies. Only the fact that it happened stays, in the audit log.
 */
export async function eraseApplicant(
  deps: AppDeps,
  { id, ...actor }: { id: number; userId: number | null; ip?: string; now: Date; reason?: string },
) {
  const { db, storage } = deps
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.id, id))
      .for('update')
    if (!row) throw notFound('Bewerber:in wurde nicht gefunden.')
    const files = await tx
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.applicantId, id))
    await tx.delete(inboundMails).where(eq(inboundMails.applicantId, id))
    await tx.delete(applicants).where(eq(applicants.id, id)) // cascades: history, ratings, notes, messages, documents, followers, notifications
    await bumpApplicantsVersion(tx)
    await recordAudit(tx, {
      userId: actor.userId,
      action: actor.reason ?? 'applicant_erased',
      target: `applicant:${id}`,
      ip: actor.ip ?? null,
      now: actor.now,
    })
    return files.map((f) => f.key)
  })
  // After the commit: at worst a file without a row is left, which the start-up sweep removes.
  for (const key of keys) await storage.remove(key)
}

/**
 * Anonymises an applicant: keeps status, occupation group, source, dates, numeric ratings and the
 * status history for the statistics; drops everything that identifies the person.
 */
export async function anonymiseApplicant(deps: AppDeps, { id, now }: { id: number; now: Date }) {
  const { db, storage } = deps
  const keys = await db.transaction(async (tx) => {
    const files = await tx
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.applicantId, id))
    await tx.delete(documents).where(eq(documents.applicantId, id))
    await tx.delete(messages).where(eq(messages.applicantId, id))
    await tx.delete(notes).where(eq(notes.applicantId, id))
    await tx.delete(inboundMails).where(eq(inboundMails.applicantId, id))
    await tx.delete(notifications).where(eq(notifications.applicantId, id))
    await tx.delete(applicantFollowers).where(eq(applicantFollowers.applicantId, id))
    await tx.update(ratings).set({ text: '' }).where(eq(ratings.applicantId, id))
    await tx
      .delete(applicantHistory)
      .where(
        and(
          eq(applicantHistory.applicantId, id),
          sql`${applicantHistory.action} NOT IN ('created', 'status_changed')`,
        ),
      )
    // Status changes keep only the status itself (an "updated" entry could name the person).
    await tx
      .update(applicantHistory)
      .set({
        changes: sql`COALESCE((SELECT jsonb_agg(c) FROM jsonb_array_elements(${applicantHistory.changes}) c WHERE c->>'field' = 'status'), '[]'::jsonb)`,
      })
      .where(eq(applicantHistory.applicantId, id))
    await tx
      .update(applicants)
      .set({
        salutation: null,
        title: null,
        firstName: 'Anonymisiert',
        lastName: `#${id}`,
        birthDate: null,
        email: null,
        phone: null,
        phoneDigits: null,
        street: null,
        postalCode: null,
        city: null,
        availableFrom: null,
        desiredSalary: null,
        weeklyHours: null,
        drivingLicense: [],
        languages: [],
        privacyConsentAt: null,
        remarks: null,
        searchText: '',
        searchVector: null,
        // The documents (and with them their texts) are gone: so are their words.
        documentVector: null,
        anonymizedAt: now,
        updatedAt: now,
      })
      .where(eq(applicants.id, id))
    await bumpApplicantsVersion(tx)
    await recordAudit(tx, { userId: null, action: 'retention_anonymised', target: `applicant:${id}`, now })
    return files.map((f) => f.key)
  })
  for (const key of keys) await storage.remove(key)
}

export interface RetentionCandidate {
  id: number
  name: string
  status: string
  since: string
}

/** Applicants rejected or withdrawn longer ago than the retention period, not yet anonymised. */
export async function findRetentionDue(db: Db, now: Date): Promise<RetentionCandidate[]> {
  const settings = await getSettings(db)
  const cutoff = new Date(now.getTime() - settings.retention_months * MONTH_MS)
  const since = sql<Date>`COALESCE((SELECT max(h.created_at) FROM ${applicantHistory} h
    WHERE h.applicant_id = ${applicants.id} AND h.action = 'status_changed'), ${applicants.createdAt})`
  const rows = await db
    .select({
      id: applicants.id,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      status: applicants.status,
      since,
    })
    .from(applicants)
    .where(
      and(
        inArray(applicants.status, [...RETENTION_STATUSES]),
        isNull(applicants.deletedAt),
        isNull(applicants.anonymizedAt),
        lt(since, cutoff),
      ),
    )
    .orderBy(since)
    .limit(1000)
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    status: r.status,
    since: new Date(r.since).toISOString(),
  }))
}

/** The daily retention job: only when an admin switched it on; every action is in the audit log. */
export async function applyRetention(deps: AppDeps): Promise<number> {
  const settings = await getSettings(deps.db)
  if (!settings.retention_enabled) return 0
  const now = deps.clock.now()
  const due = await findRetentionDue(deps.db, now)
  for (const candidate of due) {
    if (settings.retention_action === 'delete')
      await eraseApplicant(deps, { id: candidate.id, userId: null, now, reason: 'retention_deleted' })
    else await anonymiseApplicant(deps, { id: candidate.id, now })
  }
  return due.length
}
