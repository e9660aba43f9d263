import { APPLICANT_EXPORT_COLUMNS, formatGermanDate } from '@bb/shared'
import { type Cell, looksLikeFormula, stripForbidden } from './export-cells.ts'
import type { ExportWriter } from './export-writer.ts'

/**
 * CSV as German Excel opens it with a double click: UTF-8 with a byte order mark (or umlauts break),
 * `;` between fields (the comma is the decimal sign), CRLF line ends, days as DD.MM.YYYY and
 * decimals with a comma. A field with `;`, a quote or a line break is quoted, its quotes doubled.
 */
export const CSV_BOM = '\uFEFF'
const SEPARATOR = ';'
const LINE_END = '\r\n'

/** A number with at most `decimals` fraction digits, a decimal comma and no thousands separator. */
export function germanNumber(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals))
  return String(Object.is(rounded, -0) ? 0 : rounded).replace('.', ',')
}

function quoted(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** Text stays text: a leading apostrophe keeps Excel from running it as a formula. */
function csvText(value: string): string {
  const clean = stripForbidden(value)
  return quoted(looksLikeFormula(clean) ? `'${clean}` : clean)
}

function csvCell(cell: Cell): string {
  if (cell === null) return ''
  if (cell.t === 'n') return germanNumber(cell.v, cell.decimals)
  if (cell.t === 'd') return formatGermanDate(cell.v)
  return csvText(cell.v)
}

export const csvHeader = () =>
  CSV_BOM + APPLICANT_EXPORT_COLUMNS.map((c) => csvText(c.header)).join(SEPARATOR) + LINE_END

export const csvLine = (cells: readonly Cell[]) => cells.map(csvCell).join(SEPARATOR) + LINE_END

/** The CSV file as an export writer: the header at once, then each batch's lines. */
export function csvWriter(emit: (chunk: Uint8Array) => void): ExportWriter {
  emit(Buffer.from(csvHeader(), 'utf8'))
  return {
    rows(rows) {
      if (rows.length > 0) emit(Buffer.from(rows.map(csvLine).join(''), 'utf8'))
    },
    end() {},
  }
}
