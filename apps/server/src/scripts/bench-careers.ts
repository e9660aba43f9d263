import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse, { type Result } from 'lighthouse'
import type { Browser } from 'puppeteer-core'

/**
 * The careers page's part of the web bench: what a visitor's phone loads first (the page's own
 * script and stylesheet from careers.json, gzipped), and Lighthouse's phone profile (its default:
 * a mid-range phone, throttled 4G, CPU ×4) on the job list and a job page with its form.
 */
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
/** The bar for the careers page: first-load JS and the phone scores. */
export const CAREERS_JS_BUDGET = 60 * 1024
export const CAREERS_SCORE_TARGET = 95

export function printCareersFirstLoad(webDir: string) {
  const manifest = JSON.parse(readFileSync(join(webDir, 'careers.json'), 'utf8')) as {
    script: string
    style: string
  }
  const size = (path: string) => gzipSync(readFileSync(join(webDir, path))).length
  const script = size(manifest.script)
  process.stdout.write(
    `\nweb: careers page first load (gzip): script ${kB(script)} (≤ ${kB(CAREERS_JS_BUDGET)} ${script <= CAREERS_JS_BUDGET ? 'ok' : 'VERFEHLT'}), stylesheet ${kB(size(manifest.style))}, no other JavaScript\n`,
  )
}

export async function auditCareers(browser: Browser, baseUrl: string, slug: string) {
  const page = await browser.newPage()
  const categories = ['performance', 'accessibility', 'best-practices', 'seo']
  const rows: Array<[string, Result]> = []
  for (const path of ['/karriere', `/karriere/${slug}`]) {
    const result = await lighthouse(
      `${baseUrl}${path}`,
      { logLevel: 'error', output: 'json', onlyCategories: categories },
      undefined,
      page,
    )
    if (!result || result.lhr.runtimeError) throw new Error(`web bench: Lighthouse failed on ${path}`)
    rows.push([path, result.lhr])
  }
  const first = rows[0]![1]
  process.stdout.write(
    `\nweb: careers page, Lighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor} profile ` +
      `(${first.configSettings.screenEmulation.width}×${first.configSettings.screenEmulation.height}, ` +
      `simulated ${first.configSettings.throttling.rttMs} ms RTT, CPU ×${first.configSettings.throttling.cpuSlowdownMultiplier}), target ≥ ${CAREERS_SCORE_TARGET}\n`,
  )
  for (const [path, lhr] of rows) {
    const scores = categories.map((c) => {
      const value = Math.round((lhr.categories[c]?.score ?? 0) * 100)
      return `${c} ${value}${(c === 'performance' || c === 'accessibility') && value < CAREERS_SCORE_TARGET ? ' VERFEHLT' : ''}`
    })
    const ms = (id: string) => (lhr.audits[id]?.numericValue ?? Number.NaN).toFixed(0)
    process.stdout.write(
      `${path.padEnd(44)} ${scores.join(', ')}; FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms\n`,
    )
  }
  await page.close()
}
