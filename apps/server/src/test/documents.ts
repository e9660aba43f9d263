import { deflateRawSync, constants as zlib } from 'node:zlib'
import { strToU8, zipSync } from 'fflate'

/**
 * Small real documents built in code, so no binary fixture is kept: PDFs (one text line per page,
 * or a page with a drawing only, as a scan has no text), DOCX and ODT files, and hostile zips.
 */

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)

/** A PDF with one page per entry (a line per newline); `null` draws a rectangle and no text (like a scanned page). */
export function makePdf(pages: Array<string | null>): Buffer {
  const objects: string[] = []
  const add = (body: string) => {
    objects.push(body)
    return objects.length
  }
  const catalog = add('')
  const tree = add('')
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  const kids: number[] = []
  for (const text of pages) {
    const stream =
      text === null
        ? '0.5 g 50 50 400 600 re f'
        : `BT /F1 11 Tf 14 TL 72 770 Td ${text
            .split('\n')
            .map((line) => `(${escapePdf(line)}) Tj`)
            .join(' T* ')} ET`
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    kids.push(
      add(
        `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    )
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${tree} 0 R >>`
  objects[tree - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

const xmlEscape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A Word document with one paragraph per entry. */
export function makeDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`)
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}</w:body></w:document>`,
      ),
    }),
  )
}

export const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text'

/** An OpenDocument text: `mimetype` first and stored, as the format asks; paragraphs may hold markup. */
export function makeOdt(paragraphsXml: string[]): Buffer {
  const body = paragraphsXml.map((p) => `<text:p text:style-name="P1">${p}</text:p>`).join('')
  return Buffer.from(
    zipSync({
      mimetype: [strToU8(ODT_MIMETYPE), { level: 0 }],
      'content.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3"><office:automatic-styles><style:style xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" style:name="P1"/></office:automatic-styles><office:body><office:text>${body}</office:text></office:body></office:document-content>`,
      ),
      'META-INF/manifest.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>',
      ),
    }),
  )
}

/**
 * A zip with one deflated entry of `megabytes` MB that starts with `prefix` and goes on with
 * spaces (about 1 KB per MB packed). Its headers declare `declaredSize` as the unpacked size
 * (a lie, unless it is the true size), and its checksum is not computed.
 */
export function makeZipBomb(
  name: string,
  {
    megabytes,
    prefix = '',
    declaredSize,
    first,
  }: { megabytes: number; prefix?: string; declaredSize?: number; first?: [string, string] },
): Buffer {
  const mb = Buffer.alloc(1024 * 1024, 0x20)
  const head = Buffer.concat([Buffer.from(prefix, 'utf8'), mb.subarray(prefix.length)])
  // Full flushes end every piece on a byte boundary without a final block, so pieces chain.
  const flush = { finishFlush: zlib.Z_FULL_FLUSH }
  const headPacked = deflateRawSync(head, flush)
  const piece = deflateRawSync(mb, flush)
  const parts = [headPacked]
  for (let i = 1; i < megabytes; i++) parts.push(piece)
  parts.push(deflateRawSync(Buffer.alloc(0)))
  const entries: Array<{ name: string; data: Buffer; method: number; size: number }> = []
  if (first) entries.push({ name: first[0], data: Buffer.from(first[1]), method: 0, size: first[1].length })
  entries.push({ name, data: Buffer.concat(parts), method: 8, size: declaredSize ?? megabytes * 1024 * 1024 })
  const local: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const nameBytes = Buffer.from(entry.name)
    const crc = entry.method === 0 ? crc32(entry.data) : 0
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(entry.method, 8)
    header.writeUInt32LE(crc, 14)
    header.writeUInt32LE(entry.data.length, 18)
    header.writeUInt32LE(Math.min(entry.size, 0xffffffff), 22)
    header.writeUInt16LE(nameBytes.length, 26)
    local.push(header, nameBytes, entry.data)
    const dir = Buffer.alloc(46)
    dir.writeUInt32LE(0x02014b50, 0)
    dir.writeUInt16LE(20, 4)
    dir.writeUInt16LE(20, 6)
    dir.writeUInt16LE(entry.method, 10)
    dir.writeUInt32LE(crc, 16)
    dir.writeUInt32LE(entry.data.length, 20)
    dir.writeUInt32LE(Math.min(entry.size, 0xffffffff), 24)
    dir.writeUInt16LE(nameBytes.length, 28)
    dir.writeUInt32LE(offset, 42)
    central.push(dir, nameBytes)
    offset += 30 + nameBytes.length + entry.data.length
  }
  const dirBytes = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(dirBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...local, dirBytes, end])
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
