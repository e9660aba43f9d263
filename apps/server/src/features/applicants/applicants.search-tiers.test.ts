import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { germanNumbers } from './applicants.search-words.ts'

let t: TestContext
let recruiter: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter')).agent
})
afterAll(() => t.close())

async function ids(term: string) {
  const response = await recruiter.get(`/api/applicants/search/${encodeURIComponent(term)}`)
  expect(response.statusCode, term).toBe(200)
  return (response.json().data as Array<{ id: number }>).map((a) => a.id)
}

/** Applicants written straight into the table, with the search columns the app computes. */
async function insertMany(count: number, firstName: string, lastName: (i: number) => string, city: string) {
  const names = Array.from({ length: count }, (_, i) => lastName(i))
  await t.db.execute(sql`
    INSERT INTO applicants (first_name, last_name, city, created_at, updated_at)
    SELECT ${firstName}, name, ${city}, now(), now() + make_interval(secs => ord)
    FROM unnest(${`{${names.join(',')}}`}::text[]) WITH ORDINALITY AS n(name, ord)`)
  await t.db.execute(sql`
    UPDATE applicants SET
      search_text = lower(unaccent(concat_ws(' ', first_name, last_name, email, phone, phone_digits, city))),
      search_vector = to_tsvector('german', unaccent(concat_ws(' ', first_name, last_name, email, phone, city)))
    WHERE search_text = ''`)
}

/** How many applicants hold a word; the vocabulary lists it exactly while anyone does. */
async function vocabulary(word: string) {
  const [counted] = (
    await t.db.execute<{ applicants: number }>(
      sql`SELECT applicants FROM search_word_counts WHERE word = ${word}`,
    )
  ).rows
  const listed = (await t.db.execute(sql`SELECT 1 FROM search_words WHERE word = ${word}`)).rows.length
  expect(listed, word).toBe(counted ? 1 : 0)
  return counted?.applicants ?? 0
}

describe('the best tier always comes first', () => {
  it('takes a stop word beside other words as a whole word of the profile: „Frankfurt am Main“', async () => {
    const exact = await createApplicantVia(recruiter, {
      first_name: 'Jule',
      last_name: 'Sauer',
      city: 'Frankfurt am Main',
    })
    // Newer people whose profiles hold "am" only as the start of a word (Amelie).
    await insertMany(30, 'Amelie', () => 'Main', 'Frankfurt')
    const found = await ids('Frankfurt am Main')
    expect(found).toHaveLength(20)
    expect(found[0]).toBe(exact.id)
  })

  it('finds the one exact name among 150 newer applicants whose names only start with it', async () => {
    const exact = await createApplicantVia(recruiter, {
      first_name: 'Ole',
      last_name: 'Brandt',
      city: 'Kiel',
    })
    await insertMany(150, 'Ole', (i) => `Brandtner${i}`, 'Kiel')
    const found = await ids('Brandt')
    expect(found).toHaveLength(20)
    expect(found[0]).toBe(exact.id)
    expect((await ids('ole brandt'))[0]).toBe(exact.id)
  })

  it('puts a misspelt name after every exact and partial match, and finds it through the vocabulary', async () => {
    const right = await createApplicantVia(recruiter, { first_name: 'Wiebke', last_name: 'Quandtberg' })
    expect(await vocabulary('quandtberg')).toBe(1)
    expect(await ids('Quandtbeg')).toEqual([right.id])
    expect(await ids('Wiebke Quantberg')).toEqual([right.id])
    // A word nobody holds is no correction for anything.
    expect(await ids('Zyxqwortberg')).toEqual([])
  })

  it('a phone number typed in groups is one number, a fragment finds it too', async () => {
    const caller = await createApplicantVia(recruiter, {
      first_name: 'Rita',
      last_name: 'Rufer',
      phone: '0176 1234567',
    })
    expect(await ids('0176 12')).toContain(caller.id)
    expect(await ids('0176-1234567')).toEqual([caller.id])
    expect(await ids('0176 123 4567')).toEqual([caller.id])
    expect(await ids('+0176 1234567')).toEqual([caller.id])
  })

  it('a German number is found however its country code is written, by the applicant or the recruiter', async () => {
    const abroad = await createApplicantVia(recruiter, {
      first_name: 'Lale',
      last_name: 'Landesvorwahl',
      phone: '+49 1573 2468013',
    })
    const national = await createApplicantVia(recruiter, {
      first_name: 'Nora',
      last_name: 'Inland',
      phone: '01573 9753102',
    })
    for (const term of ['01573 2468013', '0049 1573 2468013', '+49 (0)1573 2468013', '015732468013'])
      expect(await ids(term), term).toEqual([abroad.id])
    for (const term of ['+49 1573 9753102', '+4915739753102', '0049 1573 9753102'])
      expect(await ids(term), term).toEqual([national.id])
    // A fragment is no whole number: found as typed, no country code is guessed for it.
    expect(await ids('491573')).toEqual([abroad.id])
    expect(germanNumbers('0176123')).toEqual([])
    expect(germanNumbers('0033612345678')).toEqual([])
  })

  it('a number that begins with the digits comes first; one holding them inside is found too', async () => {
    const begins = await createApplicantVia(recruiter, {
      first_name: 'Bea',
      last_name: 'Beginn',
      phone: '0177 6512345',
    })
    const inside = await createApplicantVia(recruiter, {
      first_name: 'Ina',
      last_name: 'Innen',
      phone: '0151 2017765',
    })
    const nines = await createApplicantVia(recruiter, {
      first_name: 'Nina',
      last_name: 'Neun',
      phone: '0179 9990001',
    })
    const next = await createApplicantVia(recruiter, {
      first_name: 'Nils',
      last_name: 'Nachbar',
      phone: '0180 0000001',
    })
    expect(await ids('017765')).toEqual([begins.id, inside.id])
    expect(await ids('2017765')).toEqual([inside.id])
    // The beginning "01799" reaches to the last number before "0180", not beyond.
    expect(await ids('0179 99')).toEqual([nines.id])
    expect(await ids('0180')).toEqual([next.id])
  })
})

