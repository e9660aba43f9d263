import { CV_LIMITS } from '@bb/shared'

/**
 * The one place the CV suggestions ask for a file's text, with a CV's bounds. Until the document
 * text extraction is part of this branch, only plain text is read here; the result has that
 * extraction's shape, so the route does not change when it arrives.
 */
export interface CvText {
  state: 'read' | 'empty' | 'failed'
  text: string
  pages: number | null
  truncated: boolean
  reason?: string
}

export async function readCvText(bytes: Uint8Array, mimeType: string): Promise<CvText> {
  if (mimeType !== 'text/plain')
    return { state: 'failed', text: '', pages: null, truncated: false, reason: 'type not read yet' }
  const all = new TextDecoder('utf-8').decode(bytes)
  const text = all.slice(0, CV_LIMITS.characters)
  return {
    state: text.trim() ? 'read' : 'empty',
    text,
    pages: null,
    truncated: text.length < all.length,
  }
}
