/**
 * The load generator of `npm run bench`, run as its own process so that its work does not count
 * as the server's: `STAFF` simulated staff, each with their own session, poll the UI state and
 * the applicant list every `INTERVAL_MS` for `SECONDS`, as the SPA does (SPEC.md §4). Prints one
 * JSON line: request count, errors and latency percentiles.
 */
const base = process.env.BASE_URL!
const staff = Number(process.env.STAFF ?? 200)
const seconds = Number(process.env.SECONDS ?? 60)
const intervalMs = Number(process.env.INTERVAL_MS ?? 10_000)
const credentials = { email: process.env.EMAIL!, password: process.env.PASSWORD! }

async function login(): Promise<string> {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`)
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', ...value] = pair.split('=')
      jar.set(name, value.join('='))
    }
  }
  keep(csrf)
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const response = await fetch(`${base}/login-user`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookie(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify(credentials),
  })
  if (response.status !== 200) throw new Error(`login ${response.status}`)
  keep(response)
  return cookie()
}

const latencies: number[] = []
let errors = 0
async function timed(url: string, cookie: string) {
  const start = performance.now()
  const response = await fetch(url, { headers: { cookie, accept: 'application/json' } })
  const body = (await response.json()) as { lastModified?: string }
  latencies.push(performance.now() - start)
  if (response.status !== 200) errors++
  return body
}

async function member(cookie: string, offsetMs: number) {
  await new Promise((r) => setTimeout(r, offsetMs))
  let lastModified = ''
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

const cookies: string[] = []
for (let i = 0; i < staff; i++) cookies.push(await login())
process.stdout.write('READY\n')
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()))
await Promise.all(cookies.map((cookie, i) => member(cookie, (i * intervalMs) / staff)))
latencies.sort((a, b) => a - b)
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, errors, median: at(0.5), p95: at(0.95), p99: at(0.99) })}\n`,
  () => process.exit(0), // stdin stays open otherwise, and with it this process and the bench
)

export {}
