import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CareersAssets } from './careers.layout.ts'

/** The file the web build writes beside index.html: the careers page's hashed stylesheet and script. */
export const CAREERS_MANIFEST = 'careers.json'

/** Without a built web app the pages come without style and script (the forms still work). */
export function loadCareersAssets(webDir: string | undefined): CareersAssets {
  const file = webDir ? join(webDir, CAREERS_MANIFEST) : undefined
  if (!file || !existsSync(file)) return { style: null, script: null }
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CareersAssets>
  return { style: parsed.style ?? null, script: parsed.script ?? null }
}
