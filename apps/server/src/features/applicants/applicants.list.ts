import {
  APP_TIME_ZONE,
  type ApplicantList,
  type ApplicantListQuery,
  CONTROL_CHARACTER_MESSAGE,
  findControlCharacter,
  LIST_COUNT_CAP,
  type ListFilters,
  listFilters,
  type MatchMode,
} from '@bb/shared'
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { sha256 } from '../../lib/crypto.ts'
import { ValidationError } from '../../lib/errors.ts'
import { applicants, getApplicantsVersion } from '../applicant-records/index.ts'
import { sharedCounts } from './applicants.counts.ts'
import { FIELD_COLUMNS } from './applicants.mapper.ts'
import { followedBy, fromSelected, selectApplicants } from './applicants.query.ts'
import { searchCondition } from './applicants.search.ts'
import { likeEscape } from './applicants.search-words.ts'

/** `key`: one value of a closed set (a job's slug, a channel), compared exactly so its index serves. */
type Kind = 'text' | 'key' | 'array' | 'date' | 'timestamp' | 'number' | 'boolean'

/** The columns the table may filter on, with how their values compare. */
const FILTERABLE: Record<string, { column: PgColumn; kind: Kind }> = {
  id: { column: applicants.id, kind: 'number' },
  ...Object.fromEntries(
    Object.entries(FIELD_COLUMNS).map(([key, property]) => {
      const column = applicants[property] as PgColumn
      const kind: Kind = ['birth_date', 'available_from', 'privacy_consent_at'].includes(key)
        ? 'date'
        : ['desired_salary', 'weekly_hours'].includes(key)
          ? 'number'
          : ['driving_license', 'languages'].includes(key)
            ? 'array'
            : 'text'
      return [key, { column, kind }]
    }),
  ),
  job: { column: applicants.job, kind: 'key' },
  channel: { column: applicants.channel, kind: 'key' },
  qualified: { column: applicants.qualified, kind: 'boolean' },
  average_rating: { column: applicants.averageRating, kind: 'number' },
  created_at: { column: applicants.createdAt, kind: 'timestamp' },
  updated_at: { column: applicants.updatedAt, kind: 'timestamp' },
  deleted_at: { column: applicants.deletedAt, kind: 'timestamp' },
}

const SORT_COLUMNS: Record<ApplicantListQuery['sort'], SQL> = {
  id: sql`${applicants.id}`,
  last_name: sql`${applicants.lastName} COLLATE de_icu`,
  first_name: sql`${applicants.firstName} COLLATE de_icu`,
  email: sql`${applicants.email}`,
  city: sql`${applicants.city} COLLATE de_icu`,
  status: sql`${applicants.status}`,
  profession_group: sql`${applicants.professionGroup}`,
  created_at: sql`${applicants.createdAt}`,
  updated_at: sql`${applicants.updatedAt}`,
  deleted_at: sql`${applicants.deletedAt}`,
  average_rating: sql`${applicants.averageRating}`,
  available_from: sql`${applicants.availableFrom}`,
  birth_date: sql`${applicants.birthDate}`,
}

const isoDate = /^\d{4}-\d{2}-\d{2}/

function dateValue(value: unknown): string {
  if (typeof value !== 'string' || !isoDate.test(value) || Number.isNaN(Date.parse(value.slice(0, 10)))) {
    throw new ValidationError({ filters: ['Bitte ein gültiges Datum im Filter angeben.'] })
  }
  return value.slice(0, 10)
}

