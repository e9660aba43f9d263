import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/context.ts'
import { runsConcurrently } from './concurrency.ts'
import { rows } from './rows.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

describe('planner settings of the app’s connections', () => {
  it('JIT never compiles a statement, on any connection, however high its planned cost', async () => {
    // Planned far past the JIT threshold (a scan of 20 million rows), run in no time: the scan is
    // behind a condition that turns out false. Compiling for it alone took 20 ms.
    const statement = sql`EXPLAIN (ANALYZE) SELECT count(*) FROM generate_series(1, 20000000) AS a(i)
      WHERE i % 7 = 3 AND (SELECT now() < '2000-01-01')`
    // Several at once: on PostgreSQL's pool each may take a connection of its own.
    const plans = await Promise.all(
      Array.from({ length: 4 }, () => rows<{ 'QUERY PLAN': string }>(t.db, statement)),
    )
    for (const plan of plans) {
      const text = plan.map((row) => row['QUERY PLAN']).join('\n')
      expect(text).toContain('never executed')
      expect(text).not.toContain('JIT')
    }
  })

  it('PGlite plans for pages in memory, not on a spinning disk', async () => {
    const [setting] = await rows<{ cost: string }>(
      t.db,
      sql`SELECT current_setting('random_page_cost') AS cost`,
    )
    // PostgreSQL keeps the operator's setting; PGlite's data is always local.
    expect(setting?.cost).toEqual(runsConcurrently(t.db) ? expect.any(String) : '1.1')
  })
})
