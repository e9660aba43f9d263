import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoOnce } from '../features/demo/index.ts'
import { startJobs } from '../jobs.ts'
import type { Agent } from '../test/agent.ts'
import { createApplicantVia } from '../test/applicants.ts'
import { createTestContext, type TestContext } from '../test/context.ts'
import { analyzeChangedTables } from './analyze.ts'
import { rows } from './rows.ts'

let t: TestContext
let recruiter: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter')).agent
})
afterAll(() => t.close())

/** What the planner believes: the table's row count and its estimate for a scan of it. */
async function planner(table: string) {
  const [stats] = await rows<{ reltuples: number; last_analyze: string | null }>(
    t.db,
    sql`SELECT c.reltuples::float8 AS reltuples, s.last_analyze::text AS last_analyze
    FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
    WHERE c.relname = ${table} AND s.schemaname = current_schema()`,
  )
  const [plan] = await rows<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    t.db,
    sql.raw(`EXPLAIN (FORMAT JSON) SELECT * FROM ${table} WHERE status = 'neu'`),
  )
  return { ...stats!, estimate: plan!['QUERY PLAN'][0]!.Plan['Plan Rows'] }
}
const count = async (where: string) =>
  (await rows<{ n: number }>(t.db, sql.raw(`SELECT count(*)::int AS n FROM applicants WHERE ${where}`)))[0]!.n

async function until(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return true
}

describe('planner statistics kept by the app', () => {
  it('are fresh right after a bulk load (the demo seed), without a manual ANALYZE', {
    timeout: 60_000,
  }, async () => {
    await seedDemoOnce(t.deps, t.app.log)
    const total = await count('true')
    expect(total).toBeGreaterThan(200)
    const fresh = await planner('applicants')
    // A table small enough to be read whole: the planner knows the exact row count.
    expect(fresh.reltuples).toBe(total)
    expect(fresh.last_analyze).not.toBeNull()
    const neu = await count(`status = 'neu'`)
    expect(Math.abs(fresh.estimate - neu)).toBeLessThanOrEqual(Math.max(5, neu * 0.2))
    expect(t.logs.join('')).toContain('Planer-Statistik aufgefrischt (ANALYZE)')
  })

  it('are refreshed by the housekeeping job after many single changes', { timeout: 60_000 }, async () => {
    const before = await planner('applicants')
    for (let i = 0; i < 100; i++) await createApplicantVia(recruiter, { status: 'neu' })
    const total = await count('true')
    expect(before.reltuples).toBeLessThan(total)
    const jobs = startJobs({ deps: t.deps, logger: t.app.log })
    try {
      // PostgreSQL's sessions report their changes within seconds; PGlite's at once.
      const refreshed = await until(async () => (await planner('applicants')).reltuples === total, 30_000)
      expect(refreshed).toBe(true)
      // Analysed by the app (autovacuum, where there is one, records its runs apart).
      expect((await planner('applicants')).last_analyze! > before.last_analyze!).toBe(true)
    } finally {
      jobs.stop()
    }
  })

  it('never runs two analyses at once: a second call gets the running one', async () => {
    await t.db.execute(sql`UPDATE applicants SET remarks = 'x'`)
    const [first, second] = [analyzeChangedTables(t.db), analyzeChangedTables(t.db)]
    expect(second).toBe(first)
    expect(Array.isArray(await first)).toBe(true)
  })

  it('sees a table grown by another process whose change counts are gone (a PGlite restart)', {
    timeout: 60_000,
  }, async () => {
    await analyzeChangedTables(t.db)
    await t.db.execute(sql`INSERT INTO applicants (first_name, last_name, status, created_at, updated_at)
      SELECT 'Fremd', 'Geladen' || i, 'neu', now(), now() FROM generate_series(1, 3000) AS i`)
    // What a restart of the embedded database leaves: no counts of changes since the last analysis.
    await t.db.execute(sql`SELECT pg_stat_force_next_flush()`).catch(() => {})
    await t.db.execute(sql`SELECT pg_stat_reset()`)
    expect((await planner('applicants')).reltuples).toBeLessThan(await count('true'))
    const total = await count('true')
    await analyzeChangedTables(t.db)
    // A run already under way answers first; the one after it takes what changed meanwhile.
    expect(await until(async () => (await planner('applicants')).reltuples === total, 10_000)).toBe(true)
  })

  it('cleans up old row versions after an analysis finds many, with a restart having lost their count', {
    timeout: 60_000,
  }, async () => {
    await t.db.execute(sql`INSERT INTO applicants (first_name, last_name, status, created_at, updated_at)
      SELECT 'Alt', 'Version' || i, 'neu', now(), now() FROM generate_series(1, 2000) AS i`)
    await analyzeChangedTables(t.db)
    // Each update of a row leaves its old version behind: three times the table in old versions.
    for (let i = 0; i < 3; i++) await t.db.execute(sql`UPDATE applicants SET remarks = ${`runde ${i}`}`)
    await t.db.execute(sql`SELECT pg_stat_force_next_flush()`).catch(() => {})
    await t.db.execute(sql`SELECT pg_stat_reset()`)
    const dead = async () =>
      (
        await rows<{ dead: number; vacuumed: string | null }>(
          t.db,
          sql`SELECT n_dead_tup::float8 AS dead, last_vacuum::text AS vacuumed FROM pg_stat_user_tables
          WHERE relname = 'applicants' AND schemaname = current_schema()`,
        )
      )[0]!
    const before = (await dead()).vacuumed
    await analyzeChangedTables(t.db, t.app.log)
    expect(await until(async () => (await dead()).vacuumed !== before, 10_000)).toBe(true)
    expect((await dead()).dead).toBeLessThan(50)
    expect(t.logs.join('')).toContain('Tabellen aufgeräumt (VACUUM)')
  })

  it('marks the pages of many new rows visible to every reader, so an index alone can answer', {
    timeout: 60_000,
  }, async () => {
    await analyzeChangedTables(t.db)
    const visible = async () =>
      (
        await rows<{ pages: number; visible: number }>(
          t.db,
          sql`SELECT relpages AS pages, relallvisible AS visible FROM pg_class
          WHERE relname = 'statistics_applicants' AND relnamespace = current_schema()::regnamespace`,
        )
      )[0]!
    // Each applicant gets its row in statistics_applicants by trigger: new rows, no old versions.
    await t.db.execute(sql`INSERT INTO applicants (first_name, last_name, status, created_at, updated_at)
      SELECT 'Neu', 'Zeile' || i, 'neu', now(), now() FROM generate_series(1, 5000) AS i`)
    await analyzeChangedTables(t.db, t.app.log)
    const after = await visible()
    expect(after.pages).toBeGreaterThan(10)
    expect(after.visible).toBe(after.pages)
  })
})