/** One filter rule as SQL; user values only ever travel as parameters. */
function rule(field: { column: PgColumn; kind: Kind }, mode: MatchMode, raw: unknown): SQL | undefined {
  if (raw === null || raw === '' || raw === undefined) return undefined
  const { column, kind } = field
  if (kind === 'date' || kind === 'timestamp') {
    const day = dateValue(raw)
    // Timestamps compare by their day in Berlin, as the user sees them.
    const left = kind === 'timestamp' ? sql`(${column} AT TIME ZONE ${APP_TIME_ZONE})::date` : sql`${column}`
    switch (mode) {
      case 'dateIs':
      case 'equals':
        return sql`${left} = ${day}::date`
      case 'dateIsNot':
      case 'notEquals':
        return sql`(${left} IS DISTINCT FROM ${day}::date)`
      case 'dateBefore':
        return sql`${left} < ${day}::date`
      case 'dateAfter':
        return sql`${left} > ${day}::date`
      default:
        throw new ValidationError({ filters: ['Dieser Filter passt nicht zu einem Datumsfeld.'] })
    }
  }
  if (kind === 'number') {
    const n = Number(raw)
    if (!Number.isFinite(n)) throw new ValidationError({ filters: ['Bitte eine Zahl im Filter angeben.'] })
    if (mode === 'notEquals') return sql`(${column} IS DISTINCT FROM ${n})`
    return sql`${column} = ${n}`
  }
  if (kind === 'boolean') {
    const b = raw === true || raw === 'true' || raw === 1 || raw === '1'
    return mode === 'notEquals' ? sql`${column} <> ${b}` : sql`${column} = ${b}`
  }
  const text = String(raw).slice(0, 200)
  if (kind === 'key') {
    if (mode === 'equals') return sql`${column} = ${text}`
    if (mode === 'notEquals') return sql`(${column} IS DISTINCT FROM ${text})`
    throw new ValidationError({ filters: ['Dieser Filter passt nicht zu einem Auswahlfeld.'] })
  }
  if (kind === 'array') {
    const has = sql`${text} = ANY(${column})`
    return mode === 'notContains' || mode === 'notEquals' ? sql`NOT (${has})` : has
  }
  const v = likeEscape(text)
  switch (mode) {
    case 'startsWith':
      return sql`${column} ILIKE ${`${v}%`}`
    case 'endsWith':
      return sql`${column} ILIKE ${`%${v}`}`
    case 'contains':
      return sql`${column} ILIKE ${`%${v}%`}`
    case 'notContains':
      return sql`(${column} IS NULL OR ${column} NOT ILIKE ${`%${v}%`})`
    case 'equals':
      return sql`lower(${column}) = lower(${text})`
    case 'notEquals':
      return sql`(lower(${column}) IS DISTINCT FROM lower(${text}))`
    default:
      throw new ValidationError({ filters: ['Dieser Filter passt nicht zu einem Textfeld.'] })
  }
}

export function parseFilters(raw: string | undefined): ListFilters {
  if (!raw) return {}
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new ValidationError({ filters: ['Die Filter sind kein gültiges JSON.'] })
  }
  // Escaped in the JSON (\u0000), a control character only appears after parsing.
  if (findControlCharacter(json, '') !== undefined) {
    throw new ValidationError({ filters: [CONTROL_CHARACTER_MESSAGE] }, CONTROL_CHARACTER_MESSAGE)
  }
  const parsed = listFilters.safeParse(json)
  if (!parsed.success) throw new ValidationError({ filters: ['Die Filter sind ungültig.'] })
  for (const key of Object.keys(parsed.data)) {
    if (!Object.hasOwn(FILTERABLE, key))
      throw new ValidationError({ filters: [`Nach „${key}“ kann nicht gefiltert werden.`] })
  }
  return parsed.data
}

function filterConditions(filters: ListFilters): SQL[] {
  const conditions: SQL[] = []
  for (const [key, { operator, constraints }] of Object.entries(filters)) {
    const field = FILTERABLE[key]
    if (!field) continue
    const parts = constraints
      .map((c) => rule(field, c.matchMode, c.value))
      .filter((p): p is SQL => p !== undefined)
    if (parts.length === 0) continue
    const combined = operator === 'or' ? or(...parts) : and(...parts)
    if (combined) conditions.push(combined)
  }
  return conditions
}

