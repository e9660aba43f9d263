import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter')).agent
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

async function search(term: string) {
  const response = await viewer.get(`/api/applicants/search/${encodeURIComponent(term)}`)
  expect(response.statusCode, term).toBe(200)
  return response.json().data as Array<{ id: number; first_name: string; last_name: string }>
}
const ids = async (term: string) => (await search(term)).map((a) => a.id)

/** Each applicant is a step later than the one before: the newest would win a tie on recency. */
const later = () => t.clock.advance(60_000)

describe('search ranks exact before prefix before typo', () => {
  it('finds the applicant in Hamburg before one named Hofmannburg, even when that one is newer', async () => {
    const inHamburg = await createApplicantVia(recruiter, {
      first_name: 'Greta',
      last_name: 'Nordmann',
      city: 'Hamburg',
    })
    later()
    const prefix = await createApplicantVia(recruiter, {
      first_name: 'Hamburgine',
      last_name: 'Lindqvist',
      city: 'Passau',
    })
    later()
    const named = await createApplicantVia(recruiter, {
      first_name: 'Heike',
      last_name: 'Hofmannburg',
      city: 'Hof',
    })
    later()
    const typo = await createApplicantVia(recruiter, { first_name: 'Jens', last_name: 'Hamburk' })
    const found = await ids('Hamburg')
    expect(found[0]).toBe(inHamburg.id)
    // A word that starts with the term comes next, then a typo; a name merely ending in "burg" is noise.
    expect(found[1]).toBe(prefix.id)
    expect(found[2]).toBe(typo.id)
    expect(found).not.toContain(named.id)
  })

  it('finds an applicant by the exact e-mail address first', async () => {
    const lena = await createApplicantVia(recruiter, {
      first_name: 'Lena',
      last_name: 'Schmidt',
      email: 'lena.schmidt@example.de',
    })
    later()
    await createApplicantVia(recruiter, {
      first_name: 'Lena',
      last_name: 'Schmidt',
      email: 'lena.schmidt.neu@example.de',
    })
    later()
    await createApplicantVia(recruiter, {
      first_name: 'Lena',
      last_name: 'Schmidtke',
      email: 'l.schmidtke@example.de',
    })
    expect((await ids('lena.schmidt@example.de'))[0]).toBe(lena.id)
    expect((await ids('LENA.SCHMIDT@EXAMPLE.DE'))[0]).toBe(lena.id)
  })

  it('finds an address by its end before the „@“ as well, in any case, and only with the domain typed', async () => {
    const exact = await createApplicantVia(recruiter, {
      first_name: 'Ole',
      last_name: 'Brandstätter',
      email: 'ostermann@firma-nord.de',
    })
    later()
    const longer = await createApplicantVia(recruiter, {
      first_name: 'Wiebke',
      last_name: 'Brandstätter',
      email: 'Wiebke.Ostermann@Firma-Nord.de',
    })
    later()
    const elsewhere = await createApplicantVia(recruiter, {
      first_name: 'Karl',
      last_name: 'Brandstätter',
      email: 'k.ostermann@web.de',
    })
    // The whole address first, then the one whose part before the „@“ ends so.
    expect(await ids('ostermann@firma-nord.de')).toEqual([exact.id, longer.id])
    expect(await ids('STERMANN@Firma-Nord.DE')).toEqual([longer.id, exact.id])
    expect(await ids('ostermann@web.de')).toEqual([elsewhere.id])
    // Typed without its end, the address is a part of the text as any other word.
    expect((await ids('ostermann@firma')).sort()).toEqual([exact.id, longer.id].sort())
    expect(await ids('ostermann@firma-nord.com')).toEqual([])
  })

  it('finds by an exact phone number, with or without spaces', async () => {
    const caller = await createApplicantVia(recruiter, {
      first_name: 'Paul',
      last_name: 'Telefon',
      phone: '0171 9876543',
    })
    later()
    await createApplicantVia(recruiter, { first_name: 'Pia', last_name: 'Anders', phone: '0171 98765432' })
    expect((await ids('0171 9876543'))[0]).toBe(caller.id)
    expect((await ids('01719876543'))[0]).toBe(caller.id)
  })
})

