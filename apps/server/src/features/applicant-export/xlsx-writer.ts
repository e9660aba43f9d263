import { APPLICANT_EXPORT_COLUMNS } from '@bb/shared'
import { strToU8, Zip, ZipDeflate } from 'fflate'
import { type Cell, looksLikeFormula, stripForbidden } from './export-cells.ts'
import type { ExportWriter } from './export-writer.ts'
import {
  CONTENT_TYPES,
  columnLetters,
  ROOT_RELS,
  SHEET_START,
  STYLE,
  STYLES,
  sheetEnd,
  WORKBOOK_RELS,
  workbook,
  xmlText,
} from './xlsx-parts.ts'

/** Excel refuses (and "repairs") a cell with more text than this. */
const EXCEL_CELL_MAX = 32_767
const DAY_MS = 86_400_000
/** Excel's day 0 is 30.12.1899 (its 1900 leap-year bug makes day 60 the 29th of February). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30)

const LETTERS = APPLICANT_EXPORT_COLUMNS.map((_, i) => columnLetters(i))

export function excelSerial(isoDay: string): number {
  const [y, m, d] = isoDay.split('-').map(Number)
  return (Date.UTC(y ?? 1900, (m ?? 1) - 1, d ?? 1) - EXCEL_EPOCH) / DAY_MS
}

function textCell(ref: string, value: string, style: number): string {
  // Excel keeps a line break as LF; a lone CR would vanish in XML's line-end normalisation.
  const clean = stripForbidden(value).replace(/\r\n?/g, '\n').slice(0, EXCEL_CELL_MAX)
  const s = style !== STYLE.plain ? ` s="${style}"` : looksLikeFormula(clean) ? ` s="${STYLE.keepText}"` : ''
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(clean)}</t></is></c>`
}

function cellXml(cell: Cell, ref: string): string {
  if (cell === null) return ''
  if (cell.t === 'n') return `<c r="${ref}"><v>${Number(cell.v.toFixed(cell.decimals))}</v></c>`
  if (cell.t === 'd') return `<c r="${ref}" s="${STYLE.date}"><v>${excelSerial(cell.v)}</v></c>`
  return textCell(ref, cell.v, STYLE.plain)
}

/**
 * An Office Open XML workbook written as it goes: the fixed parts first, then the one sheet row by
 * row with inline strings (a shared-string table would hold every text until the end), deflated into
 * the ZIP as each batch arrives; the workbook part, which names the filter's rows, comes last.
 * Memory stays at one batch however many rows follow.
 */
export function xlsxWriter(emit: (chunk: Uint8Array) => void): ExportWriter {
  let failure: Error | undefined
  let finished = false
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error
    else {
      emit(chunk)
      if (final) finished = true
    }
  })
  const part = (name: string, xml: string) => {
    const entry = new ZipDeflate(name, { level: 6 })
    zip.add(entry)
    entry.push(strToU8(xml), true)
  }
  part('[Content_Types].xml', CONTENT_TYPES)
  part('_rels/.rels', ROOT_RELS)
  part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS)
  part('xl/styles.xml', STYLES)
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 })
  zip.add(sheet)
  const header = APPLICANT_EXPORT_COLUMNS.map((c, i) => textCell(`${LETTERS[i]}1`, c.header, STYLE.header))
  sheet.push(strToU8(`${SHEET_START}<row r="1">${header.join('')}</row>`))
  let rowNumber = 1

  const check = () => {
    if (failure) throw failure
  }
  return {
    rows(rows) {
      let xml = ''
      for (const cells of rows) {
        rowNumber += 1
        xml += `<row r="${rowNumber}">`
        for (let i = 0; i < cells.length; i++) xml += cellXml(cells[i] ?? null, `${LETTERS[i]}${rowNumber}`)
        xml += '</row>'
      }
      if (xml !== '') sheet.push(strToU8(xml))
      check()
    },
    end() {
      sheet.push(strToU8(sheetEnd(rowNumber)), true)
      part('xl/workbook.xml', workbook(rowNumber))
      zip.end()
      check()
      if (!finished) throw new Error('Die Excel-Datei wurde nicht vollständig geschrieben.')
    },
  }
}
