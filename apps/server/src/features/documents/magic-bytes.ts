import type { DocumentExtension } from '@bb/shared'

const starts = (head: Buffer, ...bytes: number[]) => bytes.every((b, i) => head[i] === b)
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

function isText(head: Buffer): boolean {
  if (head.includes(0)) return false
  try {
    // Streaming: a character cut off at the end of the head is not an error, a wrong byte is.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
    return true
  } catch {
    return false
  }
}

const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text'

/** An OpenDocument text is a zip whose first entry, stored as is, is `mimetype` naming the type. */
function isOpenDocumentText(head: Buffer): boolean {
  if (!starts(head, ...ZIP) || head.length < 30) return false
  const nameLength = head.readUInt16LE(26)
  const extraLength = head.readUInt16LE(28)
  if (head.readUInt16LE(8) !== 0 || head.subarray(30, 30 + nameLength).toString('latin1') !== 'mimetype')
    return false
  const start = 30 + nameLength + extraLength
  const size = head.readUInt32LE(18)
  return (
    size === ODT_MIMETYPE.length && head.subarray(start, start + size).toString('latin1') === ODT_MIMETYPE
  )
}

/** Does the content fit the extension? Checked on the first bytes. A mismatch is refused. */
export function contentMatches(ext: DocumentExtension, head: Buffer): boolean {
  switch (ext) {
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-'
    case 'png':
      return starts(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
    case 'jpg':
    case 'jpeg':
      return starts(head, 0xff, 0xd8, 0xff)
    case 'gif':
      return head.subarray(0, 4).toString('latin1') === 'GIF8'
    case 'bmp':
      return starts(head, 0x42, 0x4d)
    case 'tiff':
      return starts(head, 0x49, 0x49, 0x2a, 0x00) || starts(head, 0x4d, 0x4d, 0x00, 0x2a)
    case 'doc':
    case 'xls':
    case 'ppt':
      return starts(head, ...OLE)
    case 'odt':
      return isOpenDocumentText(head)
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return starts(head, ...ZIP)
    case 'svg':
      return (
        isText(head) &&
        /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(
          head.toString('utf8'),
        )
      )
    case 'txt':
      return isText(head)
  }
}
