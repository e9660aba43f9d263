import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { attachChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed.ts'
import { markConcurrent } from './concurrency.ts'
import { withOwnParsers } from './pglite-parsers.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** The one database type every service takes: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<RowsResultHKT, Schema>

/**
 * What a raw `db.execute(sql)` answers, as far as both drivers agree: PGlite's `Results` and
 * node-postgres' `QueryResult` both carry the rows in `rows` (see db/rows.ts).
 */
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>
}
interface RowsResult<T> {
  rows: T[]
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))
/**
 * What a page read out of order costs the planner, against 1 for a page read in sequence: the usual
 * value for data on SSD or in memory, where the app's tables live (PostgreSQL's default of 4
 * models a spinning disk).
 */
export const RANDOM_PAGE_COST = 1.1

/**
 * The memory one sort, hash or bitmap of a statement may take before it spills or turns lossy,
 * against PostgreSQL's default of 4 MB. A search that collects the matches of several common words
 * intersects bitmaps of hundreds of thousands of rows: at 4 MB they lost their rows and kept only
 * pages, and every row of those pages was checked again with its document vector read („a b c d
 * e f g h“ among a million: 284,000 rows, 1.45 s; at 16 MB, 4,400 rows and 0.25 s). A statement
 * takes it only where it needs it, and the pool holds at most ten connections.
 */
export const WORK_MEM = '16MB'

/**
 * Bytes a new connection's backend takes and frees once, so that it keeps about twice that at hand
 * (see openPostgres).
 */
const BACKEND_MEMORY_KEPT = 4 * 1024 * 1024

/** PostgreSQL's session settings (see openPostgres); an operator's own page cost and memory stay. */
const POSTGRES_SESSION = `SET jit = off;
  SELECT set_config('random_page_cost', '${RANDOM_PAGE_COST}', false)
  FROM pg_settings WHERE name = 'random_page_cost' AND source = 'default';
  SELECT set_config('work_mem', '${WORK_MEM}', false)
  FROM pg_settings WHERE name = 'work_mem' AND source = 'default';
  SELECT length(repeat('x', ${BACKEND_MEMORY_KEPT}))`

/** Any constant works; it only has to be the same for every instance of the app. */
const MIGRATION_LOCK_KEY = 727_274_001

/**
 * PGlite runs every query and transaction exclusively (one connection, internal mutex), so
 * concurrent requests can never interleave inside a transaction (db/transactions.test.ts proves it).
 * `dataDir` undefined means in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } })
  const db: Db = drizzlePglite({ client: withOwnParsers(client), schema })
  await migratePglite(drizzlePglite(client), { migrationsFolder })
  // PGlite's pages are local and mostly in memory: the default cost of a random page read (4, a
  // spinning disk) made the planner read a small table whole, checking every applicant's document
  // vector ("Adelina Köln" among 2,000: 17 ms; with index entries first, under 1 ms).
  await client.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}; SET work_mem = '${WORK_MEM}'`)
  const feed = await pgliteChangeFeed(client)
  attachChangeFeed(db, feed)
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await feed.close()
      await client.close()
    },
  }
}

export interface PostgresOptions {
  url: string
  max?: number
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    // The session's settings (see below), finished before the pool hands a new connection out: a
    // statement sent while another still runs on the connection is deprecated, and pg 9 refuses it.
    onConnect: async (client) => {
      await client.query(POSTGRES_SESSION).catch(() => {})
    },
  })
  // A dropped connection (e.g. PostgreSQL restarting) must not crash the process.
  pool.on('error', () => {})
  // No JIT compilation: the app's statements read a page of rows in a millisecond or two, but the
  // planner's cost of a branch it may never run (a search's fallback over a million applicants)
  // passes the JIT threshold, and compiling then took 14 ms of a 15 ms search. And random page
  // reads priced as on PGlite, unless the operator set their own: the built-in default models a
  // spinning disk, and a small table was then read whole, every document vector unpacked, where
  // its indexes answer („Albert Köln“ among 2,000: 8.3 → 0.2 ms). Session settings (not the
  // connection string's), so they also hold behind a connection pooler; the first statement on
  // each new connection, before any of the app's (`onConnect` above).
  // And a block of BACKEND_MEMORY_KEPT taken and freed once: the backend frees what a plan took at
  // the end of each statement, and the C library gives the top of its heap back to the kernel
  // beyond a threshold it raises only when it frees a large block. The search's largest statements
  // take a megabyte or two to plan, so each got hundreds of fresh pages from the kernel, each zeroed
  // (2–3 ms of system time per statement among a million applicants: „Gelsenkirchn“ 20 → 15 ms).
  // Freed once, the block raises the threshold for the connection's life; the backend keeps up to
  // twice the block free, 8 MB per connection at most.
  await migrateWithLock(pool)
  const db: Db = drizzleNodePg(pool, { schema })
  markConcurrent(db)
  const feed = postgresChangeFeed(options.url)
  attachChangeFeed(db, feed)
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await feed.close()
      await pool.end()
    },
  }
}

/** Several app instances may start at once: only one migrates, the others wait for it. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder })
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    client.release()
  }
}
