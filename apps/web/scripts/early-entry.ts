import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { bundleClassicScript } from './bundle-classic.ts'

/** The boot script's source (src/early.ts), relative to the web app. */
const SOURCE = 'src/early.ts'
const FIRST_MODULE_SCRIPT = /<script type="module"/

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
      const code = await bundleClassicScript(root, SOURCE, 'bewerberBackofficeEarly')
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
