import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { rows } from './rows.ts'

/**
 * Planner statistics kept fresh by the app itself. An embedded PGlite has no autovacuum, so
 * without this its planner would keep the row counts and value spreads of the day the tables were
 * first analysed and choose plans for a table a thousandth of its size. The app analyses every
 * table that changed a lot since its last analysis, by the rule autovacuum uses (more than 50 rows
 * plus a tenth of the table), and then vacuums tables with many old row versions or many new rows
 * (again by autovacuum's rules), after bulk changes and on the housekeeping schedule; on
 * PostgreSQL autovacuum usually was first and nothing is left to do (where it is switched off, the
 * app does its work).
 */
export interface AnalyzeLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

const BASE_ROWS = 50
const SCALE = 0.1
/** Autovacuum's rule for cleaning up: more old row versions than 50 plus a fifth of the live rows. */
const VACUUM_SCALE = 0.2
/**
 * And its rule for new rows: more inserted since the last VACUUM than 1,000 plus a fifth of the
 * table. Only a VACUUM marks pages all-visible, and only then can a read answer from an index
 * alone (the statistics' medians read 69,000 hires of a million applicants that way).
 */
const INSERT_BASE_ROWS = 1_000
/** Growth in pages (8 kB each) beyond which a table's last known size is out of date. */
const BASE_PAGES = 8
/** Bulk changes come in bursts (a mailbox batch, a retention run): one analysis after the last. */
const SOON_MS = 2_000

interface State {
  running?: Promise<string[]>
  again: boolean
  timer?: NodeJS.Timeout
}
const states = new WeakMap<Db, State>()
/** How many runs of the app's own analysis have refreshed statistics, per database handle. */
const rounds = new WeakMap<Db, number>()

/**
 * Counts the app's own analyses that refreshed statistics of a database: what was read from the
 * statistics (the search's common words) is out of date once this changes.
 */
export const analysisRound = (db: Db): number => rounds.get(db) ?? 0

const stateOf = (db: Db) => {
  let state = states.get(db)
  if (!state) {
    state = { again: false }
    states.set(db, state)
  }
  return state
}

/**
 * Tables whose rows changed more than the rule allows since their last analysis, never analysed
 * ones, and ones that grew beyond their last known size. The change counts are lost when PGlite
 * restarts (a bulk load by another process, then a start, left them at zero); the last known size
 * (`relpages`, written by each analysis) is kept in the catalogue, so growth is still seen.
 */
export async function staleTables(db: Db): Promise<Array<{ table: string; changed: number; rows: number }>> {
  // The counts of changes live in the session until flushed; PGlite (one session) flushes only when
  // asked. A role without the right to ask still reads what other sessions flushed.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`).catch(() => {})
  return rows<{ table: string; changed: number; rows: number }>(
    db,
    sql`SELECT c.relname AS table, coalesce(s.n_mod_since_analyze, 0)::float8 AS changed,
      greatest(c.reltuples, 0)::float8 AS rows
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
    WHERE n.nspname = current_schema() AND c.relkind = 'r'
      AND (coalesce(s.n_mod_since_analyze, 0) > ${BASE_ROWS} + ${SCALE} * greatest(c.reltuples, 0)
        OR c.reltuples < 0
        OR pg_relation_size(c.oid) / current_setting('block_size')::float8 > ${BASE_PAGES}::float8 + ${1 + SCALE}::float8 * c.relpages)
    ORDER BY 2 DESC, 1`,
  )
}

async function analyzeStale(db: Db, log: AnalyzeLog | undefined, reason: string): Promise<string[]> {
  const started = performance.now()
  const stale = await staleTables(db)
  const done: string[] = []
  for (const { table, changed } of stale) {
    try {
      await db.execute(sql.raw(`ANALYZE "${table.replaceAll('"', '""')}"`))
      done.push(table)
    } catch (err) {
      log?.warn({ err, table, changed }, 'Planer-Statistik einer Tabelle konnte nicht aufgefrischt werden')
    }
  }
  if (done.length > 0) {
    rounds.set(db, analysisRound(db) + 1)
    log?.info(
      { reason, tables: done, ms: Math.round(performance.now() - started) },
      'Planer-Statistik aufgefrischt (ANALYZE)',
    )
  }
  await vacuumTables(db, log, reason)
  return done
}

