import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { countLabel } from './format.ts'

describe('countLabel', () => {
  it('puts the German singular with one and the plural with every other count', () => {
    expect(countLabel(1, 'Bewerber:in', 'Bewerber:innen')).toBe('1 Bewerber:in')
    expect(countLabel(0, 'Bewerber:in', 'Bewerber:innen')).toBe('0 Bewerber:innen')
    expect(countLabel(2, 'Bewerbung', 'Bewerbungen')).toBe('2 Bewerbungen')
    expect(countLabel(12_500, 'Bewerber:in', 'Bewerber:innen')).toBe('12.500 Bewerber:innen')
    expect(countLabel(1, 'Bewerbung ist', 'Bewerbungen sind')).toBe('1 Bewerbung ist')
  })
})

/** Every source file of the web app, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('counts on screen', () => {
  it('go through countLabel: no "Bewerbung(en)" and no hand-made singular of a count', () => {
    const root = join(import.meta.dirname, '..')
    const handMade = /['`"][^'`"]*[a-zäöüß]\((?:en|n|e|s|innen)\)|=== 1\s*\?\s*['`][^'`]*\b1 /
    const found = sources(root)
      .filter((file) => !file.endsWith('format.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            handMade.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
          ),
      )
    expect(found).toEqual([])
  })
})
