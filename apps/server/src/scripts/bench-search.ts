import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { XSRF_HEADER } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { staleTables, tablesToVacuum } from '../db/analyze.ts'
import { type Database, type Db, openPglite, openPostgres } from '../db/client.ts'
import { rows } from '../db/rows.ts'
import { seedDefaultSettings } from '../features/settings/index.ts'
import { createUser } from '../test/factories.ts'
import { freePort } from '../test/free-port.ts'
import { BROWSER_HEADERS, get, login } from './bench-http.ts'
import { type DrawnTerm, drawTerms, summariseDrawn } from './bench-search-drawn.ts'
import { seedSearchBench } from './bench-search-seed.ts'

/**
 * The search part of `npm run bench`: for each database and size, seeds applicants with three read
 * documents each (bench-search-seed.ts), starts the app's real server in its own process as
 * `npm start` does, logs in as a recruiter and asks the search of the top bar and the search page
 * over HTTP as the browser does, one term of each shape after the other. Nothing is vacuumed or
 * analysed by hand: the figures show what the product does by itself (on PostgreSQL after the
 * server's own housekeeping at its start, see housekeepingAfterLoad). Each term's median is set
 * against the median of the cheapest authenticated request of the same run.
 */
export interface SearchBenchOptions {
  sizes: number[]
  kinds: Array<'pglite' | 'postgres'>
  /** A million applicants on PostgreSQL, in the database `millionUrl` names. */
  million: boolean
  millionUrl: string
  /** The smaller sizes go into fresh databases on this server, named after this URL's database and the size. */
  postgresUrl: string
  /** Leave the million database in place after the run. */
  keep: boolean
  /** Measure an already seeded million database instead of seeding it again. */
  reuse: boolean
  rounds: number
  /** How many terms to draw from the data besides the fixed mix (see bench-search-drawn.ts). */
  drawn: number
  /** PGlite's data directory to seed and keep, or to measure again (see bench.ts). */
  pgliteDir?: string
}

/** Above this multiple of the cheapest request a term misses the target. */
const TARGET = 10
const MILLION = 1_000_000
const WARM_UP_ROUNDS = 5
const serverPath = fileURLToPath(new URL('../server.ts', import.meta.url))
const out = (line: string) => process.stdout.write(`${line}\n`)
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

interface Term {
  shape: string
  term: string
}

/** The term mix, with the values that have the intended shape taken from the seeded data. */
async function pickTerms(db: Db, count: number): Promise<Term[]> {
  const [rare] = await rows<{ name: string }>(
    db,
    sql`SELECT last_name AS name FROM applicants GROUP BY last_name HAVING count(*) = 1 ORDER BY min(id) LIMIT 1`,
  )
  const [pair] = await rows<{ words: string }>(
    db,
    sql`SELECT first_name || ' ' || city AS words FROM applicants WHERE city = 'Köln' ORDER BY id LIMIT 1`,
  )
  const [mail] = await rows<{ email: string }>(
    db,
    sql`SELECT email FROM applicants WHERE id = (SELECT min(id) + ${Math.floor(count / 2)} FROM applicants)`,
  )
  const [phone] = await rows<{ fragment: string }>(
    db,
    sql`SELECT left(phone, 7) AS fragment FROM applicants WHERE phone LIKE '0176 %' ORDER BY id LIMIT 1`,
  )
  return [
    { shape: 'common last name', term: 'Müller' },
    { shape: 'exact rare name', term: rare?.name ?? 'Nowak' },
    { shape: 'prefix', term: 'Mül' },
    { shape: 'typo (city)', term: 'Gelsenkirchn' },
    { shape: 'typo (name)', term: 'Muellr' },
    { shape: 'first name + city', term: pair?.words ?? 'Anna Köln' },
    { shape: 'full e-mail', term: mail?.email ?? 'anna.mueller1@web.de' },
    { shape: 'unknown e-mail', term: 'niemand.hier@example.org' },
    { shape: 'phone fragment', term: phone?.fragment ?? '0176 12' },
    { shape: 'word only in CVs', term: 'Gabelstapler' },
    { shape: 'employer in CVs', term: 'DHL' },
    { shape: 'no hit', term: 'zyxqwort' },
  ]
}

