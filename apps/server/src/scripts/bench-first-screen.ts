import type { Page } from 'puppeteer-core'

/**
 * Time to visible rows: how long after a navigation to the overview the first applicant rows are on
 * the screen, with the browser's cache warm (a person opens the app every day), and the chain of
 * requests that came before the list request. Measured in the page itself: the time origin is the
 * navigation's start, a MutationObserver notes the first table row with data, and the Resource
 * Timing entries give each request's start and end.
 */
export interface FirstScreen {
  /** ms from the navigation's start until the first data row was in the DOM. */
  rowsAt: number
  requests: Array<{ path: string; start: number; end: number; cached: boolean }>
  /** Network round trips one after another before the list request left (cache hits not counted). */
  roundTripsBeforeList: number
}

/** As source text: a compiled function could carry the bundler's helpers, which the page lacks. */
const WATCH_ROWS = `
  performance.setResourceTimingBufferSize(2000)
  const observer = new MutationObserver(() => {
    // A row of the data table with text: not the skeleton that stands in while the code loads.
    for (const row of document.querySelectorAll('.p-datatable-tbody > tr:not(.p-datatable-emptymessage)')) {
      if (row.querySelectorAll('td').length > 1 && row.textContent.trim() !== '') {
        window.rowsAt = performance.now()
        observer.disconnect()
        return
      }
    }
  })
  observer.observe(document, { childList: true, subtree: true })
`

/**
 * Each request's path, start and end; from the memory or disk cache means no bytes over the wire and
 * no request to the server.
 */
const READ_TIMINGS = `(() => {
  const entries = [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')]
  return {
    rowsAt: window.rowsAt,
    requests: entries.map((e) => {
      const url = new URL(e.name)
      return {
        path: url.pathname + url.search,
        start: e.startTime,
        end: e.responseEnd,
        cached: e.transferSize === 0 && e.decodedBodySize > 0,
      }
    }),
  }
})()`

const isList = (path: string) => /^\/api\/applicants(\?|$)/.test(path)

/** Sequential network steps among the requests that ended before the list request began. */
function roundTrips(requests: FirstScreen['requests']): number {
  const list = requests.find((r) => isList(r.path))
  if (!list) return Number.NaN
  const before = requests.filter((r) => !r.cached && r.end <= list.start).sort((a, b) => a.start - b.start)
  let steps = 0
  let stepEnd = Number.NEGATIVE_INFINITY
  for (const request of before) {
    // A request that began after the current step ended waited for it: a new round trip.
    if (request.start >= stepEnd) {
      steps++
      stepEnd = request.end
    } else stepEnd = Math.min(stepEnd, request.end)
  }
  return steps
}

async function once(page: Page, url: string): Promise<FirstScreen> {
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await page.waitForFunction('window.rowsAt !== undefined', {
    timeout: 30_000,
  })
  // The browser files a request's timing entry a little after the answer was read.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const measured = (await page.evaluate(READ_TIMINGS)) as Omit<FirstScreen, 'roundTripsBeforeList'>
  return { ...measured, roundTripsBeforeList: roundTrips(measured.requests) }
}

/** `runs` navigations after one that warms the cache; the run with the median time is returned. */
export async function measureFirstScreen(page: Page, url: string, runs = 7) {
  await page.evaluateOnNewDocument(WATCH_ROWS)
  await once(page, url)
  const results: FirstScreen[] = []
  for (let i = 0; i < runs; i++) results.push(await once(page, url))
  const sorted = [...results].sort((a, b) => a.rowsAt - b.rowsAt)
  return { median: sorted[Math.floor(sorted.length / 2)]!, best: sorted[0]!, worst: sorted.at(-1)! }
}

export function printFirstScreen(result: Awaited<ReturnType<typeof measureFirstScreen>>, count: number) {
  const out = (line: string) => process.stdout.write(`${line}\n`)
  const { median } = result
  out(
    `\nweb: time to visible rows, overview with ${count.toLocaleString('de-DE')} applicants, warm cache: ` +
      `median ${median.rowsAt.toFixed(0)} ms (best ${result.best.rowsAt.toFixed(0)}, worst ${result.worst.rowsAt.toFixed(0)}; ` +
      `target ≤ 400 ms ${median.rowsAt <= 400 ? 'ok' : 'VERFEHLT'}), ` +
      `${median.roundTripsBeforeList} round trips before the list request (target ≤ 2 ${median.roundTripsBeforeList <= 2 ? 'ok' : 'VERFEHLT'})`,
  )
  out(`request chain of the median run (ms after the navigation's start; "cache" = no request sent):`)
  const chain = [...median.requests].sort((a, b) => a.start - b.start)
  for (const r of chain) {
    const path = r.path.length > 60 ? `${r.path.slice(0, 57)}…` : r.path
    out(
      `  ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)}  ${r.cached ? 'cache' : 'net  '}  ${path}`,
    )
  }
  out(`  ${median.rowsAt.toFixed(0).padStart(5)}          rows visible`)
}
