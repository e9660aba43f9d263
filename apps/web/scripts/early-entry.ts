import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import { build, type Plugin } from 'vite'

/** The boot script's source (src/early.ts), relative to the web app. */
const SOURCE = 'src/early.ts'
const FIRST_MODULE_SCRIPT = /<script type="module"/

/** The boot script as one self-contained, minified classic script. */
async function bundleEarly(root: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(root, SOURCE), formats: ['iife'], name: 'bewerberBackofficeEarly' },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  for (const result of results) {
    if (!('output' in result)) continue
    const chunk = result.output.find((item) => item.type === 'chunk' && item.isEntry)
    if (chunk?.type === 'chunk') return chunk.code
  }
  throw new Error(`bundling ${SOURCE} gave no script`)
}

/**
 * Puts the boot script (src/early.ts) into index.html before the app's entry, as a classic script:
 * the parser runs it the moment it reaches it (from the cache, a few milliseconds after the HTML),
 * while a module script would only run once the document is parsed and its module graph is loaded,
 * ~50 ms later in a trace. Bundled on its own, it shares nothing with the app's chunks and waits for
 * none of them. The development server serves it as a module.
 */
export function earlyEntry(): Plugin {
  let root = process.cwd()
  let base = '/'
  let command: 'build' | 'serve' = 'serve'
  let fileName = ''
  return {
    name: 'bb-early-entry',
    configResolved(config) {
      root = config.root
      base = config.base
      command = config.command
    },
    async buildStart() {
      // The IIFE build below is a nested Vite build: its own plugins do not include this one.
      if (command !== 'build') return
      const code = await bundleEarly(root)
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
      fileName = `assets/early-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source: code })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag =
          command === 'build'
            ? `<script src="${base}${fileName}"></script>`
            : `<script type="module" src="${base}${SOURCE}"></script>`
        if (!FIRST_MODULE_SCRIPT.test(html)) throw new Error('index.html has no module script to run before')
        return html.replace(FIRST_MODULE_SCRIPT, (first) => `${tag}\n    ${first}`)
      },
    },
  }
}
