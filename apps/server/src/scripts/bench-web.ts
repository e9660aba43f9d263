import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROUTES, type RouteName, routeHref } from '@bb/shared'
import lighthouse, { desktopConfig, type Result } from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'
import { FIRST_LOAD_BUDGET, firstLoad, PAGES, type PageName } from '../../../web/scripts/first-load.ts'
import { buildApp } from '../app.ts'
import { systemClock } from '../clock.ts'
import type { AppConfig } from '../context.ts'
import { type Database, openPglite } from '../db/client.ts'
import { seedDemoApplicants } from '../features/demo/index.ts'
import { jobs } from '../features/jobs/index.ts'
import { seedDefaultSettings } from '../features/settings/index.ts'
import { createLogger } from '../logger.ts'
import { createLocalStorage } from '../storage/storage.ts'
import { createUser } from '../test/factories.ts'
import { measureBoardRender, printBoardRender } from './bench-board-measure.ts'
import { seedBoardApplicants } from './bench-board-seed.ts'
import { auditCareers, printCareersFirstLoad } from './bench-careers.ts'
import { measureFirstScreen, printFirstScreen } from './bench-first-screen.ts'

/**
 * The web part of `npm run bench`: first-load JavaScript of the production build against its budget,
 * and Lighthouse's performance and accessibility scores of the login page and the overview (logged in),
 * in Debian's Chromium (CHROMIUM_PATH overrides), served by the real app on PGlite with demo applicants.
 */
export interface WebBenchOptions {
  /** Demo applicants in the overview's database. */
  applicants?: number
  /** Demo applicants for the time to visible rows (its own server). */
  firstScreenApplicants?: number
  /** Only the time to visible rows, no Lighthouse. */
  firstScreenOnly?: boolean
}

const webDir = fileURLToPath(new URL('../../../web/dist', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
/** Lighthouse's own green threshold. */
const SCORE_TARGET = 90
const verdict = (good: boolean) => (good ? 'ok' : 'VERFEHLT')

/** The production build, built first when apps/web/dist (or its manifest) is missing. */
function ensureBuild() {
  if (existsSync(join(webDir, 'index.html')) && existsSync(join(webDir, '.vite', 'manifest.json'))) return
  process.stdout.write(
    '\nweb: apps/web/dist is missing or has no build manifest, running "npm run build" …\n',
  )
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] })
  if (build.status !== 0) throw new Error('"npm run build" failed: the web bench needs apps/web/dist')
}

function printFirstLoad() {
  const built = statSync(join(webDir, 'index.html')).mtime.toLocaleString('de-DE')
  process.stdout.write(
    `\nweb: first-load JavaScript of the production build of ${built} (gzip), budget ${kB(FIRST_LOAD_BUDGET)}\n`,
  )
  process.stdout.write(
    `${'page'.padEnd(12)} ${'gzip'.padStart(10)} ${'chunks'.padStart(7)} ${'with what follows'.padStart(18)}\n`,
  )
  for (const page of Object.keys(PAGES) as PageName[]) {
    const { bytes, files, withDeferred } = firstLoad(page)
    process.stdout.write(
      `${page.padEnd(12)} ${kB(bytes).padStart(10)} ${String(files.length).padStart(7)} ${kB(withDeferred).padStart(18)}  ≤ ${kB(FIRST_LOAD_BUDGET)} ${verdict(bytes <= FIRST_LOAD_BUDGET)}\n`,
    )
  }
  process.stdout.write(
    '(what follows: loaded right after the first render, in parallel with the data; see apps/web/scripts/first-load.ts)\n',
  )
}

