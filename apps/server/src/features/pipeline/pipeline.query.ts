import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'

/** What narrows the board: one job (its slug) or one occupation group (its slug), or nothing. */
export interface Narrowing {
  job?: string
  group?: string
}

/** A position in a column: the card's time in its status (microseconds since 1970) and its id. */
export interface Keyset {
  sinceMicros: bigint
  id: number
}

export interface CardRow extends Record<string, unknown> {
  slug: string
  id: number | null
  first_name: string
  last_name: string
  job: string | null
  profession_group: string | null
  average_rating: number | null
  since_us: string
  status_changed_at: string | Date
  followers: string[] | null
  total: number | null
}

/** The live applicants of one status, narrowed; `a` is the applicants row, `slug` the status. */
function columnWhere(slug: SQL, narrowing: Narrowing): SQL {
  const parts = [sql`a.deleted_at IS NULL`, sql`a.status = ${slug}`]
  if (narrowing.job !== undefined) parts.push(sql`a.job = ${narrowing.job}`)
  if (narrowing.group !== undefined) parts.push(sql`a.profession_group = ${narrowing.group}`)
  return sql.join(parts, sql` AND `)
}

/** A PostgreSQL text array sent as one parameter. */
function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`
  return sql`${literal}::text[]`
}

/**
 * A column's cards, newest in their status first; the order is total (ties by id). NULLS LAST as
 * in the board's indexes (the columns are never null, but only the same order lets the index serve).
 */
function cardsOf(slug: SQL, narrowing: Narrowing, limit: number, after?: Keyset): SQL {
  const keyset = after
    ? sql` AND (a.status_changed_at, a.id) < (timestamptz 'epoch' + (${after.sinceMicros.toString()} || ' microseconds')::interval, ${after.id}::int)`
    : sql``
  return sql`
    SELECT a.id, a.first_name, a.last_name, a.job, a.profession_group, a.average_rating,
      (extract(epoch FROM a.status_changed_at) * 1000000)::bigint::text AS since_us, a.status_changed_at,
      (SELECT array_agg(x.name) FROM (
        SELECT u.name FROM applicant_followers f JOIN users u ON u.id = f.user_id
        WHERE f.applicant_id = a.id ORDER BY f.created_at, u.id LIMIT 5) x) AS followers
    FROM applicants a
    WHERE ${columnWhere(slug, narrowing)}${keyset}
    ORDER BY a.status_changed_at DESC NULLS LAST, a.id DESC NULLS LAST
    LIMIT ${limit}`
}

/**
 * The whole board in one statement: per status (in the settings' order) its first `limit` cards
 * and, when `count` is set, its number of applicants. A status without applicants still yields one
 * row (id null), so every column is answered.
 */
export function boardQuery(statuses: string[], narrowing: Narrowing, limit: number, count: boolean): SQL {
  const total = count
    ? sql`(SELECT count(*)::int FROM applicants a WHERE ${columnWhere(sql`s.slug`, narrowing)})`
    : sql`NULL::int`
  return sql`
    SELECT s.slug, n.total, c.*
    FROM unnest(${textArray(statuses)}) WITH ORDINALITY AS s(slug, ord)
    CROSS JOIN LATERAL (SELECT ${total} AS total) n
    LEFT JOIN LATERAL (${cardsOf(sql`s.slug`, narrowing, limit)}) c ON true
    ORDER BY s.ord, c.status_changed_at DESC NULLS LAST, c.id DESC NULLS LAST`
}

export const readBoard = (db: Db, query: SQL) => rows<CardRow>(db, query)

export const columnQuery = (status: string, narrowing: Narrowing, limit: number, after?: Keyset) =>
  cardsOf(sql`${status}`, narrowing, limit, after)
