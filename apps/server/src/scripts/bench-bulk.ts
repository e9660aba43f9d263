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
 * the time from the request to the end, items per second and the server process's resident memory
 * (before, and its peak during the run, read from /proc). Alone:
 * `tsx apps/server/src/scripts/bench-bulk.ts [--applicants 10000] [--db pglite|postgres|both]`.
 */
export interface BulkBenchOptions {
  applicants: number
  db: 'pglite' | 'postgres' | 'both'
  /** PostgreSQL server to create the bench database on (its name is replaced). */
  postgresUrl: string
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bb_bench_bulk'
const out = (line: string) => process.stdout.write(`${line}\n`)
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

/** Resident memory of a process, now and its peak so far (kB), from the kernel's own account. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
  return { rss: field('VmRSS'), peak: field('VmHWM') }
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
  return { job, seconds, createdMs, pollMs, before: before.rss, peakDuring, peakEver: memoryOf(pid).peak }
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
      url.pathname = '/bb_bench_bulk'
      const { default: pg } = await import('pg')
      const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() })
      await admin.connect()
      await admin.query('DROP DATABASE IF EXISTS bb_bench_bulk WITH (FORCE)')
      await admin.query('CREATE DATABASE bb_bench_bulk')
      await admin.end()
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
        `          the screen's poll of the job meanwhile: median ${r.pollMs.median.toFixed(0)} ms, slowest ${r.pollMs.max.toFixed(0)} ms`,
      )
      out(`          ${r.job.summary}`)
      if (r.job.done !== options.applicants) throw new Error(`done ${r.job.done} of ${options.applicants}`)
    } finally {
      await stopServer(child)
      rmSync(dataDir, { recursive: true, force: true })
      if (url) {
        const { default: pg } = await import('pg')
        const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() })
        await admin.connect()
        await admin.query('DROP DATABASE IF EXISTS bb_bench_bulk WITH (FORCE)')
        await admin.end()
      }
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
