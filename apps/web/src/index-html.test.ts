import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const dist = resolve(import.meta.dirname, '../dist')

/**
 * The boot script (src/early.ts) must run before the app's entry and without waiting for any other
 * file: a plain script, listed first, bundled with everything it needs. Reads the production build
 * (`npm test` builds before it runs the suites).
 */
describe('index.html of the production build', () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')

  it('lists the boot script as a classic script before the module entry', () => {
    const boot = html.match(/<script src="\/(assets\/early-[\w-]+\.js)"><\/script>/)
    expect(boot, html).not.toBeNull()
    expect(html.indexOf(boot![0])).toBeLessThan(html.indexOf('<script type="module"'))
    const code = readFileSync(join(dist, boot![1]!), 'utf8')
    // Self-contained: a classic script can neither import nor be imported from.
    expect(code).not.toMatch(/\bimport\s*[({"'`*]|\bimport\s+\w|\bexport\s/)
    expect(code).toContain('/api/session')
    expect(existsSync(join(dist, `${boot![1]!}.gz`))).toBe(true)
  })
})
