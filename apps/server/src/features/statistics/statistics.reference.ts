import { APP_TIME_ZONE, FUNNEL_STAGES, HIRED_STATUS, INTERVIEW_STATUS, REJECTED_STATUS } from '@bb/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import type { Counted, Scope } from './statistics.queries.ts'

/**
 * The statistics computed directly from the applicants, their status history and ratings, as the
 * page computed them before its counts were kept pre-aggregated: the definition the kept counts
 * must always agree with (statistics.counts.test.ts compares the two).
 */

// A constant of the code, not input: inlined so GROUP BY sees identical expressions.
const tz = sql.raw(`'${APP_TIME_ZONE}'`)
export const start = (s: Scope) => sql`((${s.from}::date)::timestamp AT TIME ZONE ${tz})`
const end = (s: Scope) => sql`((${s.to}::date + 1)::timestamp AT TIME ZONE ${tz})`
const inPeriod = (column: SQL, s: Scope) => sql`${column} >= ${start(s)} AND ${column} < ${end(s)}`
/** Live (not in the trash) applicants `a` of the scope's group. */
const live = (s: Scope) =>
  s.group === null ? sql`a.deleted_at IS NULL` : sql`a.deleted_at IS NULL AND a.profession_group = ${s.group}`
export const created = (s: Scope) => sql`${live(s)} AND ${inPeriod(sql`a.created_at`, s)}`
/** The changes `ch` (jsonb `{field, label, old, new}`) of history rows `h`. */
export const changesOf = sql`CROSS JOIN LATERAL jsonb_array_elements(h.changes) AS ch`
export const isStatusChange = sql`h.action = 'status_changed' AND ch.value->>'field' = 'status'`

/** The current pipeline: live applicants per status, whenever they were created. */
export const countByStatus = (db: Db, s: Scope) =>
  rows<{ key: string; count: number }>(
    db,
    sql`SELECT a.status AS key, count(*)::int AS count FROM applicants a WHERE ${live(s)} GROUP BY 1`,
  )

/** Applicants created per ISO week; every week touching the period, empty ones included. */
export const countNewPerWeek = (db: Db, s: Scope) =>
  rows<{ iso_year: string; iso_week: string; start: string; count: number }>(
    db,
    sql`WITH counts AS (
      SELECT date_trunc('week', a.created_at AT TIME ZONE ${tz}) AS week, count(*)::int AS n
      FROM applicants a WHERE ${created(s)} GROUP BY 1
    )
    SELECT to_char(w.week, 'IYYY') AS iso_year, to_char(w.week, 'FMIW') AS iso_week,
      to_char(w.week, 'YYYY-MM-DD') AS start, coalesce(c.n, 0)::int AS count
    FROM generate_series(date_trunc('week', (${s.from}::date)::timestamp), (${s.to}::date)::timestamp,
      interval '1 week') AS w(week)
    LEFT JOIN counts c ON c.week = w.week
    ORDER BY w.week`,
  )

/** Applicants created in the period per source × occupation group ('' = none). */
export const countCreatedBySourceAndGroup = (db: Db, s: Scope) =>
  rows<{ source: string; grp: string; count: number }>(
    db,
    sql`SELECT coalesce(a.source, '') AS source, coalesce(a.profession_group, '') AS grp, count(*)::int AS count
    FROM applicants a WHERE ${created(s)} GROUP BY 1, 2`,
  )

/** The funnel stage (0 = neu … 5 = eingestellt) of a status; null outside the funnel. */
export const stageOf = (status: SQL) =>
  sql`(CASE ${status} ${sql.join(
    FUNNEL_STAGES.map((slug, index) => sql`WHEN ${slug} THEN ${sql.raw(String(index))}`),
    sql` `,
  )} END)`

/**
 * Of the applicants created in the period: how many reached at least each funnel stage. A
 * stage counts as reached when the applicant has it now or had it at any time (either side
 * of a status change); statuses outside the funnel (abgelehnt…) reach nothing beyond creation.
 */
export async function countFunnel(db: Db, s: Scope): Promise<number[]> {
  const counts = sql.join(
    FUNNEL_STAGES.map((_, i) => sql`count(*) FILTER (WHERE stage >= ${sql.raw(String(i))})::int`),
    sql`, `,
  )
  const [row] = await rows<{ counts: number[] }>(
    db,
    sql`WITH history AS (
      SELECT h.applicant_id AS id,
        max(greatest(${stageOf(sql`ch.value->>'old'`)}, ${stageOf(sql`ch.value->>'new'`)})) AS stage
      FROM applicant_history h ${changesOf}
      -- The cohort was created in the period: none of its history is older.
      WHERE ${isStatusChange} AND h.created_at >= ${start(s)}
      GROUP BY 1
    ),
    reached AS (
      SELECT greatest(${stageOf(sql`a.status`)}, hs.stage, 0) AS stage
      FROM applicants a LEFT JOIN history hs ON hs.id = a.id
      WHERE ${created(s)}
    )
    SELECT ARRAY[${counts}] AS counts FROM reached`,
  )
  return row?.counts ?? FUNNEL_STAGES.map(() => 0)
}

