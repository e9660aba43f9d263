import { describe, expect, it } from 'vitest'
import {
  checkedWords,
  collectMax,
  documentsDriver,
  expectedFromShares,
  fewEnough,
  fewWithin,
  fillsPage,
  inDocumentsEstimate,
  initialsBeside,
  profileWay,
  signatureSpares,
  typoFirst,
  typoHolders,
  walkOnFrom,
} from './applicants.search.ts'
import type { SearchWord } from './applicants.search-match.ts'

/**
 * A tier that reads documents either walks the newest 1,000 applicants or collects all its matches
 * from the indexes. The walk pays only where it is expected to meet one and a half pages of 20: an
 * estimate that promises about one page falls short as often as not, and then both ways are paid.
 */
describe('when a tier that reads documents collects its matches instead of walking the newest', () => {
  it("collects a whole number of matches at most, whatever the size (it is a statement's LIMIT)", () => {
    expect(collectMax(319)).toBe(79)
    expect(collectMax(2_000)).toBe(200)
    expect(collectMax(100_000)).toBe(3_000)
    expect(collectMax(1_234_567)).toBe(4_969)
  })

  it('collects where the newest 1,000 would hold fewer than one and a half pages, up to 4,000 matches', () => {
    // 100,000 applicants: one and a half pages among the newest 1,000 means 3 % of them.
    expect(fewEnough(1_000, 100_000)).toBe(true)
    expect(fewEnough(2_558, 100_000)).toBe(true)
    expect(fewEnough(3_000, 100_000)).toBe(true)
    expect(fewEnough(3_001, 100_000)).toBe(false)
    expect(collectMax(200_000)).toBe(4_000)
    expect(collectMax(250_000)).toBe(4_000)
  })

  it('collects in a small table wherever that reads fewer rows than the walk would', () => {
    // 2,000 applicants: 200 matches, collected, against 20 × 2,000 ÷ 200 = 200 rows walked.
    expect(fewEnough(200, 2_000)).toBe(true)
    expect(fewEnough(201, 2_000)).toBe(false)
    // 10,000: one and a half pages among the newest 1,000 (300), the square root (447) more.
    expect(collectMax(10_000)).toBe(447)
    // From about 22,000 on the pages rule alone.
    expect(collectMax(20_000)).toBe(632)
    expect(collectMax(40_000)).toBe(1_200)
  })

  it('walks beyond about 4,500 of a million, where the newest 5,000 hold a page and collecting reads thousands', () => {
    expect(fewEnough(4_472, 1_000_000)).toBe(true)
    expect(fewEnough(4_473, 1_000_000)).toBe(false)
    // Once 1 % of the applicants, each match read and checked with its document vector („Ecker
    // DHL“: 9,200 expected, 11,700 collected, 360 ms), where walking the newest takes 25 ms.
    expect(fewEnough(10_000, 1_000_000)).toBe(false)
    expect(fewEnough(40_000, 1_000_000)).toBe(false)
  })

  it('collects when the planner knows no row count yet', () => {
    expect(fewEnough(Number.POSITIVE_INFINITY, 0)).toBe(true)
  })
})

