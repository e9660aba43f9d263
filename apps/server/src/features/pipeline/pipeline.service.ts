import {
  type AppSettings,
  PIPELINE_TEXTS,
  type PipelineBoard,
  type PipelineCard,
  type PipelineColumnPage,
  type PipelineColumnQuery,
  type PipelineQuery,
} from '@bb/shared'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { sha256 } from '../../lib/crypto.ts'
import { ValidationError } from '../../lib/errors.ts'
import { getApplicantsVersion } from '../applicant-records/index.ts'
import { sharedCounts } from '../applicants/index.ts'
import { jobCatalogue } from '../jobs/index.ts'
import { getSettings } from '../settings/index.ts'
import type { UserRow } from '../users/index.ts'
import {
  boardQuery,
  type CardRow,
  columnQuery,
  type Keyset,
  type Narrowing,
  readBoard,
} from './pipeline.query.ts'

/** Recruiters and admins move cards; everyone else looks. */
export const canMoveCards = (user: UserRow) =>
  user.roles.includes('admin') || user.roles.includes('recruiter')

/** "Rita Recruiter" → "RR", "Cher" → "C". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return `${first}${last}`.toLocaleUpperCase('de-DE')
}

/** The job and the occupation group asked for, each checked against what exists (a 422 otherwise). */
function narrowingOf(
  query: { stelle?: string; berufsgruppe?: string },
  settings: AppSettings,
  jobs: Record<string, string>,
): Narrowing {
  const narrowing: Narrowing = {}
  if (query.stelle !== undefined && query.stelle !== '') {
    if (!Object.hasOwn(jobs, query.stelle)) throw new ValidationError({ stelle: [PIPELINE_TEXTS.unknownJob] })
    narrowing.job = query.stelle
  }
  if (query.berufsgruppe !== undefined && query.berufsgruppe !== '') {
    if (!settings.profession_groups.some((g) => g.slug === query.berufsgruppe))
      throw new ValidationError({ berufsgruppe: [PIPELINE_TEXTS.unknownGroup] })
    narrowing.group = query.berufsgruppe
  }
  return narrowing
}

const KEYSET = /^(\d{1,19})_(\d{1,10})$/

function parseKeyset(after: string | undefined): Keyset | undefined {
  if (after === undefined || after === '') return undefined
  const match = KEYSET.exec(after)
  const id = Number(match?.[2])
  if (!match || id > 2_147_483_647) throw new ValidationError({ after: [PIPELINE_TEXTS.badCursor] })
  return { sinceMicros: BigInt(match[1] ?? '0'), id }
}

const keysetOf = (row: CardRow) => `${row.since_us}_${row.id}`

function toCard(row: CardRow, status: string, jobs: Record<string, string>): PipelineCard {
  const since =
    row.status_changed_at instanceof Date ? row.status_changed_at : new Date(row.status_changed_at)
  return {
    id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    status,
    job: row.job,
    job_title: row.job ? (jobs[row.job] ?? null) : null,
    profession_group: row.profession_group,
    average_rating: row.average_rating === null ? null : Number(row.average_rating),
    status_since: since.toISOString(),
    followers: (row.followers ?? []).map(initials),
  }
}

/**
 * The counts of narrowed boards, per applicants version: counting a group's column walks thousands
 * of index entries, and every colleague who opens the same board at the same version gets the same
 * numbers. Dropped as a whole when the version moves; at most a few dozen boards are kept.
 */
const narrowedCounts = new WeakMap<Db, { version: number; boards: Map<string, Map<string, number>> }>()
const NARROWED_KEPT = 50

function cachedCounts(db: Db, version: number, key: string) {
  const hit = narrowedCounts.get(db)
  return hit?.version === version ? hit.boards.get(key) : undefined
}

function keepCounts(db: Db, version: number, key: string, counts: Map<string, number>) {
  let entry = narrowedCounts.get(db)
  if (entry?.version !== version) {
    entry = { version, boards: new Map() }
    narrowedCounts.set(db, entry)
  }
  if (entry.boards.size >= NARROWED_KEPT) entry.boards.clear()
  entry.boards.set(key, counts)
}

/** Cards of one page: one more than shown was read, so whether more follow is known without a count. */
function pageOf(
  rows: CardRow[],
  limit: number,
  status: string,
  jobs: Record<string, string>,
): PipelineColumnPage {
  const shown = rows.slice(0, limit)
  const last = shown[shown.length - 1]
  return {
    cards: shown.map((row) => toCard(row, status, jobs)),
    next: rows.length > limit && last ? keysetOf(last) : null,
  }
}

/**
 * The board's first read: every status of the settings in their order with its count and first
 * page of cards, in one statement. Polled like the lists: sent back unchanged, `lastModified`
 * answers `{columns: []}` after reading the version alone.
 */
export async function getBoard(
  db: Db,
  { query, user, background = false }: { query: PipelineQuery; user: UserRow; background?: boolean },
): Promise<PipelineBoard> {
  const [settings, jobs, version] = await together(db, [
    () => getSettings(db),
    () => jobCatalogue(db),
    () => getApplicantsVersion(db, { background }),
  ])
  const narrowing = narrowingOf(query, settings, jobs)
  const can_move = canMoveCards(user)
  const signature = sha256(
    JSON.stringify([narrowing, query.per_column, settings.statuses, jobs, can_move]),
  ).slice(0, 16)
  const lastModified = `${version}.${signature}`
  if (query.lastModified === lastModified) return { columns: [], lastModified, can_move }

  const narrowed = narrowing.job !== undefined || narrowing.group !== undefined
  const slugs = settings.statuses.map((s) => s.slug)
  const countKey = JSON.stringify([narrowing.job ?? null, narrowing.group ?? null, slugs])
  const known = narrowed ? cachedCounts(db, version, countKey) : undefined
  // The whole board's counts are the sidebar's, kept per version; a narrowed board counts in its
  // statement unless the same board was counted at this version already.
  const [found, counts] = await together(db, [
    () => readBoard(db, boardQuery(slugs, narrowing, query.per_column + 1, narrowed && !known)),
    async () => (narrowed ? undefined : sharedCounts(db, version)),
  ])
  const bySlug = new Map<string, CardRow[]>()
  const totals = new Map<string, number>(known ?? [])
  for (const row of found) {
    if (!bySlug.has(row.slug)) bySlug.set(row.slug, [])
    if (row.id !== null) bySlug.get(row.slug)?.push(row)
    if (row.total !== null) totals.set(row.slug, Number(row.total))
  }
  if (narrowed && !known) keepCounts(db, version, countKey, totals)
  return {
    columns: settings.statuses.map((status) => ({
      status: status.slug,
      label: status.label,
      color: status.color,
      total: (narrowed ? totals.get(status.slug) : counts?.byStatus[status.slug]) ?? 0,
      ...pageOf(bySlug.get(status.slug) ?? [], query.per_column, status.slug, jobs),
    })),
    lastModified,
    can_move,
  }
}

/** One further page of one column, after the keyset of the last card shown. */
export async function getColumnPage(db: Db, { query }: { query: PipelineColumnQuery }) {
  const [settings, jobs] = await together(db, [() => getSettings(db), () => jobCatalogue(db)])
  const narrowing = narrowingOf(query, settings, jobs)
  if (!settings.statuses.some((s) => s.slug === query.status))
    throw new ValidationError({ status: [PIPELINE_TEXTS.unknownStatus] })
  const after = parseKeyset(query.after)
  const found = await readBoard(db, columnQuery(query.status, narrowing, query.limit + 1, after))
  return pageOf(found, query.limit, query.status, jobs)
}
