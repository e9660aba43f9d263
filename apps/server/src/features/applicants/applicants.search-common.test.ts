import { describe, expect, it } from 'vitest'
import { documentShare, profileShare, startsCommonWord } from './applicants.search-common.ts'
import { shareOfForms } from './applicants.search-match.ts'

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

/** The statistics' common words of both columns, as the shares below read them. */
const listed = {
  words: [],
  documentWords: ['dhl', 'gabelstapl', 'lager', 'lagerist'],
  documentShares: [0.6, 0.5, 0.1, 0.3],
  profileWords: ['frankfurt', 'main'],
  profileShares: [0.04, 0.05],
}

describe('the share of the applicants whose documents hold a word', () => {
  it('is the largest share of a listed word it is or starts, 0 where none is listed', () => {
    expect(documentShare(listed, 'dhl')).toBe(0.6)
    expect(documentShare(listed, 'gabelst')).toBe(0.5)
    expect(documentShare(listed, 'lager')).toBe(0.3)
    expect(documentShare(listed, 'silja')).toBe(0)
  })
})

describe('the share of the applicants whose profile holds a word', () => {
  it('is the listed share of the word itself, 0 for a word it only starts', () => {
    expect(profileShare(listed, 'frankfurt')).toBe(0.04)
    expect(profileShare(listed, 'main')).toBe(0.05)
    expect(profileShare(listed, 'frank')).toBe(0)
    expect(profileShare(listed, 'zeitz')).toBe(0)
  })
})

describe('the share of a typed word whose forms full text reads as several words', () => {
  const share = (stem: string) => documentShare(listed, stem)
  it('is the product of the words of one form (a match holds them all), the largest of its forms', () => {
    expect(shareOfForms([['dhl', 'lagerist']], share)).toBeCloseTo(0.18)
    expect(shareOfForms([['dhl'], ['gabelstapl', 'lager']], share)).toBe(0.6)
    expect(shareOfForms([['dhl', 'silja']], share)).toBe(0)
  })
  it('is 0 for a form full text drops, and for no form', () => {
    expect(shareOfForms([['']], share)).toBe(0)
    expect(shareOfForms([[''], ['lager']], share)).toBe(0.3)
    expect(shareOfForms([], share)).toBe(0)
  })
})
