import { describe, expect, it } from 'vitest'
import { FIRST_LOAD_BUDGET, firstLoad, PAGES, type PageName } from '../scripts/first-load.ts'

/**
 * Issue #8: a page loads under 250 kB of gzipped JavaScript before it shows
 * anything. Reads the production build (`npm test` builds before it runs the suites).
 */
describe('first-load JavaScript budget', () => {
  it.each(Object.keys(PAGES) as PageName[])('%s stays under 250 kB gzipped', (page) => {
    const { bytes, files, withDeferred } = firstLoad(page)
    const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`
    console.log(
      `${page}: ${kB(bytes)} gzipped first-load JS in ${files.length} files, ${kB(withDeferred)} with what follows`,
    )
    expect(FIRST_LOAD_BUDGET).toBe(250 * 1024)
    expect(bytes).toBeLessThan(FIRST_LOAD_BUDGET)
  })
})
