import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { explainRun, rowsLookedAt } from '../../test/plans.ts'
import { applicants } from '../applicant-records/index.ts'
import {
  DEFERRED,
  documentsHits,
  documentsTierPlan,
  documentsTierQuery,
  type Expected,
  profileTiersQuery,
  SEARCH_LIMIT,
  searchApplicants,
  searchCondition,
  typoHolders,
  typoTierQuery,
  walkedOrCollected,
  walkOnFrom,
} from './applicants.search.ts'
import { forgetCommonWords } from './applicants.search-common.ts'
import { normalizeWords, weighedWords, withCorrections } from './applicants.search-match.ts'
import { searchWords } from './applicants.search-words.ts'

/**
 * Every statement of every kind of term, run, looks at a small part of the applicants, at a size
 * where reading the whole table would otherwise be the planner's choice for a condition it cannot
 * use an index for.
 */
let t: TestContext
const SIZE = 4000

beforeAll(async () => {
  t = await createTestContext()
  const lastNames = [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Özdemir',
  ]
  const cities = ['Hamburg', 'Köln', 'Gelsenkirchen', 'München', 'Berlin', 'Leipzig']
  await t.db.execute(sql`
    INSERT INTO applicants (first_name, last_name, email, phone, phone_digits, city, created_at, updated_at)
    SELECT 'Anna' || (i % 50), (${`{${lastNames.join(',')}}`}::text[])[1 + i % 9] || CASE WHEN i % 7 = 0 THEN '' ELSE (i % 300)::text END,
      'person' || i || '@example.de', '0176 ' || (1000000 + i), '0176' || (1000000 + i),
      (${`{${cities.join(',')}}`}::text[])[1 + i % 6], now(), now() - make_interval(secs => i)
    FROM generate_series(1, ${SIZE}) AS i`)
  await t.db.execute(sql`
    UPDATE applicants SET
      search_text = lower(unaccent(concat_ws(' ', first_name, last_name, email, phone, phone_digits, city))),
      search_vector = to_tsvector('german', unaccent(concat_ws(' ', first_name, last_name, email, phone, city))),
      document_vector = CASE WHEN id % 3 = 0 THEN NULL ELSE to_tsvector('german',
        'Lagerist bei DHL mit Gabelstapler und Inventur, Berufserfahrung ' || (id % 97)) END`)
  // The plans are checked with the statistics as they are after a change; keeping them fresh is the app's job.
  await t.db.execute(sql`ANALYZE applicants`)
  await t.db.execute(sql`ANALYZE search_words`)
}, 120_000)
afterAll(() => t.close())

/** The test database, but any statement sent to it fails: for what must be decided without one. */
const withoutPlanner = new Proxy({} as TestContext['db'], {
  get: (_, key) =>
    key === 'execute' ? () => Promise.reject(new Error('a statement was sent')) : Reflect.get(t.db, key),
})

/** The plan of a query as run. */
const explain = (query: SQL) => explainRun(t.db, query)

