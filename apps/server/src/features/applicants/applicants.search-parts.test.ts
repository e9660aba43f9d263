import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { explainRun, rowsLookedAt } from '../../test/plans.ts'
import { profileTiersQuery } from './applicants.search.ts'
import { weighedWords } from './applicants.search-match.ts'
import { searchWords } from './applicants.search-words.ts'

/**
 * A part of a word whose holders the planner's statistics overestimate: a part no value of its
 * sample holds it takes for about 1 % of the applicants („Bött“ among 100,000: 1,035 expected, 56
 * hold it), and statistics lag behind changes. Expecting many, it walks the newest applicants one
 * by one for a page. Here the statistics are taken while 3 % are called Böttcher, then all but a
 * few are renamed; those few are the oldest, so a walk goes through the whole table.
 */
let t: TestContext
const SIZE = 8_000
const HOLDERS = 12
/** Every so many is called Böttcher when the statistics are taken (3 %). */
const EVERY = 32
const BATCH = 2_000

beforeAll(async () => {
  t = await createTestContext()
  const cities = ['Hamburg', 'Köln', 'Berlin', 'Leipzig']
  // The statistics' trigger has nothing to do with search and costs a millisecond an applicant.
  await t.db.execute(sql`ALTER TABLE applicants DISABLE TRIGGER applicants_statistics`)
  await t.db.execute(sql`
    INSERT INTO applicants (first_name, last_name, email, city, created_at, updated_at)
    SELECT 'Anna', CASE WHEN i > ${SIZE - HOLDERS} OR i % ${EVERY} = 0 THEN 'Böttcher' ELSE 'Weber' END, 'person' || i || '@example.de',
      (${`{${cities.join(',')}}`}::text[])[1 + i % 4], now(), now() - make_interval(secs => i)
    FROM generate_series(1, ${SIZE}) AS i`)
  await t.db.execute(sql`ALTER TABLE applicants ENABLE TRIGGER applicants_statistics`)
  // In statements of a few thousand: the vocabulary's trigger counts each word's holders in one
  // row, and a row written many thousand times in one statement grows a chain each write walks.
  const [{ first } = { first: 0 }] = await rows<{ first: number }>(
    t.db,
    sql`SELECT min(id) AS first FROM applicants`,
  )
  for (let from = first; from < first + SIZE; from += BATCH) {
    await t.db.execute(sql`
      UPDATE applicants SET
        search_text = lower(unaccent(concat_ws(' ', first_name, last_name, email, city))),
        search_vector = to_tsvector('german', unaccent(concat_ws(' ', first_name, last_name, email, city)))
      WHERE id >= ${from} AND id < ${from + BATCH}`)
  }
  await t.db.execute(sql`ANALYZE applicants`)
  await t.db.execute(sql`
    UPDATE applicants SET last_name = 'Weber',
      search_text = lower(unaccent(concat_ws(' ', first_name, 'Weber', email, city))),
      search_vector = to_tsvector('german', unaccent(concat_ws(' ', first_name, 'Weber', email, city)))
    WHERE last_name = 'Böttcher' AND id < (SELECT min(id) FROM applicants) + ${SIZE - HOLDERS}`)
}, 300_000)
afterAll(() => t.close())

async function profileStatement(term: string) {
  const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
  return { words, query: profileTiersQuery(words, applicantRows) }
}

describe('a part of a word the statistics cannot see', () => {
  it('is counted from the vocabulary: the holders of the words containing it', async () => {
    const { words } = await profileStatement('Bött')
    expect(words[0]?.partHolders).toBe(HOLDERS)
    const { words: unknown } = await profileStatement('0176')
    expect(unknown[0]?.partHolders).toBeUndefined()
    // Written with „ß“ as PostgreSQL's unaccent writes it, „ss“: a street no profile holds.
    const { words: street } = await profileStatement('Waldstraße')
    expect(street[0]?.partHolders).toBe(0)
    expect(street[0]?.parts).toEqual([])
  })

  it('finds its few holders from the indexes, never walking the table for them', async () => {
    const { query } = await profileStatement('Bött')
    const plan = await explainRun(t.db, query)
    expect(rowsLookedAt(plan)).toBeLessThan(SIZE / 10)
    const found = await rows<{ id: number }>(t.db, query)
    const holders = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE last_name = 'Böttcher' ORDER BY updated_at DESC`,
    )
    expect(found.map(({ id }) => id)).toEqual(holders.map(({ id }) => id))
  })

  it('beside a fragment of digits, which is otherwise walked a thousand deep, its holders are collected', async () => {
    const { query } = await profileStatement('Bött 12')
    expect(rowsLookedAt(await explainRun(t.db, query))).toBeLessThan(SIZE / 10)
  })

  it('two cities that never stand together in one profile are not walked for either', async () => {
    const { query } = await profileStatement('Hamburg Köln')
    // Walked at most a thousand deep in each tier, or one city's profiles checked for the other.
    expect(rowsLookedAt(await explainRun(t.db, query))).toBeLessThan(SIZE / 2)
    expect(await rows(t.db, query)).toEqual([])
  })
})
