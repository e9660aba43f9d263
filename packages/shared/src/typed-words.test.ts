import { describe, expect, it } from 'vitest'
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
