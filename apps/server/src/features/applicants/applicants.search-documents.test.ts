import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { makeDocx, makePdf } from '../../test/documents.ts'
import { multipart } from '../../test/multipart.ts'
import { closeExtractionThread, processDocumentTexts } from '../document-text/index.ts'

/** The search over the texts of uploaded documents, through the real upload, job and search routes. */
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

interface Hit {
  id: number
  found_in: {
    document_id: number
    name: string
    category: string | null
    text: string
    marks: Array<{ start: number; end: number }>
  } | null
}

async function search(term: string): Promise<Hit[]> {
  const response = await recruiter.get(`/api/applicants/search/${encodeURIComponent(term)}`)
  expect(response.statusCode, term).toBe(200)
  return response.json().data
}
const ids = async (term: string) => (await search(term)).map((hit) => hit.id)
const markedWords = (hit: Hit | undefined) =>
  hit?.found_in?.marks.map(({ start, end }) => hit.found_in?.text.slice(start, end)) ?? []

async function upload(applicantId: number, name: string, content: Buffer) {
  const { payload, headers } = await multipart({}, { name, content })
  const response = await recruiter.request('POST', `/api/document/${applicantId}`, payload, { headers })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: number }
}

/** The background job, run to the end instead of waiting for its timer. */
async function readUploads() {
  while ((await processDocumentTexts({ ...t.deps, logger: t.app.log }, { limit: 10 })).claimed > 0);
}

