import type { BulkMailPreviewBody } from '@bb/shared'
import {
  BULK_ITEMS_MAX,
  BULK_PREVIEW_MAX,
  BULK_REASONS,
  type BulkMailPreview,
  type BulkProblem,
} from '@bb/shared'
import { inArray, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import { rows } from '../../db/rows.ts'
import { AppError } from '../../lib/errors.ts'
import { applicants } from '../applicant-records/index.ts'
import { listCondition, permissionsFor } from '../applicants/index.ts'
import { composeForApplicant } from '../messages/index.ts'
import type { UserRow } from '../users/index.ts'
import { refusalReason } from './bulk.actions.ts'
import { paramsFor } from './bulk.service.ts'

/** The first applicants of a selection (by id, as the job handles them) and how many it holds. */
async function selectionSample(deps: AppDeps, body: BulkMailPreviewBody, viewerId: number) {
  const { selection } = body
  if (selection.type === 'ids') {
    const ids = [...new Set(selection.ids)].sort((a, b) => a - b)
    return { total: ids.length, ids: ids.slice(0, BULK_PREVIEW_MAX) }
  }
  const { where } = await listCondition(deps.db, { query: selection.query, viewerId })
  const filter = where ? sql`WHERE ${where}` : sql``
  const [count] = await rows<{ n: number }>(
    deps.db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${applicants} ${filter} LIMIT ${BULK_ITEMS_MAX + 1}) capped`,
  )
  const sample = await rows<{ id: number }>(
    deps.db,
    sql`SELECT ${applicants.id} AS id FROM ${applicants} ${filter} ORDER BY ${applicants.id} LIMIT ${BULK_PREVIEW_MAX}`,
  )
  return { total: count?.n ?? 0, ids: sample.map((r) => r.id) }
}

/**
 * Who a templated mail would skip, by the same rules as the mailing: not found, in the trash, no
 * permission, no address, a placeholder that cannot be filled for this person. Nothing is stored.
 */
export async function previewBulkMail(
  deps: AppDeps,
  { body, user, now }: { body: BulkMailPreviewBody; user: UserRow; now: Date },
): Promise<BulkMailPreview> {
  const params = await paramsFor(deps, { action: 'mail', template_id: body.template_id })
  const { total, ids } = await selectionSample(deps, body, user.id)
  const found =
    ids.length === 0 ? [] : await deps.db.select().from(applicants).where(inArray(applicants.id, ids))
  const byId = new Map(found.map((row) => [row.id, row]))
  const skipped: BulkProblem[] = []
  for (const id of ids) {
    const row = byId.get(id)
    const name = row ? `${row.firstName} ${row.lastName}`.trim() : null
    const skip = (reason: string) => skipped.push({ applicant_id: id, name, state: 'skipped', reason })
    if (!row) skip(BULK_REASONS.notFound)
    else if (row.deletedAt) skip(BULK_REASONS.inTrash)
    else if (!permissionsFor(user, row).includes('message')) skip(BULK_REASONS.forbidden)
    else if (!row.email) skip(BULK_REASONS.noEmail)
    else
      try {
        await composeForApplicant(deps, {
          applicant: row,
          user,
          subject: params.subject ?? '',
          content: params.content ?? '',
          now,
        })
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error
        skip(refusalReason(error))
      }
  }
  return { total, checked: ids.length, sendable: ids.length - skipped.length, skipped }
}
