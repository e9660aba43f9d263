import { getHeapStatistics } from 'node:v8'
import { visibleText } from '@bb/shared/invisible'
import { Unzip, UnzipInflate, zipSync } from 'fflate'
import { DOCX_MIME, type ExtractLimits, type ExtractResult, ODT_MIME, PDF_MIME, TXT_MIME } from './limits.ts'

/**
 * The reading itself. It runs inside the extraction thread (extract-worker.mjs), never on the
 * server's own thread: a hostile file may cost at most that thread.
 */

let heapPeak = 0
/** The largest JS heap this thread has used so far, in bytes. */
export function heapPeakBytes(): number {
  notePeak()
  return heapPeak
}
function notePeak() {
  const used = getHeapStatistics().used_heap_size
  if (used > heapPeak) heapPeak = used
}

class Collector {
  private parts: string[] = []
  private length = 0
  truncated = false
  reason: string | undefined

  constructor(private readonly max: number) {}

  get full() {
    return this.length >= this.max
  }

  add(text: string) {
    if (this.full || text.length === 0) return
    const room = this.max - this.length
    if (text.length > room) {
      this.parts.push(text.slice(0, room))
      this.length = this.max
      this.cut(`mehr als ${this.max} Zeichen`)
      return
    }
    this.parts.push(text)
    this.length += text.length
  }

  cut(reason: string) {
    if (this.truncated) return
    this.truncated = true
    this.reason = reason
  }

  text() {
    return clean(this.parts.join(''))
  }
}

/**
 * No NUL or other control characters (the database refuses NUL), tabs become spaces, and no
 * invisible characters inside words (visibleText): a soft hyphen in „Gabel\u00ADstapler“ made full
 * text read two words, and the CV was not found by „Gabelstapler“.
 */
function clean(text: string): string {
  return (
    visibleText(text)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
      .replace(/\r\n?/g, '\n')
      .replace(/[\t \u00a0]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

function finish(collector: Collector, pages: number | null): ExtractResult {
  const text = collector.text()
  notePeak()
  return {
    state: text.length === 0 ? 'empty' : 'read',
    text,
    pages,
    truncated: collector.truncated,
    ...(collector.reason ? { reason: collector.reason } : {}),
  }
}

export async function extractInThread(
  bytes: Uint8Array,
  mimeType: string,
  limits: ExtractLimits,
): Promise<ExtractResult> {
  // Stop reading a little before the thread would be stopped, to keep what was read so far.
  const deadline = Date.now() + limits.timeoutMs * 0.75
  try {
    switch (mimeType) {
      case PDF_MIME:
        return await readPdf(bytes, limits, deadline)
      case DOCX_MIME:
        return await readDocx(bytes, limits)
      case ODT_MIME:
        return readOdt(bytes, limits)
      case TXT_MIME:
        return readTxt(bytes, limits)
      default:
        return { state: 'failed', text: '', pages: null, truncated: false, reason: 'unsupported type' }
    }
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return { state: 'failed', text: '', pages: null, truncated: false, reason: reason.slice(0, 300) }
  }
}

// ---------------------------------------------------------------------------------------------
// PDF

interface PdfTextItem {
  str?: string
  hasEOL?: boolean
}

async function readPdf(bytes: Uint8Array, limits: ExtractLimits, deadline: number) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    // Nothing is drawn: no fonts are loaded or fetched, no code is compiled from a file.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  })
  const collector = new Collector(limits.characters)
  try {
    const doc = await task.promise
    const total = doc.numPages
    const last = Math.min(total, limits.pages)
    if (total > limits.pages) collector.cut(`mehr als ${limits.pages} Seiten (${total})`)
    for (let number = 1; number <= last && !collector.full; number++) {
      if (Date.now() > deadline) {
        collector.cut(`Zeit abgelaufen nach ${number - 1} von ${total} Seiten`)
        // The page bound may have been noted first; the time is the reason that counts here.
        collector.reason = `Zeit abgelaufen nach ${number - 1} von ${total} Seiten`
        break
      }
      const page = await doc.getPage(number)
      const content = await page.getTextContent()
      let pageText = ''
      for (const item of content.items as PdfTextItem[]) {
        if (typeof item.str !== 'string') continue
        pageText += item.str
        if (item.hasEOL) pageText += '\n'
      }
      collector.add(number > 1 ? `\n\n${pageText}` : pageText)
      page.cleanup()
      if (number % 20 === 0) notePeak()
    }
    return finish(collector, total)
  } finally {
    notePeak()
    await task.destroy()
  }
}

// ---------------------------------------------------------------------------------------------
// Zip (DOCX, ODT)

/** Compressed bytes handed to the inflater at a time: one push unpacks at most ~1000 times this. */
const ZIP_CHUNK = 4096

interface Unzipped {
  files: Map<string, Uint8Array>
  /** The entry being unpacked when the bound was reached (kept, incomplete). */
  cutIn: string | undefined
}

/**
 * Unpacks the wanted entries, counting the bytes as they come out of the inflater. The sizes a
 * zip declares are never trusted; at `maxBytes` the unpacking stops and what came so far is kept.
 */
export function unzipBounded(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  maxBytes: number,
): Unzipped {
  const files = new Map<string, Uint8Array>()
  const open = new Map<string, Uint8Array[]>()
  let total = 0
  let cutIn: string | undefined
  let error: Error | undefined
  const unzip = new Unzip((file) => {
    if (!wanted(file.name) || cutIn !== undefined) return
    const chunks: Uint8Array[] = []
    open.set(file.name, chunks)
    file.ondata = (err, data, final) => {
      if (err) {
        error = err
        return
      }
      if (cutIn !== undefined) return
      const room = maxBytes - total
      if (data.length > room) {
        chunks.push(data.subarray(0, room))
        total = maxBytes
        cutIn = file.name
        file.terminate()
      } else {
        chunks.push(data)
        total += data.length
      }
      if (final || cutIn === file.name) {
        files.set(file.name, concat(chunks))
        open.delete(file.name)
      }
    }
    file.start()
  })
  unzip.register(UnzipInflate)
  for (let at = 0; at < bytes.length && cutIn === undefined && !error; at += ZIP_CHUNK) {
    const end = Math.min(at + ZIP_CHUNK, bytes.length)
    unzip.push(bytes.subarray(at, end), end === bytes.length)
  }
  if (error) throw error
  return { files, cutIn }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0]
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}

const utf8 = new TextDecoder('utf-8')

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * The text of an XML document's paragraphs: text is taken only inside `paragraph` elements,
 * `breaks` end a line, `spaces` stand for a space (ODT's `text:s` for `text:c` of them). Works on
 * a document cut off in the middle, too.
 */
function xmlText(
  xml: string,
  collector: Collector,
  tags: { paragraph: RegExp; breaks: RegExp; spaces: RegExp; text?: RegExp },
) {
  const token = /<(\/?)([A-Za-z_][\w.-]*:?[\w.-]*)([^>]*?)(\/?)>|([^<]+)/g
  let depth = 0
  let textDepth = 0
  for (const match of xml.matchAll(token)) {
    if (collector.full) return
    const [, closing, name = '', attributes = '', selfClosing, text] = match
    if (text !== undefined) {
      if (depth > 0 && (!tags.text || textDepth > 0)) collector.add(decodeEntities(text))
      continue
    }
    if (tags.paragraph.test(name)) {
      if (closing) {
        depth = Math.max(0, depth - 1)
        collector.add('\n')
      } else if (!selfClosing) depth++
      else collector.add('\n')
    } else if (tags.text?.test(name)) {
      if (closing) textDepth = Math.max(0, textDepth - 1)
      else if (!selfClosing) textDepth++
    } else if (tags.breaks.test(name) && !closing) collector.add('\n')
    else if (tags.spaces.test(name) && !closing) {
      const count = Number(/\bc="(\d+)"/.exec(attributes)?.[1] ?? 1)
      collector.add(' '.repeat(Math.min(Math.max(count, 1), 100)))
    }
  }
}

async function readDocx(bytes: Uint8Array, limits: ExtractLimits): Promise<ExtractResult> {
  // Only the XML parts; pictures and embedded files are not unpacked at all.
  const { files, cutIn } = unzipBounded(bytes, (name) => /\.(xml|rels)$/i.test(name), limits.unzippedBytes)
  const collector = new Collector(limits.characters)
  if (cutIn !== undefined) {
    // Cut off: mammoth needs whole parts, so the body's text runs are taken as far as they came.
    collector.cut(`mehr als ${limits.unzippedBytes} Bytes entpackt (${cutIn})`)
    const body = files.get('word/document.xml')
    if (body)
      xmlText(utf8.decode(body), collector, {
        paragraph: /^w:p$/,
        breaks: /^w:(br|cr)$/,
        spaces: /^w:tab$/,
        text: /^w:t$/,
      })
    return finish(collector, null)
  }
  if (!files.has('word/document.xml') && !files.has('[Content_Types].xml'))
    throw new Error('not a Word document')
  const mammoth = (await import('mammoth')).default
  const repacked = zipSync(Object.fromEntries(files), { level: 0 })
  files.clear()
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(repacked) })
  collector.add(value)
  return finish(collector, null)
}

