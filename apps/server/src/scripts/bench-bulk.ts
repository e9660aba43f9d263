import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { XSRF_HEADER } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { type Database, openPglite, openPostgres } from '../db/client.ts'
import { seedDefaultSettings } from '../features/settings/index.ts'
import { createUser } from '../test/factories.ts'
import { login } from './bench-http.ts'
import { startServer, stopServer } from './bench-search.ts'

/**
 * A bulk status change over HTTP against the app's real server in its own process (as `npm start`
 * runs it): N applicants seeded by set-based SQL, a recruiter selects them all by the list's filter
 * and changes their status; the screen's poll of the job is repeated until it has ended. Prints
 * the time from the request to the end, items per second, the server process's CPU time per item
 * (steadier than the time on a shared machine) and its resident memory (before, and its peak during
 * the run, read from /proc). Alone:
 * `tsx apps/server/src/scripts/bench-bulk.ts [--applicants 10000] [--db pglite|postgres|both]`.
 */
export interface BulkBenchOptions {
  applicants: number
  db: 'pglite' | 'postgres' | 'both'
  /** PostgreSQL database whose name, with `_bulk` appended, the bench creates (and drops after the run). */
  postgresUrl: string
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bb_bench'
const out = (line: string) => process.stdout.write(`${line}\n`)
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

/** Resident memory of a process, now and its peak so far (kB), from the kernel's own account. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
  return { rss: field('VmRSS'), peak: field('VmHWM') }
}

/** Drops the bench database the URL names (another person's run names another) and creates it anew. */
/** CPU time a process has used so far (user and system, ms), from the kernel's own account. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  // utime and stime, fields 14 and 15 of the line, in clock ticks (100 per second on Linux)
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10
}

async function recreate(url: URL, create: boolean) {
  const name = decodeURIComponent(url.pathname.slice(1))
  const quoted = `"${name.replaceAll('"', '""')}"`
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    if (create) await admin.query(`CREATE DATABASE ${quoted}`)
  } finally {
    await admin.end()
  }
}

async function seed(database: Database, count: number) {
  const { db } = database
  await seedDefaultSettings(db, { mailFrom: 'bench@example.test', companyName: 'Bench GmbH' })
  const { user, password } = await createUser(db, { roles: ['recruiter'], email: 'bulk-bench@example.test' })
  await db.execute(sql`INSERT INTO applicants (first_name, last_name, email, city, status, created_at, updated_at)
    SELECT 'Vorname' || i, 'Nachname' || i, 'bulk' || i || '@example.test', 'Benchstadt', 'neu', now(), now()
    FROM generate_series(1, ${count}) i`)
  await db.execute(sql`ANALYZE`)
  return { email: user.email, password }
}

interface JobAnswer {
  id: number
  state: string
  total: number
  done: number
  skipped: number
  failed: number
  summary: string | null
}

/** The bulk change as the screen makes it, then its poll until the job has ended. */
async function measure(
  base: string,
  login_: { email: string; password: string },
  pid: number,
  count: number,
) {
  const cookie = await login(base, login_.email, login_.password)
  const token = decodeURIComponent(/XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '')
  const headers = { cookie, 'content-type': 'application/json', [XSRF_HEADER.toLowerCase()]: token }
  const before = memoryOf(pid)
  const cpuBefore = cpuOf(pid)
  let peakDuring = before.rss
  const started = process.hrtime.bigint()
  const response = await fetch(`${base}/api/bulk-jobs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      selection: { type: 'filter', query: { status: 'neu' } },
      action: { action: 'status', status: 'in-pruefung' },
    }),
  })
  if (response.status !== 201) throw new Error(`bulk: ${response.status} ${await response.text()}`)
  const createdMs = Number(process.hrtime.bigint() - started) / 1e6
  let job = (await response.json()) as JobAnswer
  if (job.total !== count) throw new Error(`selected ${job.total}, expected ${count}`)
  const polls: number[] = []
  while (job.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    peakDuring = Math.max(peakDuring, memoryOf(pid).rss)
    const asked = process.hrtime.bigint()
    job = (await (await fetch(`${base}/api/bulk-jobs/${job.id}`, { headers })).json()) as JobAnswer
    polls.push(Number(process.hrtime.bigint() - asked) / 1e6)
    if (process.env.BENCH_VERBOSE)
      out(`  poll ${polls.at(-1)?.toFixed(0)} ms: ${job.done + job.skipped + job.failed} of ${job.total}`)
  }
  polls.sort((a, b) => a - b)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  peakDuring = Math.max(peakDuring, memoryOf(pid).rss)
  const pollMs = { median: polls[Math.floor(polls.length / 2)] ?? 0, max: polls.at(-1) ?? 0 }
  const cpuMs = cpuOf(pid) - cpuBefore
  return {
    job,
    seconds,
    createdMs,
    pollMs,
    cpuMs,
    before: before.rss,
    peakDuring,
    peakEver: memoryOf(pid).peak,
  }
}

export async function runBulkBench(options: BulkBenchOptions) {
  const kinds = options.db === 'both' ? (['pglite', 'postgres'] as const) : ([options.db] as const)
  out(`\nBulk status change of ${options.applicants.toLocaleString('de-DE')} applicants over HTTP`)
  for (const kind of kinds) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-bulk-'))
    let url: URL | undefined
    let database: Database
    if (kind === 'pglite') database = await openPglite(join(dataDir, 'db'))
    else {
      url = new URL(options.postgresUrl)
      // Beside the named database, not it: the other benches connect to that one.
      url.pathname = `${url.pathname}_bulk`
      await recreate(url, true)
      database = await openPostgres({ url: url.toString() })
    }
    const credentials = await seed(database, options.applicants)
    await database.close()
    const { base, child } = await startServer({
      DATA_DIR: dataDir,
      ...(url ? { DATABASE_URL: url.toString() } : { DATABASE_URL: '' }),
      LOG_LEVEL: 'warn',
    })
    try {
      const r = await measure(base, credentials, child.pid ?? 0, options.applicants)
      out(
        `${kind.padEnd(9)} ${r.seconds.toFixed(1)} s (${(options.applicants / r.seconds).toFixed(0)} per second; selection and answer ${r.createdMs.toFixed(0)} ms), server RSS ${mb(r.before)} before, peak ${mb(r.peakDuring)} during the run (process peak ${mb(r.peakEver)})`,
      )
      out(
        `          server CPU ${(r.cpuMs / 1000).toFixed(1)} s (${(r.cpuMs / options.applicants).toFixed(1)} ms per applicant; the time per applicant when the server has a core to itself)`,
      )
      out(
        `          the screen's poll of the job meanwhile: median ${r.pollMs.median.toFixed(0)} ms, slowest ${r.pollMs.max.toFixed(0)} ms`,
      )
      out(`          ${r.job.summary}`)
      if (r.job.done !== options.applicants) throw new Error(`done ${r.job.done} of ${options.applicants}`)
    } finally {
      await stopServer(child)
      rmSync(dataDir, { recursive: true, force: true })
      if (url) await recreate(url, false)
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      applicants: { type: 'string', default: '10000' },
      db: { type: 'string', default: 'pglite' },
    },
  })
  await runBulkBench({
    applicants: Number(values.applicants),
    db: values.db as BulkBenchOptions['db'],
    postgresUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_URL,
  })
}
