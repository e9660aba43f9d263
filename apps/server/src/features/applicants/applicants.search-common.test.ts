import { describe, expect, it } from 'vitest'
import { startsCommonWord } from './applicants.search-common.ts'

describe('a word among the common words of the statistics', () => {
  const common = ['dhl', 'gabelstapl', 'hamburg', 'koln', 'lager', 'lagerist']
  it('is found whole and as the start of a longer one, in a sorted list', () => {
    expect(startsCommonWord(common, 'koln')).toBe(true)
    expect(startsCommonWord(common, 'gabelst')).toBe(true)
    expect(startsCommonWord(common, 'lagerist')).toBe(true)
    expect(startsCommonWord(common, 'dh')).toBe(true)
  })
  it('is not found where no common word starts with it', () => {
    expect(startsCommonWord(common, 'silja')).toBe(false)
    expect(startsCommonWord(common, 'kolner')).toBe(false)
    expect(startsCommonWord(common, 'a')).toBe(false)
    expect(startsCommonWord(common, 'zwetschk')).toBe(false)
    expect(startsCommonWord([], 'koln')).toBe(false)
  })
})
