import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { CV_LIMITS, CV_TEXTS, DOCUMENT_UPLOAD_TEXTS } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { makeDocx, makeOdt, makePdf } from '../../test/documents.ts'
import { multipart, PDF, PNG } from '../../test/multipart.ts'
import { CV_FIXTURES } from './cv-fixtures.ts'

let t: TestContext
let recruiter: Agent
let admin: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter')).agent
  admin = (await t.loginAs('admin')).agent
  viewer = (await t.loginAs('viewer')).agent
  // A stored document, so the folder compared below is not trivially empty.
  const applicant = await createApplicantVia(recruiter)
  const upload = await multipart({}, { name: 'Zeugnis.pdf', content: PDF })
  const stored = await recruiter.request('POST', `/api/document/${applicant.id}`, upload.payload, {
    headers: upload.headers,
  })
  expect(stored.statusCode).toBe(201)
})
afterAll(() => t.close())

async function send(agent: Agent, name: string, content: Buffer | string, options = {}) {
  const { payload, headers } = await multipart({}, { name, content })
  return agent.request('POST', '/api/cv-suggestions', payload, { headers, ...options })
}

/** Every table's row count, in one query. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ tablename: string }>(
    t.db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`,
  )
  const counts = tables.map((r) => `'${r.tablename}', (SELECT count(*) FROM "${r.tablename}")`).join(', ')
  const [row] = await rows<{ f: Record<string, number> }>(
    t.db,
    sql.raw(`SELECT json_build_object(${counts}) AS f`),
  )
  return row?.f ?? {}
}

/** Every file under the documents folder (staged ones included), with its size. */
function storageFolder(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        out.push(`${path}/`)
        walk(path)
      } else out.push(`${path} ${statSync(path).size}`)
    }
  }
  try {
    walk(join(t.config.dataDir, 'documents'))
  } catch {
    return []
  }
  return out.sort()
}

const fixture = (name: string) => {
  const found = CV_FIXTURES.find((f) => f.name.startsWith(name))
  if (!found) throw new Error(`no fixture ${name}`)
  return found
}

