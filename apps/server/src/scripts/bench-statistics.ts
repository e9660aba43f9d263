import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DEFAULT_PROFESSION_GROUPS, SOURCES, shiftIsoDate } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { buildApp } from '../app.ts'
import { berlinToday, systemClock } from '../clock.ts'
import type { AppConfig } from '../context.ts'
import { analyzeChangedTables } from '../db/analyze.ts'
import { type Database, type Db, openPglite, openPostgres } from '../db/client.ts'
import { rows } from '../db/rows.ts'
import { DEMO_STATUS_WEIGHTS } from '../features/demo/index.ts'
import { seedDefaultSettings } from '../features/settings/index.ts'
import { createLogger } from '../logger.ts'
import { createLocalStorage } from '../storage/storage.ts'
import { createUser } from '../test/factories.ts'
import { BROWSER_HEADERS, get, login } from './bench-http.ts'
import { textArray, weightedSlugs } from './bench-search-seed.ts'

/**
 * The statistics page at scale: seeds 1,000,000 applicants on PostgreSQL (BENCH_DATABASE_URL, by
 * default a database of its own) and 100,000 on PGlite with set-based SQL (three years of
 * applications, status changes, ratings), then asks a listening server for the page's two reads
 * (figures and intake) for each period the page offers, one request at a time over HTTP.
 * `--keep` leaves the PostgreSQL database for a later `--reuse`, which measures it as it is (after
 * the app's migrations ran on it).
 */