/** The ids of the newest 20 live applicants meeting the condition, as a plain query finds them. */
const newest = async (condition: SQL) =>
  (
    await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE deleted_at IS NULL AND ${condition} ORDER BY updated_at DESC NULLS LAST LIMIT 20`,
    )
  ).map(({ id }) => id)

/**
 * The statements of a search for the term: the profile's tiers, then the documents tier (run for
 * the words' corrections it answers) and the typo tier.
 */
async function statements(term: string) {
  const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
  const found = [1, 2, 3]
  const documents = await documentsTierQuery(t.db, words, found, applicantRows)
  const [answer] = await rows<{ corrections: unknown }>(t.db, documents)
  const typo = await typoTierQuery(t.db, withCorrections(words, answer?.corrections), found, applicantRows)
  return [profileTiersQuery(words, applicantRows), documents, ...(typo ? [typo] : [])]
}

const TERMS = [
  'Müller',
  'Gabelstapler',
  'gabelst Hamburg',
  // Two words each common, never together: nobody in Hamburg has a document here.
  'Gabelstapler Hamburg',
  // Two cities, each in a sixth of the profiles and never in one together.
  'Hamburg Köln',
  // The same typed as one word, which full text reads as both cities.
  'Hamburg,Köln',
  'Lagerist bei DHL',
  'Özdemir',
  'Mül',
  'Gelsenkirchn',
  'Muellr',
  'Anna3 Köln',
  // A word start of two letters beside a name: every profile's e-mail address ends in „.de“, whose
  // trigrams hold a word that begins with „de“.
  'De Anna3',
  'Sc Anna3',
  // Two initials beside a name: the planner takes each start for common and all three for
  // independent, and walked the newest for a page that no profile holds (a profile has one last name).
  'W. S. Köln',
  'M. K. Anna3',
  'person17@example.de',
  'unbekannt@example.de',
  '0176 100',
  'zyxqwort',
]

describe('search plans', () => {
  it('the check sees a whole-table read where no index can serve', async () => {
    const plan = await explain(sql`SELECT id FROM applicants WHERE reverse(first_name) = 'anna'`)
    expect(rowsLookedAt(plan)).toBe(SIZE)
  })

  for (const term of TERMS) {
    it(`"${term}": no statement reads the whole applicants table`, async () => {
      for (const [index, statement] of (await statements(term)).entries()) {
        // Run, not only planned: a walk of the newest applicants may go through every row.
        expect(rowsLookedAt(await explain(statement)), `${term} / ${index}`).toBeLessThan(SIZE / 2)
      }
    })
  }

  it('a word of documents nobody holds is looked up in the index, not by walking the newest applicants', async () => {
    for (const term of ['zyxqwort', 'Kranführerschein']) {
      const [, loose] = await statements(term)
      const walked = (await explain(loose!)).filter(
        (node) => node['Index Name'] === 'applicants_live_updated_idx' && (node['Actual Loops'] ?? 0) > 0,
      )
      expect(walked, term).toEqual([])
    }
  })

  it('the corrections come with the documents tier, looked up only where it leaves the page short', async () => {
    const documentsTier = async (term: string) => {
      const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
      const statement = await documentsTierQuery(t.db, words, [], applicantRows)
      const answer = await rows<{ id: number | null; corrections: unknown }>(t.db, statement)
      const vocabularyReads = (await explain(statement)).filter(
        (node) => node['Relation Name'] === 'search_words' && (node['Actual Loops'] ?? 0) > 0,
      )
      return {
        hits: answer.filter(({ id }) => id !== null).length,
        corrections: withCorrections(words, answer[0]?.corrections).flatMap((word) => word.corrections),
        vocabularyReads: vocabularyReads.length,
      }
    }
    // Two thirds of the applicants hold "Gabelstapler" in a document: a full page, the vocabulary unread.
    expect(await documentsTier('Gabelstapler')).toEqual({ hits: 20, corrections: [], vocabularyReads: 0 })
    // Nobody holds "Muellr": an empty row carries what it may mean.
    const short = await documentsTier('Muellr')
    expect(short.hits).toBe(0)
    expect(short.corrections).toContain('muller')
    expect(short.vocabularyReads).toBeGreaterThan(0)
  })

  it('a word that no word of any profile contains asks nothing of the part-of-text index', async () => {
    const parts = async (term: string) =>
      (await normalizeWords(t.db, searchWords(term))).words.flatMap((word) => word.parts)
    // "Gelsenkirchn" stands in no profile, not even inside a longer word: its typo is the typo tier's.
    expect(await parts('Gelsenkirchn')).toEqual([])
    const plan = await t.db.execute<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN ${(await statements('Gelsenkirchn'))[0]!}`,
    )
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).not.toContain('~~')
    // "elsenkirch" stands inside "Gelsenkirchen"; "Mül" is too short for the vocabulary to know.
    expect(await parts('elsenkirch')).toEqual(['elsenkirch'])
    expect(await parts('Mül')).toEqual(['mul'])
    expect(await parts('person17@example.de')).toEqual(['person17@example.de'])
  })

  it('a word full text keeps as typed is looked up as a part of the text alone from the part-of-text tier on', async () => {
    // Two cities, each in a sixth of the profiles and never together: whole words are the exact
    // tier's; the next one asks both as parts of the text in one scan of the trigram index.
    const { words, applicantRows } = await weighedWords(t.db, searchWords('Berlin Leipzig'))
    const statement = profileTiersQuery(words, applicantRows)
    const plan = await explain(statement)
    const read = (index: string) =>
      plan.filter((node) => node['Index Name'] === index && (node['Actual Loops'] ?? 0) > 0).length
    expect(read('applicants_search_vector_idx')).toBe(1)
    expect(read('applicants_search_trgm_idx')).toBe(1)
    expect(rowsLookedAt(plan)).toBe(0)
    // „Pfleger“ holds „Pflege“ as a word of full text, which is no part of the text: still asked.
    const { words: stemmed } = await weighedWords(t.db, searchWords('Pfleger Leipzig'))
    expect(stemmed[0]?.unstemmed ?? []).toEqual([])
    expect(words.map((word) => word.unstemmed)).toEqual([['berlin'], ['leipzig']])
  })

  it('an e-mail address typed from its start is looked up by its beginning', async () => {
    const { words } = await normalizeWords(t.db, searchWords('person17@exa'))
    const statement = profileTiersQuery(words)
    const plan = await explain(statement)
    const used = plan.filter((node) => node['Index Name'] && (node['Actual Loops'] ?? 0) > 0)
    expect(used.map((node) => node['Index Name'])).toContain('applicants_email_start_idx')
    // The one address that begins so, not every profile the part-of-text index offers.
    expect(rowsLookedAt(plan)).toBeLessThanOrEqual(10)
    const found = await rows<{ id: number }>(t.db, statement)
    const [person] = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE email = 'person17@example.de'`,
    )
    expect(found.map(({ id }) => id)).toEqual([person!.id])
  })

  it('an address typed without the start of its part before the „@“ is looked up by that part’s end', async () => {
    // Typed with „oe“, as without a German keyboard: both spellings are asked („son17“ too).
    const { words } = await normalizeWords(t.db, searchWords('soen17@example.de'))
    const statement = profileTiersQuery(words)
    const plan = await explain(statement)
    const used = plan.filter((node) => node['Index Name'] && (node['Actual Loops'] ?? 0) > 0)
    expect(used.map((node) => node['Index Name'])).toContain('applicants_email_local_end_idx')
    // The one address whose part before the „@“ ends so, not every profile with its trigrams.
    expect(rowsLookedAt(plan)).toBeLessThanOrEqual(10)
    const [person] = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE email = 'person17@example.de'`,
    )
    expect((await rows<{ id: number }>(t.db, statement)).map(({ id }) => id)).toEqual([person!.id])
    // Right after the index is made, before the database's next analysis, the planner has no
    // statistics of the reversed part: the addresses that end so are still read first, not walked.
    await t.db.execute(
      sql`DELETE FROM pg_statistic WHERE starelid = 'applicants_email_local_end_idx'::regclass`,
    )
    try {
      const unweighed = await explain(statement)
      expect(rowsLookedAt(unweighed)).toBeLessThanOrEqual(10)
    } finally {
      await t.db.execute(sql`ANALYZE applicants`)
    }
  })

  it('a rare word leads a term whose other word most documents hold: its holders are checked one by one', async () => {
    // Three people of a name the statistics have never seen (added after the analysis), two with a CV.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector, document_vector)
      SELECT 'Quirin', 'Zwetschke', 'Köln', now(), now() - make_interval(secs => i), 'quirin zwetschke koln',
        to_tsvector('german', 'Quirin Zwetschke Koln'),
        CASE WHEN i < 3 THEN to_tsvector('german', 'Staplerfahrer mit Gabelstapler und Inventur') END
      FROM generate_series(1, 3) AS i`)
    const term = 'Zwetschke Gabelstapler'
    const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
    expect(words.map((word) => word.rare)).toEqual([true, false])
    const statement = await documentsTierQuery(t.db, words, [], applicantRows)
    // The rare word's holders are read first, from its own index entries, and each is checked for
    // the other word. (At this size the planner would also avoid reading "Gabelstapler"'s long
    // index list; at a million it did not: 378,000 entries for "Silja Köln", 31 ms.)
    const plan = await explain(statement)
    const holders = plan.find((node) => node['Subplan Name'] === 'CTE holders')
    expect(holders?.['Actual Rows']).toBe(3)
    expect(rowsLookedAt(plan)).toBeLessThanOrEqual(6)
    // The same applicants as the list filter's condition finds, newest first.
    const found = (await rows<{ id: number | null }>(t.db, statement)).flatMap(({ id }) =>
      id === null ? [] : [id],
    )
    expect(found).toHaveLength(2)
    expect(found).toEqual(await newest((await searchCondition(t.db, term))!))
    // Led by the rare word, the statement leaves out the part of every word in the documents, even
    // in a table large enough for it (planning and starting it cost every such search).
    const led = await documentsTierQuery(t.db, words, [], 10_000, { few: true, fewWithin: true })
    expect((await explain(led)).some((node) => node['Subplan Name'] === 'CTE preferred')).toBe(false)
    // The profile's part-of-text tier is led the same way: the three are all in Köln, found whole.
    const inCologne = await weighedWords(t.db, searchWords('Zwetschke Köln'))
    const profile = profileTiersQuery(inCologne.words)
    expect(
      (await explain(profile)).find((node) => node['Subplan Name'] === 'CTE holders')?.['Actual Rows'],
    ).toBe(3)
    expect(await rows<{ rank: number }>(t.db, profile)).toEqual(
      [{ rank: 0 }, { rank: 0 }, { rank: 0 }].map((r) => expect.objectContaining(r)),
    )
  })

  it('a rare word’s holders are checked newest first, only until the page is full', async () => {
    // Sixty people of a name the statistics have never seen, every one with a CV naming a forklift:
    // each check reads a document vector, so checking all sixty cost three pages of them.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector, document_vector)
      SELECT 'Ida', 'Quastenberg', 'Köln', now(), now() - make_interval(days => 400 + i), 'ida quastenberg koln',
        to_tsvector('german', 'Ida Quastenberg Koln'), to_tsvector('german', 'Staplerfahrerin mit Gabelstapler')
      FROM generate_series(1, 60) AS i`)
    try {
      const term = 'Quastenberg Gabelstapler'
      const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
      expect(words.map((word) => word.rare)).toEqual([true, false])
      const statement = await documentsTierQuery(t.db, words, [], applicantRows)
      const plan = await explain(statement)
      expect(plan.find((node) => node['Subplan Name'] === 'CTE holders')?.['Actual Rows']).toBe(60)
      // One look-up of a holder's row for each hit of the page, not one for each of the sixty.
      const checked = plan.filter(
        (node) => node['Relation Name'] === 'applicants' && node['Index Name'] === 'applicants_pkey',
      )
      expect(checked.map((node) => node['Actual Loops'])).toEqual([SEARCH_LIMIT])
      const found = (await rows<{ id: number | null }>(t.db, statement)).flatMap(({ id }) =>
        id === null ? [] : [id],
      )
      expect(found).toHaveLength(SEARCH_LIMIT)
      expect(found).toEqual(await newest((await searchCondition(t.db, term))!))
    } finally {
      await t.db.execute(sql`DELETE FROM applicants WHERE last_name = 'Quastenberg'`)
    }
  })

  it('a name the statistics list among the profiles’ words, held by few enough to collect, leads too', async () => {
    // 120 people called Quaderer, 3 % of the profiles: listed among the profiles' common words, so
    // not rare, but fewer than are worth collecting (283 of 4,120). None has a CV.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector)
      SELECT 'Ida', 'Quaderer', 'Köln', now(), now() - make_interval(secs => i), 'ida quaderer koln',
        to_tsvector('german', 'Ida Quaderer Koln')
      FROM generate_series(1, 120) AS i`)
    await t.db.execute(sql`ANALYZE applicants`)
    forgetCommonWords(t.db)
    try {
      const term = 'Quaderer Gabelstapler'
      const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
      expect(words[0]).toMatchObject({ rare: false, partHolders: 120 })
      expect(words[0]?.profileShare).toBeGreaterThan(0)
      const statement = await documentsTierQuery(t.db, words, [], applicantRows)
      const plan = await explain(statement)
      // The 120 are gathered and each checked: no CV, so none holds the other word.
      expect(plan.find((node) => node['Subplan Name'] === 'CTE holders')?.['Actual Rows']).toBe(120)
      expect(rowsLookedAt(plan)).toBeLessThanOrEqual(2 * 120)
      expect(await rows(t.db, statement)).toEqual([{ id: null, rank: null, corrections: expect.anything() }])
      expect(await newest((await searchCondition(t.db, term))!)).toEqual([])
    } finally {
      await t.db.execute(sql`DELETE FROM applicants WHERE last_name = 'Quaderer'`)
      await t.db.execute(sql`ANALYZE applicants`)
      forgetCommonWords(t.db)
    }
  })

  it('the walk of a word the statistics list in no document is asked only once its holders are found to be many', async () => {
    const forklift = async (term: string) => {
      const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
      expect(words[0]?.documentShare).toBe(0)
      // As among a million, where the planner takes such a word for 5,000 and more (too many to collect).
      const many = { few: false, fewWithin: false }
      return documentsTierPlan(t.db, words, [], applicantRows, many, { corrections: false, defer: true })
    }
    const ids = async (statement: SQL) =>
      (await rows<{ id: number | null }>(t.db, statement)).flatMap(({ id }) => (id === null ? [] : [id]))
    // A word nobody holds: one statement, its walk not even planned.
    const none = await forklift('Quetschkommode')
    expect(await ids(none.query)).toEqual([])
    expect(new PgDialect().sqlToQuery(none.query).sql).not.toMatch(/WITH walk/)
    // 1,200 CVs name it, added after the analysis: more than are collected (1,000), so the
    // statement answers DEFERRED alone, and the walk asked next answers what the whole statement
    // of before answers, the newest twenty.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector, document_vector)
      SELECT 'Lea', 'Rabe', 'Köln', now(), now() - make_interval(secs => i), 'lea rabe koln',
        to_tsvector('german', 'Lea Rabe Koln'), to_tsvector('german', 'Spielt Quetschkommode im Verein')
      FROM generate_series(1, 1200) AS i`)
    try {
      const many = await forklift('Quetschkommode')
      expect(await ids(many.query)).toEqual([DEFERRED])
      expect(many.fallback).toBeDefined()
      const walked = await ids(many.fallback!)
      expect(walked).toHaveLength(SEARCH_LIMIT)
      // What the search takes from the tier: the walk's answer, DEFERRED never among it.
      expect((await documentsHits(t.db, many)).hits.map(({ id }) => id)).toEqual(walked)
      expect(walked).toEqual(await newest((await searchCondition(t.db, 'Quetschkommode'))!))
      const { words, applicantRows } = await weighedWords(t.db, searchWords('Quetschkommode'))
      const whole = await documentsTierQuery(t.db, words, [], applicantRows, { few: false, fewWithin: false })
      expect(await ids(whole)).toEqual(walked)
      // The search itself answers those twenty.
      const found = await searchApplicants(t.db, { term: 'Quetschkommode', viewerId: 0 })
      expect(found.data.map(({ id }) => id)).toEqual(walked)
    } finally {
      await t.db.execute(sql`DELETE FROM applicants WHERE last_name = 'Rabe'`)
    }
  })

  it('a word rare as a whole word but part of many profiles’ words does not lead: „Ecker“ in every „Stecker“', async () => {
    // Added after the analysis, as a name the statistics have not seen: three people called Ecker
    // and 1,200 called Stecker, every one with a CV naming a forklift.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector, document_vector)
      SELECT 'Lea', name, 'Köln', now(), now() - make_interval(secs => i), lower('lea ' || name || ' koln'),
        to_tsvector('german', 'Lea ' || name || ' Koln'), to_tsvector('german', 'Lagerist mit Gabelstapler')
      FROM generate_series(1, 1203) AS i, LATERAL (SELECT CASE WHEN i <= 3 THEN 'Ecker' ELSE 'Stecker' END AS name) AS n`)
    try {
      const term = 'Ecker Gabelstapler'
      const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
      // Rare as a whole word, the statistics cannot tell; the vocabulary counts who hold it as a part.
      expect(words[0]?.rare).toBe(true)
      expect(words[0]?.partHolders).toBeGreaterThan(1_000)
      const statement = await documentsTierQuery(t.db, words, [], applicantRows)
      // Led, its first thousand holders (any Stecker) were read only to learn they are too many,
      // and then the tier's own plan ran as well (among a million, „Ecker DHL“ 360 ms).
      const plan = await explain(statement)
      expect(plan.some((node) => node['Subplan Name'] === 'CTE holders')).toBe(false)
      const found = (await rows<{ id: number | null }>(t.db, statement)).flatMap(({ id }) =>
        id === null ? [] : [id],
      )
      expect(found).toEqual(await newest((await searchCondition(t.db, term))!))
    } finally {
      await t.db.execute(sql`DELETE FROM applicants WHERE last_name IN ('Ecker', 'Stecker')`)
    }
  })

  it('a single word the statistics list in no document is collected from the index, walked only where many hold it', async () => {
    // As among a million, where the planner takes each form for 5,000 holders: not few.
    const many = { few: false, fewWithin: false }
    const documentsTier = async (term: string, listed: boolean) => {
      const weighed = await weighedWords(t.db, searchWords(term))
      const words = weighed.words.map((word) => (listed ? word : { ...word, documentShare: 0 }))
      const statement = await documentsTierQuery(t.db, words, [], 1_000_000, many, { corrections: false })
      const ids = (await rows<{ id: number | null }>(t.db, statement)).flatMap(({ id }) =>
        id === null ? [] : [id],
      )
      const walked = (await explain(statement)).some(
        (node) => node['Index Name'] === 'applicants_live_updated_idx' && (node['Actual Loops'] ?? 0) > 0,
      )
      return { ids, walked }
    }
    // Nobody holds it: the index says so, no applicant is walked.
    expect(await documentsTier('0178 3550724', false)).toEqual({ ids: [], walked: false })
    // Held by two thirds of the CVs though unlisted: past WALK_MAX the newest are walked, and the
    // page is the newest of them.
    const common = await documentsTier('Gabelstapler', false)
    expect(common.walked).toBe(true)
    expect(common.ids).toEqual(
      await newest(sql`${applicants.documentVector} @@ to_tsquery('german', 'gabelstapler:*')`),
    )
  })

  it('the one misspelt word of a term is asked at the typo tier through its corrections only', async () => {
    const term = 'Gelsenkirchn Inventur'
    const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
    const documents = await documentsTierQuery(t.db, words, [], applicantRows)
    const answer = await rows<{ id: number | null; corrections: unknown }>(t.db, documents)
    // Nobody holds the misspelt word: the documents tier finds none, the typo tier is asked.
    expect(answer.filter(({ id }) => id !== null)).toEqual([])
    const corrected = withCorrections(words, answer[0]?.corrections)
    expect(corrected[0]?.corrections).toContain('gelsenkirchen')
    const typo = (await typoTierQuery(t.db, corrected, [], applicantRows))!
    // Its spellings as typed could only find whom the documents tier found: neither the profile's
    // indexes nor any applicant's document vector is asked for them.
    const asked = JSON.stringify(await explain(typo))
    expect(asked).not.toContain('gelsenkirchn:')
    expect(asked).not.toContain("'gelsenkirchn'")
    // The people of Gelsenkirchen whose CV holds „Inventur“, newest first, as the list filter finds them.
    const found = (await rows<{ id: number }>(t.db, typo)).map(({ id }) => id)
    expect(found).toHaveLength(20)
    expect(found).toEqual(await newest((await searchCondition(t.db, 'Gelsenkirchen Inventur'))!))
  })

  it('a rare correction of a misspelt name is collected from the index, a common one walked', async () => {
    // „Müllr3“ means „Müller3“: four people hold it, among the oldest of the table. Walking the
    // newest for a page of them goes through all 4,000. A sixth of the profiles are of Hamburg.
    // And four people called Benzing, the oldest of all, for „Bezing“.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector)
      SELECT 'Tom', 'Benzing', 'Ulm', now(), now() - interval '1 year' - make_interval(secs => i),
        'tom benzing ulm', to_tsvector('german', 'Tom Benzing Ulm')
      FROM generate_series(1, 4) AS i`)
    try {
      for (const [term, correction, walks] of [
        ['Müllr3', 'muller3', false],
        ['Hamburk', 'hamburg', true],
        ['Bezing', 'benzing', false],
      ] as const) {
        const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
        const [count] = await rows<{ held: number }>(
          t.db,
          sql`SELECT applicants AS held FROM search_word_counts WHERE word = ${correction}`,
        )
        const corrected = withCorrections(words, [{ words: [correction], held: count?.held ?? 0 }])
        // A word of letters alone is decided by the vocabulary's counts of who holds its corrections,
        // without asking the planner; „müllr3“ is not one (the vocabulary holds words of letters).
        const counted = count !== undefined
        expect(typoHolders(corrected) !== undefined, term).toBe(counted)
        const typo = (await typoTierQuery(counted ? withoutPlanner : t.db, corrected, [], applicantRows))!
        const plan = await explain(typo)
        const walked = plan.filter(
          (node) => node['Index Name'] === 'applicants_live_updated_idx' && (node['Actual Loops'] ?? 0) > 0,
        )
        expect(walked.length > 0, term).toBe(walks)
        // The rare one behind the fence the planner cannot see through, whatever it would estimate
        // (a table this small it would not walk for it anyway).
        const fenced = new PgDialect().sqlToQuery(typo).sql.includes('OFFSET 0) AS matches')
        expect(fenced, term).toBe(!walks)
        expect(rowsLookedAt(plan), term).toBeLessThan(SIZE / 4)
        const found = (await rows<{ id: number }>(t.db, typo)).map(({ id }) => id)
        expect(found, term).toEqual(
          await newest(sql`search_vector @@ plainto_tsquery('german', ${correction})`),
        )
        expect(found.length, term).toBe(walks ? 20 : 4)
      }
    } finally {
      await t.db.execute(sql`DELETE FROM applicants WHERE last_name = 'Benzing'`)
    }
  })

  it('a whole number is looked up once by the last digits its ways share, and each way checked whole', async () => {
    // Written with its country code and trunk zero, and another number that ends alike.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, phone, phone_digits, created_at, updated_at, search_text, search_vector)
      VALUES ('Lotte', 'Landesvorwahl', '+49 (0)178 3550724', '4901783550724', now(), now(),
          'lotte landesvorwahl +49 (0)178 3550724 4901783550724', to_tsvector('german', 'Lotte Landesvorwahl')),
        ('Erna', 'Endziffern', '0299 3550724', '02993550724', now(), now(),
          'erna endziffern 0299 3550724 02993550724', to_tsvector('german', 'Erna Endziffern'))`)
    const { words, applicantRows } = await weighedWords(t.db, searchWords('0178 3550724'))
    expect(words[0]?.forms).toEqual(['01783550724', '491783550724', '00491783550724'])
    const statement = profileTiersQuery(words, applicantRows)
    const found = await rows<{ id: number; rank: number }>(t.db, statement)
    const [lotte] = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE last_name = 'Landesvorwahl'`,
    )
    // Lotte's number holds the national way as a part: found by the part-of-text tier; Erna's not.
    expect(found).toEqual([{ id: lotte!.id, rank: 1 }])
    const lookups = (await explain(statement)).filter(
      (node) => node['Index Name'] === 'applicants_search_trgm_idx' && (node['Actual Loops'] ?? 0) > 0,
    )
    expect(lookups).toHaveLength(1)
    // Typed with a dash: that way of writing it is a part of its own, the three ways still one lookup.
    const dashed = await weighedWords(t.db, searchWords('0178-3550724'))
    expect(dashed.words[0]?.forms).toHaveLength(4)
    const withDash = profileTiersQuery(dashed.words, dashed.applicantRows)
    expect(await rows<{ id: number; rank: number }>(t.db, withDash)).toEqual([{ id: lotte!.id, rank: 1 }])
    const dashLookups = (await explain(withDash)).filter(
      (node) => node['Index Name'] === 'applicants_search_trgm_idx' && (node['Actual Loops'] ?? 0) > 0,
    )
    expect(dashLookups).toHaveLength(2)
  })

  it('a word no profile holds leads the part-of-text tier: the rows of the other word are not read', async () => {
    // 40 people live at a number 36, and nobody's profile holds „Bahnhofstraße“ (a street of CVs).
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector)
      SELECT 'Hausnummer', 'Sechsunddreissig', 'Nord 36', now(), now() - make_interval(secs => i),
        'hausnummer sechsunddreissig nord 36', to_tsvector('german', 'Hausnummer Sechsunddreissig Nord 36')
      FROM generate_series(1, 40) AS i`)
    const term = 'Bahnhofstraße 36'
    // As among a million, where the street stands in so many CVs that the statistics list it: not
    // rare, so no rare word leads (drivingWord); the planner read the 9,910 profiles with a word
    // beginning with „36“ from the trigram index and rejected each (27 ms).
    const weighed = await weighedWords(t.db, searchWords(term))
    const words = weighed.words.map((word) => ({ ...word, rare: false }))
    const { applicantRows } = weighed
    expect(words.map((word) => word.partHolders)).toEqual([0, undefined])
    const statement = profileTiersQuery(words, applicantRows)
    const plan = await explain(statement)
    // Its holders are gathered first, none; the 40 beginning a word with „36“ are never read.
    expect(plan.find((node) => node['Subplan Name'] === 'CTE holders')?.['Actual Rows']).toBe(0)
    expect(rowsLookedAt(plan)).toBe(0)
    expect(await rows(t.db, statement)).toEqual([])
    // Held by a profile after all (the vocabulary counts it now), it is found there.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector)
      VALUES ('Bahnhof', 'Anwohnerin', 'Bahnhofstraße 36', now(), now(),
        'bahnhof anwohnerin bahnhofstrasse 36', to_tsvector('german', 'Bahnhof Anwohnerin Bahnhofstrasse 36'))`)
    const again = await weighedWords(t.db, searchWords(term))
    const held = again.words.map((word) => ({ ...word, rare: false }))
    expect(held[0]?.partHolders).toBe(1)
    const found = await rows<{ id: number }>(t.db, profileTiersQuery(held, again.applicantRows))
    expect(found.map(({ id }) => id)).toEqual(await newest((await searchCondition(t.db, term))!))
    expect(found).toHaveLength(1)
  })

  it('where the documents tier collects, those holding every word in their documents come first, from one index scan', async () => {
    // 30 people of a name the statistics have never seen, 25 of them with a CV that names them.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at, search_text, search_vector, document_vector)
      SELECT 'Wendelin', 'Quastmann', 'Köln', now(), now() - make_interval(secs => i), 'wendelin quastmann koln',
        to_tsvector('german', 'Wendelin Quastmann Koln'),
        CASE WHEN i <= 25 THEN to_tsvector('german', 'Lebenslauf Wendelin Quastmann, Lagerist mit Gabelstapler') END
      FROM generate_series(1, 30) AS i`)
    // Asked without a rare word leading, as a tier estimated to match few (collected) unless told,
    // as if the table held 10,000 (in a smaller one the whole condition is collected at once).
    const applicantRows = 10_000
    const collect = async (term: string, expected: Expected = { few: true, fewWithin: true }) => {
      const { words } = await normalizeWords(t.db, searchWords(term))
      const statement = await documentsTierQuery(t.db, words, [], applicantRows, expected)
      const ids = (await rows<{ id: number | null }>(t.db, statement)).flatMap(({ id }) =>
        id === null ? [] : [id],
      )
      return { ids, plan: await explain(statement) }
    }
    // The 25 hold both words in their CVs: the page is the newest 20 of them, and nothing else of
    // the table is read (not the part-of-text index, not the profile's words).
    const both = await collect('Quastmann Gabelstapler')
    expect(both.ids).toEqual(
      await newest(sql`${applicants.documentVector} @@ to_tsquery('german', 'quastmann & gabelstapler')`),
    )
    expect(both.ids).toHaveLength(20)
    expect(rowsLookedAt(both.plan)).toBe(25)
    const indexes = both.plan.filter((node) => node['Index Name'] && (node['Actual Loops'] ?? 0) > 0)
    expect(indexes.map((node) => node['Index Name'])).toEqual(['applicants_document_vector_idx'])
    // The same where the tier itself would walk the newest applicants, as the 25 are expected to be
    // few (see fewWithin).
    const walking = await collect('Quastmann Gabelstapler', { few: false, fewWithin: true })
    expect(walking.ids).toEqual(both.ids)
    expect(rowsLookedAt(walking.plan)).toBe(25)
    // "Köln" stands in no CV: the CVs fall short, and the tier's whole condition answers, the same
    // applicants as the list filter's.
    const cologne = await collect('Quastmann Köln')
    expect(cologne.ids).toEqual(await newest((await searchCondition(t.db, 'Quastmann Köln'))!))
    expect(cologne.ids).toHaveLength(20)
    // Where the tier is expected to match only a few hundred, they are read at once: planning the
    // part as well would cost more than it saves.
    const { words: fewWords } = await normalizeWords(t.db, searchWords('Quastmann Gabelstapler'))
    const small = await documentsTierQuery(t.db, fewWords, [], applicantRows, {
      few: true,
      fewWithin: true,
      matches: 300,
    })
    const smallPlan = await explain(small)
    expect(smallPlan.some((node) => node['Subplan Name'] === 'CTE preferred')).toBe(false)
    // Unless the rarest word is itself held by many, each of them to be checked for the others
    // with its document vector read: then the documents' index answers both words at once
    // („Waldstraße 78“ among 100,000: 156 matches expected, the 1,806 holders of „78“ checked, 18
    // ms). „42“ stands in about one CV in 150 here, as if among 100,000.
    const { words: numbered } = await weighedWords(t.db, searchWords('Inventur 42'))
    const offered = await documentsTierQuery(t.db, numbered, [], 100_000, {
      few: true,
      fewWithin: true,
      matches: 300,
    })
    expect((await explain(offered)).some((node) => node['Subplan Name'] === 'CTE preferred')).toBe(true)
    const offeredIds = (await rows<{ id: number | null }>(t.db, offered)).flatMap(({ id }) =>
      id === null ? [] : [id],
    )
    expect(offeredIds).toHaveLength(20)
    expect(offeredIds).toEqual(await newest((await searchCondition(t.db, 'Inventur 42'))!))
    // Two thirds of the CVs hold both words, more than the planner expected: past what is worth
    // collecting (447 of 10,000), the newest applicants are walked, and the page is theirs.
    const common = await collect('Gabelstapler Inventur')
    expect(common.ids).toEqual(await newest((await searchCondition(t.db, 'Gabelstapler Inventur'))!))
    expect(common.ids).toHaveLength(20)
    expect(rowsLookedAt(common.plan)).toBeLessThan(1_000)
  })

  it('a fragment of digits is walked as any walk among a million: on where the newest thousand hold too few', async () => {
    // Among a million the profile's tiers collected every match of a fragment the newest thousand
    // held too few of: for „49“ all 10,065 (80 ms over HTTP; walked on, 14 ms).
    const { words } = await weighedWords(t.db, searchWords('100'))
    const query = profileTiersQuery(words, 1_000_000)
    expect(new PgDialect().sqlToQuery(query).sql).toContain('further AS MATERIALIZED')
    const found = await rows<{ id: number }>(t.db, query)
    expect(found.map(({ id }) => id)).toEqual(await newest(sql`search_text LIKE '%100%'`))
  })

  it('a walk that finds too few among the newest goes on or collects, and answers the newest matches either way', async () => {
    // As if the table held a million: one in 120 goes on (8 among the newest 1,000), one in 1,000
    // collects (1 among them), one in 20 is found by the first walk alone.
    for (const every of [120, 1000, 20])
      for (const signed of [false, true]) {
        const condition = sql`${applicants.id} % ${every} = 7`
        const walked = await rows<{ id: number }>(t.db, walkedOrCollected(condition, 20, 1_000_000, signed))
        expect(
          walked.map(({ id }) => id),
          `every ${every}${signed ? ', cheap rows' : ''}`,
        ).toEqual(await newest(condition))
      }
  })

  it('a walk whose rows are cheap goes on from a single match instead of collecting', async () => {
    // Two or three matches among the newest 1,000, one in 40 below them: a walk of full rows
    // collects (fewer than four), a walk of cheap rows goes on and finds the page below.
    const [edge] = await rows<{ at: string }>(
      t.db,
      sql`SELECT updated_at::text AS at FROM applicants WHERE deleted_at IS NULL
        ORDER BY updated_at DESC NULLS LAST OFFSET 999 LIMIT 1`,
    )
    const shape = (id: SQL) =>
      sql`CASE WHEN ${applicants.updatedAt} >= ${edge!.at}::timestamptz THEN ${id} % 400 = 7 ELSE ${id} % 40 = 7 END`
    const [first] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM (SELECT * FROM applicants WHERE deleted_at IS NULL
        ORDER BY updated_at DESC NULLS LAST LIMIT 1000) AS applicants WHERE ${shape(sql`${applicants.id}`)}`,
    )
    expect(first!.n).toBeGreaterThanOrEqual(1)
    expect(first!.n).toBeLessThan(4)
    expect(walkOnFrom(20, 1_000_000)).toBe(4)
    const { walked, page, checks, upTo } = await checksOfWalk(shape, true)
    expect(walked).toEqual(page)
    // Each row from the newest down to the page's last checked once: walked, not collected.
    expect(checks).toBe(upTo)
  })

  it('a walk that goes on checks each of the newest rows once, not again those the first walk looked at', async () => {
    const { walked, page, checks, upTo } = await checksOfWalk((id) => sql`${id} % 120 = 7`, false)
    expect(walked).toEqual(page)
    // The rows from the newest down to the page's last, each checked once (the first walk found
    // fewer than 20 among the newest 1,000 and the walk went on).
    expect(upTo).toBeGreaterThan(1_000)
    expect(checks).toBe(upTo)
  })
})

