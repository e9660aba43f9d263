import { isValidElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { highlight } from './search-page.tsx'

const marked = (parts: ReactNode[]) =>
  parts.filter(isValidElement).map((p) => (p.props as { children: string }).children)

describe('search highlighting', () => {
  it('marks matches regardless of case and accents', () => {
    expect(marked(highlight('Jülide Özdemir', 'ozdem'))).toEqual(['Özdem'])
    expect(marked(highlight('Müller, Köln', 'mueller koln'))).toEqual(['Köln'])
    expect(highlight('Anna', 'x')).toEqual(['Anna'])
  })
})
