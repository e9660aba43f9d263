import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { type Plugin, transformWithEsbuild } from 'vite'
import { bundleClassicScript } from './bundle-classic.ts'

/** The careers page's script and stylesheet, relative to the web app. */
const SCRIPT = 'src/careers/apply.ts'
const STYLE = 'src/careers/careers.css'
/** Beside index.html: where the server finds the hashed names (features/careers on the server). */
const MANIFEST = 'careers.json'

async function bundleStyle(root: string): Promise<string> {
  const css = await readFile(resolve(root, STYLE), 'utf8')
  const result = await transformWithEsbuild(css, STYLE, { loader: 'css', minify: true })
  return result.code
}

const hashed = (prefix: string, ext: string, content: string) =>
  `assets/${prefix}-${createHash('sha256').update(content).digest('base64url').slice(0, 8)}.${ext}`

/**
 * The public careers page shares nothing with the back office: the server renders its HTML, and
 * this nested build makes its one small classic script and its stylesheet, with hashed names
 * (long caching) listed in careers.json for the server. No React, no PrimeReact, no app code.
 */
export function careersAssets(): Plugin {
  let root = process.cwd()
  let base = '/'
  let command: 'build' | 'serve' = 'serve'
  return {
    name: 'bb-careers-assets',
    configResolved(config) {
      root = config.root
      base = config.base
      command = config.command
    },
    async buildStart() {
      if (command !== 'build') return
      const [script, style] = await Promise.all([
        bundleClassicScript(root, SCRIPT, 'bewerberBackofficeKarriere'),
        bundleStyle(root),
      ])
      const scriptName = hashed('careers', 'js', script)
      const styleName = hashed('careers', 'css', style)
      this.emitFile({ type: 'asset', fileName: scriptName, source: script })
      this.emitFile({ type: 'asset', fileName: styleName, source: style })
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST,
        source: JSON.stringify({ script: `${base}${scriptName}`, style: `${base}${styleName}` }),
      })
    },
  }
}
