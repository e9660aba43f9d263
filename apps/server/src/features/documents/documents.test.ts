import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DOCUMENT_UPLOAD_TEXTS } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { multipart, PDF, PNG } from '../../test/multipart.ts'
import { purgeExpiredApplicants } from '../applicants/index.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

async function upload(
  agent: Agent,
  applicantId: number,
  name: string,
  content: Buffer | string,
  fields: Record<string, string> = {},
) {
  const { payload, headers } = await multipart(
    { applicant_id: String(applicantId), ...fields },
    { name, content },
  )
  return agent.request('POST', `/api/document/${applicantId}`, payload, { headers })
}

/** Every file under DATA_DIR/documents, staged ones included. */
function storedFiles(): string[] {
  const root = join(t.config.dataDir, 'documents')
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else out.push(entry.name)
    }
  }
  try {
    walk(root)
  } catch {
    return []
  }
  return out
}

describe('upload: size limit, allowed types, matching content, server-made keys', () => {
  it('stores a PDF under a server key, lists it with uploader and category, and writes history', async () => {
    const applicant = await createApplicantVia(recruiter)
    const categories = (await viewer.get('/api/document-categories')).json()
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Lebenslauf',
      'Anschreiben',
      'Zeugnis',
      'Zertifikat',
      'Ausweis/Nachweis',
      'Sonstiges',
    ])
    const response = await upload(recruiter, applicant.id, 'Lebenslauf Jülide Özdemir.pdf', PDF, {
      category_id: String(categories[0].id),
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      name: 'Lebenslauf Jülide Özdemir.pdf',
      applicant_id: applicant.id,
      category: 'Lebenslauf',
      size: PDF.length,
      mime_type: 'application/pdf',
      uploaded_by: 'Rita Recruiter',
    })
    expect(storedFiles().some((f) => f.includes('Lebenslauf'))).toBe(false)
    const list = (await viewer.get(`/api/documents/${applicant.id}`)).json()
    expect(list).toHaveLength(1)
    expect((await viewer.get(`/api/applicant-detail/${applicant.id}`)).json().documents).toHaveLength(1)
    const [latest] = (await viewer.get(`/api/history/${applicant.id}`)).json()
    expect(latest.action).toBe('document_uploaded')
  })

  it('refuses disallowed types, contents that do not match the extension, and empty files, leaving no file', async () => {
    const applicant = await createApplicantVia(recruiter)
    const before = storedFiles().length
    const cases: Array<[string, Buffer | string, RegExp]> = [
      ['seite.html', '<html><script>alert(1)</script></html>', /nicht erlaubt/],
      ['programm.exe', Buffer.from('MZ\x90\x00'), /nicht erlaubt/],
      ['getarnt.pdf', Buffer.from('MZ\x90\x00 not a pdf'), /passt nicht/],
      ['bild.png', PDF, /passt nicht/],
      ['zeugnis.docx', PDF, /passt nicht/],
      ['leer.pdf', '', /leer/],
      ['ohne-endung', PDF, /nicht erlaubt/],
    ]
    for (const [name, content, message] of cases) {
      const response = await upload(recruiter, applicant.id, name, content)
      expect(response.statusCode, name).toBe(422)
      expect(response.json().message, name).toMatch(message)
    }
    expect(storedFiles().length).toBe(before)
    expect((await viewer.get(`/api/documents/${applicant.id}`)).json()).toEqual([])
  })

  it('enforces the size limit of the settings while streaming (413), leaving no file', async () => {
    const applicant = await createApplicantVia(recruiter)
    await t.db.execute(
      sql`UPDATE settings SET value = jsonb_set(value, '{upload_limit_mb}', '1') WHERE key = 'app'`,
    )
    const before = storedFiles().length
    try {
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)])
      const response = await upload(recruiter, applicant.id, 'gross.pdf', big)
      expect(response.statusCode).toBe(413)
      expect(response.json().message).toBe('Die Datei ist größer als 1 MB.')
      expect(storedFiles().length).toBe(before)
    } finally {
      await t.db.execute(
        sql`UPDATE settings SET value = jsonb_set(value, '{upload_limit_mb}', '20') WHERE key = 'app'`,
      )
    }
  })

  it('an interrupted upload (the body ends mid-file) leaves no file and no row', async () => {
    const applicant = await createApplicantVia(recruiter)
    const before = storedFiles().length
    const { payload, headers } = await multipart(
      { applicant_id: String(applicant.id) },
      { name: 'abgebrochen.pdf', content: Buffer.concat([PDF, Buffer.alloc(64 * 1024, 0x20)]) },
    )
    const cut = payload.subarray(0, payload.length - 2_000)
    const response = await recruiter.request('POST', `/api/document/${applicant.id}`, cut, { headers })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: DOCUMENT_UPLOAD_TEXTS.incomplete })
    expect(storedFiles().length).toBe(before)
    expect((await viewer.get(`/api/documents/${applicant.id}`)).json()).toEqual([])
  })

  it('handles path tricks, NUL, __proto__, umlauts and 300-character names as plain metadata', async () => {
    const applicant = await createApplicantVia(recruiter)
    const names: Array<[string, string]> = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\boot.pdf', 'boot.pdf'],
      ['__proto__.pdf', '__proto__.pdf'],
      ['Zeugnis\u0000.pdf', 'Zeugnis.pdf'],
      ['Über Grüße ß.pdf', 'Über Grüße ß.pdf'],
      // Bidirectional overrides would show "lebenslaufpdf.exe"; zero-width and BOM hide text.
      ['lebenslauf\u202Eexe.pdf', 'lebenslaufexe.pdf'],
      ['\u2067Zeugnis\u2069\u200B\uFEFF.pdf', 'Zeugnis.pdf'],
      ['Anschreiben\u200F\u061C\u0085.pdf', 'Anschreiben.pdf'],
    ]
    for (const [sent, stored] of names) {
      const response = await upload(recruiter, applicant.id, sent, PDF)
      expect(response.statusCode, sent).toBe(201)
      expect(response.json().name).toBe(stored)
    }
    const long = await upload(recruiter, applicant.id, `${'a'.repeat(300)}.pdf`, PDF)
    expect(long.json().name).toHaveLength(200)
    expect(long.json().name.endsWith('.pdf')).toBe(true)
    // A rename cannot smuggle them in either.
    const renamed = await recruiter.put(`/api/document/${long.json().id}`, { name: 'cv\u202Efdp.exe' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().name).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
  })

  it('lets viewers read but not upload; the applicant id must match', async () => {
    const applicant = await createApplicantVia(recruiter)
    expect((await upload(viewer, applicant.id, 'a.pdf', PDF)).statusCode).toBe(403)
    const other = await createApplicantVia(recruiter)
    const { payload, headers } = await multipart(
      { applicant_id: String(other.id) },
      { name: 'a.pdf', content: PDF },
    )
    const mismatch = await recruiter.request('POST', `/api/document/${applicant.id}`, payload, { headers })
    expect(mismatch.statusCode).toBe(422)
  })
})