function readOdt(bytes: Uint8Array, limits: ExtractLimits): ExtractResult {
  const { files, cutIn } = unzipBounded(bytes, (name) => name === 'content.xml', limits.unzippedBytes)
  const content = files.get('content.xml')
  if (!content) throw new Error('no content.xml in the file')
  const collector = new Collector(limits.characters)
  if (cutIn !== undefined) collector.cut(`mehr als ${limits.unzippedBytes} Bytes entpackt (${cutIn})`)
  xmlText(utf8.decode(content), collector, {
    paragraph: /^text:(p|h)$/,
    breaks: /^text:line-break$/,
    spaces: /^text:(s|tab)$/,
  })
  return finish(collector, null)
}

// ---------------------------------------------------------------------------------------------
// Plain text

function readTxt(bytes: Uint8Array, limits: ExtractLimits): ExtractResult {
  // At most 4 bytes per character: no need to decode more than the kept characters can fill.
  const slice = bytes.subarray(0, Math.min(bytes.length, limits.characters * 4 + 4))
  const whole = slice.length === bytes.length
  let text: string
  try {
    // Streaming: a character cut at the end of the slice waits for bytes that never come.
    text = new TextDecoder('utf-8', { fatal: true }).decode(slice, { stream: !whole })
  } catch {
    text = decodeWindows1252(slice)
  }
  const collector = new Collector(limits.characters)
  collector.add(text.replace(/^\ufeff/, ''))
  if (!whole) collector.cut(`mehr als ${limits.characters} Zeichen`)
  return finish(collector, null)
}

/** Windows-1252 differs from Latin-1 in 0x80–0x9F (€, quotes, dashes); the rest maps 1:1. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

function decodeWindows1252(bytes: Uint8Array): string {
  let out = ''
  for (let at = 0; at < bytes.length; at += 8192) {
    const codes = Array.from(bytes.subarray(at, at + 8192), (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b,
    )
    out += String.fromCharCode(...codes)
  }
  return out
}