describe('when a walk that found too few goes on instead of collecting', () => {
  it('goes on at a million from a fifth of a page among the newest 1,000, never in a small table', () => {
    expect(walkOnFrom(20, 1_000_000)).toBe(4)
    // 4,000 × 1,000 / 200,000 = 20: a page would have been found already.
    expect(walkOnFrom(20, 200_000)).toBeUndefined()
    expect(walkOnFrom(20, 100_000)).toBeUndefined()
    expect(walkOnFrom(20, 0)).toBeUndefined()
    // Where collecting would read fewer rows than the walk on, it collects: 400,000 → from 10.
    expect(walkOnFrom(20, 400_000)).toBe(10)
  })

  it('goes on from a single match where its rows are cheap (the signature spares their vectors)', () => {
    expect(walkOnFrom(20, 1_000_000, true)).toBe(1)
    expect(walkOnFrom(20, 400_000, true)).toBe(3)
    // 4,000 × 1,000 / (4 × 100,000) = 10 of 1,000: a small table is cheap to collect from.
    expect(walkOnFrom(20, 100_000, true)).toBe(10)
    expect(walkOnFrom(20, 20_000, true)).toBeUndefined()
    expect(walkOnFrom(20, 0, true)).toBeUndefined()
  })

  it('takes rows for cheap where a word of four letters or more is in few documents', () => {
    const word = (forms: string[], bits: number[][], documentShare: number, stop = false): SearchWord => ({
      forms,
      corrections: [],
      stop,
      parts: [],
      documentBits: bits,
      documentShare,
    })
    const alessia = word(['alessia'], [[126, 791]], 0)
    const kliniken = word(['kliniken'], [[23, 400]], 0.6)
    const can = word(['can'], [[]], 0)
    expect(signatureSpares([alessia, kliniken])).toBe(true)
    // A common word's test passes most rows; a word start of three letters cannot be tested.
    expect(signatureSpares([can, kliniken])).toBe(false)
    expect(signatureSpares([{ ...alessia, stop: true }, kliniken])).toBe(false)
    expect(signatureSpares([{ ...alessia, documentBits: undefined }, kliniken])).toBe(false)
    // A word asked in several forms is tested only where each form can be: one too short may match.
    expect(
      signatureSpares([
        {
          ...alessia,
          documentBits: [
            [126, 791],
            [14, 3],
          ],
        },
        kliniken,
      ]),
    ).toBe(true)
    expect(signatureSpares([{ ...alessia, documentBits: [[126, 791], []] }, kliniken])).toBe(false)
    expect(signatureSpares([{ ...alessia, documentBits: [] }, kliniken])).toBe(false)
  })
})

describe('whether the applicants holding every word in their documents are expected to be few', () => {
  /** A word the statistics list (`listed`), or one below their least share, which they do not. */
  const word = (shareInDocuments?: number, stop = false, listed = true): SearchWord => ({
    forms: ['x'],
    corrections: [],
    stop,
    parts: [],
    shareInDocuments,
    documentShare: listed ? shareInDocuments : 0,
  })
  it('multiplies the shares the statistics tell, as the planner would', () => {
    // "Meyer DHL" among 100,000: Meyer below the least listed share (1 %), DHL in 60 %: 600 at most.
    expect(fewWithin([word(0.01), word(0.6)], 100_000)).toBe(true)
    // Two words in most CVs: 42,000 of 100,000, too many to collect (4,000 at most).
    expect(fewWithin([word(0.7), word(0.6)], 100_000)).toBe(false)
    // A stop word asks nothing of the documents.
    expect(fewWithin([word(0.01), word(0.6), word(undefined, true)], 100_000)).toBe(true)
  })

  it('takes words typed with a stop word among them for one name: as many as hold the rarest', () => {
    // „Halle an der Saale“ among 100,000: each word in 17 % of the CVs; 2,890 if independent.
    expect(fewWithin([word(0.17), word(0.17)], 100_000)).toBe(true)
    expect(fewWithin([word(0.17), word(undefined, true), word(0.17)], 100_000)).toBe(false)
    expect(inDocumentsEstimate([word(0.17), word(undefined, true), word(0.03)], 100_000)).toBeCloseTo(3_000)
  })

  it('multiplies them still where the rarest is a word the statistics do not list: „Max von Müller“', () => {
    // Among a million: „Max“ below the least listed share (1.24 %), „Müller“ in 9 %; 115 hold both.
    const max = word(0.0124, false, false)
    const words = [max, word(undefined, true), word(0.0915)]
    expect(inDocumentsEstimate(words, 1_000_000)).toBeCloseTo(1_134.6)
    expect(fewWithin(words, 1_000_000)).toBe(true)
  })

  it('expects nothing where a share is unknown or a single word is asked', () => {
    expect(fewWithin([word(undefined), word(0.6)], 100_000)).toBe(false)
    expect(fewWithin([word(0.01)], 100_000)).toBe(false)
  })
})

