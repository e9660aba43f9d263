import { and, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { explainRun, rowsLookedAt } from '../../test/plans.ts'
import { applicants } from '../applicant-records/index.ts'
import {
  checkedWords,
  documentsTierQuery,
  estimateDocuments,
  profileTiersQuery,
} from './applicants.search.ts'
import { allWordsMatch, weighedWords } from './applicants.search-match.ts'
import { searchWords } from './applicants.search-words.ts'

/**
 * The words of one name, such as a city with a stop word, stand together: the planner takes them
 * for independent, expects few people to hold all of them and would read every one to sort them.
 */
let t: TestContext
const SIZE = 3000
/**
 * One in five lives in Frankfurt am Main, so both "frankfurt" and "main" are each in a fifth of the
 * profiles. Everyone has a document: without statistics of both columns no word counts as common.
 */
const SHARE = 5

beforeAll(async () => {
  t = await createTestContext()
  await t.db.execute(sql`
    INSERT INTO applicants (first_name, last_name, email, city, created_at, updated_at)
    SELECT 'Person' || i, 'Nachname' || (i % 400), 'p' || i || '@example.de',
      CASE WHEN i % ${SHARE} = 0 THEN 'Frankfurt am Main' ELSE (ARRAY['Hamburg', 'Köln', 'Bremen', 'Kassel'])[1 + i % 4] END,
      now(), now() - make_interval(secs => i)
    FROM generate_series(1, ${SIZE}) AS i`)
  await t.db.execute(sql`
    UPDATE applicants SET
      search_text = lower(unaccent(concat_ws(' ', first_name, last_name, email, city))),
      search_vector = to_tsvector('german', unaccent(concat_ws(' ', first_name, last_name, email, city))),
      document_vector = to_tsvector('german',
        'Lebenslauf Lager ' || id || CASE WHEN id % 7 = 3 THEN ', Halle an der Saale' ELSE '' END)`)
  await t.db.execute(sql`ANALYZE applicants`)
}, 120_000)
afterAll(() => t.close())

/** The search columns of the applicants inserted since (as the app computes them), then fresh statistics. */
async function searchColumnsOfNewRows() {
  await t.db.execute(sql`
    UPDATE applicants SET
      search_text = lower(unaccent(concat_ws(' ', first_name, last_name, email, city))),
      search_vector = to_tsvector('german', unaccent(concat_ws(' ', first_name, last_name, email, city)))
    WHERE search_text = ''`)
  await t.db.execute(sql`ANALYZE applicants`)
}

/** The documents tier's statement for a term, as the search builds it when no profile matched. */
async function documentsTierOf(term: string) {
  const { words, applicantRows } = await weighedWords(t.db, searchWords(term))
  const expected = await estimateDocuments(t.db, words, applicantRows)
  return {
    words,
    applicantRows,
    statement: await documentsTierQuery(t.db, words, [], applicantRows, expected),
  }
}

describe('a name whose words stand together', () => {
  it('„Frankfurt am Main“: the newest page of the people living there, without reading all of them', async () => {
    const { words, applicantRows } = await weighedWords(t.db, searchWords('Frankfurt am Main'))
    const statement = profileTiersQuery(words, applicantRows)
    const found = await rows<{ id: number; rank: number }>(t.db, statement)
    const newest = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE city = 'Frankfurt am Main' ORDER BY updated_at DESC LIMIT 20`,
    )
    expect(found).toEqual(newest.map(({ id }) => ({ id, rank: 0 })))
    // A page among the newest: about 20 × 5 rows, where collecting read all 600 living there.
    expect(rowsLookedAt(await explainRun(t.db, statement))).toBeLessThan(SIZE / SHARE / 2)
  })

  it('„Halle an der Saale“, which one CV in seven holds: walked, not collected', async () => {
    const { statement } = await documentsTierOf('Halle an der Saale')
    const found = (await rows<{ id: number | null }>(t.db, statement)).map(({ id }) => id)
    const newest = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE id % 7 = 3 ORDER BY updated_at DESC LIMIT 20`,
    )
    expect(found).toEqual(newest.map(({ id }) => id))
    // A page among the newest, about 140 rows. Taken for independent, the words were expected in
    // 2 % of the CVs, and all 428 who hold both were collected to sort them.
    expect(rowsLookedAt(await explainRun(t.db, statement))).toBeLessThan(300)
  })

  it('a name whose words are each in few profiles is looked up in the index, not walked', async () => {
    // Person10 lives in Frankfurt am Main; "person10" and "nachname10" could not fill a walk.
    const { words, applicantRows } = await weighedWords(t.db, searchWords('Person10 am Nachname10'))
    const statement = profileTiersQuery(words, applicantRows)
    const [person] = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE first_name = 'Person10'`,
    )
    const exact = (await rows<{ id: number; rank: number }>(t.db, statement)).filter(({ rank }) => rank === 0)
    expect(exact).toEqual([{ id: person?.id, rank: 0 }])
    const walked = (await explainRun(t.db, statement)).filter(
      (node) => node['Index Name'] === 'applicants_live_updated_idx' && (node['Actual Loops'] ?? 0) > 0,
    )
    expect(walked).toEqual([])
  })

  it('„Frankfurt an der Oder“: stop words nobody there holds are looked up, not checked in every row', async () => {
    const { words, applicantRows } = await weighedWords(t.db, searchWords('Frankfurt an der Oder'))
    const statement = profileTiersQuery(words, applicantRows)
    expect(await rows(t.db, statement)).toEqual([])
    // The newest thousand walked (the words might stand together), then nobody: checking the stop
    // words in each of the 600 people of Frankfurt am Main read them all, once per tier.
    expect(rowsLookedAt(await explainRun(t.db, statement))).toBeLessThan(1_100)
  })

  it('a stop word is checked in the rows the other words find, not looked up by its letters', async () => {
    // 1,500 more, a third of them in Halle (Saale); every profile holds words that begin and end in
    // "an" and "de…", "…der", so the letters of "an" and "der" are in every one of them.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, email, city, created_at, updated_at)
      SELECT 'Anton', 'Kilian', 'derek' || i || '.bader@example.de',
        CASE WHEN i % 3 = 0 THEN 'Halle (Saale)' ELSE 'Dessau' END, now(), now() - make_interval(days => 1, secs => i)
      FROM generate_series(1, 1500) AS i`)
    await searchColumnsOfNewRows()
    const { words } = await weighedWords(t.db, searchWords('Halle an der Saale'))
    const exactTier = t.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(and(isNull(applicants.deletedAt), allWordsMatch(words, 'exact', { afterStricter: true })))
      .orderBy(sql`${applicants.updatedAt} DESC NULLS LAST`)
      .limit(20)
      .getSQL()
    expect(await rows(t.db, exactTier)).toEqual([])
    // The 500 of Halle (Saale) at most, where the letters' index offered all 1,500.
    expect(rowsLookedAt(await explainRun(t.db, exactTier))).toBeLessThanOrEqual(500)
  })
  it('a first name in few profiles beside a word in many: the page is the newest holding both', async () => {
    // 50 Amandas, a tenth as many as hold "frankfurt"; a fifth of them hold it only inside their
    // e-mail address, which the part-of-text tier finds, checked in the rows of the Amandas
    // (checkedWords).
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, email, city, created_at, updated_at)
      SELECT 'Amanda', 'Zufall' || i,
        'amanda' || i || CASE WHEN i % 5 = 0 THEN '@frankfurt.example' ELSE '@example.de' END, 'Bremen',
        now(), now() - make_interval(days => 3, secs => i)
      FROM generate_series(1, 50) AS i`)
    await searchColumnsOfNewRows()
    const { words, applicantRows } = await weighedWords(t.db, searchWords('Amanda Frankfurt'))
    expect([...checkedWords(words, applicantRows)].map(({ forms }) => forms)).toEqual([['frankfurt']])
    const found = await rows<{ id: number; rank: number }>(t.db, profileTiersQuery(words, applicantRows))
    const holders = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE first_name = 'Amanda' AND email LIKE '%@frankfurt.example'
        ORDER BY updated_at DESC LIMIT 20`,
    )
    expect(found).toEqual(holders.map(({ id }) => ({ id, rank: 1 })))
  })
})