/**
 * Hires and rejections per calendar month of the period, and the median days from creation
 * to hire. Per applicant only the latest time it became eingestellt (abgelehnt) counts; an
 * applicant created in that status and never changed became so at creation.
 */
export function countOutcomesPerMonth(db: Db, s: Scope) {
  const outcomes = sql`(${HIRED_STATUS}, ${REJECTED_STATUS})`
  return rows<{ key: string; hires: number; rejections: number; median_days: number | null }>(
    db,
    sql`WITH events AS (
      SELECT a.id, a.created_at AS created, ch.value->>'new' AS status, h.created_at AS at, h.id AS seq
      FROM applicant_history h ${changesOf} JOIN applicants a ON a.id = h.applicant_id
      -- Older events can neither count nor outdate one in the period.
      WHERE ${live(s)} AND ${isStatusChange} AND ch.value->>'new' IN ${outcomes} AND h.created_at >= ${start(s)}
      UNION ALL
      SELECT a.id, a.created_at, a.status, a.created_at, 0 FROM applicants a
      WHERE ${created(s)} AND a.status IN ${outcomes} AND NOT EXISTS (
        SELECT 1 FROM applicant_history h WHERE h.applicant_id = a.id AND h.action = 'status_changed')
    ),
    latest AS (
      SELECT DISTINCT ON (id, status) id, created, status, at FROM events ORDER BY id, status, at DESC, seq DESC
    ),
    counted AS (SELECT * FROM latest WHERE ${inPeriod(sql`at`, s)})
    SELECT to_char(m.month, 'YYYY-MM') AS key,
      count(c.id) FILTER (WHERE c.status = ${HIRED_STATUS})::int AS hires,
      count(c.id) FILTER (WHERE c.status = ${REJECTED_STATUS})::int AS rejections,
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.at - d.created) / 86400)
        FROM counted d WHERE d.status = ${HIRED_STATUS})::float8 AS median_days
    FROM generate_series(date_trunc('month', (${s.from}::date)::timestamp), (${s.to}::date)::timestamp,
      interval '1 month') AS m(month)
    LEFT JOIN counted c ON date_trunc('month', c.at AT TIME ZONE ${tz}) = m.month
    GROUP BY m.month ORDER BY m.month`,
  )
}

/** Rating columns in the order of STATISTICS_RATINGS (overall, then the five sub-ratings). */
const RATING_COLUMNS = ['overall', 'punctuality', 'reliability', 'teamwork', 'likeability', 'expertise']

/** Mean and number of the non-zero values (0 = not rated) of ratings created in the period. */
export async function averageRatings(db: Db, s: Scope) {
  const columns = sql.join(
    RATING_COLUMNS.map((column, i) => {
      const value = sql.raw(`nullif(r.${column}, 0)`)
      return sql`avg(${value})::float8 AS ${sql.raw(`avg${i}`)}, count(${value})::int AS ${sql.raw(`n${i}`)}`
    }),
    sql`, `,
  )
  const [row] = await rows<Record<string, number | null>>(
    db,
    sql`SELECT ${columns} FROM ratings r JOIN applicants a ON a.id = r.applicant_id
    WHERE ${live(s)} AND ${inPeriod(sql`r.created_at`, s)}`,
  )
  return RATING_COLUMNS.map((_, i) => ({ average: row?.[`avg${i}`] ?? null, count: row?.[`n${i}`] ?? 0 }))
}

const stage = (slug: string) => sql.raw(String(FUNNEL_STAGES.indexOf(slug as never)))

/**
 * The applicants created in the period, grouped by `key`: how many reached the interview and the
 * hire stage at any time (as the funnel counts them: now or on either side of a status change),
 * and the median days from creation to the latest time each of those hires became eingestellt
 * (at creation when they were created hired), as the monthly figures measure a hire.
 */
export function countCohortBy(db: Db, s: Scope, key: SQL) {
  return rows<Counted>(
    db,
    sql`WITH history AS (
      SELECT h.applicant_id AS id,
        max(greatest(${stageOf(sql`ch.value->>'old'`)}, ${stageOf(sql`ch.value->>'new'`)})) AS stage,
        max(h.created_at) FILTER (WHERE ch.value->>'new' = ${HIRED_STATUS}) AS hired_at
      FROM applicant_history h ${changesOf}
      -- The cohort was created in the period: none of its history is older.
      WHERE ${isStatusChange} AND h.created_at >= ${start(s)}
      GROUP BY 1
    ),
    reached AS (
      SELECT ${key} AS key, a.created_at, greatest(${stageOf(sql`a.status`)}, hs.stage, 0) AS stage,
        coalesce(hs.hired_at, a.created_at) AS hired_at
      FROM applicants a LEFT JOIN history hs ON hs.id = a.id
      WHERE ${created(s)}
    )
    SELECT key, count(*)::int AS applications,
      count(*) FILTER (WHERE stage >= ${stage(INTERVIEW_STATUS)})::int AS interviews,
      count(*) FILTER (WHERE stage >= ${stage(HIRED_STATUS)})::int AS hires,
      (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM hired_at - created_at) / 86400)
        FILTER (WHERE stage >= ${stage(HIRED_STATUS)}))::float8 AS median_days
    FROM reached GROUP BY key`,
  )
}
