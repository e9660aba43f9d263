import { describe, expect, it } from 'vitest'
import { visibleText } from './invisible.ts'
import { hasSearchWord } from './typed-words.ts'

describe('a typed term with a word to search for', () => {
  it('holds a letter or a digit of any script', () => {
    for (const term of ['Müller', 'a', '7', '..7', 'İstanbul', 'مرحبا', 'C++', ' x '])
      expect(hasSearchWord(term)).toBe(true)
  })
  it('is not dots, punctuation, symbols or space alone', () => {
    for (const term of ['', ' ', '.', '..', '...', '%', '--', '„“', '👍', '\u200b'])
      expect(hasSearchWord(term)).toBe(false)
  })
})

describe('a typed term as the person sees it', () => {
  it('drops invisible characters inside and around words, and keeps everything visible', () => {
    expect(visibleText('Mül\u200Bler')).toBe('Müller')
    expect(visibleText('Gabel\u00ADstapler')).toBe('Gabelstapler')
    expect(visibleText('\u2060Anna\uFEFF \u200EKöln\u202E')).toBe('Anna Köln')
    expect(visibleText('O’Brien, Ünal-Şahin 0176 12')).toBe('O’Brien, Ünal-Şahin 0176 12')
  })
})