describe('a rare word beside one many documents hold', () => {
  it('„Kai Halle“: the documents tier checks Halle in the rows of Kai, never reads its index entries', async () => {
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, document_vector, created_at, updated_at)
      SELECT 'Kai', 'Probst' || i, 'Kiel',
        to_tsvector('german', CASE WHEN i % 2 = 0 THEN 'Lager in Halle an der Saale' ELSE 'Lager in Kiel' END),
        now(), now() - make_interval(days => 4, secs => i)
      FROM generate_series(1, 60) AS i`)
    await searchColumnsOfNewRows()
    const { words, applicantRows, statement } = await documentsTierOf('Kai Halle')
    expect([...checkedWords(words, applicantRows, 'documents')].map(({ forms }) => forms)).toEqual([
      ['halle'],
    ])
    const found = (await rows<{ id: number | null }>(t.db, statement)).map(({ id }) => id)
    const holders = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE first_name = 'Kai' AND document_vector @@ to_tsquery('german', 'halle')
        ORDER BY updated_at DESC LIMIT 20`,
    )
    expect(found).toEqual(holders.map(({ id }) => id))
    // Kai's 60 from the indexes (a name too short to lead as a rare word does, see drivenOr); the
    // 450 CVs holding „Halle“ are never read from theirs.
    const entries = (await explainRun(t.db, statement))
      .filter((node) => node['Node Type'] === 'Bitmap Index Scan')
      .reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0)
    expect(entries).toBeLessThan(400)
  })
})

