import { DEFAULT_PROFESSION_GROUPS } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import * as kept from './statistics.queries.ts'
import * as direct from './statistics.reference.ts'

/**
 * The kept counts (triggers on applicants, status history and ratings) against the direct
 * computation, after a long random history of changes of every kind the app makes: creations,
 * status changes, group moves (one and many rows at once), trash and restore, erasure, ratings,
 * merges (history moved to another applicant), anonymisation and concurrent writers.
 */
let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

/** A small seeded generator (mulberry32): the same history on every run and database. */
function generator(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(values: readonly T[]): T => values[int(values.length)]!
  return { next, int, pick }
}

const GROUPS = [...DEFAULT_PROFESSION_GROUPS.map((g) => g.slug).slice(0, 3), null]
const SOURCES = ['website', 'indeed', null, 'unbekannt']
const CHANNELS = ['karriereseite', 'email', 'manuell', 'import']
const STATUSES = [
  'neu',
  'in-pruefung',
  'kontaktiert',
  'vorstellungsgespraech',
  'angebot',
  'eingestellt',
  'abgelehnt',
  'zurueckgezogen',
]
const JOBS = ['pflegekraft', 'lagerist', null]
const START = Date.parse('2026-08-01T00:00:00Z')
const END = Date.parse('2026-12-10T10:00:00Z')

