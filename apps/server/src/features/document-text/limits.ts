/** What reading one file may cost at most; what was read before a bound is kept. */
export interface ExtractLimits {
  /** PDF pages read. */
  pages: number
  /** Characters of text kept. */
  characters: number
  /** Bytes unpacked from a zip (DOCX, ODT), counted while inflating. */
  unzippedBytes: number
  /** Wall time for one file; past it the reading thread is stopped and replaced. */
  timeoutMs: number
}

export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = {
  pages: 500,
  characters: 200_000,
  unzippedBytes: 64 * 1024 * 1024,
  timeoutMs: 30_000,
}

export interface ExtractResult {
  /** `empty`: the file holds no text (a scan); `failed`: it could not be read. */
  state: 'read' | 'empty' | 'failed'
  text: string
  /** Pages of a PDF (all of them, also when fewer were read); null for other types. */
  pages: number | null
  /** A bound cut the reading short; `reason` says which. */
  truncated: boolean
  reason?: string
}

/** The types read (the same list as TEXT_MIME_TYPES of the shared package, kept here so the
 * reading thread does not load that package). */
export const PDF_MIME = 'application/pdf'
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const ODT_MIME = 'application/vnd.oasis.opendocument.text'
export const TXT_MIME = 'text/plain'
