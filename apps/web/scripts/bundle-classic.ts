import { resolve } from 'node:path'
import { build } from 'vite'

/**
 * One source file as one self-contained, minified classic script (IIFE), by a nested Vite build
 * whose plugins are not the app's: the boot script and the careers page's script are built so.
 */
export async function bundleClassicScript(root: string, source: string, name: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(root, source), formats: ['iife'], name },
    },
  })
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!('output' in result)) continue
    const chunk = result.output.find((item) => item.type === 'chunk' && item.isEntry)
    if (chunk?.type === 'chunk') return chunk.code
  }
  throw new Error(`bundling ${source} gave no script`)
}