async function applyRandomHistory(db: Db, seed: number, steps: number) {
  const r = generator(seed)
  /** A moment between `after` and the end; often close to a Berlin midnight. */
  const moment = (after = START) => {
    const at = after + r.next() * (END - after)
    if (r.next() < 0.4) {
      const day = new Date(at)
      day.setUTCHours(r.pick([21, 22, 23, 0]), r.pick([0, 59]), r.pick([0, 59]))
      if (day.getTime() > after && day.getTime() <= END) return new Date(day)
    }
    return new Date(at)
  }
  const any = async (where = sql`true`) => {
    const [row] = await rows<{ id: number; created_at: string; status: string; last: string | null }>(
      db,
      sql`SELECT a.id, a.created_at::text, a.status,
        (SELECT max(h.created_at)::text FROM applicant_history h WHERE h.applicant_id = a.id) AS last
      FROM applicants a WHERE ${where} ORDER BY a.id OFFSET floor(${r.next()}::float8 * (SELECT count(*) FROM applicants a WHERE ${where})) LIMIT 1`,
    )
    return row
  }
  const statusChange = (id: number, old: string, next: string, at: Date) =>
    sql`INSERT INTO applicant_history (applicant_id, action, changes, created_at) VALUES (${id}, 'status_changed',
      ${JSON.stringify([{ field: 'status', label: 'Status', old, new: next }])}::jsonb, ${at.toISOString()})`
  const later = (a: { created_at: string; last: string | null }) =>
    Math.max(Date.parse(a.created_at), a.last ? Date.parse(a.last) : 0)

  await db.execute(sql`INSERT INTO jobs (slug, title, profession_group, location, employment_type)
    VALUES ('pflegekraft', 'Pflegekraft', 'pflege', 'Berlin', 'vollzeit'), ('lagerist', 'Lagerist', 'logistik', 'Hamburg', 'vollzeit')`)
  for (let step = 0; step < steps; step++) {
    const roll = r.int(100)
    if (roll < 30 || step < 20) {
      const at = moment()
      await db.execute(sql`INSERT INTO applicants (first_name, last_name, profession_group, source, channel, job, status,
          created_at, updated_at)
        VALUES ('Z', 'Y', ${r.pick(GROUPS)}, ${r.pick(SOURCES)}, ${r.pick(CHANNELS)}, ${r.pick(JOBS)}, ${r.pick(STATUSES)},
          ${at.toISOString()}, ${at.toISOString()})`)
      continue
    }
    const a = await any()
    if (!a) continue
    if (roll < 55) {
      // A status change as the app makes it: the row, then its history (sometimes with other fields).
      const next = r.pick(STATUSES)
      const at = moment(later(a))
      await db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE applicants SET status = ${next} WHERE id = ${a.id}`)
        await tx.execute(statusChange(a.id, a.status, next, at))
      })
    } else if (roll < 60) {
      // Several at once: one UPDATE and one INSERT of many rows.
      const ids = (
        await rows<{ id: number }>(db, sql`SELECT id FROM applicants WHERE id % 7 = ${r.int(7)} LIMIT 6`)
      ).map((x) => x.id)
      if (ids.length === 0) continue
      await db.execute(
        sql`UPDATE applicants SET status = 'abgelehnt' WHERE id IN ${sql.raw(`(${ids.join(',')})`)}`,
      )
      await db.execute(sql`INSERT INTO applicant_history (applicant_id, action, changes, created_at)
        SELECT a.id, 'status_changed', jsonb_build_array(jsonb_build_object('field', 'status', 'old', 'kontaktiert', 'new', 'abgelehnt'),
          jsonb_build_object('field', 'remarks', 'old', '', 'new', 'x')), ${new Date(END).toISOString()}::timestamptz
        FROM applicants a WHERE a.id IN ${sql.raw(`(${ids.join(',')})`)}`)
    } else if (roll < 66) {
      const group = r.pick(GROUPS)
      if (r.next() < 0.5)
        await db.execute(sql`UPDATE applicants SET profession_group = ${group} WHERE id = ${a.id}`)
      else await db.execute(sql`UPDATE applicants SET profession_group = ${group} WHERE id % 5 = ${r.int(5)}`)
    } else if (roll < 70) {
      await db.execute(sql`UPDATE applicants SET source = ${r.pick(SOURCES)}, channel = ${r.pick(CHANNELS)},
        job = ${r.pick(JOBS)} WHERE id = ${a.id}`)
    } else if (roll < 75) {
      await db.execute(
        sql`UPDATE applicants SET deleted_at = CASE WHEN deleted_at IS NULL THEN now() END WHERE id = ${a.id}`,
      )
    } else if (roll < 77) {
      await db.execute(sql`DELETE FROM applicants WHERE id = ${a.id}`)
    } else if (roll < 87) {
      const values = Array.from({ length: 6 }, () => (r.next() < 0.3 ? 0 : 1 + r.int(5)))
      const at = moment(Date.parse(a.created_at))
      await db.execute(sql`INSERT INTO ratings (applicant_id, overall, punctuality, reliability, teamwork, likeability,
          expertise, created_at, updated_at)
        VALUES (${a.id}, ${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}, ${values[4]}, ${values[5]},
          ${at.toISOString()}, ${at.toISOString()})`)
    } else if (roll < 90) {
      if (r.next() < 0.5)
        await db.execute(
          sql`UPDATE ratings SET overall = ${r.int(6)}, teamwork = ${r.int(6)} WHERE id % 3 = ${r.int(3)}`,
        )
      else await db.execute(sql`DELETE FROM ratings WHERE applicant_id = ${a.id}`)
    } else if (roll < 94) {
      // A merge: the history of a later applicant moves to an earlier one, then the later one goes.
      const loser = await any(sql`a.created_at > ${a.created_at}::timestamptz`)
      if (!loser) continue
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE applicant_history SET applicant_id = ${a.id} WHERE applicant_id = ${loser.id}`,
        )
        await tx.execute(sql`UPDATE ratings SET applicant_id = ${a.id} WHERE applicant_id = ${loser.id}`)
        if (r.next() < 0.5)
          await tx.execute(sql`UPDATE applicants SET status = ${loser.status} WHERE id = ${a.id}`)
        await tx.execute(sql`DELETE FROM applicants WHERE id = ${loser.id}`)
      })
    } else if (roll < 97) {
      // Anonymisation: only the status part of the history stays.
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`DELETE FROM applicant_history WHERE applicant_id = ${a.id} AND action NOT IN ('created', 'status_changed')`,
        )
        await tx.execute(sql`UPDATE applicant_history SET changes = COALESCE((SELECT jsonb_agg(c)
            FROM jsonb_array_elements(changes) c WHERE c->>'field' = 'status'), '[]'::jsonb)
          WHERE applicant_id = ${a.id}`)
        await tx.execute(sql`UPDATE applicants SET first_name = 'Anonym', source = NULL WHERE id = ${a.id}`)
      })
    } else {
      // Creation moved back (as an import would date it), never after its own history.
      const at = moment(START)
      if (at.getTime() < Date.parse(a.created_at))
        await db.execute(sql`UPDATE applicants SET created_at = ${at.toISOString()} WHERE id = ${a.id}`)
    }
  }
}

const byKey = <T extends Record<string, unknown>>(list: T[], ...keys: string[]) =>
  [...list].sort((x, y) => {
    for (const key of keys) {
      const c = String(x[key]).localeCompare(String(y[key]))
      if (c !== 0) return c
    }
    return 0
  })

async function expectSameFigures(db: Db, scope: kept.Scope) {
  const label = JSON.stringify(scope)
  expect(await kept.countNewPerWeek(db, scope), label).toEqual(await direct.countNewPerWeek(db, scope))
  expect(byKey(await kept.countCreatedBySourceAndGroup(db, scope), 'source', 'grp'), label).toEqual(
    byKey(await direct.countCreatedBySourceAndGroup(db, scope), 'source', 'grp'),
  )
  expect(await kept.countFunnel(db, scope), label).toEqual(await direct.countFunnel(db, scope))
  expect(await kept.countOutcomesPerMonth(db, scope), label).toEqual(
    await direct.countOutcomesPerMonth(db, scope),
  )
  expect(await kept.averageRatings(db, scope), label).toEqual(await direct.averageRatings(db, scope))
  expect(byKey(await kept.countByStatus(db, scope), 'key'), label).toEqual(
    byKey(await direct.countByStatus(db, scope), 'key'),
  )
  for (const by of ['job', 'channel'] as const) {
    const column = by === 'job' ? sql`coalesce(a.job, '')` : sql`a.channel`
    expect(byKey(await kept.countCohortBy(db, scope, by), 'key'), `${label} ${by}`).toEqual(
      byKey(await direct.countCohortBy(db, scope, column), 'key'),
    )
  }
}

