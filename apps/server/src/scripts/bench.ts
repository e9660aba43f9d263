import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { pino } from 'pino'
import { buildApp } from '../app.ts'
import { systemClock } from '../clock.ts'
import type { AppConfig } from '../context.ts'
import { analyzeChangedTables } from '../db/analyze.ts'
import { type Database, openPglite, openPostgres } from '../db/client.ts'
import { seedDemoApplicants } from '../features/demo/index.ts'
import { seedDefaultSettings } from '../features/settings/index.ts'
import { createLogger } from '../logger.ts'
import { createLocalStorage } from '../storage/storage.ts'
import { createUser } from '../test/factories.ts'
import { boardCases } from './bench-board-measure.ts'
import { runBulkBench } from './bench-bulk.ts'
import { printCannon, runCannon } from './bench-cannon.ts'
import { benchExtraction } from './bench-extraction.ts'
import { BROWSER_HEADERS, get, login } from './bench-http.ts'
import { type CpuProfile, framesByPackage, startProfile, topFrames } from './bench-profile.ts'
import { runSearchBench } from './bench-search.ts'
import { runStatisticsBench } from './bench-statistics.ts'
import { runWebBench } from './bench-web.ts'

/**
 * `npm run bench [-- --applicants N --rounds R]`: first a bulk status change of 10,000 applicants
 * selected by a filter, over HTTP against the server in its own process: time and the server's
 * resident memory (`--bulk false` skips it, `--bulk only` runs only it; bench-bulk.ts). Then it
 * seeds N applicants on PGlite (and on PostgreSQL
 * when BENCH_DATABASE_URL is set, into a fresh database), then prints median and p95 server time
 * of the hot requests, each also as a ratio to the cheapest request of the same run. Then the
 * statistics page at 100,000 (PGlite) and 1,000,000 (PostgreSQL) applicants (skip with
 * `--statistics false`; alone: bench-statistics.ts), then the search (skip with `--search false`,
 * only it with `--search only`): a term mix on applicants with CV text and 100 terms drawn at random
 * from the data (`--search-drawn N`), see bench-search.ts and bench-search-drawn.ts, and the
 * text extraction's pages per second and memory; then the web app (skip with `--web false`):
 * first-load JavaScript and Lighthouse scores, see bench-web.ts.
 */
const { values } = parseArgs({
  options: {
    applicants: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '100' },
    staff: { type: 'string', default: '200' },
    'load-seconds': { type: 'string', default: '60' },
    /** autocannon: parallel connections and seconds per request kind (0 skips it). */
    connections: { type: 'string', default: '50' },
    'cannon-seconds': { type: 'string', default: '10' },
    /** Profile one autocannon case (ui-state, "list, 50 rows", unchanged poll) or the staff `load`; print its top frames. */
    profile: { type: 'string' },
    /** pglite, postgres, both (postgres needs BENCH_DATABASE_URL) or none (only the web part). */
    db: { type: 'string', default: 'both' },
    /** false skips the web part (first-load JavaScript, time to visible rows, Lighthouse); first-screen runs only the time to rows. */
    web: { type: 'string', default: 'true' },
    /** Applicants behind the time to visible rows (PGlite). */
    'first-screen-applicants': { type: 'string', default: '100000' },
    /** false skips the statistics page at 1,000,000 (PostgreSQL) and 100,000 (PGlite) applicants. */
    statistics: { type: 'string', default: 'true' },
    /** false skips the bulk status change; `only` runs it alone. */
    bulk: { type: 'string', default: 'true' },
    /** Applicants of the bulk status change. */
    'bulk-applicants': { type: 'string', default: '10000' },
    /** `false` skips the search part; `only` runs it alone. */
    search: { type: 'string', default: 'true' },
    /** Applicants per search run, on each database of `--db`. */
    'search-sizes': { type: 'string', default: '2000,100000' },
    /** Rounds over the term mix after the warm-up. */
    'search-rounds': { type: 'string', default: '40' },
    /** Terms drawn at random from the data besides the mix, each measured on its own (0: none). */
    'search-drawn': { type: 'string', default: '100' },
    /** Also a million applicants on PostgreSQL (BENCH_DATABASE_URL names the database; takes long). */
    million: { type: 'boolean', default: false },
    /** Leave the PostgreSQL search databases (each size's and the million's) in place after the run … */
    keep: { type: 'boolean', default: false },
    /** … and measure it again next time without seeding. */
    reuse: { type: 'boolean', default: false },
    /**
     * The search on PGlite in this data directory: seeded there when empty and kept afterwards;
     * measured as it is when it already holds the size asked for (one size only).
     */
    'pglite-dir': { type: 'string' },
  },
})
const count = Number(values.applicants)
const rounds = Number(values.rounds)
const staff = Number(values.staff)
const loadSeconds = Number(values['load-seconds'])
const connections = Number(values.connections)
const cannonSeconds = Number(values['cannon-seconds'])
const profileCase = values.profile
type Kind = 'pglite' | 'postgres'