/** Five published jobs with texts as recruiters write them, for the careers page's audit. */
async function seedPublishedJobs(db: Database['db']) {
  const titles = [
    ['Pflegefachkraft (m/w/d) Intensivstation', 'pflege', 'Köln', 'vollzeit'],
    ['Lagerhelfer:in Frühschicht', 'logistik', 'Hamburg', 'teilzeit'],
    ['Koch/Köchin in Teilzeit', 'gastronomie', 'Berlin', 'teilzeit'],
    ['Elektroniker:in für Betriebstechnik', 'handwerk', 'Köln', 'vollzeit'],
    ['Aushilfe Empfang', 'buero', 'Berlin', 'minijob'],
  ] as const
  const now = new Date()
  await db.insert(jobs).values(
    titles.map(([title, group, location, type], i) => ({
      slug: `stelle-${i + 1}`,
      title,
      professionGroup: group,
      location,
      employmentType: type,
      salaryMin: 32_000,
      salaryMax: 41_000,
      description:
        '## Das erwartet Sie\nEin freundliches Team, **feste Dienstpläne** und Zeit für die Menschen.\n\n- 30 Tage Urlaub\n- Jobrad\n- Fortbildungen',
      requirements: '- Abgeschlossene Ausbildung\n- Deutsch auf B2-Niveau\n- Freude an der Arbeit im Team',
      state: 'veroeffentlicht',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  )
}

/** The real app with the built SPA on a free port of 127.0.0.1, an admin and `count` demo applicants. */
export async function startServer(count: number) {
  const database = await openPglite()
  // A set-up installation, as a team meets it every day: with the company's name, so the overview
  // does not open the first-run setup dialog over the list.
  await seedDefaultSettings(database.db, {
    mailFrom: 'bench@example.test',
    companyName: 'Muster Pflege GmbH',
  })
  const { user, password } = await createUser(database.db, { roles: ['admin'] })
  await seedDemoApplicants(database.db, { count, now: new Date(), createdBy: user.id, seed: 7 })
  await seedPublishedJobs(database.db)
  const config = {
    appUrl: 'http://127.0.0.1',
    logLevel: 'silent',
    production: false,
    host: '127.0.0.1',
    trustProxy: false,
    scryptCost: 1024,
    sessionSecret: 'x'.repeat(40),
    webDir,
  } as AppConfig
  const app = await buildApp(
    {
      db: database.db,
      mailer: { send: async () => {}, close: () => {} },
      clock: systemClock,
      config,
      storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'bb-bench-web-'))),
    },
    { logger: createLogger('silent', false) },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: database.db,
    userId: user.id,
    email: user.email,
    password,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** Logs in as the SPA does: the CSRF cookie first, then its value as X-XSRF-TOKEN. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`)
  const status = await page.evaluate(
    async (credentials) => {
      await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' })
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '')
      const response = await fetch('/login-user', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify(credentials),
      })
      return response.status
    },
    { email, password },
  )
  if (status !== 200) throw new Error(`web bench: login failed with HTTP ${status}`)
}

/** Table rows with data, not the empty message: proves the audited overview showed the applicant list. */
const applicantRows = (page: Page) =>
  page.$$eval('table tbody tr', (rows) => rows.filter((row) => row.querySelectorAll('td').length > 1).length)

async function audit(page: Page, url: string): Promise<Result> {
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
    desktopConfig,
    page,
  )
  if (!result) throw new Error(`web bench: Lighthouse returned no result for ${url}`)
  const lhr = result.lhr
  if (lhr.runtimeError) throw new Error(`web bench: Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
  return lhr
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

function printAudits(audits: Array<[PageName, Result]>, count: number, rows: number) {
  const first = audits[0]![1]
  const throttling = first.configSettings.throttling
  process.stdout.write(
    `\nweb: Lighthouse ${first.lighthouseVersion}, desktop preset (a back office used on desktops: ` +
      `${first.configSettings.screenEmulation.width}×${first.configSettings.screenEmulation.height}, ` +
      `simulated ${throttling.rttMs} ms RTT, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(0)} Mbit/s, ` +
      `CPU ×${throttling.cpuSlowdownMultiplier}), ${first.environment.hostUserAgent.match(/Chrome\/\S+/)?.[0]}, ` +
      `overview logged in, ${count} applicants, ${rows} table rows shown\n`,
  )
  process.stdout.write(
    `${'page'.padEnd(12)} ${'performance'.padStart(14)} ${'accessibility'.padStart(16)} ` +
      `${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(6)}\n`,
  )
  for (const [page, lhr] of audits) {
    const cell = (category: string, width: number) => {
      const value = score(lhr, category)
      return `${value} ${verdict(value >= SCORE_TARGET)}`.padStart(width)
    }
    process.stdout.write(
      `${page.padEnd(12)} ${cell('performance', 14)} ${cell('accessibility', 16)} ` +
        `${metric(lhr, 'first-contentful-paint').toFixed(0).padStart(8)} ` +
        `${metric(lhr, 'largest-contentful-paint').toFixed(0).padStart(8)} ` +
        `${metric(lhr, 'total-blocking-time').toFixed(0).padStart(8)} ` +
        `${metric(lhr, 'cumulative-layout-shift').toFixed(3).padStart(6)}\n`,
    )
  }
  process.stdout.write(`(scores ≥ ${SCORE_TARGET} are Lighthouse's green)\n`)
  for (const [page, lhr] of audits) {
    const failing = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1)
    process.stdout.write(`failing accessibility audits, ${page}:${failing.length === 0 ? ' none' : ''}\n`)
    for (const a of failing) {
      const items =
        (a.details as { items?: Array<{ node?: { selector?: string } }> } | undefined)?.items ?? []
      const selectors = items.flatMap((item) => (item.node?.selector ? [item.node.selector] : []))
      const distinct = [...new Set(selectors)]
      const shown = `${distinct.slice(0, 3).join(' | ')}${distinct.length > 3 ? ' | …' : ''}`
      const where = selectors.length > 0 ? `, ${selectors.length} element(s): ${shown}` : ''
      process.stdout.write(`  - ${a.title} [${a.id}]${where}\n`)
    }
  }
}

/** Every staff screen of the route table (admin's view), with real ids for its parameters. */
function staffScreens(userId: number, applicantId: number): string[] {
  const params: Record<string, string | number> = { userid: applicantId, slug: userId, id: 1 }
  const filters: Partial<Record<RouteName, string>> = { byStatus: 'neu', byProfessionGroup: 'it' }
  return (Object.keys(ROUTES) as RouteName[])
    .filter((name) => ['verified', 'admin'].includes(ROUTES[name].access) && name !== 'applicantRoot')
    .map((name) => routeHref(name, { ...params, filter: filters[name] ?? '' }))
}

/** Accessibility only, one line per screen, with what fails. */
async function auditScreens(page: Page, baseUrl: string, paths: string[]) {
  process.stdout.write(`\nweb: accessibility of every staff screen (${paths.length}, Lighthouse/axe)\n`)
  for (const path of paths) {
    const result = await lighthouse(
      `${baseUrl}${path}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['accessibility'] },
      desktopConfig,
      page,
    )
    const lhr = result?.lhr
    if (!lhr || lhr.runtimeError) throw new Error(`web bench: Lighthouse failed on ${path}`)
    const value = score(lhr, 'accessibility')
    const failing = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => a.id)
    process.stdout.write(
      `${path.padEnd(42)} ${String(value).padStart(4)} ${verdict(value >= SCORE_TARGET)}${failing.length > 0 ? `  (${failing.join(', ')})` : ''}\n`,
    )
  }
}

export function launch() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(executablePath)) {
    throw new Error(
      `web bench: no Chromium at ${executablePath} (install Debian's "chromium" or set CHROMIUM_PATH; --web false skips this part)`,
    )
  }
  return puppeteer.launch({
    executablePath,
    headless: true,
    defaultViewport: null,
    // The e2e flags: keep Chromium off the (closed) network.
    args: [
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--lang=de-DE',
    ],
  })
}

/** Time to visible rows on the overview, on its own server with `count` applicants (bench-first-screen.ts). */
async function runFirstScreen(count: number) {
  const seeding = performance.now()
  // Set-based, as the board's bench: the demo seed writes one person at a time (hours for 100,000).
  const server = await startServer(0)
  await seedBoardApplicants(server.db, count, server.userId)
  process.stdout.write(
    `\nweb: ${count.toLocaleString('de-DE')} applicants seeded on PGlite in ${((performance.now() - seeding) / 1000).toFixed(0)} s\n`,
  )
  try {
    const browser = await launch()
    try {
      const page = await browser.newPage()
      await page.setViewport({ width: 1440, height: 900 })
      await logIn(page, server.baseUrl, server.email, server.password)
      printFirstScreen(await measureFirstScreen(page, `${server.baseUrl}/`), count)
      // The pipeline board on the same installation: a fresh page, so the overview's watcher is not in it.
      const board = await browser.newPage()
      await board.setViewport({ width: 1440, height: 900 })
      printBoardRender(await measureBoardRender(board, `${server.baseUrl}/pipeline`), count)
    } finally {
      await browser.close()
    }
  } finally {
    await server.close()
  }
}

/** Prints both tables; returns Lighthouse's results for a closer look. */
export async function runWebBench(options: WebBenchOptions = {}): Promise<Array<[PageName, Result]>> {
  const count = options.applicants ?? 300
  const started = performance.now()
  ensureBuild()
  printFirstLoad()
  printCareersFirstLoad(webDir)

  await runFirstScreen(options.firstScreenApplicants ?? 100_000)
  if (options.firstScreenOnly) return []
  const server = await startServer(count)
  const audits: Array<[PageName, Result]> = []
  const browser = await launch().catch(async (error: unknown) => {
    await server.close()
    throw error
  })
  try {
    const page = await browser.newPage()
    const login = await audit(page, `${server.baseUrl}/login`)
    if (new URL(login.finalDisplayedUrl).pathname !== '/login' || !(await page.$('input[type="password"]'))) {
      throw new Error(
        `web bench: the audited login page has no login form (ended on ${login.finalDisplayedUrl})`,
      )
    }
    audits.push(['login', login])

    // Lighthouse's storage reset clears the cache and service workers, not cookies: the session stays.
    await logIn(page, server.baseUrl, server.email, server.password)
    const overview = await audit(page, `${server.baseUrl}/`)
    const rows = await applicantRows(page)
    if (new URL(overview.finalDisplayedUrl).pathname !== '/' || rows === 0) {
      throw new Error(
        `web bench: the audited overview is not the applicant list (ended on ${overview.finalDisplayedUrl}, ${rows} table rows)`,
      )
    }
    audits.push(['overview', overview])
    printAudits(audits, count, rows)
    const applicantId = await page.evaluate(async () => {
      const response = await fetch('/api/applicants?per_page=1', { headers: { accept: 'application/json' } })
      return ((await response.json()) as { data: Array<{ id: number }> }).data[0]?.id ?? 1
    })
    await auditScreens(page, server.baseUrl, staffScreens(server.userId, applicantId))
    await auditCareers(browser, server.baseUrl, 'stelle-1')
  } finally {
    await browser.close()
    await server.close()
  }
  process.stdout.write(`(web bench took ${((performance.now() - started) / 1000).toFixed(0)} s)\n`)
  return audits
}
