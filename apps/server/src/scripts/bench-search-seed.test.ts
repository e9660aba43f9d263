import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../db/rows.ts'
import { getAnswers, refreshSearch } from '../features/applicants/index.ts'
import type { Agent } from '../test/agent.ts'
import { createTestContext, type TestContext } from '../test/context.ts'
import { drawTerms, summariseDrawn } from './bench-search-drawn.ts'
import { seedSearchBench } from './bench-search-seed.ts'

let t: TestContext
let recruiter: Agent
beforeAll(async () => {
  t = await createTestContext()
  const login = await t.loginAs('recruiter')
  recruiter = login.agent
  // Small batches, so that more than one statement runs.
  await seedSearchBench(t.deps.db, { count: 50, createdBy: login.user.id, batch: 20 })
})
afterAll(() => t.close())

const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(t.deps.db, query))[0]!.n

describe('the search benchmark seeder', () => {
  it('seeds applicants with three read documents each, whose text the document vector finds', async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM applicants WHERE deleted_at IS NULL`)).toBe(50)
    expect(await count(sql`SELECT count(*)::int AS n FROM documents`)).toBe(150)
    expect(
      await count(sql`SELECT count(*)::int AS n FROM document_texts t JOIN documents d ON d.id = t.document_id
        WHERE t.state = 'read' AND NOT t.truncated AND t.applicant_id = d.applicant_id
          AND array_length(regexp_split_to_array(t.text, '\\s+'), 1) BETWEEN 100 AND 450`),
    ).toBe(150)
    const found = await count(
      sql`SELECT count(*)::int AS n FROM applicants WHERE document_vector @@ plainto_tsquery('german', 'gabelstapler')`,
    )
    expect(found).toBeGreaterThan(0)
    // A word of the CVs only: the profile's own search columns do not know it.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM applicants WHERE search_vector @@ plainto_tsquery('german', 'gabelstapler')`,
      ),
    ).toBe(0)
    // The applicant's vector is its documents' vectors together, without positions, as the extraction leaves it.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM applicants a
        WHERE a.document_vector = (SELECT strip(tsvector_agg(vector ORDER BY document_id)) FROM document_texts WHERE applicant_id = a.id)`),
    ).toBe(50)
    // The documents are there for the person who opens the applicant.
    const [first] = await rows<{ id: number }>(t.deps.db, sql`SELECT min(id) AS id FROM applicants`)
    const detail = (await recruiter.get(`/api/applicant-detail/${first!.id}`)).json()
    expect(detail.documents.map((d: { name: string }) => d.name).sort()).toEqual([
      'Anschreiben.pdf',
      'Arbeitszeugnis.pdf',
      'Lebenslauf.pdf',
    ])
  })

  it('computes the search columns as saving the profile does, and common names are common', async () => {
    const before = await rows<{ id: number; text: string; vector: string }>(
      t.deps.db,
      sql`SELECT id, search_text AS text, search_vector::text AS vector FROM applicants ORDER BY id`,
    )
    const answers = await getAnswers(t.deps.db)
    for (const row of before) await refreshSearch(t.deps.db, row.id, answers)
    const after = await rows<{ id: number; text: string; vector: string }>(
      t.deps.db,
      sql`SELECT id, search_text AS text, search_vector::text AS vector FROM applicants ORDER BY id`,
    )
    expect(after).toEqual(before)
    expect(new Set(before.map((r) => r.id)).size).toBe(50)
    const [top] = await rows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM applicants GROUP BY last_name ORDER BY 1 DESC LIMIT 1`,
    )
    expect(top!.n).toBeGreaterThan(1)
  })

  it('leaves the vocabulary, its counts and the statistics as the row triggers keep them', async () => {
    const kept = () =>
      rows<{ word: string; n: number }>(
        t.deps.db,
        sql`SELECT c.word, c.applicants AS n FROM search_word_counts c JOIN search_words w USING (word) ORDER BY 1`,
      )
    const recounted = () =>
      rows<{ word: string; n: number }>(
        t.deps.db,
        sql`SELECT w AS word, count(*)::int AS n FROM applicants, unnest(bb_profile_words(search_text)) AS w GROUP BY w ORDER BY 1`,
      )
    expect((await kept()).length).toBeGreaterThan(50)
    expect(await kept()).toEqual(await recounted())
    expect(await count(sql`SELECT count(*)::int AS n FROM search_words`)).toBe((await recounted()).length)
    // Every applicant is counted once in the pipeline and on its creation day.
    for (const kind of ['status', 'created'])
      expect(
        await count(sql`SELECT coalesce(sum(n), 0)::int AS n FROM statistics_counts WHERE kind = ${kind}`),
      ).toBe(50)
    // The triggers count on from there: a saved profile's words move up and down.
    const [someone] = await rows<{ id: number }>(t.deps.db, sql`SELECT min(id) AS id FROM applicants`)
    const response = await recruiter.put(`/api/applicants/${someone!.id}`, { last_name: 'Zwischenwort' })
    expect(response.statusCode).toBe(200)
    expect(await kept()).toEqual(await recounted())
    expect((await kept()).find((w) => w.word === 'zwischenwort')?.n).toBe(1)
  })

  it('draws terms from the seeded people and their CVs, the same for the same seed, each found by the search', async () => {
    const drawn = await drawTerms(t.deps.db, 30, 7)
    expect(drawn).toHaveLength(30)
    expect(await drawTerms(t.deps.db, 30, 7)).toEqual(drawn)
    expect(new Set(drawn.map((term) => term.shape)).size).toBeGreaterThan(10)
    // A term of a person's own data finds someone (a misspelt one through the typo tier).
    for (const { shape, term } of drawn.filter((each) => !each.shape.includes('misspelt'))) {
      const response = await recruiter.get(`/api/applicants/search/${encodeURIComponent(term)}`)
      expect(response.statusCode, term).toBe(200)
      expect((response.json() as { data: unknown[] }).data.length, `${shape}: ${term}`).toBeGreaterThan(0)
    }
    const lines = summariseDrawn(
      drawn.map((term, i) => ({ ...term, median: i === 0 ? 30 : 2 })),
      1,
      10,
      1,
    )
    expect(lines[0]).toContain('1 above 10×')
    expect(lines[1]).toContain(drawn[0]!.term.slice(0, 20))
  })

  it('seeds more with the indexes built after the load: the same indexes, the counts added up', async () => {
    const definitions = () =>
      rows<{ definition: string }>(
        t.deps.db,
        sql`SELECT indexdef AS definition FROM pg_indexes
          WHERE tablename IN ('applicants', 'documents', 'document_texts') ORDER BY indexname`,
      )
    const before = await definitions()
    expect(before.some((index) => index.definition.includes('fastupdate'))).toBe(true)
    await seedSearchBench(t.deps.db, { count: 30, createdBy: null, batch: 20, indexesAfter: true })
    expect(await definitions()).toEqual(before)
    expect(await count(sql`SELECT count(*)::int AS n FROM applicants`)).toBe(80)
    expect(
      await count(sql`SELECT count(*)::int AS n FROM (
        SELECT w, count(*)::int AS n FROM applicants, unnest(bb_profile_words(search_text)) AS w GROUP BY w
        EXCEPT SELECT word, applicants FROM search_word_counts) AS missing`),
    ).toBe(0)
    expect(
      await count(sql`SELECT coalesce(sum(n), 0)::int AS n FROM statistics_counts WHERE kind = 'status'`),
    ).toBe(80)
  })
})
