import { APP_TIME_ZONE, FUNNEL_STAGES, HIRED_STATUS, INTERVIEW_STATUS, shiftIsoDate } from '@bb/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { rows } from '../../db/rows.ts'
import type { Period } from './statistics.period.ts'

/**
 * The aggregate queries behind the statistics page, over the pre-aggregated counts that the
 * database's triggers keep (statistics_counts per Berlin day, statistics_applicants per live
 * applicant; migration 0023_statistics_counts): a period sums its days' rows instead of scanning
 * the applicants. statistics.reference.ts computes the same figures from the applicants directly.
 */
export interface Scope extends Period {
  /** Occupation group slug, or null for all. */
  group: string | null
}

// A constant of the code, not input: inlined so GROUP BY sees identical expressions.
const tz = sql.raw(`'${APP_TIME_ZONE}'`)
const start = (s: Scope) => sql`((${s.from}::date)::timestamp AT TIME ZONE ${tz})`
const end = (s: Scope) => sql`((${s.to}::date + 1)::timestamp AT TIME ZONE ${tz})`
const inGroup = (s: Scope, column: SQL) => (s.group === null ? sql`` : sql`AND ${column} = ${s.group}`)
/** The first day of the month after the one `day` (YYYY-MM-DD) lies in. */
const nextMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

/**
 * The count rows `c` of one kind of figure in the period (and the scope's group): the months
 * wholly inside it from statistics_months, the days before and after them from statistics_counts.
 */
const counts = (kind: string, s: Scope) => {
  const first = s.from.endsWith('-01') ? s.from : nextMonth(s.from)
  // The first day after the last whole month: `to` ends its month when the next day starts one.
  const end = nextMonth(s.to) === shiftIsoDate(s.to, 1) ? nextMonth(s.to) : `${s.to.slice(0, 8)}01`
  const group = inGroup(s, sql`c.grp`)
  const columns = sql`c.kind, c.day, c.grp, c.key, c.stage, c.n, c.total`
  if (first >= end)
    return sql`(SELECT ${columns} FROM statistics_counts c
      WHERE c.kind = ${kind} AND c.day >= ${s.from}::date AND c.day <= ${s.to}::date ${group}) c`
  return sql`(SELECT ${columns} FROM statistics_counts c WHERE c.kind = ${kind} ${group}
      AND ((c.day >= ${s.from}::date AND c.day < ${first}::date) OR (c.day >= ${end}::date AND c.day <= ${s.to}::date))
    UNION ALL
    SELECT ${columns} FROM statistics_months c
      WHERE c.kind = ${kind} AND c.day >= ${first}::date AND c.day < ${end}::date ${group}) c`
}
/** The rows of one kind of figure on each day of the period. */
const daily = (kind: string, s: Scope) =>
  sql`statistics_counts c WHERE c.kind = ${kind} AND c.day >= ${s.from}::date AND c.day <= ${s.to}::date ${inGroup(s, sql`c.grp`)}`
const stage = (slug: string) => sql.raw(String(FUNNEL_STAGES.indexOf(slug as never)))

/** The current pipeline of one group: live applicants per status, whenever they were created. */
export const countByStatus = (db: Db, s: Scope) =>
  rows<{ key: string; count: number }>(
    db,
    sql`SELECT c.key, sum(c.n)::int AS count FROM statistics_counts c
    WHERE c.kind = 'status' AND c.day = '-infinity' ${inGroup(s, sql`c.grp`)}
    GROUP BY 1 HAVING sum(c.n) > 0`,
  )

