import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeChangedTables } from '../../db/analyze.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { commonWords, forgetCommonWords } from './applicants.search-common.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

/**
 * Applicants of one town, enough for its name to be among the profiles' most common words, with the
 * search columns the app writes.
 */
const settle = (count: number, city: string) =>
  t.db.execute(sql`
    INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector)
    SELECT 'Anna' || i, 'Weber', ${city}, now(), now(), lower(unaccent(concat_ws(' ', 'anna' || i, 'weber', ${city}::text))),
      to_tsvector('german', unaccent(concat_ws(' ', 'Anna' || i, 'Weber', ${city}::text)))
    FROM generate_series(1, ${count}) AS i`)

/** The common words of the profiles, once a read started now has had time to finish. */
async function profileWordsSoon(at: () => number = Date.now): Promise<string[]> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const words = (await commonWords(t.db, at()))?.profileWords ?? []
    if (words.includes('quokkastadt') || Date.now() > deadline) return words
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * The search reads the statistics' common words once and keeps them in the process. A database
 * filled and then analysed by the app (a first import, a fresh start of a filled one) must not be
 * searched with the list read before.
 */
describe("the search's common words", () => {
  it('are read again once the app has analysed the tables', async () => {
    await settle(50, 'Lindenau')
    await analyzeChangedTables(t.db)
    expect((await commonWords(t.db))?.profileWords).toContain('lindenau')
    await settle(2_000, 'Quokkastadt')
    // Until the app analyses the table, the statistics and the list read from them stay as they were.
    expect((await commonWords(t.db))?.profileWords).not.toContain('quokkastadt')
    expect(await analyzeChangedTables(t.db)).toContain('applicants')
    expect(await profileWordsSoon()).toContain('quokkastadt')
  })

  it('are read again within seconds where none were found, whoever analyses the tables', async () => {
    // A database never analysed, then analysed by PostgreSQL's autovacuum instead of the app.
    await t.db.execute(sql`DELETE FROM pg_statistic WHERE starelid = 'applicants'::regclass`)
    forgetCommonWords(t.db)
    const now = Date.now()
    expect(await commonWords(t.db, now)).toBeNull()
    await t.db.execute(sql`ANALYZE applicants`)
    expect(await commonWords(t.db, now + 1_000)).toBeNull()
    expect(await profileWordsSoon(() => now + 6_000)).toContain('quokkastadt')
  })
})