describe('search finds words of the documents', () => {
  it('finds a CV word, says in which document, marks it in a snippet, and the hit opens that document', async () => {
    const kowalczyk = await createApplicantVia(recruiter, {
      first_name: 'Marek',
      last_name: 'Kowalczyk',
      city: 'Bremen',
    })
    const doc = await upload(
      kowalczyk.id,
      'Lebenslauf Kowalczyk.pdf',
      makePdf([
        'Berufserfahrung',
        '2019–2024 Lagerist bei DHL Hub Bremen',
        'Arbeit mit dem Gabelstapler und Inventur',
      ]),
    )
    expect(await ids('Gabelstapler')).toEqual([])
    await readUploads()
    const [hit] = await search('Gabelstapler')
    expect(hit?.id).toBe(kowalczyk.id)
    expect(hit?.found_in?.document_id).toBe(doc.id)
    expect(hit?.found_in?.name).toBe('Lebenslauf Kowalczyk.pdf')
    expect(hit?.found_in?.text).toContain('mit dem Gabelstapler und Inventur')
    expect(markedWords(hit)).toEqual(['Gabelstapler'])
    // An employer, a word start, a word in another case, two words in profile and document.
    expect(await ids('DHL')).toEqual([kowalczyk.id])
    expect(await ids('gabelstap')).toEqual([kowalczyk.id])
    expect(await ids('Kowalczyk Gabelstapler')).toEqual([kowalczyk.id])
    expect(await ids('Bremen Inventur')).toEqual([kowalczyk.id])
    // A stop word cannot be asked of a document, the other words still must match.
    expect(await ids('Lagerist bei DHL')).toEqual([kowalczyk.id])
    expect(await ids('Gabelstapler Kranführer')).toEqual([])
    // A profile hit has no snippet.
    const [byName] = await search('Kowalczyk')
    expect(byName?.found_in).toBeNull()
  })

  it('puts profile hits before document hits, and the newest document holding the word first', async () => {
    const inProfile = await createApplicantVia(recruiter, {
      first_name: 'Inga',
      last_name: 'Schweisser',
      city: 'Kiel',
    })
    const inDocument = await createApplicantVia(recruiter, {
      first_name: 'Jonas',
      last_name: 'Brenner',
      city: 'Kiel',
    })
    await upload(
      inDocument.id,
      'Zeugnis.docx',
      makeDocx(['Herr Brenner arbeitete als Schweisser in der Werft.']),
    )
    const newer = await upload(
      inDocument.id,
      'Lebenslauf.docx',
      makeDocx(['Ausbildung zum Schweisser, Schweisserpass']),
    )
    await readUploads()
    const found = await search('Schweisser')
    expect(found.map((hit) => hit.id)).toEqual([inProfile.id, inDocument.id])
    expect(found[1]?.found_in?.document_id).toBe(newer.id)
    expect(markedWords(found[1])).toEqual(['Schweisser', 'Schweisserpass'])
  })

  it('cuts the snippet around a word deep in a long text, with accents and ß before it', async () => {
    const applicant = await createApplicantVia(recruiter, { first_name: 'Lea', last_name: 'Langtext' })
    const filler = Array.from({ length: 400 }, (_, i) => `Größe Straße Übung ${i}`).join(' ')
    const content = Buffer.from(`${filler} Zertifikat Kältetechnik Schweißfachmann ${filler}`, 'utf8')
    await upload(applicant.id, 'Zertifikate.txt', content)
    await readUploads()
    const [hit] = await search('Kältetechnik')
    expect(hit?.id).toBe(applicant.id)
    const text = hit?.found_in?.text ?? ''
    expect(text.startsWith('… ')).toBe(true)
    expect(text.endsWith(' …')).toBe(true)
    expect(text.length).toBeLessThan(300)
    expect(markedWords(hit)).toEqual(['Kältetechnik'])
    expect(await ids('Kaltetechnik')).toEqual([applicant.id])
  })

  it('takes words with signs of regular expressions literally when it cuts the snippet', async () => {
    const applicant = await createApplicantVia(recruiter, { first_name: 'Rex', last_name: 'Zeichen' })
    await upload(
      applicant.id,
      'Kenntnisse.txt',
      Buffer.from('Kenntnisse: Node.js, SAP R/3 (FI*CO), C++ und [Excel] sowie Straßenbau-Erfahrung', 'utf8'),
    )
    await readUploads()
    for (const term of ['node.js', 'R/3', '(FI*CO)', 'Strassenbau', 'Excel]', 'Zeichen node.js']) {
      const hits = await search(term)
      expect(
        hits.map((hit) => hit.id),
        term,
      ).toContain(applicant.id)
    }
    const [hit] = await search('Strassenbau')
    expect(markedWords(hit)).toEqual(['Straßenbau'])
  })

  it('cuts the snippet around a word the profile lacks, in the document that holds it, never around a stop word', async () => {
    const filler = (word: string) => Array.from({ length: 40 }, (_, i) => `${word} ${i}`).join(' ')
    const person = await createApplicantVia(recruiter, {
      first_name: 'Wanda',
      last_name: 'Ankerlind',
      city: 'Bremen',
    })
    const cv = await upload(
      person.id,
      'Lebenslauf.txt',
      Buffer.from(
        `Wanda Ankerlind, Am Deich 4, Bremen. Anschreiben an der Hand. ${filler('Anlage')} ` +
          `2015–2020 Lagerleiterin in Halle an der Saale, Inventur und Kommissionierung. ${filler('Anhang')}`,
        'utf8',
      ),
    )
    // A newer document holds only what the profile already has.
    await upload(
      person.id,
      'Anschreiben.txt',
      Buffer.from('Bewerbung von Wanda Ankerlind aus Bremen', 'utf8'),
    )
    await readUploads()
    for (const term of ['Bremen Inventur', 'Halle an der Saale', 'Ankerlind Kommissionierung']) {
      const [hit] = await search(term)
      expect(hit?.id, term).toBe(person.id)
      expect(hit?.found_in?.document_id, term).toBe(cv.id)
      expect(hit?.found_in?.text, term).toContain(
        'Lagerleiterin in Halle an der Saale, Inventur und Kommissionierung',
      )
      // Stop words are never marked, nor words that merely begin like them („Anlage“, „Anhang“).
      expect(
        markedWords(hit).filter((word) => /^(an|der|anlage|anhang|anschreiben)$/i.test(word ?? '')),
        term,
      ).toEqual([])
    }
    const [byCity] = await search('Halle an der Saale')
    expect(markedWords(byCity)).toEqual(['Halle', 'Saale'])
  })

  it('a misspelt name the profile holds shows no snippet; a word only the CV holds does', async () => {
    const person = await createApplicantVia(recruiter, {
      first_name: 'Jendrik',
      last_name: 'Quastberger',
      city: 'Köln',
    })
    await upload(
      person.id,
      'Lebenslauf.txt',
      Buffer.from('Jendrik Quastberger, Köln. Erfahrung mit dem Hubsteiger und im Hochregallager.', 'utf8'),
    )
    await readUploads()
    const [byProfile] = await search('Quastbergr Köln')
    expect(byProfile?.id).toBe(person.id)
    expect(byProfile?.found_in).toBeNull()
    const [byDocument] = await search('Quastbergr Hubsteiger')
    expect(byDocument?.id).toBe(person.id)
    expect(markedWords(byDocument)).toContain('Hubsteiger')
  })

  it('finds a job title typed with its gender ending after a slash, as a recruiter writes it', async () => {
    const person = await createApplicantVia(recruiter, { first_name: 'Gesa', last_name: 'Genderform' })
    await upload(
      person.id,
      'Lebenslauf.txt',
      Buffer.from(
        'Ausbildung zur Erzieherin, danach Lagerist im Hochregallager. Stelle: Koch/Köchin',
        'utf8',
      ),
    )
    await readUploads()
    const terms = [
      'Erzieher/in',
      'Genderform Erzieher/innen',
      'Genderform Lagerist/-in',
      'Koch/Köchin',
      // Pasted from a job ad, with its gender note.
      'Genderform Lagerist (m/w/d)',
      'Erzieher/in (w/m/d)',
    ]
    for (const term of terms) expect(await ids(term), term).toEqual([person.id])
    // Every CV that names a Lagerist (an earlier test's too).
    expect(await ids('Lagerist/-in')).toContain(person.id)
    // Only a gender ending is dropped: two words with a slash between stay both.
    expect(await ids('Koch/Bäcker')).toEqual([])
  })

  it('finds a phone number or a name a CV writes another way than the term, in any of its forms', async () => {
    const person = await createApplicantVia(recruiter, { first_name: 'Tamara', last_name: 'Rufnummer' })
    await upload(
      person.id,
      'Lebenslauf.txt',
      Buffer.from('Erreichbar unter 01783550724. Referenz: Frau Jaeger-Hoelzl, Spedition Oehlmann', 'utf8'),
    )
    await readUploads()
    // The number with its country code; umlauts typed as the CV has them, as two letters, and
    // typed as umlauts where the CV has two letters (a stemmer before PostgreSQL 16 keeps them apart).
    const terms = [
      '+49 178 3550724',
      '0049 178 3550724',
      '0178 3550724',
      'Jaeger Hoelzl Oehlmann',
      'Jäger Hölzl Öhlmann',
    ]
    for (const term of terms) {
      const [hit, ...more] = await search(term)
      expect(more, term).toEqual([])
      expect(hit?.id, term).toBe(person.id)
      expect(hit?.found_in?.name, term).toBe('Lebenslauf.txt')
    }
    expect(markedWords((await search('+49 178 3550724'))[0])).toEqual(['01783550724'])
    expect(markedWords((await search('Öhlmann'))[0])).toEqual(['Oehlmann'])
  })

  it('forgets the words of a deleted document', async () => {
    const applicant = await createApplicantVia(recruiter, { first_name: 'Olga', last_name: 'Vergessen' })
    const doc = await upload(
      applicant.id,
      'Lebenslauf.txt',
      Buffer.from('Erfahrung als Hubwagenfahrerin', 'utf8'),
    )
    await readUploads()
    expect(await ids('Hubwagenfahrerin')).toEqual([applicant.id])
    expect((await recruiter.delete(`/api/document/${doc.id}`)).statusCode).toBeLessThan(300)
    expect(await ids('Hubwagenfahrerin')).toEqual([])
  })

  it("the list's full-text filter finds by document words too", async () => {
    const applicant = await createApplicantVia(recruiter, {
      first_name: 'Tim',
      last_name: 'Listenfund',
      city: 'Ulm',
    })
    await upload(applicant.id, 'CV.txt', Buffer.from('Staplerschein und SAP-Kenntnisse', 'utf8'))
    await readUploads()
    const response = await recruiter.get(`/api/applicants?q=${encodeURIComponent('Staplerschein Ulm')}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.map((row: { id: number }) => row.id)).toEqual([applicant.id])
  })
})
