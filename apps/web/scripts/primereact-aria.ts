import type { Plugin } from 'vite'

/**
 * PrimeReact 10's DataTable, Paginator and PickList bundle a private copy of its locale registry
 * and read their aria labels ("Show Filter Menu", "Filter Operator", "Jump to Page Dropdown", …)
 * from that copy, which stays English whatever `addLocale`/`locale` set. Each of these files also
 * imports the real `ariaLabel` as `ariaLabel$1`; the private function is pointed at it, so every
 * aria label comes from our German locale. A PrimeReact whose code no longer fits fails the build
 * (and the unit test), instead of quietly speaking English again.
 */
const PRIVATE_ARIA_LABEL = 'function ariaLabel(ariaKey, options) {'
const PUBLIC_IMPORT = /import [^;]*\bariaLabel as ariaLabel\$1\b[^;]*from 'primereact\/api'/

export function pointAtPublicAriaLabel(code: string, id: string): string | undefined {
  if (!/[\\/]primereact[\\/]/.test(id) || /[\\/]api[\\/]/.test(id) || !code.includes(PRIVATE_ARIA_LABEL))
    return undefined
  if (!PUBLIC_IMPORT.test(code))
    throw new Error(
      `${id}: private ariaLabel without an import of the public one; check the PrimeReact update`,
    )
  return code.replace(
    PRIVATE_ARIA_LABEL,
    `var ariaLabel = ariaLabel$1;\nfunction englishAriaLabel(ariaKey, options) {`,
  )
}

export function primereactAria(): Plugin {
  return {
    name: 'bb-primereact-aria',
    enforce: 'pre',
    transform(code, id) {
      const fixed = pointAtPublicAriaLabel(code, id)
      return fixed === undefined ? null : { code: fixed, map: null }
    },
  }
}
