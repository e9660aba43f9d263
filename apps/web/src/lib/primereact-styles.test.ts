import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { skipUnchangedStyleWrites } from '../../scripts/primereact-styles.ts'

const file = createRequire(import.meta.url).resolve('primereact/hooks/hooks.esm.js')
const code = readFileSync(file, 'utf8')

describe("PrimeReact's style hook after the build transform", () => {
  it('writes a style element only when its text differs', () => {
    const fixed = skipUnchangedStyleWrites(code, file)
    expect(fixed).toContain('if (styleRef.current.textContent !== css) styleRef.current.textContent = css;')
    expect(fixed?.split('styleRef.current.textContent = css;')).toHaveLength(2)
  })

  it('leaves every other module alone and refuses a hook it does not know', () => {
    expect(skipUnchangedStyleWrites(code, '/x/node_modules/primereact/tag/tag.esm.js')).toBeUndefined()
    expect(() => skipUnchangedStyleWrites('export {}', file)).toThrow(/PrimeReact update/)
  })

  it('in a page: mounting a second component of a type leaves its style element untouched', async () => {
    // The hook's load(), as patched, run twice against the same element of a DOM-like object.
    const writes: string[] = []
    const element = {
      isConnected: true,
      get textContent() {
        return writes.at(-1) ?? ''
      },
      set textContent(text: string) {
        writes.push(text)
      },
    }
    const load = new Function(
      'styleRef',
      'css',
      (skipUnchangedStyleWrites(code, file) ?? '').match(
        /if \(styleRef\.current\.textContent !== css\)[^;]*;/,
      )![0],
    ) as (ref: { current: typeof element }, css: string) => void
    load({ current: element }, '.p-tag{display:inline-flex}')
    load({ current: element }, '.p-tag{display:inline-flex}')
    load({ current: element }, '.p-tag{display:flex}')
    expect(writes).toEqual(['.p-tag{display:inline-flex}', '.p-tag{display:flex}'])
  })
})
