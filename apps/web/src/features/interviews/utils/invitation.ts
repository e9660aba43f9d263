/**
 * An invitation template that names neither {{termin}} nor {{ort}} would send an invitation
 * without date and place: the two lines go in after the first paragraph below the salutation.
 */
export function withBookingPlaceholders(text: string): string {
  if (/\{\{\s*(termin|ort)\s*\}\}/.test(text)) return text
  const block = 'Termin: {{termin}}\nOrt: {{ort}}'
  const paragraphs = text.split('\n\n')
  if (paragraphs.length < 3) return `${text.trimEnd()}\n\n${block}`
  return [...paragraphs.slice(0, 2), block, ...paragraphs.slice(2)].join('\n\n')
}