export interface StatisticsBenchOptions {
  /** The PostgreSQL database to seed (dropped and created unless reused); never a system database. */
  postgresUrl: string
  postgresApplicants: number
  pgliteApplicants: number
  requests: number
  keep: boolean
  reuse: boolean
  db: 'pglite' | 'postgres' | 'both'
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/stats_million'

/** The page reads figures and intake for the same filter at once; the target is per read. */
export const STATISTICS_TARGET_MS = 50

/**
 * Applicants created over the last three years, 40 % of them with a status change from neu to
 * their status a few days after creation, 20 % with a rating, 2 % in the trash. Deterministic
 * (setseed), so runs compare like with like.
 */
async function seed(db: Db, count: number, createdBy: number) {
  const statuses = weightedSlugs(DEMO_STATUS_WEIGHTS)
  const groups = DEFAULT_PROFESSION_GROUPS.map((g) => g.slug)
  const sources = Object.keys(SOURCES)
  const channels = ['karriereseite', 'karriereseite', 'email', 'manuell', 'import']
  await db.transaction(async (tx) => {
    // Statistics kept by triggers are rebuilt in one pass below, as a migration backfills them.
    const rebuild = (
      await rows<{ ok: boolean }>(tx, sql`SELECT to_regproc('bb_statistics_rebuild') IS NOT NULL AS ok`)
    )[0]?.ok
    if (rebuild) await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    await tx.execute(sql`SELECT setseed(0.42)`)
    await tx.execute(sql`INSERT INTO applicants (first_name, last_name, email, profession_group, status, source,
        channel, created_by, created_at, updated_at, search_text)
      SELECT 'Vorname' || i, 'Nachname' || (i % 5000), 'person' || i || '@example.test',
        CASE WHEN r1 < 0.9 THEN (${textArray(groups)})[1 + floor(r2 * ${groups.length})::int] END,
        (${textArray(statuses)})[1 + floor(r3 * ${statuses.length})::int],
        CASE WHEN r4 < 0.85 THEN (${textArray(sources)})[1 + floor(r5 * ${sources.length})::int] END,
        (${textArray(channels)})[1 + floor(r6 * ${channels.length})::int], ${createdBy}, at, at, ''
      FROM (SELECT i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
        now() - random() * interval '3 years' AS at FROM generate_series(1, ${count}) i) s`)
    await tx.execute(sql`INSERT INTO applicant_history (applicant_id, user_id, action, changes, created_at)
      SELECT id, ${createdBy}, 'status_changed',
        jsonb_build_array(jsonb_build_object('field', 'status', 'label', 'Status', 'old', 'neu', 'new', status)),
        least(now(), created_at + random() * interval '40 days')
      FROM applicants WHERE status <> 'neu' AND random() < 0.6`)
    await tx.execute(sql`INSERT INTO ratings (applicant_id, user_id, overall, punctuality, reliability, teamwork,
        likeability, expertise, created_at, updated_at)
      SELECT id, ${createdBy}, 1 + floor(random() * 5)::int, floor(random() * 6)::int, floor(random() * 6)::int,
        floor(random() * 6)::int, floor(random() * 6)::int, floor(random() * 6)::int,
        least(now(), created_at + random() * interval '20 days'), now()
      FROM applicants WHERE random() < 0.2`)
    await tx.execute(
      sql`UPDATE applicants SET deleted_at = now(), deleted_by = ${createdBy} WHERE random() < 0.02`,
    )
    if (rebuild) {
      await tx.execute(sql`SET LOCAL session_replication_role = origin`)
      await tx.execute(sql`SELECT bb_statistics_rebuild()`)
    }
  })
  // What the app's housekeeping does after bulk changes, no manual VACUUM beyond it.
  await analyzeChangedTables(db, undefined, 'bench seed')
}

async function openBenchPostgres(options: StatisticsBenchOptions) {
  const url = new URL(options.postgresUrl)
  const name = url.pathname.slice(1)
  if (!name || name === 'postgres' || name.startsWith('template'))
    throw new Error(`bench-statistics: refusing to recreate the database "${name}"`)
  const { default: pg } = await import('pg')
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1
  const fresh = !(options.reuse && exists)
  if (fresh) {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${name}"`)
  }
  await admin.end()
  const started = Date.now()
  const database = await openPostgres({ url: url.toString() })
  const migrated = (Date.now() - started) / 1000
  const drop = async () => {
    if (options.keep) return
    const again = new pg.Client({ connectionString: adminUrl.toString() })
    await again.connect()
    await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await again.end()
  }
  return { database, fresh, migrated, drop }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

async function measure(
  kind: string,
  database: Database,
  count: number,
  fresh: boolean,
  options: StatisticsBenchOptions,
) {
  const db = database.db
  const out = (line: string) => process.stdout.write(`${line}\n`)
  if (fresh) await seedDefaultSettings(db, { mailFrom: 'bench@example.test' })
  const { user, password } = await createUser(db, {
    roles: ['admin'],
    email: `bench-${Date.now()}@example.test`,
  })
  const have = Number((await rows<{ n: string }>(db, sql`SELECT count(*) AS n FROM applicants`))[0]?.n ?? 0)
  let seeded = ''
  if (have < count) {
    const started = Date.now()
    await seed(db, count - have, user.id)
    seeded = ` (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`
  }
  // As the app does when it starts (its housekeeping): tables a migration just filled get analysed.
  const analysed = await analyzeChangedTables(db)
  if (analysed.length > 0) seeded += `, analysed at start: ${analysed.join(', ')}`
  const config = {
    appUrl: 'http://localhost',
    logLevel: 'info',
    production: false,
    host: '127.0.0.1',
    trustProxy: false,
    scryptCost: 1024,
    sessionSecret: 'x'.repeat(40),
    webDir: undefined,
  } as AppConfig
  const app = await buildApp(
    {
      db,
      mailer: { send: async () => {}, close: () => {} },
      clock: systemClock,
      config,
      storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'bb-bench-stats-'))),
    },
    { logger: createLogger('info', false, pino.destination({ dest: '/dev/null', sync: false })) },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const headers = { ...BROWSER_HEADERS, cookie: await login(base, user.email, password) }
  const today = berlinToday(new Date())
  const period = (days: number) => `from=${shiftIsoDate(today, -(days - 1))}&to=${today}`
  const cases: Array<[string, string]> = []
  for (const [name, query] of [
    ['last 30 days', period(30)],
    ['last 90 days (default)', period(90)],
    ['last 365 days', period(365)],
    ['last 90 days, one group', `${period(90)}&profession_group=pflege`],
  ])
    for (const path of ['/api/statistics', '/api/statistics/intake'])
      cases.push([
        `${path.replace('/api/statistics', 'figures').replace('figures/intake', 'intake')}, ${name}`,
        `${path}?${query}`,
      ])
  const once = async (path: string) => {
    const start = process.hrtime.bigint()
    const answer = await get(`${base}${path}`, headers)
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`)
    return Number(process.hrtime.bigint() - start) / 1e6
  }
  for (const [, path] of cases) for (let i = 0; i < 3; i++) await once(path)
  const times = cases.map(() => [] as number[])
  for (let round = 0; round < options.requests; round++)
    for (const [index, [, path]] of cases.entries()) times[index]!.push(await once(path))
  out(
    `\nstatistics, ${kind}: ${count.toLocaleString('de-DE')} applicants${seeded}, ${options.requests} requests each over HTTP`,
  )
  out(`${'request'.padEnd(40)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(10)}`)
  for (const [index, [name]] of cases.entries()) {
    const sorted = times[index]!.sort((a, b) => a - b)
    const median = percentile(sorted, 0.5)
    const verdict = median < STATISTICS_TARGET_MS ? 'ok' : 'VERFEHLT'
    out(
      `${name.padEnd(40)} ${median.toFixed(1).padStart(10)} ${percentile(sorted, 0.95).toFixed(1).padStart(10)}  < ${STATISTICS_TARGET_MS} ms ${verdict}`,
    )
  }
  await app.close()
}

export async function runStatisticsBench(options: StatisticsBenchOptions) {
  if (options.db !== 'postgres') {
    const database = await openPglite()
    try {
      await measure('PGlite', database, options.pgliteApplicants, true, options)
    } finally {
      await database.close()
    }
  }
  if (options.db !== 'pglite') {
    const { database, fresh, migrated, drop } = await openBenchPostgres(options)
    if (!fresh)
      process.stdout.write(`\n(PostgreSQL database reused; migrations took ${migrated.toFixed(1)} s)\n`)
    try {
      await measure('PostgreSQL', database, options.postgresApplicants, fresh, options)
    } finally {
      await database.close()
      await drop()
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'postgres-applicants': { type: 'string', default: '1000000' },
      'pglite-applicants': { type: 'string', default: '100000' },
      requests: { type: 'string', default: '30' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      db: { type: 'string', default: 'both' },
    },
  })
  await runStatisticsBench({
    postgresUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_URL,
    postgresApplicants: Number(values['postgres-applicants']),
    pgliteApplicants: Number(values['pglite-applicants']),
    requests: Number(values.requests),
    keep: values.keep || values.reuse,
    reuse: values.reuse,
    db: values.db as StatisticsBenchOptions['db'],
  })
}
