import { type Answers, type ApplicantPermission, BULK_REASONS, type BulkActionName } from '@bb/shared'
import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { type AppError, ValidationError } from '../../lib/errors.ts'
import { type ApplicantRow, applicantFollowers } from '../applicant-records/index.ts'
import { changeApplicant, changeFollow, deleteApplicant, permissionsFor } from '../applicants/index.ts'
import { createMessage } from '../messages/index.ts'
import type { Recipient } from '../notifications/index.ts'
import type { UserRow } from '../users/index.ts'

/** What the stored parameters of each action hold (the mail's text is kept as it was when started). */
export interface BulkParams {
  status?: string
  job?: string
  template_id?: number
  subject?: string
  content?: string
  format?: string
}

export type ItemOutcome = { state: 'done' } | { state: 'skipped' | 'failed'; reason: string }

export interface ItemContext {
  /** The app's dependencies with `db` being the item's transaction. */
  deps: AppDeps
  user: UserRow
  now: Date
  params: BulkParams
  applicantId: number
  /** The applicant's row, read and locked with the batch; undefined when there is none. */
  row: ApplicantRow | undefined
  /** Its active followers, read with the batch (actions that notify them). */
  followers: Recipient[] | undefined
  /** The option catalogue, read once for many batches. */
  answers: Answers
}

/** The permission an action needs on each applicant, as the single change asks for it. */
export const NEEDED: Record<Exclude<BulkActionName, 'export'>, ApplicantPermission> = {
  status: 'edit',
  assign_job: 'edit',
  trash: 'delete',
  mail: 'message',
  follow: 'follow',
  unfollow: 'follow',
}

/** Actions whose change notifies the applicant's followers: the batch reads them once for all. */
export const NOTIFIES_FOLLOWERS = new Set<BulkActionName>(['status'])
/** Actions that change what the applicant lists show: the batch bumps their version once. */
export const CHANGES_LISTS = new Set<BulkActionName>(['status', 'assign_job', 'trash', 'follow', 'unfollow'])

/**
 * How an item's change runs inside its batch: the batch's savepoint holds it (no second one), and
 * the batch bumps the lists' version once for all its items.
 */
const IN_BATCH = { ownSavepoint: true, bumpVersion: false } as const

const skipped = (reason: string): ItemOutcome => ({ state: 'skipped', reason })
const DONE: ItemOutcome = { state: 'done' }

async function isFollowing(db: Db, applicantId: number, userId: number) {
  const [row] = await db
    .select({ id: applicantFollowers.applicantId })
    .from(applicantFollowers)
    .where(and(eq(applicantFollowers.applicantId, applicantId), eq(applicantFollowers.userId, userId)))
  return row !== undefined
}

/**
 * Each action's change of one applicant, through the same services as the single change; they
 * get the row the batch read and locked, and leave the lists' version to the batch (CHANGES_LISTS).
 */
const ACTIONS: Record<
  Exclude<BulkActionName, 'export'>,
  (ctx: ItemContext, row: ApplicantRow) => Promise<ItemOutcome>
> = {
  async status({ deps, user, now, params, applicantId, answers, followers }, row) {
    if (row.status === params.status) return skipped(BULK_REASONS.sameStatus)
    await changeApplicant(deps.db, {
      id: applicantId,
      input: { status: params.status },
      user,
      now,
      answers,
      current: row,
      ...IN_BATCH,
      ...(followers ? { followers } : {}),
    })
    return DONE
  },
  async assign_job({ deps, user, now, params, applicantId, answers }, row) {
    if (row.job === params.job) return skipped(BULK_REASONS.sameJob)
    await changeApplicant(deps.db, {
      id: applicantId,
      input: { job: params.job },
      user,
      now,
      answers,
      current: row,
      ...IN_BATCH,
    })
    return DONE
  },
  async trash({ deps, user, now, applicantId }, row) {
    await deleteApplicant(deps.db, { id: applicantId, user, now, current: row, ...IN_BATCH })
    return DONE
  },
  async follow({ deps, user, now, applicantId }, row) {
    if (await isFollowing(deps.db, applicantId, user.id)) return skipped(BULK_REASONS.alreadyFollowed)
    await changeFollow(deps.db, {
      id: applicantId,
      follow: true,
      user,
      now,
      current: row,
      ...IN_BATCH,
    })
    return DONE
  },
  async unfollow({ deps, user, now, applicantId }, row) {
    if (!(await isFollowing(deps.db, applicantId, user.id))) return skipped(BULK_REASONS.notFollowed)
    await changeFollow(deps.db, {
      id: applicantId,
      follow: false,
      user,
      now,
      current: row,
      ...IN_BATCH,
    })
    return DONE
  },
  async mail({ deps, user, now, params, applicantId }, row) {
    if (!row.email) return skipped(BULK_REASONS.noEmail)
    await createMessage(deps, {
      input: {
        applicant_id: applicantId,
        subject: params.subject ?? '',
        content: params.content ?? '',
        channels: ['email'],
        draft: false,
      },
      user,
      now,
      queueOnly: true,
    })
    return DONE
  },
}

const PLACEHOLDER = /\{\{\s*([\wäöüß]+)\s*\}\}/giu

/** A refusal of the single change as the reason an item was skipped. */
export function refusalReason(error: AppError): string {
  if (error.statusCode === 404) return BULK_REASONS.notFound
  if (error.statusCode === 403) return BULK_REASONS.forbidden
  if (error instanceof ValidationError) {
    const messages = Object.values(error.errors).flat()
    const names = [...new Set(messages.flatMap((m) => [...m.matchAll(PLACEHOLDER)].map((x) => x[1] ?? '')))]
    if (names.length > 0) return BULK_REASONS.placeholders(names)
  }
  return error.message
}

/**
 * The checks every action makes before its change: the applicant is there and not in the trash,
 * and the acting user may make this change to this applicant. Then the action itself. A refusal
 * of the service is thrown (the caller rolls the item's savepoint back and skips it with
 * `refusalReason`).
 */
export async function runItem(
  action: Exclude<BulkActionName, 'export'>,
  ctx: ItemContext,
): Promise<ItemOutcome> {
  const { row } = ctx
  if (!row) return skipped(BULK_REASONS.notFound)
  if (row.deletedAt) return skipped(BULK_REASONS.inTrash)
  if (!ctx.user.active || !permissionsFor(ctx.user, row).includes(NEEDED[action]))
    return skipped(BULK_REASONS.forbidden)
  return ACTIONS[action](ctx, row)
}