/** Whether the planner has statistics of the searched tables (a table never analysed has none). */
async function statistics(db: Db) {
  const found = await rows<{ table: string; columns: number; tuples: number }>(
    db,
    sql`SELECT c.relname AS "table", (SELECT count(*) FROM pg_statistic s WHERE s.starelid = c.oid)::int AS columns,
          c.reltuples::float8 AS tuples
        FROM pg_class c WHERE c.relname IN ('applicants', 'document_texts') AND c.relkind = 'r' ORDER BY 1`,
  )
  return found
    .map(
      (t) =>
        `${t.table}: ${t.columns > 0 ? `analysed (${t.columns} column statistics)` : 'NOT analysed'}, planner's row estimate ${t.tuples < 0 ? 'none' : Math.round(t.tuples).toLocaleString('de-DE')}`,
    )
    .join('; ')
}

/** Longest wait for the server's own housekeeping after a load (see housekeepingAfterLoad). */
const HOUSEKEEPING_MAX_MS = 15 * 60_000

/**
 * Seconds until the server just started has done the housekeeping it does at every start: it
 * analyses the tables a load changed and vacuums them (db/analyze.ts), which among a million
 * applicants takes half a minute and more of both cores. Measured meanwhile, a search met that
 * work, which a running app does once after a load, not at every request. Nothing is done here: the
 * wait ends when none of the app's analyses or vacuums runs and its own rules find nothing left.
 * PostgreSQL only (a PGlite database belongs to the one process that opened it).
 */
