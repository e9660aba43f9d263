import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { featuresDir, measure } from './scripts/feature-imports.ts'

/**
 * The feature boundaries are a lint rule (biome.json, the overrides for apps/server): a feature is
 * reached only through its index.ts, and no import cycle. These tests prove the rule bites on files
 * written for the purpose, and that the real tree keeps it.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome')
/** Biome builds the module graph of the whole project for the cycle rule; on a busy machine that takes a while. */
const LINT_MS = 180_000

function lint(paths: string[]) {
  const run = spawnSync(
    process.execPath,
    [biome, 'lint', '--max-diagnostics=none', ...paths.map((p) => relative(root, p))],
    { cwd: root, encoding: 'utf8' },
  )
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

const written: string[] = []
function write(feature: string, name: string, source: string) {
  const path = join(featuresDir, feature, `${name}-${process.pid}.ts`)
  written.push(path)
  writeFileSync(path, source)
  return path
}
afterEach(() => {
  for (const path of written.splice(0)) rmSync(path, { force: true })
})

describe('the lint keeps the server features apart', () => {
  it(
    "fails a file that imports another feature's internal file, and passes the same import through its index.ts",
    () => {
      const internal = write(
        'notes',
        'boundary-probe',
        "import { getSettings } from '../settings/settings.service.ts'\nexport const probe = getSettings\n",
      )
      const throughIndex = write(
        'notes',
        'boundary-probe-index',
        "import { getSettings } from '../settings/index.ts'\nexport const probe = getSettings\n",
      )
      const { status, output } = lint([internal, throughIndex])
      expect(status).not.toBe(0)
      expect(output).toContain(`${relative(root, internal)}:1:29 lint/style/noRestrictedImports`)
      expect(output).toContain('features/<name>/index.ts')
      expect(output).not.toContain(relative(root, throughIndex))
    },
    LINT_MS,
  )

  it(
    'fails an import cycle',
    () => {
      const a = write(
        'notes',
        'cycle-probe-a',
        `import { b } from './cycle-probe-b-${process.pid}.ts'\nexport const a = () => b\n`,
      )
      const b = write(
        'notes',
        'cycle-probe-b',
        `import { a } from './cycle-probe-a-${process.pid}.ts'\nexport const b = () => a\n`,
      )
      const { status, output } = lint([a, b])
      expect(status).not.toBe(0)
      expect(output).toContain(`${relative(root, a)}:1:19 lint/suspicious/noImportCycles`)
      expect(output).toContain(`${relative(root, b)}:1:19 lint/suspicious/noImportCycles`)
    },
    LINT_MS,
  )

  it(
    'finds nothing in the real tree',
    () => {
      const { output } = lint([join(root, 'apps/server')])
      expect(output).toContain('Checked')
      expect(output).not.toContain('lint/style/noRestrictedImports')
      expect(output).not.toContain('lint/suspicious/noImportCycles')
    },
    LINT_MS,
  )
})

describe('the import graph of the features', () => {
  it('reaches another feature only through its index.ts, in any folder depth, tests included', () => {
    expect(measure().pastIndex).toEqual([])
  })

  it('has no two features importing each other and no cycle (tests may import any index)', () => {
    const production = measure({ tests: false })
    expect(production.mutualPairs).toEqual([])
    expect(production.featureCycles).toEqual([])
  })
})
