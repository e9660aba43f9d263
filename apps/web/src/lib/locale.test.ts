import { localeOptions } from 'primereact/api'
import { describe, expect, it } from 'vitest'
import { installGermanLocale } from './locale.ts'

type Options = Record<string, unknown> & { aria: Record<string, string> }

installGermanLocale()
const english = localeOptions('en') as Options
const german = localeOptions('de') as Options

/** Values that are the same word in German (or no word at all). */
const SAME_IN_GERMAN = new Set(['filter', 'fileSizeTypes', 'navigation', 'slideNumber'])

const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? []

/**
 * PrimeReact falls back to its English default for every key the German locale lacks, and its
 * `aria` object is replaced as a whole, so a key missing there reaches screen readers in English
 * or as nothing. Compared against PrimeReact's own English locale, so a new key in an update
 * fails here first.
 */
describe('the German PrimeReact locale', () => {
  it('has every aria label of the English default, in German and with its placeholders', () => {
    expect(Object.keys(german.aria).sort()).toEqual(expect.arrayContaining(Object.keys(english.aria).sort()))
    for (const [key, text] of Object.entries(english.aria)) {
      const translated = german.aria[key]
      expect(translated, `aria.${key}`).toEqual(expect.any(String))
      if (!SAME_IN_GERMAN.has(key)) expect(translated, `aria.${key}`).not.toBe(text)
      expect(placeholders(translated ?? ''), `aria.${key}`).toEqual(placeholders(text))
    }
  })

  it('translates every text of the English default', () => {
    for (const [key, value] of Object.entries(english)) {
      if (key === 'aria' || SAME_IN_GERMAN.has(key)) continue
      if (typeof value !== 'string' && !Array.isArray(value)) continue
      expect(german[key], key).not.toEqual(value)
      if (typeof value === 'string')
        expect(placeholders(String(german[key])), key).toEqual(placeholders(value))
    }
  })
})