describe('several words must each match, in any field', () => {
  it('"Pflege Köln" finds the nursing applicant in Köln, not the one in IT in Köln nor the nurse in Berlin', async () => {
    const nurseKoeln = await createApplicantVia(recruiter, {
      first_name: 'Sabine',
      last_name: 'Kranz',
      city: 'Köln',
      profession_group: 'pflege',
    })
    const itKoeln = await createApplicantVia(recruiter, {
      first_name: 'Timo',
      last_name: 'Kabel',
      city: 'Köln',
      profession_group: 'it',
    })
    const nurseBerlin = await createApplicantVia(recruiter, {
      first_name: 'Petra',
      last_name: 'Pfleger',
      city: 'Berlin',
      profession_group: 'pflege',
    })
    for (const term of [
      'Pflege Köln',
      'köln pflege',
      'Pflege Koeln',
      'Pfleg Köl',
      'Sab Kö',
      'Pfl Köln',
      'Köln Sab',
      'Kranz Pfleg',
      'pflege sabine köln',
      'Gesundheit Köln',
    ]) {
      const found = await ids(term)
      expect(found, term).toContain(nurseKoeln.id)
      expect(found, term).not.toContain(itKoeln.id)
      expect(found, term).not.toContain(nurseBerlin.id)
    }
    expect(await ids('Sabine Köln')).toEqual([nurseKoeln.id])
    expect(await ids('Sabine Berlin')).toEqual([])
  })

  it('keeps prefix, accents and typo tolerance', async () => {
    const target = await createApplicantVia(recruiter, {
      first_name: 'Ülkü',
      last_name: 'Özkaraca',
      city: 'Gelsenkirchen',
    })
    expect(await ids('Ozkaraca')).toContain(target.id)
    expect(await ids('özk')).toContain(target.id)
    expect(await ids('Gelsenkirchn')).toContain(target.id)
    expect((await ids('Ülkü Özkaraca'))[0]).toBe(target.id)
    expect((await ids('Ülkü Gelsenkirchn'))[0]).toBe(target.id)
    const mueller = await createApplicantVia(recruiter, {
      first_name: 'Jörg',
      last_name: 'Müller',
      city: 'München',
    })
    expect((await ids('Joerg Mueller Muenchen'))[0]).toBe(mueller.id)
  })
})

describe('a word of one or two letters', () => {
  it('finds the words that begin with it, not an address that ends in it', async () => {
    const dennis = await createApplicantVia(recruiter, {
      first_name: 'Dennis',
      last_name: 'Weber',
      city: 'Bremerhaven',
      email: 'dw@web.de',
    })
    later()
    const eda = await createApplicantVia(recruiter, {
      first_name: 'Eda',
      last_name: 'De Luca',
      city: 'Bremerhaven',
    })
    later()
    const anna = await createApplicantVia(recruiter, {
      first_name: 'Anna',
      last_name: 'Schulz',
      city: 'Bremerhaven',
      email: 'anna.schulz@web.de',
    })
    // „De“ whole first, then a word that begins with it; „.de“ of an address is no word start.
    expect(await ids('De Bremerhaven')).toEqual([eda.id, dennis.id])
    expect(await ids('de')).not.toContain(anna.id)
    expect(await ids('Anna Sc')).toEqual([anna.id])
    expect(await ids('W Dennis')).toEqual([dennis.id])
    const listed = await viewer.get(`/api/applicants?q=${encodeURIComponent('De Bremerhaven')}`)
    expect(listed.statusCode).toBe(200)
    expect((listed.json().data as Array<{ id: number }>).map(({ id }) => id).sort()).toEqual(
      [dennis.id, eda.id].sort(),
    )
  })
})

describe('typo guesses in a term of several words', () => {
  it('take a word someone holds as typed, and guess only for a word nobody holds', async () => {
    const marius = await createApplicantVia(recruiter, {
      first_name: 'Marius',
      last_name: 'Brandtner',
      city: 'Rosenheim',
    })
    later()
    const mario = await createApplicantVia(recruiter, {
      first_name: 'Mario',
      last_name: 'Vellinger',
      city: 'Rosenheim',
    })
    // Both words are known: "Marius" is not also read as "Mario".
    expect(await ids('Marius Rosenheim')).toEqual([marius.id])
    // "Mariuss" nobody holds: its nearest known words are guessed, "Marius" and "Mario".
    expect((await ids('Mariuss Rosenheim')).sort()).toEqual([marius.id, mario.id].sort())
    // A single word is also guessed for when known: the profile may hold the misspelt name.
    expect(await ids('Marius')).toEqual([marius.id, mario.id])
  })
})

