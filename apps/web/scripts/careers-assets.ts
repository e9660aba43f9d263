import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import { build, type Plugin } from 'vite'

/** The careers page's script and stylesheet, relative to the web app. */
const SCRIPT = 'src/careers/apply.ts'
const STYLE = 'src/careers/careers.css'
/** Beside index.html: where the server finds the hashed names (features/careers on the server). */
const MANIFEST = 'careers.json'

async function bundleScript(root: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: resolve(root, SCRIPT), formats: ['iife'], name: 'bewerberBackofficeKarriere' },
    },
  })
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!('output' in result)) continue
    const chunk = result.output.find((item) => item.type === 'chunk' && item.isEntry)
    if (chunk?.type === 'chunk') return chunk.code
  }
  throw new Error(`bundling ${SCRIPT} gave no script`)
}

async function bundleStyle(root: string): Promise<string> {
  const { transformWithEsbuild } = await import('vite')
  const { readFile } = await import('node:fs/promises')
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
      const [script, style] = await Promise.all([bundleScript(root), bundleStyle(root)])
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
