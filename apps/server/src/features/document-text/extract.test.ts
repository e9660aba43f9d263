import { afterAll, describe, expect, it } from 'vitest'
import { makeDocx, makeOdt, makePdf, makeZipBomb, ODT_MIMETYPE } from '../../test/documents.ts'
import { closeExtractionThread, extractText, hasReadableText, TEXT_MIME_TYPES } from './index.ts'

const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const TXT = 'text/plain'

afterAll(() => closeExtractionThread())

describe('extractText reads the text of documents in a separate thread', () => {
  it('names the readable types', () => {
    expect([...TEXT_MIME_TYPES].sort()).toEqual([PDF, ODT_MIMETYPE, DOCX, TXT].sort())
    expect(hasReadableText('image/png')).toBe(false)
    expect(hasReadableText(PDF)).toBe(true)
  })

  it('reads a PDF page by page and counts its pages', async () => {
    const result = await extractText(makePdf(['Gabelstapler-Fahrer bei DHL', 'Zweite Seite (Köln)']), PDF)
    expect(result).toMatchObject({ state: 'read', pages: 2, truncated: false })
    expect(result.text).toContain('Gabelstapler-Fahrer bei DHL')
    expect(result.text).toContain('Zweite Seite (Köln)')
  })

  it('answers empty for a PDF without text (a scan) and failed for a corrupt one', async () => {
    expect(await extractText(makePdf([null, null]), PDF)).toMatchObject({
      state: 'empty',
      text: '',
      pages: 2,
    })
    const corrupt = await extractText(Buffer.from('%PDF-1.4\n this is no pdf at all'), PDF)
    expect(corrupt.state).toBe('failed')
    expect(corrupt.reason).toBeTruthy()
    // The thread still serves the next file.
    expect((await extractText(makePdf(['danach']), PDF)).text).toBe('danach')
  })

  it('reads a DOCX through mammoth and an ODT with spans, tabs, spaces and line breaks', async () => {
    const docx = await extractText(makeDocx(['Lebenslauf', 'Staplerschein & Gabelstapler']), DOCX)
    expect(docx).toMatchObject({ state: 'read', pages: null, truncated: false })
    expect(docx.text).toMatch(/Lebenslauf\s+Staplerschein & Gabelstapler/)
    const odt = await extractText(
      makeOdt([
        'Berufserfahrung<text:tab/>2019<text:line-break/>Lager&amp;Logistik',
        '<text:span text:style-name="T1">Gabel</text:span>stapler<text:s text:c="2"/>DHL',
      ]),
      ODT_MIMETYPE,
    )
    expect(odt).toMatchObject({ state: 'read', truncated: false })
    expect(odt.text).toBe('Berufserfahrung 2019\nLager&Logistik\nGabelstapler DHL')
    expect((await extractText(Buffer.from('PK\x03\x04 kaputt'), DOCX)).state).toBe('failed')
    expect((await extractText(makeOdt([]), ODT_MIMETYPE)).state).toBe('empty')
  })

  it('reads TXT as UTF-8, and as Windows-1252 when it is no valid UTF-8', async () => {
    expect((await extractText(Buffer.from('\ufeffMüller, Gabelstapler – 5 €', 'utf8'), TXT)).text).toBe(
      'Müller, Gabelstapler – 5 €',
    )
    const cp1252 = Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80])
    expect(await extractText(cp1252, TXT)).toMatchObject({ state: 'read', text: 'Müller – 5 €' })
    expect((await extractText(Buffer.from('   \n  '), TXT)).state).toBe('empty')
    // Soft hyphens and zero-width characters inside words, as justified PDFs and web CVs hold them.
    const hidden = Buffer.from('Gabel\u00ADstapler, Lager\u200Bist bei D\u2060HL', 'utf8')
    expect((await extractText(hidden, TXT)).text).toBe('Gabelstapler, Lagerist bei DHL')
  })

  it('keeps at most the character bound', async () => {
    const result = await extractText(Buffer.from('wort '.repeat(1000)), TXT, { characters: 100 })
    expect(result.truncated).toBe(true)
    expect(result.text.length).toBeLessThanOrEqual(100)
    expect(result.reason).toMatch(/Zeichen/)
  })

  it('cuts a 10,000-page PDF at 500 pages and keeps what it read', async () => {
    const pages = Array.from({ length: 10_000 }, (_, i) => `Seite${i + 1} Gabelstapler`)
    const started = performance.now()
    const result = await extractText(makePdf(pages), PDF)
    const ms = performance.now() - started
    expect(result).toMatchObject({ state: 'read', pages: 10_000, truncated: true })
    expect(result.reason).toMatch(/500 Seiten/)
    expect(result.text).toContain('Seite500 ')
    expect(result.text).not.toContain('Seite501 ')
    console.info(`10,000-page PDF: 500 pages read in ${Math.round(ms)} ms`)
    expect(ms).toBeLessThan(30_000)
  }, 60_000)

  it('stops unpacking a zip bomb at the bound, whatever its header says, and keeps the text before', async () => {
    const odtHead =
      '<?xml version="1.0"?><office:document-content xmlns:text="t"><office:body><office:text><text:p>Gabelstapler '
    const bomb = makeZipBomb('content.xml', {
      megabytes: 1024,
      prefix: odtHead,
      first: ['mimetype', ODT_MIMETYPE],
    })
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024)
    const started = performance.now()
    const result = await extractText(bomb, ODT_MIMETYPE, { unzippedBytes: 8 * 1024 * 1024 })
    expect(result).toMatchObject({ state: 'read', text: 'Gabelstapler', truncated: true })
    expect(result.reason).toMatch(/entpackt/)
    expect(performance.now() - started).toBeLessThan(20_000)
    // The header claims 100 bytes for 256 MB: the count while inflating stops it all the same.
    const liar = makeZipBomb('word/document.xml', {
      megabytes: 256,
      declaredSize: 100,
      prefix: '<w:document><w:body><w:p><w:r><w:t>Staplerschein</w:t></w:r></w:p><w:p><w:r><w:t>',
    })
    const lied = await extractText(liar, DOCX)
    expect(lied).toMatchObject({ state: 'read', truncated: true })
    expect(lied.text).toBe('Staplerschein')
  }, 60_000)

  it('stops a file that takes too long, answers failed, and a fresh thread reads the next', async () => {
    const pages = Array.from({ length: 3000 }, (_, i) => `Seite ${i}`)
    const slow = await extractText(makePdf(pages), PDF, { timeoutMs: 1, pages: 3000 })
    expect(slow.state).toBe('failed')
    expect(slow.reason).toMatch(/Zeit abgelaufen/)
    expect((await extractText(makePdf(['wieder da']), PDF)).text).toBe('wieder da')
  }, 60_000)
})