describe('a misspelt name that is a stop word', () => {
  it('is guessed for before the documents are asked without it', async () => {
    const klein = await createApplicantVia(recruiter, {
      first_name: 'Hedda',
      last_name: 'Klein',
      city: 'Wismar',
    })
    // Names nearer to „Kein“ than „Klein“ is, by their trigrams.
    for (const last_name of ['Keiner', 'Keil', 'Keim']) {
      await createApplicantVia(recruiter, { first_name: 'Jonte', last_name, city: 'Wismar' })
    }
    const others = []
    for (const last_name of ['Lorenz', 'Vogt', 'Sauer', 'Pohl', 'Brandt', 'Kuhn', 'Busch', 'Engel']) {
      for (const city of ['Husum', 'Lübeck', 'Celle']) {
        later()
        others.push(await createApplicantVia(recruiter, { first_name: 'Hedda', last_name, city }))
      }
    }
    // „Kein“ is a word German full text drops, so the documents cannot be asked for it: there the
    // term is „Hedda“ alone, which two dozen newer people hold. „Kein“ is guessed for first
    // (Klein: one letter more), and the other Heddas follow.
    const found = await ids('Hedda Kein')
    expect(found[0]).toBe(klein.id)
    expect(found).toHaveLength(20)
    expect(others.map(({ id }) => id)).toEqual(expect.arrayContaining(found.slice(1)))
    // Typed right, the name is found whole, and alone.
    expect(await ids('Hedda Klein')).toEqual([klein.id])
  })
})

describe('invisible characters inside a typed word', () => {
  it('are dropped: the word is the one the person sees, in the search and in a list filter', async () => {
    const pasted = await createApplicantVia(recruiter, {
      first_name: 'Quendolin',
      last_name: 'Zwirbelmoser',
      city: 'Landshut',
    })
    // A zero-width space, a soft hyphen, a word joiner and a byte order mark, as copied from a
    // web page or a PDF.
    for (const term of [
      'Zwirbel\u200Bmoser',
      'Zwirbel\u00ADmoser',
      '\u2060Zwirbelmoser\uFEFF',
      'Quen\u200Cdolin Lands\u200Dhut',
    ]) {
      expect(await ids(term), JSON.stringify(term)).toEqual([pasted.id])
      const list = await viewer.get(`/api/applicants?q=${encodeURIComponent(term)}`)
      expect(list.statusCode, JSON.stringify(term)).toBe(200)
      expect(
        list.json().data.map((a: { id: number }) => a.id),
        JSON.stringify(term),
      ).toEqual([pasted.id])
    }
  })
})

describe('invisible characters in a pasted name', () => {
  it('are not stored, so the name is found as it reads', async () => {
    const pasted = await createApplicantVia(recruiter, {
      first_name: 'Wen\u200Bdelin',
      last_name: '\u2060Quarzbichler\u200E',
      city: 'Traun\u00ADstein',
      email: 'wendelin.quarz\u200Bbichler@example.de',
    })
    expect(pasted).toMatchObject({
      first_name: 'Wendelin',
      last_name: 'Quarzbichler',
      city: 'Traunstein',
      email: 'wendelin.quarzbichler@example.de',
    })
    expect(await ids('Wendelin Quarzbichler Traunstein')).toEqual([pasted.id])
  })
})

describe('hostile terms', () => {
  it('answer an empty result or a German 4xx, never a server error', async () => {
    const terms = [
      '\u0000',
      'Ham\u0000burg',
      'x'.repeat(10_000),
      'Hamburg '.repeat(60),
      '!!!',
      '%',
      '%%',
      '_',
      "'",
      '\\',
      '"',
      '😀',
      '👩‍⚕️ Köln',
      "'; DROP TABLE applicants; --",
      'a:*|b',
      '(',
      '&',
      '!',
      '<->',
      '\uFFFF',
      '\t\n',
    ]
    for (const term of terms) {
      const response = await viewer.get(`/api/applicants/search/${encodeURIComponent(term)}`)
      const label = JSON.stringify(term.slice(0, 20))
      expect(response.statusCode, label).toBeLessThan(500)
      if (response.statusCode !== 200) {
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400)
        expect(response.json().message, label).toMatch(/[äöüß]|nicht|Such|zu lang/i)
      }
    }
    for (const term of ['%', '_', "'", '\\', '!!!', '😀', '%%%___']) {
      expect(await ids(term), JSON.stringify(term)).toEqual([])
    }
    // A control character is refused at the boundary, like in every other input.
    const nul = await viewer.get(`/api/applicants/search/${encodeURIComponent('Mül\u0000ler')}`)
    expect(nul.statusCode).toBe(422)
    expect(nul.json().message).toMatch(/Steuerzeichen/)
    // A lone surrogate half, sent raw.
    expect((await viewer.get('/api/applicants/search/%ED%A0%80')).statusCode).toBeLessThan(500)
    expect((await viewer.get('/api/applicants')).statusCode).toBe(200)
  })
})