/** Applicants created per ISO week; every week touching the period, empty ones included. */
export const countNewPerWeek = (db: Db, s: Scope) =>
  rows<{ iso_year: string; iso_week: string; start: string; count: number }>(
    db,
    sql`WITH counts AS (
      SELECT date_trunc('week', c.day::timestamp) AS week, sum(c.n)::int AS n FROM ${daily('day', s)} GROUP BY 1
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
    sql`SELECT c.key AS source, c.grp, sum(c.n)::int AS count FROM ${counts('created', s)}
    GROUP BY 1, 2 HAVING sum(c.n) > 0`,
  )

/**
 * Of the applicants created in the period: how many reached at least each funnel stage (the
 * highest stage each has now or had on either side of a status change).
 */
export async function countFunnel(db: Db, s: Scope): Promise<number[]> {
  const reached = sql.join(
    FUNNEL_STAGES.map(
      (_, i) => sql`coalesce(sum(c.n) FILTER (WHERE c.stage >= ${sql.raw(String(i))}), 0)::int`,
    ),
    sql`, `,
  )
  const [row] = await rows<{ counts: number[] }>(
    db,
    sql`SELECT ARRAY[${reached}] AS counts FROM ${counts('stage', s)}`,
  )
  return row?.counts ?? FUNNEL_STAGES.map(() => 0)
}

/**
 * Hires and rejections per calendar month of the period (each applicant once, at the latest time
 * it became so), and the median days from creation to those hires.
 */
export function countOutcomesPerMonth(db: Db, s: Scope) {
  return rows<{ key: string; hires: number; rejections: number; median_days: number | null }>(
    db,
    sql`WITH counted AS (
      SELECT date_trunc('month', c.day::timestamp) AS month,
        sum(c.n) FILTER (WHERE c.kind = 'hired') AS hires, sum(c.n) FILTER (WHERE c.kind = 'rejected') AS rejections
      FROM statistics_counts c
      WHERE c.kind IN ('hired', 'rejected') AND c.day >= ${s.from}::date AND c.day <= ${s.to}::date ${inGroup(s, sql`c.grp`)}
      GROUP BY 1
    )
    SELECT to_char(m.month, 'YYYY-MM') AS key, coalesce(c.hires, 0)::int AS hires,
      coalesce(c.rejections, 0)::int AS rejections,
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY a.hire_days)
        FROM statistics_applicants a
        WHERE a.hired_at >= ${start(s)} AND a.hired_at < ${end(s)} ${inGroup(s, sql`a.grp`)})::float8 AS median_days
    FROM generate_series(date_trunc('month', (${s.from}::date)::timestamp), (${s.to}::date)::timestamp,
      interval '1 month') AS m(month)
    LEFT JOIN counted c ON c.month = m.month
    ORDER BY m.month`,
  )
}

/** The criteria as the triggers number them: overall, then the five sub-ratings in the page's order. */
const RATING_KEYS = ['0', '1', '2', '3', '4', '5']

/** Mean and number of the non-zero values per criterion of ratings created in the period. */
export async function averageRatings(db: Db, s: Scope) {
  const sums = await rows<{ key: string; average: number | null; count: number }>(
    db,
    sql`SELECT c.key, (sum(c.total)::numeric / nullif(sum(c.n), 0)::numeric)::float8 AS average,
      sum(c.n)::int AS count
    FROM ${counts('rating', s)} GROUP BY 1`,
  )
  const byKey = new Map(sums.map((r) => [r.key, r]))
  return RATING_KEYS.map((key) => {
    const row = byKey.get(key)
    return { average: row && row.count > 0 ? row.average : null, count: row?.count ?? 0 }
  })
}

export type Counted = {
  key: string
  applications: number
  interviews: number
  hires: number
  median_days: number | null
}

/**
 * The applicants created in the period per job ('' = none) or per channel: how many reached the
 * interview and the hire stage, and the median days from creation to the latest change to
 * eingestellt of those hires (at creation when there was none).
 */
export async function countCohortBy(db: Db, s: Scope, by: 'job' | 'channel'): Promise<Counted[]> {
  const column = sql.raw(by)
  const [counted, medians] = await together(db, [
    () =>
      rows<Omit<Counted, 'median_days'>>(
        db,
        sql`SELECT c.key, sum(c.n)::int AS applications,
        coalesce(sum(c.n) FILTER (WHERE c.stage >= ${stage(INTERVIEW_STATUS)}), 0)::int AS interviews,
        coalesce(sum(c.n) FILTER (WHERE c.stage >= ${stage(HIRED_STATUS)}), 0)::int AS hires
      FROM ${counts(by, s)} GROUP BY 1 HAVING sum(c.n) > 0`,
      ),
    () =>
      rows<{ key: string; median_days: number | null }>(
        db,
        sql`SELECT a.${column} AS key, percentile_cont(0.5) WITHIN GROUP (ORDER BY a.intake_days)::float8 AS median_days
      FROM statistics_applicants a
      WHERE a.stage >= ${stage(HIRED_STATUS)} AND a.day >= ${s.from}::date AND a.day <= ${s.to}::date ${inGroup(s, sql`a.grp`)}
      GROUP BY 1`,
      ),
  ])
  const median = new Map(medians.map((r) => [r.key, r.median_days]))
  return counted.map((r) => ({ ...r, median_days: median.get(r.key) ?? null }))
}
