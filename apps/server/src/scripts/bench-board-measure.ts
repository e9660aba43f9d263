import type { Page } from 'puppeteer-core'
import { BROWSER_HEADERS, get } from './bench-http.ts'

/**
 * The pipeline board at scale (measuring; bench-board.ts runs it alone). Over HTTP: its first read (every column with its count and first
 * cards), narrowed to a group, the unchanged poll and a column's next page, one request at a time.
 * In Chromium: the time from the navigation's start until the first cards are on the screen, with
 * a warm cache. `npm run bench` runs both at 100,000 applicants (the HTTP cases in the hot-request
 * table, the render in the web part); alone: `npx tsx apps/server/src/scripts/bench-board.ts`.
 */

/** What the board's first read may take at 100,000 applicants (one request, PGlite). */
export const BOARD_READ_TARGET_MS = 100
/** From the navigation's start until the first cards show (warm cache). */
export const BOARD_RENDER_TARGET_MS = 600

/** The board's requests, named, for the bench's hot-request table. */
export async function boardCases(base: string, cookie: string): Promise<Array<[string, string]>> {
  const answer = await get(`${base}/api/pipeline`, { ...BROWSER_HEADERS, cookie })
  if (answer.status !== 200) throw new Error(`/api/pipeline: ${answer.status}`)
  const board = answer.json() as {
    lastModified: string
    columns: Array<{ status: string; next: string | null }>
  }
  const paged = board.columns.find((c) => c.next !== null)
  return [
    ['board, first read', '/api/pipeline'],
    ['board, one group', '/api/pipeline?berufsgruppe=pflege'],
    ['board, unchanged poll', `/api/pipeline?lastModified=${encodeURIComponent(board.lastModified)}`],
    ...(paged
      ? ([
          [
            'board, a column’s next page',
            `/api/pipeline/column?status=${paged.status}&after=${encodeURIComponent(paged.next ?? '')}`,
          ],
        ] as Array<[string, string]>)
      : []),
  ]
}

/** As source text, as bench-first-screen does: a compiled function could carry the bundler's helpers. */
const WATCH_CARDS = `
  const observer = new MutationObserver(() => {
    const card = document.querySelector('article.board-card')
    if (card && card.textContent.trim() !== '') {
      window.cardsAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true })
`

async function renderOnce(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await page.waitForFunction('window.cardsAt !== undefined', { timeout: 30_000 })
  return (await page.evaluate('window.cardsAt')) as number
}

/** `runs` navigations to the board after one that warms the cache; median, best and worst in ms. */
export async function measureBoardRender(page: Page, url: string, runs = 7) {
  await page.evaluateOnNewDocument(WATCH_CARDS)
  await renderOnce(page, url)
  const times: number[] = []
  for (let i = 0; i < runs; i++) times.push(await renderOnce(page, url))
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)] ?? 0, best: times[0] ?? 0, worst: times.at(-1) ?? 0 }
}

export function printBoardRender(result: Awaited<ReturnType<typeof measureBoardRender>>, count: number) {
  const ok = result.median <= BOARD_RENDER_TARGET_MS
  process.stdout.write(
    `web: time to visible cards, pipeline board with ${count.toLocaleString('de-DE')} applicants, warm cache: ` +
      `median ${result.median.toFixed(0)} ms (best ${result.best.toFixed(0)}, worst ${result.worst.toFixed(0)}; ` +
      `target ≤ ${BOARD_RENDER_TARGET_MS} ms ${ok ? 'ok' : 'VERFEHLT'})\n`,
  )
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

/** The board's requests over HTTP, `rounds` times each after a warm-up; prints one table. */
export async function measureBoardReads(base: string, cookie: string, rounds: number, label: string) {
  const cases = await boardCases(base, cookie)
  const headers = { ...BROWSER_HEADERS, cookie }
  const once = async (path: string) => {
    const start = process.hrtime.bigint()
    const answer = await get(`${base}${path}`, headers)
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`)
    return { ms: Number(process.hrtime.bigint() - start) / 1e6, bytes: answer.bytes }
  }
  for (const [, path] of cases) for (let i = 0; i < 5; i++) await once(path)
  const times = cases.map(() => [] as number[])
  const bytes = cases.map(() => 0)
  for (let round = 0; round < rounds; round++)
    for (const [index, [, path]] of cases.entries()) {
      const sample = await once(path)
      times[index]?.push(sample.ms)
      bytes[index] = sample.bytes
    }
  process.stdout.write(`\npipeline board, ${label}, ${rounds} requests each over HTTP\n`)
  process.stdout.write(
    `${'request'.padEnd(34)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(10)} ${'bytes'.padStart(8)}\n`,
  )
  for (const [index, [name]] of cases.entries()) {
    const sorted = (times[index] ?? []).sort((a, b) => a - b)
    const median = percentile(sorted, 0.5)
    const verdict =
      name === 'board, first read'
        ? `  < ${BOARD_READ_TARGET_MS} ms ${median < BOARD_READ_TARGET_MS ? 'ok' : 'VERFEHLT'}`
        : ''
    process.stdout.write(
      `${name.padEnd(34)} ${median.toFixed(1).padStart(10)} ${percentile(sorted, 0.95).toFixed(1).padStart(10)} ${String(bytes[index]).padStart(8)}${verdict}\n`,
    )
  }
}
