import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/context.ts'
import { openSecondConnection } from '../test/database.ts'
import { RANDOM_PAGE_COST, WORK_MEM } from './client.ts'
import { rows } from './rows.ts'

// Every warning of the process from its first connection on (see the last test).
const warnings: string[] = []
process.on('warning', (warning) => warnings.push(warning.message))

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

/** A setting as a connection of `db` has it. */
async function setting(db: TestContext['db'], name: string): Promise<string | undefined> {
  const [row] = await rows<{ value: string }>(db, sql`SELECT current_setting(${name}) AS value`)
  return row?.value
}

/** A setting as each of several statements at once finds it: on PostgreSQL's pool each may take a connection of its own. */
const onEveryConnection = (name: string) => Promise.all(Array.from({ length: 4 }, () => setting(t.db, name)))

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

  it('every connection prices a random page read as on SSD, where the operator set nothing', async () => {
    expect(await onEveryConnection('random_page_cost')).toEqual(Array(4).fill(String(RANDOM_PAGE_COST)))
  })

  it('every connection lets a bitmap of many rows stay exact, where the operator set nothing', async () => {
    expect(await onEveryConnection('work_mem')).toEqual(Array(4).fill(WORK_MEM))
  })

  it('a new connection is handed out once its settings are made, never with a statement beside them', async () => {
    // Several at once on a pool of new connections; the app's own pool opened before this file's tests.
    const second = await openSecondConnection()
    try {
      await Promise.all(Array.from({ length: 4 }, () => rows(second.db, sql`SELECT 1 AS one`)))
    } finally {
      await second.close()
    }
    // pg warns of a statement sent while another runs on the connection (pg 9 refuses it).
    await new Promise((resolve) => setImmediate(resolve))
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([])
  })

  it('an operator’s own page cost and memory stay', async () => {
    // On PostgreSQL a second instance whose connections set their own; PGlite has no operator.
    const second = await openSecondConnection({ random_page_cost: '2.5', work_mem: '8MB' })
    try {
      expect(await setting(second.db, 'random_page_cost')).toBe(
        second.kind === 'postgres' ? '2.5' : String(RANDOM_PAGE_COST),
      )
      expect(await setting(second.db, 'work_mem')).toBe(second.kind === 'postgres' ? '8MB' : WORK_MEM)
    } finally {
      await second.close()
    }
  })
})

/**
 * Minor page faults so far of the process with this pid (field 10 of /proc/<pid>/stat): pages
 * the kernel handed it fresh, each zeroed first.
 */
function freshPages(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The process's name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[7])
}

/** A statement much like the search's largest: cheap to run, but its plan takes a megabyte or so to make. */
const largePlan = sql.raw(
  `SELECT count(*) AS n FROM (${Array.from(
    { length: 30 },
    (_, i) => `SELECT id FROM applicants WHERE deleted_at IS NULL
      AND (search_vector @@ to_tsquery('german', 'wort${i}') OR search_text LIKE '%teil${i}%'
        OR document_vector @@ to_tsquery('german', 'beleg${i}:*'))
      AND updated_at > now() - interval '${i + 1} days'`,
  ).join(' UNION ALL ')}) AS every`,
)

describe('the memory a connection plans in', () => {
  it('planning a large statement again takes no fresh pages from the kernel', async () => {
    // PostgreSQL's backend frees what a plan took at the end of each statement, and the C library
    // gives the top of its heap back to the kernel beyond a threshold it raises only when a large
    // block is freed: the next plan got hundreds of fresh pages, each zeroed (2–3 ms of system time
    // for the documents tier's statement of a search). A new connection of the app's pool frees such
    // a block once (see db/client.ts); PGlite plans in this process's WebAssembly memory, which
    // never shrinks.
    const fresh = await openSecondConnection()
    try {
      const taken = await fresh.db.transaction(async (tx) => {
        const [backend] = await rows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`)
        const pid = fresh.kind === 'postgres' ? backend!.pid : process.pid
        await rows(tx, largePlan)
        await rows(tx, largePlan)
        // The fewest of several runs: a run may also load a catalog entry or collect garbage.
        const each: number[] = []
        for (let run = 0; run < 5; run++) {
          const before = freshPages(pid)
          await rows(tx, largePlan)
          each.push(freshPages(pid) - before)
        }
        return Math.min(...each)
      })
      // Without the freed block: 521 fresh pages for every run on PostgreSQL.
      expect(taken).toBeLessThan(100)
    } finally {
      await fresh.close()
    }
  })
})