/** Periods across the history: DST changes, month and week edges, a day, the whole span. */
function scopes(seed: number) {
  const r = generator(seed)
  const periods: Array<[string, string]> = [
    ['2026-08-01', '2026-12-10'],
    ['2026-10-25', '2026-10-25'],
    ['2026-10-01', '2026-11-30'],
    ['2026-03-29', '2026-09-30'],
  ]
  for (let i = 0; i < 4; i++) {
    const from = new Date(START + r.next() * (END - START)).toISOString().slice(0, 10)
    const to = new Date(Date.parse(from) + r.int(100) * 86_400_000).toISOString().slice(0, 10)
    periods.push([from, to])
  }
  return periods.flatMap(([from, to]) => [null, GROUPS[0]!, GROUPS[1]!].map((group) => ({ from, to, group })))
}

describe('the kept statistics counts', () => {
  it('match the direct computation after a random history of changes', { timeout: 60_000 }, async () => {
    await applyRandomHistory(t.db, 17, 260)
    const [live] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM applicants WHERE deleted_at IS NULL`,
    )
    expect(live!.n).toBeGreaterThan(40)
    for (const scope of scopes(5)) await expectSameFigures(t.db, scope)
    // The backfill (the migration's) counts the same as the triggers did, row for row.
    const before = await rows(
      t.db,
      sql`SELECT kind, day::text, grp, key, stage, n, total FROM statistics_counts
      WHERE n <> 0 OR total <> 0 ORDER BY 1, 2, 3, 4, 5`,
    )
    await t.db.execute(sql`SELECT bb_statistics_rebuild()`)
    expect(
      await rows(
        t.db,
        sql`SELECT kind, day::text, grp, key, stage, n, total FROM statistics_counts
      ORDER BY 1, 2, 3, 4, 5`,
      ),
    ).toEqual(before)
  })

  it('lose no update when transactions change the same counts at once', { timeout: 30_000 }, async () => {
    const at = '2026-11-20T09:00:00Z'
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO applicants (first_name, last_name, profession_group, status, created_at, updated_at)
            VALUES ('Gleich', ${`Zeit${i}`}, 'pflege', 'neu', ${at}, ${at})`)
          await tx.execute(sql`SELECT pg_sleep(0.01)`)
          await tx.execute(sql`UPDATE applicants SET status = 'kontaktiert' WHERE last_name = ${`Zeit${i}`}`)
        }),
      ),
    )
    await expectSameFigures(t.db, { from: '2026-11-20', to: '2026-11-20', group: 'pflege' })
    const [row] = await rows<{ n: number }>(
      t.db,
      sql`SELECT sum(n)::int AS n FROM statistics_counts WHERE kind = 'created' AND day = '2026-11-20' AND grp = 'pflege'`,
    )
    const [count] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM applicants WHERE deleted_at IS NULL AND profession_group = 'pflege'
        AND (created_at AT TIME ZONE 'Europe/Berlin')::date = '2026-11-20'`,
    )
    expect(row!.n).toBe(count!.n)
    expect(count!.n).toBeGreaterThanOrEqual(16)
  })

  it('take no lock per applicant, so one statement may change any number of them', {
    timeout: 60_000,
  }, async () => {
    const locks = await t.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO applicants (first_name, last_name, profession_group, status, created_at, updated_at)
        SELECT 'Viele', 'Massen' || i, 'pflege', 'neu', now(), now() FROM generate_series(1, 400) AS i`)
      await tx.execute(sql`UPDATE applicants SET status = 'kontaktiert' WHERE first_name = 'Viele'`)
      await tx.execute(sql`INSERT INTO ratings (applicant_id, user_id, overall, created_at, updated_at)
        SELECT id, NULL, 4, now(), now() FROM applicants WHERE first_name = 'Viele'`)
      const [held] = await rows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM pg_locks WHERE pid = pg_backend_pid()`,
      )
      return held!.n
    })
    // One for each table and index touched (about a hundred: the applicants alone have over twenty
    // indexes), never one per applicant: 400 changed here (the server's lock table holds a few
    // thousand in all: a lock per applicant failed at 20,000 in one statement).
    expect(locks).toBeLessThan(200)
    await expectSameFigures(t.db, { from: '2026-01-01', to: '2026-12-31', group: 'pflege' })
  })
})