describe('download: attachment, safe name, nosniff, no-store', () => {
  it('sends the file as an attachment with a safe UTF-8 name, nosniff and no-store', async () => {
    const applicant = await createApplicantVia(recruiter)
    const doc = (await upload(recruiter, applicant.id, 'Zeugnis Müller; 100%.pdf', PDF)).json()
    const response = await viewer.get(`/api/document-download/${doc.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(PDF)).toBe(true)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Zeugnis Muller_ 100_.pdf"; filename*=UTF-8''Zeugnis%20M%C3%BCller%3B%20100%25.pdf`,
    )
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('no-store')
    const inline = await viewer.get(`/api/document-download/${doc.id}?inline=1`)
    expect(inline.headers['content-disposition']).toMatch(/^inline;/)
    const [latest] = (await viewer.get(`/api/history/${applicant.id}`)).json()
    expect(latest.action).toBe('document_downloaded')
  })

  it('never serves SVG or text inline', async () => {
    const applicant = await createApplicantVia(recruiter)
    const svg = (
      await upload(
        recruiter,
        applicant.id,
        'logo.svg',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      )
    ).json()
    const response = await viewer.get(`/api/document-download/${svg.id}?inline=1`)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.headers['content-disposition']).toMatch(/^attachment;/)
  })
})

