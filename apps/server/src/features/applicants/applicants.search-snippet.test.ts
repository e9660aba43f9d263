import { describe, expect, it } from 'vitest'
import type { SearchWord } from './applicants.search-match.ts'
import { anchorWords, cutSnippet, findWords, lacks, snippetProbes } from './applicants.search-snippet.ts'

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

  it('cut a snippet around the first anchor found, else around the first word', () => {
    const text = `Bremen ${'Lager '.repeat(60)}Inventur im Lager Bremen${' Logistik'.repeat(40)}`
    const around = cutSnippet(text, ['bremen', 'inventur'], [['inventur']])
    expect(around?.text).toContain('Inventur im Lager Bremen')
    expect(around?.marks.map(({ start, end }) => around.text.slice(start, end))).toEqual([
      'Inventur',
      'Bremen',
    ])
    expect(cutSnippet(text, ['bremen', 'inventur'], [['kommission']])?.text.startsWith('Bremen')).toBe(true)
  })
})

const word = (forms: string[], extra: Partial<SearchWord> = {}): SearchWord => ({
  forms,
  stop: false,
  parts: forms,
  corrections: [],
  ...extra,
})

describe('the words a snippet looks for', () => {
  it('leave out stop words and try the rarest word in the documents first', () => {
    const words = [
      word(['bremen'], { documentShare: 0.2 }),
      word(['an'], { stop: true }),
      word(['inventur'], { documentShare: 0.01 }),
      word(['gabelstapler']),
    ]
    expect(snippetProbes(words)).toEqual([
      'bremen',
      'brem',
      'inventur',
      'invent',
      'gabelstapler',
      'gabelstapl',
    ])
    expect(anchorWords(words).map((each) => each.forms)).toEqual([['gabelstapler'], ['inventur'], ['bremen']])
  })

  it('know which words a profile lacks, by every form', () => {
    expect(lacks('wanda ankerlind bremen', ['inventur'])).toBe(true)
    expect(lacks('wanda ankerlind bremen', ['bremen'])).toBe(false)
    expect(lacks('jan muller koln', ['mueller', 'muller'])).toBe(false)
  })
})
