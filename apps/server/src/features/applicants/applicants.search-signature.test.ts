import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { makePdf } from '../../test/documents.ts'
import { multipart } from '../../test/multipart.ts'
import { closeExtractionThread, processDocumentTexts } from '../document-text/index.ts'
import { formBits, startBits } from './applicants.search-signature.ts'

/**
 * The documents' signature (a Bloom filter of word starts) is a shortcut the search takes before
 * reading a document vector. Were it ever to lack a bit the search asks for, a person whose CV holds
 * the word would silently not be found; so the database's arithmetic and the server's are compared
 * on hostile words, and the column is checked after every way a vector is written.
 */
let t: TestContext
let recruiter: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter')).agent
})
afterAll(async () => {
  await closeExtractionThread()
  await t.close()
})

const TEXTS = [
  'Kommissionierung Gabelstapler Lagerlogistik bei DHL seit 2016',
  'Müller Straße Ärztin Übergabe Öffnungszeiten Maßnahmen Fußgängerzone',
  'Łódź Dvořák Ångström São Paulo Ñandú Œuvre',
  'Москва Київ 東京都 日本語テキスト مرحبا שלום',
  'C++ C# .NET E-Mail-Marketing Node.js u.a. z.B. info@example.org https://example.org/pfad',
  `Emoji 👩‍💻 Rakete 🚀 ${'x'.repeat(300)} Donaudampfschifffahrtsgesellschaftskapitän`,
  '12345 0176 1234567 2019–2024 3,5 Jahre 100%',
]

/** The signature as the server computes it: two bits per word of four letters or more. */
function expectedSignature(words: string[]): string {
  const bits = new Set(formBits(words))
  return Array.from({ length: 1024 }, (_, i) => (bits.has(i) ? '1' : '0')).join('')
}

describe('the documents’ signature', () => {
  it('is computed alike by the database and the server, for any letters', async () => {
    for (const text of TEXTS) {
      const [row] = await rows<{ signature: string; words: string[] }>(
        t.db,
        sql`SELECT bb_document_signature(v)::text AS signature, tsvector_to_array(v) AS words
          FROM (SELECT to_tsvector('german', ${text}) AS v) s`,
      )
      expect(row?.words.length, text).toBeGreaterThan(0)
      expect(row?.signature, text).toBe(expectedSignature(row?.words ?? []))
    }
    // A word of fewer than four letters (by code point) cannot be tested: no bits, read as before.
    expect(formBits(['abc', '', '𝔸𝔹𝔺'])).toEqual([])
    expect(formBits(['𝔸𝔹𝔺𝔻'])).toEqual([...new Set(startBits('𝔸𝔹𝔺𝔻'))].sort((x, y) => x - y))
  })

  it('is kept wherever an applicant’s document vector is written: upload and deletion', async () => {
    const person = await createApplicantVia(recruiter, {
      first_name: 'Alia',
      last_name: 'Quandt',
      city: 'Kiel',
    })
    const stored = async () => {
      const [row] = await rows<{ same: boolean | null; signature: string | null; vector: string | null }>(
        t.db,
        sql`SELECT document_signature IS NOT DISTINCT FROM bb_document_signature(document_vector) AS same,
            document_signature::text AS signature, document_vector::text AS vector
          FROM applicants WHERE id = ${person.id}`,
      )
      return row
    }
    expect(await stored()).toEqual({ same: true, signature: null, vector: null })

    const { payload, headers } = await multipart(
      {},
      {
        name: 'Lebenslauf.pdf',
        content: makePdf(['Kommissionierung mit dem Handscanner', 'Fußgängerzone 2016']),
      },
    )
    const upload = await recruiter.request('POST', `/api/document/${person.id}`, payload, { headers })
    expect(upload.statusCode, upload.body).toBe(201)
    while ((await processDocumentTexts({ ...t.deps, logger: t.app.log }, { limit: 10 })).claimed > 0);
    const written = await stored()
    expect(written?.same).toBe(true)
    expect(written?.signature).toMatch(/1/)
    // Found by a word, a word start and the name beside a CV word: the signature lets each through.
    for (const term of [
      'Kommissionierung',
      'Kommission',
      'Handscanner',
      'Alia Kommissionierung',
      'Fußgängerzone',
      'fussgangerzone',
    ])
      expect(await searchIds(term), term).toEqual([person.id])
    expect(await searchIds('Alia Kommissionierungsleiter')).toEqual([])

    const document = upload.json() as { id: number }
    expect((await recruiter.delete(`/api/document/${document.id}`)).statusCode).toBeLessThan(300)
    expect(await stored()).toEqual({ same: true, signature: null, vector: null })
  })
})

async function searchIds(term: string): Promise<number[]> {
  const response = await recruiter.get(`/api/applicants/search/${encodeURIComponent(term)}`)
  expect(response.statusCode, term).toBe(200)
  return (response.json().data as Array<{ id: number }>).map((hit) => hit.id)
}