describe('rename, category, delete, purge', () => {
  it('renames keeping the extension and changes the category', async () => {
    const applicant = await createApplicantVia(recruiter)
    const doc = (await upload(recruiter, applicant.id, 'scan_0042.png', PNG)).json()
    const categories = (await viewer.get('/api/document-categories')).json()
    const renamed = await recruiter.put(`/api/document/${doc.id}`, {
      name: 'Führerschein',
      category_id: categories[4].id,
    })
    expect(renamed.json()).toMatchObject({ name: 'Führerschein.png', category: 'Ausweis/Nachweis' })
    expect((await recruiter.put(`/api/document/${doc.id}`, { name: 'Ausweis.pdf' })).json().name).toBe(
      'Ausweis.pdf.png',
    )
    expect((await recruiter.put(`/api/document/${doc.id}`, { category_id: 999999 })).statusCode).toBe(422)
    expect((await recruiter.put(`/api/document/${doc.id}`, { name: 'a/b' })).statusCode).toBe(422)
    expect((await viewer.put(`/api/document/${doc.id}`, { name: 'x' })).statusCode).toBe(403)
    const [latest] = (await viewer.get(`/api/history/${applicant.id}`)).json()
    expect(latest.action).toBe('document_updated')
  })

  it('deletes the row and the file; a trashed applicant’s documents are unreachable; the purge removes files', async () => {
    const applicant = await createApplicantVia(recruiter)
    const doc = (await upload(recruiter, applicant.id, 'weg.pdf', PDF)).json()
    const count = storedFiles().length
    expect((await recruiter.delete(`/api/document/${doc.id}`)).statusCode).toBe(204)
    expect(storedFiles().length).toBe(count - 1)
    expect((await viewer.get(`/api/document/${doc.id}`)).statusCode).toBe(404)

    const kept = (await upload(recruiter, applicant.id, 'bleibt.pdf', PDF)).json()
    await recruiter.delete(`/api/applicants/${applicant.id}`)
    expect((await viewer.get(`/api/document-download/${kept.id}`)).statusCode).toBe(404)
    expect((await viewer.get(`/api/documents/${applicant.id}`)).statusCode).toBe(404)
    const before = storedFiles().length
    await purgeExpiredApplicants(t.db, {
      now: new Date(t.clock.now().getTime() + 8 * 86_400_000),
      storage: t.storage,
    })
    expect(storedFiles().length).toBe(before - 1)
  })

  it('the start-up sweep removes staged leftovers and files without a row', async () => {
    const applicant = await createApplicantVia(recruiter)
    await upload(recruiter, applicant.id, 'echt.pdf', PDF)
    const { Readable } = await import('node:stream')
    await t.storage.stage(Readable.from([Buffer.from('halb hochgeladen')]))
    const orphan = await t.storage.stage(Readable.from([PDF]))
    await t.storage.commit(orphan, '00000000-0000-4000-8000-000000000000')
    const { isKnownStorageKey } = await import('./documents.service.ts')
    const removed = await t.storage.sweep((key) => isKnownStorageKey(t.db, key))
    expect(removed).toBe(1)
    expect(storedFiles()).not.toContain('00000000-0000-4000-8000-000000000000')
    expect((await viewer.get(`/api/documents/${applicant.id}`)).json()).toHaveLength(1)
  })
})