describe('which words the part-of-text tier checks in the rows of a rarer one instead of looking them up', () => {
  const word = (profileShare: number, stop = false): SearchWord => ({
    forms: ['wort'],
    corrections: [],
    stop,
    parts: [],
    profileShare,
  })
  it('a word in many profiles beside one in few: „Amanda Köln“ among 100,000', () => {
    const amanda = word(0.0023)
    const koln = word(0.05)
    expect([...checkedWords([amanda, koln], 100_000)]).toEqual([koln])
    // A word the statistics do not list (share 0) is rarer still.
    expect([...checkedWords([word(0), koln], 100_000)]).toEqual([koln])
  })

  it('beside a word matched by its word starts alone, by the words of the vocabulary that begin so', () => {
    // „le“ is rare as a whole word, but begins the words of thousands („Leipzig“, „Lehmann“).
    const le = { ...word(0), forms: ['le'] }
    const muller = { ...word(0.09), forms: ['muller'] }
    // Unknown (too many words begin so): nothing is taken for the rarest.
    expect(checkedWords([le, muller], 100_000).size).toBe(0)
    expect(checkedWords([{ ...le, startHolders: 4_718 }, muller], 100_000).size).toBe(0)
    // „Ed Berlin“: 314 hold a word that begins with „ed“, and each is checked for Berlin.
    const berlin = { ...word(0.17), forms: ['berlin'] }
    expect([...checkedWords([{ ...le, forms: ['ed'], startHolders: 314 }, berlin], 100_000)]).toEqual([
      berlin,
    ])
    // Where the documents are read, a word start is weighed by the documents' statistics.
    expect([...checkedWords([le, muller], 100_000, 'documents')]).toEqual([muller])
  })

  it('at the documents tier, by the share of the profiles or the documents, whichever is larger', () => {
    const max: SearchWord = {
      forms: ['max'],
      corrections: [],
      stop: false,
      parts: [],
      profileShare: 0,
      documentShare: 0,
    }
    const muller = { ...max, forms: ['muller'], profileShare: 0.09, documentShare: 0.09 }
    const dhl = { ...max, forms: ['dhl'], profileShare: 0, documentShare: 0.6 }
    expect([...checkedWords([max, muller], 1_000_000, 'documents')]).toEqual([muller])
    expect([...checkedWords([max, dhl], 1_000_000, 'documents')]).toEqual([dhl])
    // In the profile alone, „DHL“ is rare: nothing to check there.
    expect(checkedWords([max, dhl], 1_000_000).size).toBe(0)
  })

  it('none where the rarest word is in too many profiles to read them, or the others are not common', () => {
    // Amanda among a million: 2,300 profiles to read.
    expect(checkedWords([word(0.0023), word(0.05)], 1_000_000).size).toBe(0)
    // Two words of similar shares, or a partner below 1 %.
    expect(checkedWords([word(0.02), word(0.05)], 100_000).size).toBe(0)
    expect(checkedWords([word(0.0001), word(0.005)], 100_000).size).toBe(0)
    // A single word, and a stop word beside it.
    expect(checkedWords([word(0.05)], 100_000).size).toBe(0)
    expect(checkedWords([word(0, true), word(0.05)], 100_000).size).toBe(0)
  })
})

describe('whether the documents tier is expected to fill the page, so the corrections are not asked with it', () => {
  const word = (profileShare: number, documentShare = 0): SearchWord => ({
    forms: ['x'],
    corrections: [],
    stop: false,
    parts: [],
    profileShare,
    documentShare,
  })
  const expected = (matches?: number) => ({ few: true, fewWithin: false, matches })
  it('where every word is listed and the estimate is four times what the page lacks', () => {
    expect(fillsPage(expected(497), [word(0.0023), word(0.05, 0.64)], 100_000, 9)).toBe(true)
    expect(fillsPage(expected(35), [word(0.0023), word(0.05, 0.64)], 100_000, 9)).toBe(false)
    // A single word walked without asking the planner: the documents' share tells.
    expect(fillsPage(undefined, [word(0, 0.6)], 100_000, 20)).toBe(true)
    expect(fillsPage(undefined, [word(0.01, 0)], 100_000, 20)).toBe(false)
  })

  it('never for a word the statistics do not list: a misspelt word is estimated at a default share', () => {
    expect(fillsPage(expected(500), [word(0)], 100_000, 20)).toBe(false)
    expect(fillsPage(expected(5_000), [word(0.01), word(0)], 100_000, 20)).toBe(false)
  })
})

