import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pointAtPublicAriaLabel } from '../../scripts/primereact-aria.ts'

const root = dirname(createRequire(import.meta.url).resolve('primereact/package.json'))
const modules = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(root, entry.name, `${entry.name}.esm.js`))
  .flatMap((file) => {
    try {
      return [{ file, code: readFileSync(file, 'utf8') }]
    } catch {
      return []
    }
  })

describe('PrimeReact components that carry a private, English-only copy of the locale', () => {
  const affected = modules.filter(({ code }) => code.includes('function ariaLabel(ariaKey, options) {'))

  it('are the ones we know (the table and its paginator among them)', () => {
    const names = affected.map(({ file }) => file.split(/[\\/]/).pop())
    expect(names).toEqual(expect.arrayContaining(['datatable.esm.js', 'paginator.esm.js']))
  })

  it('read every aria label from the shared German locale after the build transform', () => {
    for (const { file, code } of affected) {
      if (/[/]api[/]/.test(file)) continue
      const fixed = pointAtPublicAriaLabel(code, file)
      expect(fixed, file).toContain('var ariaLabel = ariaLabel$1;')
      expect(fixed, file).not.toContain('function ariaLabel(')
    }
  })
})
