import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { tierQuery } from './applicants.search.ts'
import { findCorrections, normalizeWords, TIERS, type Tier } from './applicants.search-match.ts'
import { searchWords } from './applicants.search-words.ts'

/**
 * Every tier of every kind of term is answered by an index, at a size where reading the whole
 * table would otherwise be the planner's choice for a condition it cannot use an index for.
 */
let t: TestContext
const SIZE = 4000

beforeAll(async () => {
  t = await createTestContext()
  const lastNames = [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Özdemir',
  ]
  const cities = ['Hamburg', 'Köln', 'Gelsenkirchen', 'München', 'Berlin', 'Leipzig']
  await t.db.execute(sql`
    INSERT INTO applicants (first_name, last_name, email, phone, phone_digits, city, created_at, updated_at)
    SELECT 'Anna' || (i % 50), (${`{${lastNames.join(',')}}`}::text[])[1 + i % 9] || CASE WHEN i % 7 = 0 THEN '' ELSE (i % 300)::text END,
      'person' || i || '@example.de', '0176 ' || (1000000 + i), '0176' || (1000000 + i),
      (${`{${cities.join(',')}}`}::text[])[1 + i % 6], now(), now() - make_interval(secs => i)
    FROM generate_series(1, ${SIZE}) AS i`)
  await t.db.execute(sql`
    UPDATE applicants SET
      search_text = lower(unaccent(concat_ws(' ', first_name, last_name, email, phone, phone_digits, city))),
      search_vector = to_tsvector('german', unaccent(concat_ws(' ', first_name, last_name, email, phone, city))),
      document_vector = CASE WHEN id % 3 = 0 THEN NULL ELSE to_tsvector('german',
        'Lagerist bei DHL mit Gabelstapler und Inventur, Berufserfahrung ' || (id % 97)) END`)
  // The plans are checked with the statistics as they are after a change; keeping them fresh is the app's job.
  await t.db.execute(sql`ANALYZE applicants`)
  await t.db.execute(sql`ANALYZE search_words`)
}, 120_000)
afterAll(() => t.close())

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]

async function explain(query: SQL) {
  const result = await t.db.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${query}`)
  const raw = result.rows[0]?.['QUERY PLAN']
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>
  return nodes(root!.Plan)
}

const readsWholeTable = (plan: PlanNode[]) =>
  plan.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'applicants')

async function plan(term: string, tier: Tier) {
  const words = await findCorrections(t.db, await normalizeWords(t.db, searchWords(term)))
  return explain(await tierQuery(t.db, words, tier, tier === 'exact' ? [] : [1, 2, 3]))
}

const TERMS = [
  'Müller',
  'Gabelstapler',
  'gabelst Hamburg',
  'Lagerist bei DHL',
  'Özdemir',
  'Mül',
  'Gelsenkirchn',
  'Muellr',
  'Anna3 Köln',
  'person17@example.de',
  'unbekannt@example.de',
  '0176 100',
  'zyxqwort',
]

describe('search plans', () => {
  it('the check sees a whole-table read where no index can serve', async () => {
    expect(
      readsWholeTable(await explain(sql`SELECT id FROM applicants WHERE reverse(first_name) = 'anna'`)),
    ).toBe(true)
  })

  for (const term of TERMS) {
    it(`"${term}": no tier reads the whole applicants table`, async () => {
      for (const tier of TIERS) {
        expect(readsWholeTable(await plan(term, tier)), `${term} / ${tier}`).toBe(false)
      }
    })
  }

  it('a word of documents nobody holds is looked up in the index, not by walking the newest applicants', async () => {
    for (const term of ['zyxqwort', 'Kranführerschein']) {
      const planned = await plan(term, 'documents')
      expect(
        planned.some((node) => node['Index Name'] === 'applicants_live_updated_idx'),
        term,
      ).toBe(false)
    }
  })
})