describe('what the documents tier is expected to match in a small table, from the statistics alone', () => {
  const word = (profileShare: number, shareInDocuments?: number, stop = false): SearchWord => ({
    forms: ['wort'],
    corrections: [],
    stop,
    parts: [],
    profileShare,
    shareInDocuments,
    documentShare: shareInDocuments,
  })
  it('each word in the profile or the documents, taken for independent: few are collected', () => {
    // „Adam Köln“ among 2,000: 2,000 × (2.6 % + 2 %) × (17 % + 30 %) ≈ 43, collected (200 at most).
    const expected = expectedFromShares([word(0.026, 0.02), word(0.17, 0.3)], 2_000)
    expect(expected.matches).toBeCloseTo(43.24)
    expect(expected.few).toBe(true)
    expect(expected.fewWithin).toBe(false)
  })

  it('walks two words each common in the CVs, and words the statistics know nothing of', () => {
    // „Beratung Schulabschluss“: 2,000 × 60 % × 60 % = 720.
    expect(expectedFromShares([word(0, 0.6), word(0, 0.6)], 2_000).few).toBe(false)
    // Without statistics of the documents every word is taken for as common as can be.
    expect(expectedFromShares([word(0), word(0)], 2_000).few).toBe(false)
  })

  it('takes the words of a phrase for standing together: „Halle an der Saale“', () => {
    // 14 % each: 39 if independent, but 280 hold both.
    const phrase = [word(0, 0.14), word(0, undefined, true), word(0, 0.14)]
    expect(expectedFromShares(phrase, 2_000).matches).toBeCloseTo(280)
    expect(expectedFromShares(phrase, 2_000).few).toBe(false)
  })
})

describe('which of the tiers beyond the profile is asked first', () => {
  const word = (forms: string[], { stop = false, profileShare = 0, partHolders }: Partial<SearchWord> = {}) =>
    ({ forms, corrections: [], stop, parts: forms, profileShare, partHolders }) as SearchWord

  it('guesses first for a stop word beside words profiles hold, where the documents would drop it', () => {
    // „Abby Kein“: the documents cannot be asked for „kein“, and every Abby would fill the page.
    expect(typoFirst([word(['abby'], { profileShare: 0.03 }), word(['kein'], { stop: true })])).toBe(true)
    // The vocabulary's count serves where the statistics list no share.
    expect(typoFirst([word(['hedda'], { partHolders: 25 }), word(['kein'], { stop: true })])).toBe(true)
  })

  it('asks the documents first where a word is in no profile, or no stop word is typed', () => {
    // „Lagerist bei DHL“: the documents are what the term asks for.
    const lagerist = word(['lagerist'], { partHolders: 0 })
    expect(typoFirst([lagerist, word(['bei'], { stop: true }), word(['dhl'])])).toBe(false)
    expect(typoFirst([word(['abby'], { profileShare: 0.03 }), word(['klein'], { profileShare: 0.01 })])).toBe(
      false,
    )
    // Stop words alone ask nothing of the documents at all.
    expect(typoFirst([word(['am'], { stop: true }), word(['und'], { stop: true })])).toBe(false)
  })
})

describe('how many the typo tier of a single word matches, from the vocabulary’s counts', () => {
  const word = (forms: string[], extra: Partial<SearchWord>) =>
    ({ forms, corrections: [], stop: false, parts: forms, ...extra }) as SearchWord

  it('adds those holding the corrections to those holding the word as a part of their text', () => {
    // „Bezing“: nobody holds it, 900 hold „benzing“.
    expect(typoHolders([word(['bezing'], { correctionHolders: 900, partHolders: 0 })])).toBe(900)
    // A stop word beside it asks nothing of the profile.
    expect(
      typoHolders([
        word(['bei'], { stop: true }),
        word(['bezing'], { correctionHolders: 900, partHolders: 3 }),
      ]),
    ).toBe(903)
  })

  it('leaves it to the planner for several words or where a count is unknown', () => {
    const known = word(['bezing'], { correctionHolders: 900, partHolders: 0 })
    expect(
      typoHolders([known, word(['koln'], { correctionHolders: 0, partHolders: 50_000 })]),
    ).toBeUndefined()
    // More words contain the form than the vocabulary counts („berg“).
    expect(typoHolders([word(['berg'], { correctionHolders: 10 })])).toBeUndefined()
    // Corrections not looked up.
    expect(typoHolders([word(['bezing'], { partHolders: 0 })])).toBeUndefined()
  })
})

/** A word of one form, as the statistics and the vocabulary describe it (`more`). */
const namedWord = (form: string, more: Partial<SearchWord> = {}): SearchWord => ({
  forms: [form],
  corrections: [],
  stop: false,
  parts: [form],
  ...more,
})