function printProfile(name: string, profile: CpuProfile) {
  const out = (line: string) => process.stdout.write(`${line}\n`)
  const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`
  out(`\nCPU profile of "${name}" (self time, sampled every 0.2 ms; idle left out)`)
  out(
    `by package: ${framesByPackage(profile)
      .slice(0, 8)
      .map((p) => `${p.name} ${percent(p.share).trim()}`)
      .join(', ')}`,
  )
  for (const frame of topFrames(profile, Number(process.env.BENCH_FRAMES ?? 15)))
    out(`${percent(frame.share)}  ${frame.name}`)
}

/** Issue #8's targets, as multiples of the cheap request of the same run. */
const TARGETS: Array<[prefix: string, max: number]> = [
  ['unchanged poll', 3],
  ['board, unchanged poll', 3],
  ['ui-state', 5],
  ['list', 10],
]

/**
 * The load of `staff` people polling as the SPA does, from a separate process; server CPU and latency.
 * The load process also samples the PostgreSQL backends' CPU (`postgresUrl`), so that nothing but
 * serving the requests runs in the server's process while its CPU is measured.
 */
async function runLoad(base: string, email: string, password: string, postgresUrl: string | undefined) {
  const client = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-load-client.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        BASE_URL: base,
        EMAIL: email,
        PASSWORD: password,
        STAFF: String(staff),
        SECONDS: String(loadSeconds),
        POSTGRES_URL: postgresUrl ?? '',
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const lines = createInterface({ input: client.stdout! })
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve))
  if ((await next()) !== 'READY') throw new Error('load client did not start')
  const profiler = profileCase === 'load' ? await startProfile() : undefined
  const cpu = process.cpuUsage()
  const started = performance.now()
  client.stdin!.end('go\n')
  const result = JSON.parse(await next()) as {
    requests: number
    errors: number
    median: number
    p95: number
    p99: number
    postgresMs?: number
  }
  const elapsed = performance.now() - started
  const used = process.cpuUsage(cpu)
  const profile = await profiler?.stop()
  const share = (used.user + used.system) / 1000 / elapsed
  const databaseShare = result.postgresMs === undefined ? undefined : result.postgresMs / elapsed
  process.stdout.write(
    `load: ${staff} staff polling UI state and list every 10 s for ${loadSeconds} s: ${result.requests} requests, ${result.errors} errors, ` +
      `server CPU ${(share * 100).toFixed(1)} % of one core (target < 5 %: ${share < 0.05 ? 'ok' : 'VERFEHLT'})` +
      (databaseShare === undefined ? '' : `, PostgreSQL ${(databaseShare * 100).toFixed(1)} %`) +
      `, latency median ${result.median.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms\n`,
  )
  if (profile) printProfile(`${staff} staff polling`, profile)
}

const quiet = { send: async () => {}, close: () => {} }

async function openFresh(kind: Kind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openPglite()
  const url = new URL(process.env.BENCH_DATABASE_URL!)
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS bb_bench WITH (FORCE)')
  await admin.query('CREATE DATABASE bb_bench')
  await admin.end()
  url.pathname = '/bb_bench'
  return { ...(await openPostgres({ url: url.toString() })), url: url.toString() }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

async function run(kind: Kind) {
  const database = await openFresh(kind)
  const db = database.db
  await seedDefaultSettings(db, { mailFrom: 'bench@example.test' })
  const { user, password } = await createUser(db, { roles: ['admin'] })
  const seeding = Date.now()
  await seedDemoApplicants(db, { count, now: new Date(), createdBy: user.id, seed: 7 })
  const seedSeconds = (Date.now() - seeding) / 1000
  // The seed inserts, then updates every row once: the app's own analysis and clean-up, as its
  // housekeeping runs after bulk changes (nothing the product never runs itself).
  await analyzeChangedTables(db, undefined, 'bench seed')

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
      mailer: quiet,
      clock: systemClock,
      config,
      storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'bb-bench-'))),
    },
    // Logging as in production (LOG_LEVEL's default), into the void: its CPU is part of the figures.
    { logger: createLogger('info', false, pino.destination({ dest: '/dev/null', sync: false })) },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const cookie = await login(base, user.email, password)
  const list = (await (await fetch(`${base}/api/applicants`, { headers: { cookie } })).json()) as {
    lastModified: string
    data: Array<{ id: number }>
  }
  const detailId = list.data[0]?.id ?? 1
  const unchangedPoll = `/api/applicants?lastModified=${encodeURIComponent(list.lastModified)}`

  const cases: Array<[string, string]> = [
    ['cheap: /sanctum/csrf-cookie', '/sanctum/csrf-cookie'],
    ['list, first page', '/api/applicants'],
    [
      'list, filtered (status + rule)',
      `/api/applicants?status=neu&filters=${encodeURIComponent('{"city":{"operator":"and","constraints":[{"matchMode":"startsWith","value":"Ber"}]}}')}`,
    ],
    ['list, sorted by name', '/api/applicants?sort=last_name&order=asc&page=3'],
    ['unchanged poll', unchangedPoll],
    ['applicant detail', `/api/applicant-detail/${detailId}`],
    ['ui-state', '/api/ui-state'],
    ['statistics, last 90 days', '/api/statistics'],
    ...(await boardCases(base, cookie)),
  ]
  // As a browser asks, over HTTP: the figures include compressing the answer (plugins/compression.ts).
  const headers = { ...BROWSER_HEADERS, cookie }
  const measure = async (path: string) => {
    const start = process.hrtime.bigint()
    const answer = await get(`${base}${path}`, headers)
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    if (answer.status >= 400) throw new Error(`${path}: ${answer.status} ${answer.body}`)
    return { ms, bytes: answer.bytes }
  }
  for (const [, path] of cases) for (let i = 0; i < 20; i++) await measure(path)
  // Round-robin, so every request (the cheap one included) is sampled under the same conditions:
  // a busy moment of the machine or the JIT warming up affects all of them alike.
  const times = cases.map(() => [] as number[])
  const bytes = cases.map(() => 0)
  for (let round = 0; round < rounds; round++) {
    for (const [index, [, path]] of cases.entries()) {
      const sample = await measure(path)
      times[index]!.push(sample.ms)
      bytes[index] = sample.bytes
    }
  }
  const results = cases.map(([name], index) => {
    const sorted = times[index]!.sort((a, b) => a - b)
    return { name, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), bytes: bytes[index]! }
  })
  const cheap = results[0]!.median
  process.stdout.write(
    `\n${kind}: ${count.toLocaleString('de-DE')} applicants (seeded in ${seedSeconds.toFixed(0)} s), ${rounds} rounds each, one request at a time over HTTP\n`,
  )
  process.stdout.write(
    `${'request'.padEnd(40)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(10)} ${'bytes'.padStart(8)} ${'× cheap'.padStart(9)}\n`,
  )
  for (const r of results) {
    const target = TARGETS.find(([prefix]) => r.name.startsWith(prefix))?.[1]
    const ratio = r.median / cheap
    const verdict = target === undefined ? '' : `  ≤ ${target}× ${ratio <= target ? 'ok' : 'VERFEHLT'}`
    process.stdout.write(
      `${r.name.padEnd(40)} ${r.median.toFixed(2).padStart(10)} ${r.p95.toFixed(2).padStart(10)} ${String(r.bytes).padStart(8)} ${ratio.toFixed(1).padStart(9)}${verdict}\n`,
    )
  }
  if (cannonSeconds > 0) {
    const options = {
      connections,
      seconds: cannonSeconds,
      headers,
      ...(profileCase ? { profile: profileCase } : {}),
    }
    const rows = await runCannon(
      base,
      [
        { name: 'ui-state', path: '/api/ui-state' },
        { name: 'list, 50 rows', path: '/api/applicants' },
        { name: 'unchanged poll', path: unchangedPoll },
      ],
      options,
    )
    printCannon(rows, options)
    for (const row of rows) if (row.profile) printProfile(row.name, row.profile)
  }
  if (loadSeconds > 0) await runLoad(base, user.email, password, database.url)
  await app.close()
  await database.close()
}

const searchOnly = values.search === 'only'
const bulkOnly = values.bulk === 'only'
if (values.bulk !== 'false' && values.db !== 'none' && !searchOnly) {
  // A selection by filter over HTTP against the real server process: time and the server's memory.
  const url = process.env.BENCH_DATABASE_URL
  await runBulkBench({
    applicants: Number(values['bulk-applicants']),
    db: url && values.db !== 'pglite' ? (values.db === 'postgres' ? 'postgres' : 'both') : 'pglite',
    postgresUrl: url ?? '',
  })
  if (bulkOnly) process.exit(0)
}
if (!searchOnly) {
  if (values.db !== 'postgres' && values.db !== 'none') await run('pglite')
  if (values.db !== 'pglite' && values.db !== 'none' && process.env.BENCH_DATABASE_URL) await run('postgres')
  else if (values.db !== 'none')
    process.stdout.write('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to include it)\n')
}
if (values.statistics !== 'false' && values.db !== 'none' && !searchOnly) {
  // A database of its own next to bb_bench, on the same server.
  const url = process.env.BENCH_DATABASE_URL ? new URL(process.env.BENCH_DATABASE_URL) : undefined
  if (url) url.pathname = '/bb_bench_statistics'
  await runStatisticsBench({
    postgresUrl: url?.toString() ?? '',
    postgresApplicants: 1_000_000,
    pgliteApplicants: 100_000,
    requests: 30,
    keep: false,
    reuse: false,
    db: url && values.db !== 'pglite' ? (values.db === 'postgres' ? 'postgres' : 'both') : 'pglite',
  })
}
if (values.search !== 'false' && values.db !== 'none') {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sbench_million'
  await runSearchBench({
    sizes: values['search-sizes']
      .split(',')
      .filter((size) => size.trim() !== '')
      .map(Number),
    kinds: values.db === 'both' ? ['pglite', 'postgres'] : [values.db as 'pglite' | 'postgres'],
    million: values.million,
    millionUrl: postgresUrl,
    postgresUrl,
    keep: values.keep,
    reuse: values.reuse,
    rounds: Number(values['search-rounds']),
    drawn: Number(values['search-drawn']),
    pgliteDir: values['pglite-dir'],
  })
}
if (values.search !== 'false') {
  // What feeds the search with CV words: how fast the reading thread gets through PDF pages.
  const extraction = await benchExtraction()
  process.stdout.write(
    `\nextraction: ${extraction.pages} PDF pages in ${extraction.ms} ms = ${extraction.pagesPerSecond} pages/s; ` +
      `reading thread's peak JS heap ${extraction.peakMemoryMb} MB, process peak RSS ${extraction.peakRssMb} MB (load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})\n`,
  )
}
if (values.web !== 'false' && !searchOnly)
  await runWebBench({
    firstScreenApplicants: Number(values['first-screen-applicants']),
    firstScreenOnly: values.web === 'first-screen',
  })
