import type { Plugin } from 'vite'

/**
 * PrimeReact 10's `useStyle` writes the text of its shared `<style>` elements (base, common, and
 * one per component type) again on every mount of every component, even when the element already
 * holds exactly that text. Each write makes the browser parse the sheet again and restyle the page:
 * on the overview, with its tags, buttons and paginator, about a third of the first render's main
 * thread time. The write is skipped when the text is already there; a changed text is still
 * written. A PrimeReact whose code no longer fits fails the build instead of going slow quietly.
 */
const WRITE = 'styleRef.current.textContent = css;'
const HOOKS_FILE = /[\\/]primereact[\\/]hooks[\\/]hooks\.esm\.js$/

export function skipUnchangedStyleWrites(code: string, id: string): string | undefined {
  if (!HOOKS_FILE.test(id)) return undefined
  if (code.split(WRITE).length !== 2)
    throw new Error(`${id}: useStyle's style write not found once; check the PrimeReact update`)
  return code.replace(WRITE, `if (styleRef.current.textContent !== css) ${WRITE}`)
}

export function primereactStyles(): Plugin {
  return {
    name: 'bb-primereact-styles',
    enforce: 'pre',
    transform(code, id) {
      const fixed = skipUnchangedStyleWrites(code, id)
      return fixed === undefined ? null : { code: fixed, map: null }
    },
  }
}