describe("how the profile's tiers read two initials or more beside a name", () => {
  const word = namedWord
  // Among a million: Müller in 9 %, Schulz in 1 %, by the vocabulary's count of profiles.
  const muller = word('muller', { partHolders: 91_000, profileShare: 0.09 })
  const schulz = word('schulz', { partHolders: 12_000, profileShare: 0.012 })
  const j = word('j')
  const k = word('k')

  it("walks the newest thousand and then collects, never the planner's walk through the table", () => {
    expect(initialsBeside([j, k, muller])).toBe(true)
    expect(profileWay([word('m'), k, schulz], 1_000_000)).toBe('walk')
    expect(profileWay([muller, j, k], 1_000_000)).toBe('walk')
  })

  it('leaves one initial, initials alone, and starts the vocabulary counts to the planner', () => {
    expect(initialsBeside([j, muller])).toBe(false)
    expect(profileWay([j, muller], 1_000_000)).toBeUndefined()
    expect(initialsBeside([j, k, word('a'), word('b')])).toBe(false)
    // A start that begins few words of the vocabulary is weighed (see checkedWords).
    expect(initialsBeside([word('q', { startHolders: 40 }), word('x', { startHolders: 12 }), muller])).toBe(
      false,
    )
    // A stop word is no initial, nor a name beside them.
    expect(initialsBeside([j, word('a', { stop: true }), muller])).toBe(false)
    expect(initialsBeside([j, k, word('und', { stop: true })])).toBe(false)
  })

  it('collects where a word is held by few, whatever else the term holds', () => {
    expect(profileWay([j, k, word('kowalczyk', { partHolders: 30, profileShare: 0.00003 })], 1_000_000)).toBe(
      'collect',
    )
  })
})

describe('which word of several leads the documents tier', () => {
  const word = namedWord
  // Among a million: 1,488 Bjarnes, listed among the profiles' common words (one in a thousand and
  // more), in no document's list; a school certificate in every CV.
  const bjarne = word('bjarne', { partHolders: 1_488, profileShare: 0.0016, documentShare: 0, rare: false })
  const certificate = word('schulabschluss', { partHolders: 0, profileShare: 0, documentShare: 0.9999 })

  it('a name of the profiles held by few enough to collect, though the statistics list it', () => {
    expect(documentsDriver([bjarne, certificate], 1_000_000)).toEqual({ word: bjarne, most: 4_472 })
    expect(documentsDriver([certificate, bjarne], 1_000_000)?.word).toBe(bjarne)
    // Of two such names, the one fewer profiles hold.
    const stratmann = word('stratmann', { partHolders: 300, profileShare: 0.0003, documentShare: 0 })
    expect(documentsDriver([bjarne, stratmann], 1_000_000)?.word).toBe(stratmann)
  })

  it('a rare word first, gathering at most a thousand', () => {
    const rare = word('zwetschke', { partHolders: 3, profileShare: 0, documentShare: 0, rare: true })
    expect(documentsDriver([bjarne, rare], 1_000_000)).toEqual({ word: rare, most: 1_000 })
  })

  it('none where the name is held by more than are worth collecting, or by many documents', () => {
    // 1,488 of 100,000 are fewer than the 3,000 collected there at most; of 10,000, more than 447.
    expect(documentsDriver([bjarne, certificate], 100_000)?.word).toBe(bjarne)
    expect(documentsDriver([bjarne, certificate], 10_000)).toBeUndefined()
    const cited = { ...bjarne, documentShare: 0.01 }
    expect(documentsDriver([cited, certificate], 1_000_000)).toBeUndefined()
  })

  it('none for a word of no profile (its documents may be thousands the statistics do not list), a single word or before the statistics', () => {
    const forklift = word('gabelstapler', { partHolders: 0, profileShare: 0, documentShare: 0 })
    expect(documentsDriver([forklift, certificate], 1_000_000)).toBeUndefined()
    expect(documentsDriver([bjarne], 1_000_000)).toBeUndefined()
    expect(documentsDriver([{ ...bjarne, documentShare: undefined }, certificate], 1_000_000)).toBeUndefined()
    expect(documentsDriver([bjarne, certificate], 0)).toBeUndefined()
  })
})
