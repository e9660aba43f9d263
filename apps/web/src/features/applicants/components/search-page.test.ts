import { isValidElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { applicantFixture } from '../../../test/fixtures.ts'
import { highlight, marked } from './search-page.tsx'
import { hitHref } from './use-search-term.ts'

const markedParts = (parts: ReactNode[]) =>
  parts.filter(isValidElement).map((p) => (p.props as { children: string }).children)
const plain = (parts: ReactNode[]) =>
  parts.map((p) => (isValidElement(p) ? (p.props as { children: string }).children : p)).join('')

describe('search highlighting', () => {
  it('marks matches regardless of case and accents', () => {
    expect(markedParts(highlight('Jülide Özdemir', 'ozdem'))).toEqual(['Özdem'])
    expect(markedParts(highlight('Müller, Köln', 'mueller koln'))).toEqual(['Müller', 'Köln'])
    expect(markedParts(highlight('Halle (Saale)', '(Saale)'))).toEqual(['Saale'])
    // Typed with umlauts, found where they are written as two letters.
    expect(markedParts(highlight('Mueller, Jaeger-Hoelzl', 'Müller Jäger Hölzl'))).toEqual([
      'Mueller',
      'Jaeger',
      'Hoelzl',
    ])
    expect(highlight('Anna', 'x')).toEqual(['Anna'])
    // An invisible character pasted inside a word is not part of what is marked.
    expect(markedParts(highlight('Anna Müller', 'Mül\u200Bler'))).toEqual(['Müller'])
  })

  it('marks a word the server matches at word starts only where a word begins', () => {
    const term = 'Halle an der Saale'
    expect(markedParts(highlight('Alexandra Schneider · Halle (Saale)', term, ['an', 'der']))).toEqual([
      'Halle',
      'Saale',
    ])
    expect(markedParts(highlight('Anke Derlinger', term, ['an', 'der']))).toEqual(['An', 'Der'])
    expect(markedParts(highlight('Alexandra Schneider', term))).toEqual(['an', 'der'])
    expect(markedParts(highlight('u.abelmann@example.de · lou.anne@example.de', 'u.a.', ['u.a']))).toEqual([
      'u.a',
    ])
  })

  it('marks a word of two letters where a word begins after a space, not after a dot of an address', () => {
    const line = 'denise.lewke1034@outlook.de · 0175 8632469 · Berlin'
    expect(markedParts(highlight(line, 'De Berlin', ['de']))).toEqual(['de', 'Berlin'])
    expect(markedParts(highlight('aaron.deckert823@gmx.de · München', 'De', ['de']))).toEqual([])
    expect(markedParts(highlight('Bela Demut', 'De', ['de']))).toEqual(['De'])
  })

  it('marks the words the server found in a snippet, and ignores marks outside or overlapping', () => {
    const text = '… mit dem Gabelstapler und Inventur bei DHL …'
    const parts = marked({
      text,
      marks: [
        { start: 40, end: 43 },
        { start: 10, end: 22 },
        { start: 12, end: 14 },
        { start: 44, end: 99 },
      ],
    })
    expect(markedParts(parts)).toEqual(['Gabelstapler', 'DHL'])
    expect(plain(parts)).toBe(text)
  })
})

describe('where a hit leads', () => {
  it('a document hit opens the document, a profile hit the profile', () => {
    const hit = { ...applicantFixture({ id: 7 }), found_in: null }
    expect(hitHref(hit)).toBe('/bewerber/7')
    expect(
      hitHref({
        ...hit,
        found_in: { document_id: 31, name: 'CV.pdf', category: 'Lebenslauf', text: 'x', marks: [] },
      }),
    ).toBe('/bewerber/7/dokumente?dokument=31')
  })
})
