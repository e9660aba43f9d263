import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript of a page: the classic scripts of index.html (the boot script), the entry
 * chunk, the page's lazy route modules and everything they import statically, gzipped, read from the production build's manifest. Used by the budget
 * test (`npm test` builds first) and printed by `npm run bench`.
 */
export const FIRST_LOAD_BUDGET = 250 * 1024

/** The route modules a page loads before it shows anything (see app/router.tsx). */
export const PAGES = {
  login: ['src/features/auth/components/login-page.tsx'],
  overview: ['src/app/layouts/app-layout.tsx', 'src/features/applicants/components/applicant-list-page.tsx'],
} as const

export type PageName = keyof typeof PAGES

/**
 * What a page loads right after its first render, in parallel with its data: the toast and
 * confirmation hosts everywhere, the applicant table on the overview. Not part of the budget, but
 * printed next to it so the whole cost stays visible.
 */
export const DEFERRED: Record<PageName, readonly string[]> = {
  login: ['src/app/overlay-host.tsx'],
  overview: ['src/app/overlay-host.tsx', 'src/features/applicants/components/applicant-table-view.tsx'],
}

interface Chunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

const dist = join(import.meta.dirname, '..', 'dist')

function manifest(): Record<string, Chunk> {
  const path = join(dist, '.vite', 'manifest.json')
  if (!existsSync(path)) throw new Error('apps/web/dist is missing: run "npm run build" first')
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Chunk>
}

/** The plain (non-module) scripts index.html loads, as files of dist: the boot script (src/early.ts). */
function classicScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  return [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]!)
}

/** Gzipped bytes and chunk files of one page's first load, and of everything it loads at all. */
export function firstLoad(page: PageName): { bytes: number; files: string[]; withDeferred: number } {
  const chunks = manifest()
  const entry = Object.keys(chunks).find((key) => chunks[key]?.isEntry)
  if (!entry) throw new Error('the build manifest has no entry chunk')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = chunks[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest (was it renamed?)`)
    seen.add(key)
    for (const next of chunk.imports ?? []) visit(next)
  }
  const size = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, chunks[key]!.file))).length, 0)
  for (const key of [entry, ...PAGES[page]]) visit(key)
  const first = new Set(seen)
  for (const key of DEFERRED[page]) visit(key)
  const classic = classicScripts()
  const bytes =
    size(first) + classic.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0)
  const deferred = [...seen].filter((key) => !first.has(key))
  return {
    bytes,
    files: [...classic, ...[...first].map((key) => chunks[key]!.file)],
    withDeferred: bytes + size(deferred),
  }
}
