import { describe, expect, it } from 'vitest'
import { cutSnippet, findWords } from './applicants.search-snippet.ts'

const words = (text: string, probes: string[]) => findWords(text, probes).map(([s, e]) => text.slice(s, e))

describe('the words a snippet marks', () => {
  it('are whole words that start with a probe, in any case and with accents or ß', () => {
    expect(words('Gabelstaplerfahrer bei DHL; Gabelstapler-Schein', ['gabelstapl'])).toEqual([
      'Gabelstaplerfahrer',
      'Gabelstapler',
    ])
    expect(words('MÜLLER, Müllerstraße und Strasse', ['muller', 'strasse'])).toEqual([
      'MÜLLER',
      'Müllerstraße',
      'Strasse',
    ])
    expect(words('Großhändler, Grosshandel', ['grosshand'])).toEqual(['Großhändler', 'Grosshandel'])
  })

  it('never start inside a word, and a probe of signs finds nothing', () => {
    expect(words('Stapler, Gabelstapler', ['stapler'])).toEqual(['Stapler'])
    expect(words('C++ und --', ['++', '--'])).toEqual([])
    expect(words('E-Mail: mail@example.org', ['e-mail'])).toEqual(['E'])
    expect(words('', ['ab'])).toEqual([])
  })

  it('cut a snippet around the first one, marked where the words are', () => {
    const text = `${'Lager '.repeat(30)}Erfahrung als Gabelstaplerfahrer bei DHL.${' Logistik'.repeat(40)}`
    const snippet = cutSnippet(text, ['gabelstapl'])
    expect(snippet?.text.startsWith('… ')).toBe(true)
    expect(snippet?.text.endsWith(' …')).toBe(true)
    const [mark] = snippet?.marks ?? []
    expect(snippet?.text.slice(mark?.start, mark?.end)).toBe('Gabelstaplerfahrer')
    expect(cutSnippet(text, ['zyxqwort'])).toBeUndefined()
  })
})