async function housekeepingAfterLoad(target: Target): Promise<number> {
  const started = Date.now()
  const database = await target.open()
  try {
    for (;;) {
      const [running] = await rows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'
            AND (query ILIKE 'VACUUM%' OR query ILIKE 'ANALYZE%')`,
      )
      const idle =
        running?.n === 0 &&
        (await staleTables(database.db)).length === 0 &&
        (await tablesToVacuum(database.db)).length === 0
      if (idle || Date.now() - started > HOUSEKEEPING_MAX_MS) return (Date.now() - started) / 1000
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  } finally {
    await database.close()
  }
}

/** The app's server in its own process, as `npm start` runs it, on a free port. */
export async function startServer(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'b'.repeat(40),
      DEMO: '',
    },
    // Its log goes where a production log goes, but nobody reads it here.
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const base = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`)
    try {
      if ((await fetch(`${base}/sanctum/csrf-cookie`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 300_000) throw new Error(`server did not start: ${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { base, child, startSeconds: (Date.now() - started) / 1000 }
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

interface Row {
  name: string
  term: string
  hits: number
  median: number
  p95: number
}

/**
 * Warm-up, then `rounds` rounds over every request, one request at a time: each round asks the
 * cheap requests and every term once, so a busy moment of the shared machine touches all alike.
 */
async function browserHeaders(base: string, email: string, password: string) {
  const cookie = await login(base, email, password)
  const token = /XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1]
  const headers: Record<string, string> = { ...BROWSER_HEADERS, cookie }
  if (token) headers[XSRF_HEADER.toLowerCase()] = decodeURIComponent(token)
  return headers
}

/** One GET as the browser asks, in milliseconds; an error answer stops the benchmark. */
async function timed(url: string, headers: Record<string, string>) {
  const start = process.hrtime.bigint()
  const answer = await get(url, headers)
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  if (answer.status >= 400) throw new Error(`${url}: ${answer.status} ${answer.body}`)
  return { ms, answer }
}

/** Rounds per drawn term (each also asks the cheapest request once, so both meet the same moments). */
const DRAWN_ROUNDS = 7

/**
 * The drawn terms one after the other, each warmed up once and then asked DRAWN_ROUNDS times beside
 * the cheapest request; the median of each against the median of all the cheap requests.
 */
async function measureDrawn(base: string, email: string, password: string, terms: DrawnTerm[]) {
  const headers = await browserHeaders(base, email, password)
  const cheap: number[] = []
  const measured: Array<DrawnTerm & { median: number }> = []
  for (const term of terms) {
    const url = `${base}/api/applicants/search/${encodeURIComponent(term.term)}`
    await timed(url, headers)
    const times: number[] = []
    for (let round = 0; round < DRAWN_ROUNDS; round++) {
      cheap.push((await timed(`${base}/api/user`, headers)).ms)
      times.push((await timed(url, headers)).ms)
    }
    measured.push({
      ...term,
      median: percentile(
        times.sort((a, b) => a - b),
        0.5,
      ),
    })
  }
  return {
    measured,
    cheapest: percentile(
      cheap.sort((a, b) => a - b),
      0.5,
    ),
  }
}

async function measure(base: string, email: string, password: string, terms: Term[], rounds: number) {
  const headers = await browserHeaders(base, email, password)
  const cases = [
    { name: 'cheap: /api/session', term: '', path: '/api/session' },
    { name: 'cheap: /api/user', term: '', path: '/api/user' },
    ...terms.map((t) => ({
      name: t.shape,
      term: t.term,
      path: `/api/applicants/search/${encodeURIComponent(t.term)}`,
    })),
  ]
  const hits = cases.map(() => 0)
  const ask = async (index: number) => {
    const path = cases[index]!.path
    const { ms, answer } = await timed(`${base}${path}`, headers)
    const body = answer.json() as { data?: unknown[] }
    hits[index] = Array.isArray(body.data) ? body.data.length : 0
    return ms
  }
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const index of cases.keys()) await ask(index)
  const times = cases.map(() => [] as number[])
  for (let round = 0; round < rounds; round++)
    for (const index of cases.keys()) times[index]!.push(await ask(index))
  return cases.map((c, index): Row => {
    const sorted = times[index]!.sort((a, b) => a - b)
    return {
      name: c.name,
      term: c.term,
      hits: hits[index]!,
      median: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
    }
  })
}

function printTable(title: string, results: Row[]) {
  const cheapest = Math.min(...results.filter((r) => r.name.startsWith('cheap')).map((r) => r.median))
  out(`\n${title}`)
  out(
    `${'term'.padEnd(20)} ${''.padEnd(28)} ${'hits'.padStart(5)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(9)} ${'ratio'.padStart(7)}`,
  )
  let missed = 0
  for (const r of results) {
    const ratio = r.median / cheapest
    const cheap = r.name.startsWith('cheap')
    const mark = !cheap && ratio > TARGET ? `  > ${TARGET}×` : ''
    if (mark) missed++
    const term = r.term.length > 28 ? `${r.term.slice(0, 27)}…` : r.term
    out(
      `${r.name.padEnd(20)} ${term.padEnd(28)} ${(cheap ? '' : String(r.hits)).padStart(5)} ${r.median.toFixed(2).padStart(10)} ${r.p95.toFixed(2).padStart(9)} ${`${ratio.toFixed(1)}×`.padStart(7)}${mark}`,
    )
  }
  out(
    `ratio = median / median of the cheapest request (${cheapest.toFixed(2)} ms); hits = rows answered (a page holds 20); ${missed === 0 ? `every term ≤ ${TARGET}×` : `${missed} term(s) above ${TARGET}×`}`,
  )
}

/** A PostgreSQL database by URL, emptied (dropped and created) unless it is to be reused. */
async function postgresDatabase(url: string, fresh: boolean) {
  const { default: pg } = await import('pg')
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: maintenance.toString() })
  await admin.connect()
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount! > 0
  if (fresh && exists) await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`)
  if (fresh || !exists) await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  return {
    open: () => openPostgres({ url, max: 4 }),
    drop: async () => {
      const again = new pg.Client({ connectionString: maintenance.toString() })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await again.end()
    },
  }
}

interface Target {
  kind: 'pglite' | 'postgres'
  size: number
  /** Opens the database for seeding (PGlite: its data directory, closed before the server starts). */
  open(): Promise<Database>
  serverEnv: Record<string, string>
  reuse: boolean
  cleanup(): Promise<void>
}

async function runOne(target: Target, rounds: number, drawnCount: number) {
  const { kind, size } = target
  let database = await target.open()
  let seedSeconds: number | undefined
  const [existing] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM applicants`)
  if (!(target.reuse && existing?.n === size)) {
    if ((existing?.n ?? 0) > 0) throw new Error(`${kind}: the database already holds applicants`)
    await seedDefaultSettings(database.db, { mailFrom: 'bench@example.test' })
    out(
      `\n${kind}: seeding ${size.toLocaleString('de-DE')} applicants with 3 documents each … (load ${load()})`,
    )
    const started = Date.now()
    let reported = started
    await seedSearchBench(database.db, {
      count: size,
      createdBy: null,
      // Each batch's people and documents are held in memory until its statement ends.
      batch: 5_000,
      indexesAfter: size >= MILLION,
      onProgress: (done) => {
        if (Date.now() - reported < 30_000) return
        reported = Date.now()
        out(`  ${done.toLocaleString('de-DE')} after ${((reported - started) / 1000).toFixed(0)} s`)
      },
    })
    seedSeconds = (Date.now() - started) / 1000
  }
  // A database measured again already holds the recruiters of earlier runs: each run has its own.
  const { user, password } = await createUser(database.db, {
    roles: ['recruiter'],
    email: `bench-${Date.now()}@example.test`,
  })
  const terms = await pickTerms(database.db, size)
  const drawn = drawnCount > 0 ? await drawTerms(database.db, drawnCount) : []
  await database.close()

  const server = await startServer(target.serverEnv)
  let results: Row[]
  let drawnResults: Awaited<ReturnType<typeof measureDrawn>> | undefined
  const housekeeping = kind === 'postgres' ? await housekeepingAfterLoad(target) : undefined
  const loadBefore = load()
  try {
    results = await measure(server.base, user.email, password, terms, rounds)
    if (drawn.length > 0) drawnResults = await measureDrawn(server.base, user.email, password, drawn)
  } finally {
    await stopServer(server.child)
  }
  database = await target.open()
  const stats = await statistics(database.db)
  await database.close()
  printTable(
    `${kind}: ${size.toLocaleString('de-DE')} applicants, ${(size * 3).toLocaleString('de-DE')} documents` +
      `${seedSeconds === undefined ? ' (reused, not seeded)' : ` (seeded in ${seedSeconds.toFixed(0)} s)`}` +
      `, server started in ${server.startSeconds.toFixed(1)} s` +
      `${housekeeping === undefined ? '' : `, its own analysis and vacuum after the load took ${housekeeping.toFixed(0)} s`}` +
      `; ${rounds} rounds, one request at a time over HTTP; load ${loadBefore} → ${load()}`,
    results,
  )
  out(`statistics after the run: ${stats}`)
  if (drawnResults) {
    out(
      `\n${kind}: ${size.toLocaleString('de-DE')} applicants, terms drawn from the data (${DRAWN_ROUNDS} rounds each)`,
    )
    for (const line of summariseDrawn(drawnResults.measured, drawnResults.cheapest, TARGET)) out(line)
  }
  await target.cleanup()
}

export async function runSearchBench(options: SearchBenchOptions) {
  const targets: Target[] = []
  for (const kind of options.kinds)
    for (const size of options.sizes) {
      if (kind === 'pglite') {
        const kept = options.pgliteDir
        const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'bb-bench-search-'))
        targets.push({
          kind,
          size,
          open: () => openPglite(join(dataDir, 'db')),
          serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
          reuse: kept !== undefined,
          cleanup: async () => {
            if (!kept) rmSync(dataDir, { recursive: true, force: true })
          },
        })
      } else {
        const url = new URL(options.postgresUrl)
        // Next to the million database, named after it.
        url.pathname = `${url.pathname}_${size}`
        const database = await postgresDatabase(url.toString(), !options.reuse)
        const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-search-'))
        targets.push({
          kind,
          size,
          open: database.open,
          serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
          reuse: options.reuse,
          cleanup: async () => {
            if (!options.keep) await database.drop()
            rmSync(dataDir, { recursive: true, force: true })
          },
        })
      }
    }
  if (options.million) {
    const database = await postgresDatabase(options.millionUrl, !options.reuse)
    const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-search-'))
    targets.push({
      kind: 'postgres',
      size: MILLION,
      open: database.open,
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: options.millionUrl },
      reuse: options.reuse,
      cleanup: async () => {
        if (!options.keep) await database.drop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    })
  }
  for (const target of targets) await runOne(target, options.rounds, options.drawn)
}