describe('POST /api/cv-suggestions', () => {
  it("answers the person's details from a CV and stores nothing at all", async () => {
    const tablesBefore = await rowCounts()
    const folderBefore = storageFolder()
    const response = await send(recruiter, 'Lebenslauf Anna Schmidt.txt', fixture('Word: name heading').text)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      suggestions: {
        first_name: 'Anna',
        last_name: 'Schmidt',
        birth_date: '1990-04-03',
        email: 'anna.schmidt@example.de',
        phone: '+49 176 1234567',
        street: 'Musterstraße 12',
        postal_code: '20095',
        city: 'Hamburg',
      },
      truncated: false,
    })
    expect(await rowCounts()).toEqual(tablesBefore)
    expect(storageFolder()).toEqual(folderBefore)
    expect(storageFolder().length).toBeGreaterThan(1)
  })

  it('reads PDF, Word and OpenDocument CVs alike', async () => {
    const lines = fixture('Word: name heading').text.split('\n')
    const expected = {
      first_name: 'Anna',
      last_name: 'Schmidt',
      birth_date: '1990-04-03',
      email: 'anna.schmidt@example.de',
      phone: '+49 176 1234567',
      street: 'Musterstraße 12',
      postal_code: '20095',
      city: 'Hamburg',
    }
    const files: Array<[string, Buffer]> = [
      ['Lebenslauf.pdf', makePdf([lines.join('\n')])],
      ['Lebenslauf.docx', makeDocx(lines)],
      ['Lebenslauf.odt', makeOdt(lines.map((l) => l.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)))],
    ]
    for (const [name, content] of files) {
      const response = await send(recruiter, name, content)
      expect([name, response.statusCode, response.json()]).toEqual([
        name,
        200,
        { suggestions: expected, truncated: false },
      ])
    }
  })

  it("says so when a PDF holds no text (a scan), and reads only a CV's first pages", async () => {
    const scan = await send(recruiter, 'scan.pdf', makePdf([null, null]))
    expect([scan.statusCode, scan.json().message]).toEqual([422, CV_TEXTS.noText])
    const long = await send(
      recruiter,
      'lang.pdf',
      makePdf(['Name: Eva Lang', ...Array(CV_LIMITS.pages + 3).fill('Seite')]),
    )
    expect([long.statusCode, long.json()]).toEqual([
      200,
      { suggestions: { first_name: 'Eva', last_name: 'Lang' }, truncated: true },
    ])
  })

  it("reads a Word CV's paragraphs as the extraction hands them over, and not the company's phone", async () => {
    const paragraphs = fixture('Word document as the extraction').text.split('\n').filter(Boolean)
    const response = await send(recruiter, 'Bewerbung.docx', makeDocx(paragraphs))
    expect(response.json()).toEqual({
      suggestions: {
        first_name: 'Deniz',
        last_name: 'Aydın',
        birth_date: '1997-03-17',
        email: 'deniz.aydin@gmx.net',
        street: 'Waldhofstraße 22',
        postal_code: '68305',
        city: 'Mannheim',
      },
      truncated: false,
    })
  })

  it('answers no suggestion, not an error, for a CV that names nothing about its person', async () => {
    const response = await send(admin, 'werdegang.txt', fixture('No personal data').text)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ suggestions: {}, truncated: false })
  })

  it('reads only the beginning of a long CV and says so', async () => {
    const long = `${fixture('Word: name heading').text}\n${'Berufserfahrung und mehr. '.repeat(3_000)}`
    const response = await send(recruiter, 'lang.txt', long)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ suggestions: { first_name: 'Anna' }, truncated: true })
  })

  it('is open to those who may create an applicant, with the session and its CSRF token', async () => {
    const text = fixture('Word: name heading').text
    expect((await send(viewer, 'cv.txt', text)).statusCode).toBe(403)
    expect((await send(t.agent(), 'cv.txt', text)).statusCode).toBe(401)
    expect((await send(recruiter, 'cv.txt', text, { noCsrf: true })).statusCode).toBe(419)
  })

  it('refuses with clear German messages and stores nothing on a refusal', async () => {
    const tablesBefore = await rowCounts()
    const folderBefore = storageFolder()
    const cases: Array<[string, Buffer | string, number, string]> = [
      ['foto.png', PNG, 422, CV_TEXTS.wrongType],
      ['programm.exe', 'MZ', 422, DOCUMENT_UPLOAD_TEXTS.typeNotAllowed],
      ['falsch.pdf', 'kein PDF', 422, DOCUMENT_UPLOAD_TEXTS.contentMismatch],
      ['leer.txt', '', 422, DOCUMENT_UPLOAD_TEXTS.empty],
      ['nur-leerzeichen.txt', ' \n\t\n ', 422, CV_TEXTS.noText],
      ['kaputt.pdf', PDF, 422, CV_TEXTS.unreadable],
    ]
    const answers = []
    for (const [name, content] of cases) {
      const response = await send(recruiter, name, content)
      answers.push([name, content, response.statusCode, response.json().message])
      if (response.statusCode === 422) expect(response.json().errors.file).toEqual([response.json().message])
    }
    expect(answers).toEqual(cases)
    const json = await recruiter.post('/api/cv-suggestions', { file: 'lebenslauf.pdf' })
    expect([json.statusCode, json.json().message]).toEqual([422, DOCUMENT_UPLOAD_TEXTS.notMultipart])
    const none = await multipart({ note: 'ohne Datei' })
    const noFile = await recruiter.request('POST', '/api/cv-suggestions', none.payload, {
      headers: none.headers,
    })
    expect([noFile.statusCode, noFile.json().message]).toEqual([422, DOCUMENT_UPLOAD_TEXTS.noFile])
    // An upload that breaks off mid-file.
    const whole = await multipart(
      {},
      { name: 'lebenslauf.pdf', content: Buffer.concat([PDF, Buffer.alloc(64 * 1024)]) },
    )
    const broken = await recruiter.request(
      'POST',
      '/api/cv-suggestions',
      whole.payload.subarray(0, whole.payload.length - 2_000),
      { headers: whole.headers },
    )
    expect([broken.statusCode, broken.json()]).toEqual([400, { message: DOCUMENT_UPLOAD_TEXTS.incomplete }])
    expect(await rowCounts()).toEqual(tablesBefore)
    expect(storageFolder()).toEqual(folderBefore)
  })

  it('keeps to the upload limit of the settings (413)', async () => {
    await t.db.execute(
      sql`UPDATE settings SET value = jsonb_set(value, '{upload_limit_mb}', '1') WHERE key = 'app'`,
    )
    try {
      const big = `${fixture('Word: name heading').text}${' '.repeat(1024 * 1024)}`
      const response = await send(recruiter, 'gross.txt', big)
      expect([response.statusCode, response.json().message]).toEqual([413, DOCUMENT_UPLOAD_TEXTS.tooLarge(1)])
      expect(DOCUMENT_UPLOAD_TEXTS.tooLarge(1)).toBe('Die Datei ist größer als 1 MB.')
    } finally {
      await t.db.execute(
        sql`UPDATE settings SET value = jsonb_set(value, '{upload_limit_mb}', '20') WHERE key = 'app'`,
      )
    }
  })
})