/**
 * Walks a condition made of an applicant's id for a page of 20 as if the table held a million, and
 * counts its checks: every check draws a number from a sequence. Answers the page walked, the
 * newest matches it should be, the checks and the rows from the newest down to the page's last.
 */
async function checksOfWalk(shape: (id: SQL) => SQL, signed: boolean) {
  const counter = `walk_checks_${Date.now()}`
  await t.db.execute(sql.raw(`CREATE SEQUENCE ${counter}`))
  try {
    const counted = shape(sql`(${applicants.id} + 0 * nextval(${counter}::regclass))`)
    const walked = await rows<{ id: number }>(t.db, walkedOrCollected(counted, 20, 1_000_000, signed))
    const page = await newest(shape(sql`${applicants.id}`))
    const [upTo] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM applicants WHERE deleted_at IS NULL
        AND updated_at >= (SELECT updated_at FROM applicants WHERE id = ${page.at(-1)!})`,
    )
    const [checks] = await rows<{ n: number }>(t.db, sql.raw(`SELECT last_value::int AS n FROM ${counter}`))
    return { walked: walked.map(({ id }) => id), page, checks: checks!.n, upTo: upTo!.n }
  } finally {
    await t.db.execute(sql.raw(`DROP SEQUENCE ${counter}`))
  }
}
