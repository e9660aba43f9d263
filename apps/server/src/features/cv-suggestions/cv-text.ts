import { CV_LIMITS } from '@bb/shared'
import { type ExtractResult, extractText } from '../document-text/index.ts'

/**
 * A CV's text, read by the document text extraction (its own thread, bounded in time and memory)
 * with a CV's bounds: what it says about its person stands on its first pages.
 */
export function readCvText(bytes: Uint8Array, mimeType: string): Promise<ExtractResult> {
  return extractText(bytes, mimeType, { pages: CV_LIMITS.pages, characters: CV_LIMITS.characters })
}
