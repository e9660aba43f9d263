/** CSV as German Excel reads it: semicolons, decimal comma, UTF-8 with BOM (umlauts), CRLF. */
export type CsvCell = string | number | null

const csvNumber = new Intl.NumberFormat('de-DE', { useGrouping: false, maximumFractionDigits: 2 })

function cell(value: CsvCell): string {
  if (value === null) return ''
  if (typeof value === 'number') return csvNumber.format(value)
  // A leading = + - @ would make Excel run the text as a formula.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(cell).join(';'))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** Saves the text as a file, entirely in the browser. */
export function downloadCsv(fileName: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
