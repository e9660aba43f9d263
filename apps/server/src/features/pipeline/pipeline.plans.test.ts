import { DEFAULT_STATUSES } from '@bb/shared'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { boardQuery, columnQuery } from './pipeline.query.ts'

/**
 * The board reads each column from its index, at a size where walking the table would otherwise
 * be the planner's choice: no column sorts or scans all applicants, narrowed or not.
 */
let t: TestContext
const SIZE = 6000
const STATUSES = DEFAULT_STATUSES.map((s) => s.slug)

beforeAll(async () => {
  t = await createTestContext()
  await t.db.execute(sql`
    INSERT INTO applicants (first_name, last_name, status, profession_group, job, created_at, updated_at)
    SELECT 'Anna' || i, 'Muster' || i, (${`{${STATUSES.join(',')}}`}::text[])[1 + i % ${STATUSES.length}],
      (ARRAY['pflege','it','logistik'])[1 + i % 3], NULL, now() - make_interval(secs => i), now()
    FROM generate_series(1, ${SIZE}) AS i`)
  await t.db.execute(sql`ANALYZE applicants`)
}, 120_000)
afterAll(() => t.close())

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Sort Key'?: string[]
  Plans?: PlanNode[]
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]

async function plan(query: SQL) {
  const result = await t.db.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${query}`)
  const raw = result.rows[0]?.['QUERY PLAN']
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>
  return nodes(root!.Plan)
}

const onApplicants = (p: PlanNode[]) => p.filter((n) => n['Relation Name'] === 'applicants')

describe('the board reads its columns by index', () => {
  it.each([
    ['the whole board', {}, 'applicants_board_idx'],
    ['one group', { group: 'pflege' }, 'applicants_board_group_idx'],
    ['one job', { job: 'pflege-koeln' }, 'applicants_board_job_idx'],
  ])('%s: first cards of every column from %s, no table walk', async (_name, narrowing, index) => {
    const p = await plan(boardQuery(STATUSES, narrowing, 31, Object.keys(narrowing).length > 0))
    const reads = onApplicants(p)
    expect(reads.length).toBeGreaterThan(0)
    expect(reads.some((n) => n['Node Type'] === 'Seq Scan')).toBe(false)
    expect(reads.map((n) => n['Index Name'])).toContain(index)
  })

  it('a further page of a column continues in the index after the last card (keyset)', async () => {
    const p = await plan(columnQuery('neu', {}, 31, { sinceMicros: 1_700_000_000_000_000n, id: 500 }))
    const reads = onApplicants(p)
    expect(reads.some((n) => n['Node Type'] === 'Seq Scan')).toBe(false)
    expect(reads.map((n) => n['Index Name'])).toContain('applicants_board_idx')
    // The cards come in the index's order; only the five followers of a card are sorted.
    const sorted = p.filter((n) => n['Node Type'] === 'Sort').flatMap((n) => n['Sort Key'] ?? [])
    expect(sorted.filter((key) => key.includes('status_changed_at'))).toEqual([])
  })
})
