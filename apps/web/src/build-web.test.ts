import { spawn } from 'node:child_process'
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const dist = join(root, 'apps/web/dist')

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/build-web.mjs', ...args], { cwd: root })
    let output = ''
    child.stdout.on('data', (c) => {
      output += String(c)
    })
    child.stderr.on('data', (c) => {
      output += String(c)
    })
    child.on('close', (code) => done({ code, output }))
  })
}

/**
 * `npm start` builds the web app only when its sources changed, and two starts from one checkout
 * (two instances, a restart while another runs) no longer race on apps/web/dist.
 */
describe('building the web app for npm start', () => {
  it('two builds at once both succeed and leave one complete build behind a symlink', async () => {
    const [a, b] = await Promise.all([run(['--force']), run(['--force'])])
    expect(a.code, a.output).toBe(0)
    expect(b.code, b.output).toBe(0)
    expect(lstatSync(dist).isSymbolicLink()).toBe(true)
    const target = realpathSync(dist)
    for (const file of ['index.html', '.vite/manifest.json', '.build-fingerprint']) {
      expect(existsSync(join(target, file)), file).toBe(true)
    }
    const manifest = JSON.parse(readFileSync(join(target, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >
    for (const entry of Object.values(manifest))
      expect(existsSync(join(target, entry.file)), entry.file).toBe(true)
  }, 120_000)

  it('an unchanged checkout is not built again', async () => {
    const again = await run([])
    expect(again.code, again.output).toBe(0)
    expect(again.output).toContain('aktuell')
  })
})