describe('salutations', () => {
  it('„Frau Herr“ and „Frau von“ ask the indexes for the words, never every applicant for the salutation', async () => {
    for (const term of ['Frau Herr', 'Frau von']) {
      const { words, applicantRows, statement } = await documentsTierOf(term)
      expect(rowsLookedAt(await explainRun(t.db, statement)), term).toBeLessThan(100)
      const profile = profileTiersQuery(words, applicantRows)
      expect(rowsLookedAt(await explainRun(t.db, profile)), term).toBeLessThan(100)
    }
  })
})

describe('stop words alone', () => {
  it('„und“ is the start of a word, found from the index of words, not the letters anywhere', async () => {
    const undine = await rows<{ id: number }>(
      t.db,
      sql`INSERT INTO applicants (first_name, last_name, city, created_at, updated_at)
        SELECT 'Undine', 'Quast' || i, 'Kiel', now(), now() - make_interval(days => 2, secs => i)
        FROM generate_series(1, 5) AS i RETURNING id`,
    )
    // 1,500 newer, each holding words that begin with "u" and "un" and "und" inside a word.
    await t.db.execute(sql`
      INSERT INTO applicants (first_name, last_name, city, created_at, updated_at)
      SELECT 'Ulla', 'Unger', 'Grundhof', now(), now() + make_interval(secs => i)
      FROM generate_series(1, 1500) AS i`)
    await searchColumnsOfNewRows()
    const { words, applicantRows } = await weighedWords(t.db, searchWords('und'))
    const statement = profileTiersQuery(words, applicantRows)
    const found = await rows<{ id: number }>(t.db, statement)
    expect(found.map(({ id }) => id).sort()).toEqual(undine.map(({ id }) => id).sort())
    // The newest thousand walked, then the five: the letters' index offered all 1,500 as well.
    expect(rowsLookedAt(await explainRun(t.db, statement))).toBeLessThan(1_100)
  })
})
