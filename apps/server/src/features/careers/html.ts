/**
 * HTML built from template literals where every interpolated value is escaped unless it is already
 * `Html` (a fragment built the same way, or text the server rendered safely, like a job's Markdown).
 * Attribute values are always written in double quotes, so escaping `"` keeps them closed.
 */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

/** Trusted markup as it is: only for text that was made safe before (rendered Markdown). */
export const trusted = (markup: string) => new Html(markup)

function render(value: unknown): string {
  if (value instanceof Html) return value.text
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? ''
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '')
  return new Html(out)
}

/**
 * JSON inside a `<script type="application/ld+json">`: `<`, `>` and `&` as Unicode escapes, so no
 * value can close the element or open a comment.
 */
export const scriptJson = (value: unknown) =>
  trusted(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  )