describe('words of short runs between marks', () => {
  it('„u.a.“ is the start of a word, never a part inside one', async () => {
    const starts = await createApplicantVia(recruiter, {
      first_name: 'Ulf',
      last_name: 'Abelmann',
      email: 'u.abelmann@example.de',
    })
    // "u.a" stands inside the address only: the end of "lou", the start of "anne".
    const lou = await createApplicantVia(recruiter, {
      first_name: 'Lou',
      last_name: 'Anne',
      email: 'lou.anne@example.de',
    })
    expect(await ids('u.a.')).toEqual([starts.id])
    expect(await ids('U.A')).toEqual([starts.id])
    // A part of an address is looked up by the part before the "@", the whole of it is checked.
    expect(await ids('ou.anne@example.de')).toEqual([lou.id])
    expect(await ids('ou.anne@example.com')).toEqual([])
  })
})

describe('a salutation beside a name', () => {
  it('„Frau Pfeilstetter“ finds her, „Herr Pfeilstetter“ him; „Frau“ alone asks only the words', async () => {
    const her = await createApplicantVia(recruiter, {
      salutation: 'frau',
      first_name: 'Ulrike',
      last_name: 'Pfeilstetter',
    })
    const him = await createApplicantVia(recruiter, {
      salutation: 'herr',
      first_name: 'Ulrich',
      last_name: 'Pfeilstetter',
    })
    expect(await ids('Frau Pfeilstetter')).toEqual([her.id])
    expect(await ids('herr pfeilstetter')).toEqual([him.id])
    expect(await ids('Pfeilstetter')).toEqual(expect.arrayContaining([her.id, him.id]))
    expect(await ids('Frau')).not.toContain(her.id)
  })
})

describe('stop words', () => {
  it('typed alone, each is the start of a word, never a part inside one', async () => {
    const undine = await createApplicantVia(recruiter, { first_name: 'Undine', last_name: 'Dervisoglu' })
    // "und" and "der" stand inside these words only.
    const inside = await createApplicantVia(recruiter, { first_name: 'Edmund', last_name: 'Anderegg' })
    expect(await ids('und der')).toEqual([undine.id])
    expect(await ids('Dervis')).toEqual([undine.id])
    const one = await ids('der')
    expect(one).toContain(undine.id)
    expect(one).not.toContain(inside.id)
  })

  it('beside other words, a word start of the profile, also after a mark: „Halle an der Saale“', async () => {
    const anke = await createApplicantVia(recruiter, {
      first_name: 'Anke',
      last_name: 'Derlinger',
      city: 'Halle (Saale)',
    })
    // Newer, and "an" and "der" only inside words: after her, as the stop words ask nothing of
    // the documents' tier, where the city alone matches.
    const mandy = await createApplicantVia(recruiter, {
      first_name: 'Mandy',
      last_name: 'Wunderlich',
      city: 'Halle (Saale)',
    })
    expect(await ids('Halle an der Saale')).toEqual([anke.id, mandy.id])
    expect(await ids('Saale an')).toEqual([anke.id, mandy.id])
  })

  it('the answer names the words matched only where a word begins, for the page to mark them so', async () => {
    const wordStarts = async (term: string) => {
      const response = await recruiter.get(`/api/applicants/search/${encodeURIComponent(term)}`)
      expect(response.statusCode, term).toBe(200)
      return response.json().word_starts
    }
    expect(await wordStarts('Halle an der (Saale)')).toEqual(['an', 'der'])
    expect(await wordStarts('Die u.a. Müller')).toEqual(['Die', 'u.a'])
    expect(await wordStarts('Müller 0176')).toEqual([])
    expect(await wordStarts('xy')).toEqual(['xy'])
    expect(await wordStarts('%')).toEqual([])
  })
})

