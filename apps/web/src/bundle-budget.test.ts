import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

/**
 * DESIGN.md §6: the first page of the SPA loads under 250 kB of gzipped JavaScript. Reads the
 * production build's manifest (`npm test` builds before it runs the suites).
 */
const dist = join(import.meta.dirname, '..', 'dist')
const BUDGET = 250 * 1024

interface Chunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

function load() {
  const path = join(dist, '.vite', 'manifest.json')
  if (!existsSync(path)) throw new Error('apps/web/dist is missing: run "npm run build" first')
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Chunk>
}

/** Gzipped bytes of a chunk and everything it imports statically. */
function firstLoad(manifest: Record<string, Chunk>, keys: string[]): number {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  for (const key of keys) visit(key)
  return [...seen].reduce(
    (sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key]!.file))).length,
    0,
  )
}

describe('first-load JavaScript budget', () => {
  const manifest = load()
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)!

  it('the login page, the first page anyone loads, stays under 250 kB gzipped', () => {
    const keys = [entry, 'src/features/auth/components/login-page.tsx']
    for (const key of keys) expect(manifest[key], key).toBeDefined()
    const bytes = firstLoad(manifest, keys)
    console.log(`login: ${(bytes / 1024).toFixed(1)} kB gzipped first-load JS`)
    expect(bytes).toBeLessThan(BUDGET)
  })
})