/**
 * Tables holding more old row versions than autovacuum's rule allows (the count of them is an
 * analysis's estimate, so it survives PGlite's restarts once the table was analysed again), or
 * more rows inserted since their last VACUUM than its rule for new rows allows.
 */
export async function tablesToVacuum(
  db: Db,
): Promise<Array<{ table: string; dead: number; inserted: number }>> {
  await db.execute(sql`SELECT pg_stat_force_next_flush()`).catch(() => {})
  return rows<{ table: string; dead: number; inserted: number }>(
    db,
    sql`SELECT s.relname AS table, s.n_dead_tup::float8 AS dead, s.n_ins_since_vacuum::float8 AS inserted
    FROM pg_stat_user_tables s
    WHERE s.schemaname = current_schema()
      AND (s.n_dead_tup > ${BASE_ROWS}::float8 + ${VACUUM_SCALE}::float8 * greatest(s.n_live_tup, 0)
        OR s.n_ins_since_vacuum > ${INSERT_BASE_ROWS}::float8 + ${VACUUM_SCALE}::float8 * greatest(s.n_live_tup, 0))
    ORDER BY 2 DESC, 3 DESC, 1`,
  )
}

/**
 * Tables vacuumed by the app itself. Every counter a trigger keeps (the statistics' days and
 * months, the vocabulary's counts) leaves an old version per change; PostgreSQL's autovacuum
 * removes them, PGlite has none, and reads then wade through them (a statistics table of 4,000
 * rows on 1,700 pages after a bulk load). And pages of new rows count as visible to every reader
 * only after a VACUUM, so until then an index-only read visits the table for each row. Plain
 * VACUUM: it frees the space for reuse and never locks readers or writers out, unlike VACUUM FULL.
 */
async function vacuumTables(db: Db, log: AnalyzeLog | undefined, reason: string) {
  const started = performance.now()
  const done: string[] = []
  for (const { table, dead, inserted } of await tablesToVacuum(db)) {
    try {
      await db.execute(sql.raw(`VACUUM "${table.replaceAll('"', '""')}"`))
      done.push(table)
    } catch (err) {
      log?.warn({ err, table, dead, inserted }, 'Eine Tabelle konnte nicht aufgeräumt werden (VACUUM)')
    }
  }
  if (done.length > 0)
    log?.info(
      { reason, tables: done, ms: Math.round(performance.now() - started) },
      'Tabellen aufgeräumt (VACUUM)',
    )
}

/**
 * Analyses the tables that changed a lot; resolves with their names. Never two at once for one
 * database handle: a call while one runs gets that run's answer, and one more run follows it for
 * whatever changed in the meantime.
 */
export function analyzeChangedTables(db: Db, log?: AnalyzeLog, reason = 'schedule'): Promise<string[]> {
  const state = stateOf(db)
  if (state.running) {
    state.again = true
    return state.running
  }
  const run = analyzeStale(db, log, reason).finally(() => {
    state.running = undefined
    if (state.again) {
      state.again = false
      void analyzeChangedTables(db, log, reason).catch(() => {})
    }
  })
  state.running = run
  return run
}

/** After a bulk change: an analysis shortly after the burst ends, without making anyone wait. */
export function analyzeSoon(db: Db, log: AnalyzeLog | undefined, reason: string) {
  const state = stateOf(db)
  if (state.timer) clearTimeout(state.timer)
  state.timer = setTimeout(() => {
    state.timer = undefined
    analyzeChangedTables(db, log, reason).catch((err) =>
      log?.warn({ err }, 'Planer-Statistik konnte nicht aufgefrischt werden'),
    )
  }, SOON_MS)
  state.timer.unref()
}
