import './messages.css'
import { type PlaceholderValues, renderParts } from '@bb/shared'
import type { ReactNode } from 'react'

/**
 * A text with its placeholders filled as the server will fill them; one that cannot be filled for
 * this applicant is marked in place with the reason („{{termin}} – kein Termin gebucht“).
 */
export function FilledText({ text, values }: { text: string; values: PlaceholderValues }) {
  const nodes: ReactNode[] = []
  let offset = 0
  for (const part of renderParts(text, values)) {
    if ('text' in part) nodes.push(part.text)
    else
      nodes.push(
        <mark key={offset} className="placeholder-gap" title={part.gap.message}>
          {part.raw} – {part.gap.mark}
        </mark>,
      )
    offset += 'text' in part ? part.text.length : part.raw.length
  }
  return <>{nodes}</>
}
