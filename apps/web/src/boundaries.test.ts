import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const src = join(root, 'apps/web/src')
const features = join(src, 'features')
const biomeBin = join(root, 'node_modules/@biomejs/biome/bin/biome')

interface Finding {
  level: string
  rule: string
  file: string
}

/** Runs the repository's Biome (its biome.json) over `paths`; the GitHub reporter gives one line per finding. */
function lint(paths: string[]): Promise<{ code: number | null; findings: Finding[]; output: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [biomeBin, 'lint', '--reporter=github', '--colors=off', '--max-diagnostics=500', ...paths],
      { cwd: root },
    )
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += String(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output += String(chunk)
    })
    child.on('close', (code) => {
      const findings = [...output.matchAll(/^::(\w+) title=([^,]+),file=([^,]+),/gm)].map(
        ([, level, rule, file]) => ({ level: level!, rule: rule!, file: relative(root, file!) }),
      )
      done({ code, findings, output })
    })
  })
}

const RESTRICTED = 'lint/style/noRestrictedImports'
const CYCLE = 'lint/suspicious/noImportCycles'

/**
 * The web app's feature boundaries are a lint rule (biome.json, the override for apps/web; see
 * docs/decisions/0023): another feature is reached through its index.ts only, app/ may also load a
 * screen by path, a feature never imports app/, and no import cycle (lazy imports and types
 * included) exists in the web app.
 */
describe('web feature boundaries', () => {
  it('the lint refuses an import of another feature’s internals and an import cycle', async () => {
    const tag = `boundary-probe-${process.pid}`
    const probes: Record<string, string> = {
      // a feature reaching into another one instead of through its index.ts
      [`features/notes/components/${tag}.ts`]: "export { usersQuery } from '../../users/api/users.ts'\n",
      // app/ reaching into a feature's api instead of through its index.ts
      [`app/${tag}.ts`]: "export { usersQuery } from '../features/users/api/users.ts'\n",
      // a feature importing the app above it
      [`features/notes/api/${tag}.ts`]: "export { Guard } from '../../../app/guard.tsx'\n",
      // a cycle through a lazy import, like a toast that loads the overlays that use the toast
      [`lib/${tag}-a.ts`]: `import { loadA } from './${tag}-b.ts'\nexport const again = loadA\n`,
      [`lib/${tag}-b.ts`]: `export const loadA = () => import('./${tag}-a.ts')\n`,
    }
    const paths = Object.keys(probes).map((path) => join(src, path))
    try {
      for (const [path, text] of Object.entries(probes)) writeFileSync(join(src, path), text)
      const { code, findings, output } = await lint(paths)
      expect(code, output).not.toBe(0)
      const errors = (file: string) =>
        findings.filter((f) => f.level === 'error' && f.file === `apps/web/src/${file}`).map((f) => f.rule)
      expect(errors(`features/notes/components/${tag}.ts`), output).toEqual([RESTRICTED])
      expect(errors(`app/${tag}.ts`), output).toEqual([RESTRICTED])
      expect(errors(`features/notes/api/${tag}.ts`), output).toEqual([RESTRICTED])
      expect(errors(`lib/${tag}-a.ts`), output).toEqual([CYCLE])
      expect(errors(`lib/${tag}-b.ts`), output).toEqual([CYCLE])
    } finally {
      for (const path of paths) rmSync(path, { force: true })
    }
  }, 120_000)

  it('the web app itself keeps them', async () => {
    const { code, findings, output } = await lint(['apps/web'])
    expect(
      findings.filter((f) => f.level === 'error'),
      output,
    ).toEqual([])
    expect(code, output).toBe(0)
  }, 120_000)

  /**
   * The lint's patterns read import paths as written, so they rely on this shape: a feature's own
   * files sit one folder down (api/, components/, utils/), and its index.ts only re-exports them
   * (the build also treats it as free of side effects: vite.config.ts).
   */
  it('every feature has an index.ts that only re-exports, and its files one folder down', () => {
    for (const feature of readdirSync(features)) {
      const dir = join(features, feature)
      expect(existsSync(join(dir, 'index.ts')), `${feature}/index.ts`).toBe(true)
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry)
        if (entry === 'index.ts') continue
        expect(statSync(path).isDirectory(), `${feature}/${entry} belongs in a folder`).toBe(true)
        for (const file of readdirSync(path))
          expect(statSync(join(path, file)).isFile(), `${feature}/${entry}/${file} is nested deeper`).toBe(
            true,
          )
      }
      const code = readFileSync(join(dir, 'index.ts'), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
      const rest = code.replace(/export (type )?\{[^}]*\}( from '\.\/[^']+')?/g, '').trim()
      expect(rest, `${feature}/index.ts`).toBe('')
    }
  })

  /**
   * Below features: lib/ and components/ import neither a feature nor the app. The lint cannot tell
   * `../features/…` from lib/ apart from the same path written in app/, so this reads the imports.
   */
  it('lib/ and components/ import no feature and nothing of app/', () => {
    for (const dir of ['lib', 'components']) {
      for (const file of readdirSync(join(src, dir)).filter((f) => /\.tsx?$/.test(f))) {
        const code = readFileSync(join(src, dir, file), 'utf8')
        for (const [, spec] of code.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
          const target = relative(src, resolve(dirname(join(src, dir, file)), spec!))
          expect(target, `${dir}/${file} imports ${spec}`).not.toMatch(/^(features|app)\//)
        }
      }
    }
  })
})