/**
 * Counting 100,000 rows for every page would cost more than the page: the plain lists take their
 * totals from the version-cached counts, rule filters count up to a cap.
 */
async function countMatches(db: Db, query: ApplicantListQuery, hasRules: boolean, where: SQL | undefined) {
  if (!hasRules && !query.followed && query.qualified === undefined) {
    const counts = await sharedCounts(db)
    if (query.deleted) return query.status || query.profession_group ? cappedCount(db, where) : counts.deleted
    if (query.status && query.profession_group) return cappedCount(db, where)
    if (query.status) return counts.byStatus[query.status] ?? 0
    if (query.profession_group) return counts.byGroup[query.profession_group] ?? 0
    return counts.live
  }
  return cappedCount(db, where)
}

async function cappedCount(db: Db, where: SQL | undefined): Promise<number> {
  const inner = db.select({ one: sql`1` }).from(applicants).where(where).limit(LIST_COUNT_CAP).as('capped')
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner)
  return row?.n ?? 0
}

/**
 * What a list shows, as the part of the list query that selects rows (no paging, no sorting);
 * `job` narrows to one job's applicants as the pipeline board does (its columns select by it).
 */
export type ListSelection = Pick<
  ApplicantListQuery,
  'status' | 'profession_group' | 'deleted' | 'followed' | 'qualified' | 'filters' | 'q'
> & { job?: string }

/**
 * The condition of a list: every row the list counts and pages through. Bulk actions select by
 * the very same condition, so they act on exactly what the person saw counted.
 */
export async function listCondition(
  db: Db,
  { query, viewerId }: { query: ListSelection; viewerId: number },
): Promise<{ where: SQL | undefined; hasRules: boolean }> {
  const filters = parseFilters(query.filters)
  const rules = filterConditions(filters)
  const matching = query.q ? await searchCondition(db, query.q) : undefined
  if (matching) rules.push(matching)
  const where = and(
    query.deleted ? isNotNull(applicants.deletedAt) : isNull(applicants.deletedAt),
    query.status ? eq(applicants.status, query.status) : undefined,
    query.profession_group ? eq(applicants.professionGroup, query.profession_group) : undefined,
    query.job ? eq(applicants.job, query.job) : undefined,
    query.qualified !== undefined ? eq(applicants.qualified, query.qualified) : undefined,
    query.followed ? followedBy(viewerId) : undefined,
    ...rules,
  )
  return { where, hasRules: rules.length > 0 }
}

export interface ListOptions {
  query: ApplicantListQuery
  viewerId: number
  /** A poll the person did not cause: the version may come from memory (getApplicantsVersion). */
  background?: boolean
}

/** Opaque: the data version plus what was asked and by whom. */
function listSignature(query: ApplicantListQuery, viewerId: number) {
  const { lastModified: _ignored, ...rest } = query
  return sha256(JSON.stringify([rest, viewerId])).slice(0, 16)
}

/**
 * The applicant list: server-side filters, paging and sorting. When the client's lastModified
 * still matches, the answer is `{data: [], lastModified}` after one tiny read.
 */
export async function findApplicants(
  db: Db,
  { query, viewerId, background = false }: ListOptions,
): Promise<ApplicantList> {
  const version = await getApplicantsVersion(db, { background })
  const lastModified = `${version}.${listSignature(query, viewerId)}`
  if (query.lastModified === lastModified) return { data: [], lastModified }

  const { where, hasRules } = await listCondition(db, { query, viewerId })
  const direction = query.order === 'asc' ? asc : desc
  const sortExpr = SORT_COLUMNS[query.sort]
  const [rows, total] = await together(db, [
    () =>
      selectApplicants(db, viewerId)
        .where(where)
        .orderBy(sql`${direction(sortExpr)} NULLS LAST`, direction(applicants.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
    () => countMatches(db, query, hasRules, where),
  ])
  return {
    data: rows.map(fromSelected),
    lastModified,
    total,
  }
}
