import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { systemClock } from '../clock.ts'
import type { AppConfig } from '../context.ts'
import { type Database, openPglite, openPostgres } from '../db/client.ts'
import { seedDemoApplicants } from '../features/applicants/demo-seed.ts'
import { seedDefaultSettings } from '../features/settings/settings.service.ts'
import { createLogger } from '../logger.ts'
import { createLocalStorage } from '../storage/storage.ts'
import { createAgent } from '../test/agent.ts'
import { createUser } from '../test/factories.ts'
import { runWebBench } from './bench-web.ts'

/**
 * `npm run bench [-- --applicants N --rounds R]`: seeds N applicants on PGlite (and on PostgreSQL
 * when BENCH_DATABASE_URL is set, into a fresh database), then prints median and p95 server time
 * of the hot requests, each also as a ratio to the cheapest request of the same run. Then the web app
 * (skip with `--web false`): first-load JavaScript and Lighthouse scores, see bench-web.ts.
 */
const { values } = parseArgs({
  options: {
    applicants: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '100' },
    staff: { type: 'string', default: '200' },
    'load-seconds': { type: 'string', default: '60' },
    /** pglite, postgres or both (postgres needs BENCH_DATABASE_URL). */
    db: { type: 'string', default: 'both' },
    /** false skips the web part (first-load JavaScript, Lighthouse). */
    web: { type: 'string', default: 'true' },
  },
})
const count = Number(values.applicants)
const rounds = Number(values.rounds)
const staff = Number(values.staff)
const loadSeconds = Number(values['load-seconds'])

/** Issue #8's targets, as multiples of the cheap request of the same run. */
const TARGETS: Array<[prefix: string, max: number]> = [
  ['unchanged poll', 3],
  ['ui-state', 5],
  ['search', 10],
  ['list', 10],
]

/** The load of `staff` people polling as the SPA does, from a separate process; server CPU and latency. */
async function runLoad(app: FastifyInstance, email: string, password: string) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const client = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-load-client.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        BASE_URL: `http://127.0.0.1:${port}`,
        EMAIL: email,
        PASSWORD: password,
        STAFF: String(staff),
        SECONDS: String(loadSeconds),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const lines = createInterface({ input: client.stdout! })
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve))
  if ((await next()) !== 'READY') throw new Error('load client did not start')
  const cpu = process.cpuUsage()
  const started = performance.now()
  client.stdin!.end('go\n')
  const result = JSON.parse(await next()) as {
    requests: number
    errors: number
    median: number
    p95: number
    p99: number
  }
  const used = process.cpuUsage(cpu)
  const share = (used.user + used.system) / 1000 / (performance.now() - started)
  process.stdout.write(
    `load: ${staff} staff polling UI state and list every 10 s for ${loadSeconds} s: ${result.requests} requests, ${result.errors} errors, ` +
      `server CPU ${(share * 100).toFixed(1)} % of one core, latency median ${result.median.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms\n`,
  )
}

const quiet = { send: async () => {}, close: () => {} }

async function openFresh(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') return openPglite()
  const url = new URL(process.env.BENCH_DATABASE_URL!)
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS bb_bench WITH (FORCE)')
  await admin.query('CREATE DATABASE bb_bench')
  await admin.end()
  url.pathname = '/bb_bench'
  return openPostgres({ url: url.toString() })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

async function run(kind: 'pglite' | 'postgres') {
  const database = await openFresh(kind)
  const db = database.db
  await seedDefaultSettings(db, 'bench@example.test')
  const { user, password } = await createUser(db, { roles: ['admin'] })
  const seeding = Date.now()
  await seedDemoApplicants(db, { count, now: new Date(), createdBy: user.id, seed: 7 })
  const seedSeconds = (Date.now() - seeding) / 1000
  // The seed inserts, then updates every row once: clean up as autovacuum would before measuring.
  await db.execute(sql`VACUUM ANALYZE`)

  const config = {
    appUrl: 'http://localhost',
    logLevel: 'silent',
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
    { logger: createLogger('silent', false) },
  )
  const agent = createAgent(app)
  await agent.post('/login-user', { email: user.email, password })
  const list = (await agent.get('/api/applicants')).json() as {
    lastModified: string
    data: Array<{ id: number; last_name: string }>
  }
  const rare = list.data[0]?.last_name ?? 'Müller'
  const detailId = list.data[0]?.id ?? 1

  const cases: Array<[string, string]> = [
    ['cheap: /sanctum/csrf-cookie', '/sanctum/csrf-cookie'],
    ['list, first page', '/api/applicants'],
    [
      'list, filtered (status + rule)',
      `/api/applicants?status=neu&filters=${encodeURIComponent('{"city":{"operator":"and","constraints":[{"matchMode":"startsWith","value":"Ber"}]}}')}`,
    ],
    ['list, sorted by name', '/api/applicants?sort=last_name&order=asc&page=3'],
    ['search, common term', '/api/applicants/search/M%C3%BCller'],
    [`search, rare term (${rare})`, `/api/applicants/search/${encodeURIComponent(rare)}`],
    ['unchanged poll', `/api/applicants?lastModified=${encodeURIComponent(list.lastModified)}`],
    ['applicant detail', `/api/applicant-detail/${detailId}`],
    ['ui-state', '/api/ui-state'],
    ['statistics, last 90 days', '/api/statistics'],
  ]
  // As a browser asks: the figures include compressing the answer (plugins/compression.ts).
  const browser = { headers: { 'accept-encoding': 'gzip, deflate, br' } }
  const measure = async (url: string) => {
    const start = process.hrtime.bigint()
    const response = await agent.get(url, browser)
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    if (response.statusCode >= 400) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
    return { ms, bytes: response.rawPayload.length }
  }
  for (const [, url] of cases) for (let i = 0; i < 20; i++) await measure(url)
  // Round-robin, so every request (the cheap one included) is sampled under the same conditions:
  // a busy moment of the machine or the JIT warming up affects all of them alike.
  const times = cases.map(() => [] as number[])
  const bytes = cases.map(() => 0)
  for (let round = 0; round < rounds; round++) {
    for (const [index, [, url]] of cases.entries()) {
      const sample = await measure(url)
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
    `\n${kind}: ${count.toLocaleString('de-DE')} applicants (seeded in ${seedSeconds.toFixed(0)} s), ${rounds} rounds each, in-process server time\n`,
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
  if (loadSeconds > 0) await runLoad(app, user.email, password)
  await app.close()
  await database.close()
}

if (values.db !== 'postgres') await run('pglite')
if (values.db !== 'pglite' && process.env.BENCH_DATABASE_URL) await run('postgres')
else process.stdout.write('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to include it)\n')
if (values.web !== 'false') await runWebBench()