describe('the vocabulary follows the profiles', () => {
  it('counts a word once per applicant, and a word nobody holds any more goes at once', async () => {
    const first = await createApplicantVia(recruiter, { first_name: 'Xaveria', last_name: 'Voss' })
    const second = await createApplicantVia(recruiter, { first_name: 'Xaveria', last_name: 'Xaveria' })
    expect(await vocabulary('xaveria')).toBe(2)
    const renamed = await recruiter.put(`/api/applicants/${first.id}`, { first_name: 'Vera' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await vocabulary('xaveria')).toBe(1)
    expect(await vocabulary('vera')).toBeGreaterThanOrEqual(1)
    await t.db.execute(sql`DELETE FROM applicants WHERE id = ${second.id}`)
    expect(await vocabulary('xaveria')).toBe(0)
    expect(await ids('Xaveria')).toEqual([])
    expect(await ids('Xaverla')).toEqual([])
  })

  it('two transactions changing the same words at once lose no count', async () => {
    const before = await vocabulary('parallelname')
    await Promise.all(
      Array.from({ length: 8 }, () =>
        createApplicantVia(recruiter, { first_name: 'Parallelname', last_name: 'Zwilling' }),
      ),
    )
    expect(await vocabulary('parallelname')).toBe(before + 8)
    expect(await vocabulary('zwilling')).toBeGreaterThanOrEqual(8)
  })

  it('a word given up and taken up by parallel changes is listed exactly while someone holds it', async () => {
    const rename = (id: number, first_name: string) => recruiter.put(`/api/applicants/${id}`, { first_name })
    const holders = await Promise.all(
      Array.from({ length: 6 }, () => createApplicantVia(recruiter, { first_name: 'Wechselwort' })),
    )
    await Promise.all([
      ...holders.slice(0, 3).map((holder) => rename(holder.id, 'Bleibwort')),
      ...Array.from({ length: 3 }, () => createApplicantVia(recruiter, { first_name: 'Wechselwort' })),
    ])
    expect(await vocabulary('wechselwort')).toBe(6)
    const all = (await ids('Wechselwort')).filter((id) => !holders.slice(0, 3).some((h) => h.id === id))
    expect(all).toHaveLength(6)
    await Promise.all(all.map((id) => rename(id, 'Bleibwort')))
    expect(await vocabulary('wechselwort')).toBe(0)
    expect(await vocabulary('bleibwort')).toBe(9)
    // Gone from the vocabulary, so no longer anyone's correction.
    expect(await ids('Wechselwrt')).toEqual([])
  })
})

describe("a list's full-text filter", () => {
  it('uses the search: every word somewhere, combined with the list, its count and its sort', async () => {
    const a = await createApplicantVia(recruiter, {
      first_name: 'Filterine',
      last_name: 'Listmann',
      city: 'Trier',
    })
    const b = await createApplicantVia(recruiter, {
      first_name: 'Filterine',
      last_name: 'Zweitmann',
      city: 'Trier',
      status: 'kontaktiert',
    })
    await createApplicantVia(recruiter, { first_name: 'Filterine', last_name: 'Andersort', city: 'Passau' })
    const list = async (query: string) => {
      const response = await recruiter.get(`/api/applicants?${query}`)
      expect(response.statusCode, query).toBe(200)
      const body = response.json() as { data: Array<{ id: number }>; total: number }
      return { ids: body.data.map((row) => row.id), total: body.total }
    }
    expect(await list(`q=${encodeURIComponent('filterine trier')}&sort=last_name&order=asc`)).toEqual({
      ids: [a.id, b.id],
      total: 2,
    })
    expect(await list(`q=${encodeURIComponent('Filterin Tri')}&status=kontaktiert`)).toEqual({
      ids: [b.id],
      total: 1,
    })
    // No typo guesses in a filtered list; a term without any letter or digit filters nothing.
    expect((await list(`q=${encodeURIComponent('Filterinw Trier')}`)).ids).toEqual([])
    expect((await list(`q=${encodeURIComponent('%')}`)).ids.length).toBeGreaterThan(2)
    expect((await list(`q=${encodeURIComponent('Filterine ´')}`)).total).toBe(3)
  })

  it('refuses a hostile term with a German answer, never a server error', async () => {
    const long = await recruiter.get(`/api/applicants?q=${'x'.repeat(10_000)}`)
    expect(long.statusCode).toBe(422)
    expect(JSON.stringify(long.json())).toContain('Der Suchbegriff darf höchstens 200 Zeichen lang sein.')
    const nul = await recruiter.get(`/api/applicants?q=${encodeURIComponent('Mül\u0000ler')}`)
    expect(nul.statusCode).toBe(422)
    for (const term of ["'", '\\', '&|!', 'a:*', '😀', '<->']) {
      expect((await recruiter.get(`/api/applicants?q=${encodeURIComponent(term)}`)).statusCode, term).toBe(
        200,
      )
    }
  })
})
