import { APPLICANT_EXPORT_COLUMNS, EXPORT_SHEET_NAME } from '@bb/shared'
import ExcelJS from 'exceljs'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { insertApplicants, memorySink, readWorkbook } from '../../test/exports.ts'
import { exportApplicants } from './index.ts'
import { xlsxWriter } from './xlsx-writer.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

async function xlsxOf(ids: readonly number[]) {
  const sink = memorySink()
  const result = await exportApplicants({ db: t.db, ids, format: 'xlsx', out: sink.out })
  return { ...result, bytes: sink.bytes() }
}

const column = (key: string) => APPLICANT_EXPORT_COLUMNS.findIndex((c) => c.key === key) + 1

describe('Excel export', () => {
  it('is a workbook a real parser opens: header, texts, date cells, number cells, frozen bold header', async () => {
    const long = `Anfang ${'ä<&>"'.repeat(1_990)} Ende`.padEnd(10_000, 'x')
    const [id, other] = (await insertApplicants(t.db, [
      {
        salutation: 'herr',
        firstName: 'Jürgen',
        lastName: 'Groß',
        birthDate: '1985-07-03',
        postalCode: '01067',
        professionGroup: 'logistik',
        status: 'kontaktiert',
        desiredSalary: 38000,
        weeklyHours: 37.5,
        averageRating: 3.5,
        qualified: true,
        remarks: long,
        createdAt: new Date('2026-11-26T23:30:00Z'),
        updatedAt: new Date('2026-11-27T08:00:00Z'),
      },
      { firstName: 'Zweite\u0001\u000B', lastName: '=1+1', city: ' Leerzeichen ' },
    ])) as [number, number]
    const { bytes, rows } = await xlsxOf([id, other])
    expect(rows).toBe(2)
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]) // a ZIP

    const workbook = await readWorkbook(bytes)
    expect(workbook.worksheets.map((w) => w.name)).toEqual([EXPORT_SHEET_NAME])
    expect(EXPORT_SHEET_NAME).toBe('Bewerber\uA789innen')
    const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME) as ExcelJS.Worksheet
    expect(sheet.rowCount).toBe(3)

    const header = sheet.getRow(1)
    expect(APPLICANT_EXPORT_COLUMNS.map((_, i) => header.getCell(i + 1).value)).toEqual(
      APPLICANT_EXPORT_COLUMNS.map((c) => c.header),
    )
    expect(header.getCell(1).value).toBe('Nr.')
    expect(header.getCell(column('created_at')).value).toBe('Eingegangen')
    expect(header.getCell(1).font?.bold).toBe(true)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.autoFilter).toBe('A1:AA3')
    const workbookXml = strFromU8(unzipSync(new Uint8Array(bytes))['xl/workbook.xml'] as Uint8Array)
    expect(workbookXml).toContain(
      `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${EXPORT_SHEET_NAME}'!$A$1:$AA$3</definedName>`,
    )
    expect(sheet.getColumn(column('email')).width).toBe(30)
    expect(sheet.getColumn(column('remarks')).width).toBe(40)

    const row = sheet.getRow(2)
    const cell = (key: string) => row.getCell(column(key))
    expect(cell('id').value).toBe(id)
    expect(cell('id').type).toBe(ExcelJS.ValueType.Number)
    expect(cell('salutation').value).toBe('Herr')
    expect(cell('first_name').value).toBe('Jürgen')
    expect(cell('last_name').value).toBe('Groß')
    expect(cell('postal_code').value).toBe('01067')
    expect(cell('profession_group').value).toBe('Lager & Logistik')
    expect(cell('status').value).toBe('Kontaktiert')
    expect(cell('qualified').value).toBe('Ja')
    expect(cell('channel').value).toBe('Manuell')
    expect(cell('remarks').value).toBe(long)
    expect(String(cell('remarks').value)).toHaveLength(10_000)
    for (const [key, value] of [
      ['desired_salary', 38000],
      ['weekly_hours', 37.5],
      ['average_rating', 3.5],
    ] as const) {
      expect(cell(key).type).toBe(ExcelJS.ValueType.Number)
      expect(cell(key).value).toBe(value)
    }
    for (const [key, day] of [
      ['birth_date', '1985-07-03'],
      ['created_at', '2026-11-27'],
      ['updated_at', '2026-11-27'],
    ] as const) {
      expect(cell(key).type).toBe(ExcelJS.ValueType.Date)
      expect((cell(key).value as Date).toISOString()).toBe(`${day}T00:00:00.000Z`)
      expect(cell(key).numFmt).toBe('dd.mm.yyyy')
    }
    expect(cell('available_from').value).toBeNull()
    expect(cell('email').value).toBeNull()

    const second = sheet.getRow(3)
    expect(second.getCell(column('first_name')).value).toBe('Zweite')
    expect(second.getCell(column('last_name')).value).toBe('=1+1')
    expect(second.getCell(column('last_name')).type).toBe(ExcelJS.ValueType.String)
    expect(second.getCell(column('city')).value).toBe(' Leerzeichen ')
  })

  it('keeps text that looks like a formula text (Excel’s quote prefix), never a formula', async () => {
    const [id] = (await insertApplicants(t.db, [
      { firstName: '=HYPERLINK("http://x.example";"klick")', lastName: '+49 171', city: 'Köln' },
    ])) as [number]
    const { bytes } = await xlsxOf([id])
    const files = unzipSync(new Uint8Array(bytes))
    const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)
    const stylesXml = strFromU8(files['xl/styles.xml'] as Uint8Array)
    expect(sheetXml).not.toContain('<f>')
    expect(sheetXml).toContain(
      '<c r="D2" t="inlineStr" s="3"><is><t xml:space="preserve">=HYPERLINK(&quot;http://x.example&quot;;&quot;klick&quot;)</t></is></c>',
    )
    expect(sheetXml).toContain('<c r="E2" t="inlineStr" s="3">')
    expect(sheetXml).toContain('<c r="K2" t="inlineStr"><is>')
    expect(stylesXml).toMatch(/<cellXfs count="4">(<xf [^>]*\/>){3}<xf [^>]*quotePrefix="1"\/><\/cellXfs>/)
    const sheet = (await readWorkbook(bytes)).worksheets[0] as ExcelJS.Worksheet
    expect(sheet.getRow(2).getCell(4).value).toBe('=HYPERLINK("http://x.example";"klick")')
    expect(sheet.getRow(2).getCell(4).formula).toBeUndefined()
  })

  it('drops what XML 1.0 forbids (NUL, controls, lone surrogates) instead of writing a broken file', async () => {
    const chunks: Uint8Array[] = []
    const writer = xlsxWriter((chunk) => chunks.push(chunk))
    const cells = APPLICANT_EXPORT_COLUMNS.map(() => null) as (null | { t: 's'; v: string })[]
    cells[3] = { t: 's', v: 'A\u0000B\u0008C\uD800D\uFFFEE\u{1F600}F\tG' }
    cells[4] = { t: 's', v: '\u0000=SUMME(1)' }
    cells[24] = { t: 's', v: 'x'.repeat(40_000) }
    writer.rows([cells])
    writer.end()
    const sheet = (await readWorkbook(Buffer.concat(chunks))).worksheets[0] as ExcelJS.Worksheet
    expect(sheet.getRow(2).getCell(4).value).toBe('ABCDE\u{1F600}F\tG')
    expect(sheet.getRow(2).getCell(5).value).toBe('=SUMME(1)')
    // Excel holds at most 32,767 characters in a cell.
    expect(String(sheet.getRow(2).getCell(25).value)).toHaveLength(32_767)
  })
})
