import { BACKGROUND_REQUEST_HEADER } from '@bb/shared'
import pg from 'pg'
import { BROWSER_HEADERS, get, login } from './bench-http.ts'
import { postgresCpu } from './bench-postgres-cpu.ts'

/**
 * The load generator of `npm run bench`, run as its own process so that its work does not count
 * as the server's: `STAFF` simulated staff, each with their own session, have the overview open
 * (logged in and loaded before the measurement starts) and poll the UI state and the applicant
 * list every `INTERVAL_MS` for `SECONDS`, as the SPA does: the steady state of a team's working
 * day, not 200 people opening the page in the same ten seconds. The polls are marked as background,
 * as the SPA marks them when nobody has typed or clicked in the tab for a minute. Prints one JSON
 * line: request count, errors and latency percentiles, and with `POSTGRES_URL` the CPU time of the
 * database's backends (sampled from here, so the sampling does not count as the server's work).
 */
const base = process.env.BASE_URL!
const staff = Number(process.env.STAFF ?? 200)
const seconds = Number(process.env.SECONDS ?? 60)
const intervalMs = Number(process.env.INTERVAL_MS ?? 10_000)

const latencies: number[] = []
let errors = 0
async function timed(url: string, cookie: string) {
  const start = performance.now()
  const answer = await get(url, { ...BROWSER_HEADERS, [BACKGROUND_REQUEST_HEADER]: '1', cookie })
  const body = answer.json() as { lastModified?: string }
  latencies.push(performance.now() - start)
  if (answer.status !== 200) errors++
  return body
}

interface Member {
  cookie: string
  lastModified: string
}

/** Opening the overview: the UI state and the first page of the list. */
async function open(cookie: string): Promise<Member> {
  await get(`${base}/api/ui-state`, { ...BROWSER_HEADERS, cookie })
  const list = await get(`${base}/api/applicants`, { ...BROWSER_HEADERS, cookie })
  return { cookie, lastModified: (list.json() as { lastModified: string }).lastModified }
}

async function poll({ cookie, lastModified: opened }: Member, offsetMs: number) {
  await new Promise((r) => setTimeout(r, offsetMs))
  let lastModified = opened
  const end = Date.now() + seconds * 1000
  while (Date.now() < end) {
    const tick = Date.now()
    await timed(`${base}/api/ui-state`, cookie)
    const list = await timed(
      `${base}/api/applicants?lastModified=${encodeURIComponent(lastModified)}`,
      cookie,
    )
    lastModified = list.lastModified ?? lastModified
    await new Promise((r) => setTimeout(r, Math.max(0, intervalMs - (Date.now() - tick))))
  }
}

const members: Member[] = []
for (let i = 0; i < staff; i++)
  members.push(await open(await login(base, process.env.EMAIL!, process.env.PASSWORD!)))
process.stdout.write('READY\n')
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()))
const database = process.env.POSTGRES_URL
  ? new pg.Client({ connectionString: process.env.POSTGRES_URL })
  : undefined
await database?.connect()
const backends = async () =>
  (
    await database!.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
  ).rows.map((row) => row.pid)
const postgres = database ? await postgresCpu(backends) : undefined
await Promise.all(members.map((member, i) => poll(member, (i * intervalMs) / staff)))
const postgresMs = await postgres?.since()
await database?.end()
latencies.sort((a, b) => a - b)
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, errors, median: at(0.5), p95: at(0.95), p99: at(0.99), postgresMs })}\n`,
  () => process.exit(0), // stdin stays open otherwise, and with it this process and the bench
)
