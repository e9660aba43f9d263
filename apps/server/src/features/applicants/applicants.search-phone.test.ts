import { describe, expect, it } from 'vitest'
import { afterDigits } from './applicants.search-match.ts'

describe('the range of phone numbers that begin with some digits', () => {
  it('ends at the smallest string of digits after all of them', () => {
    expect(afterDigits('0176')).toBe('0177')
    expect(afterDigits('0179')).toBe('018')
    expect(afterDigits('017999')).toBe('018')
    expect(afterDigits('0')).toBe('1')
    // Nines alone have no end: every later number begins with something greater.
    expect(afterDigits('999')).toBeUndefined()
  })
})
