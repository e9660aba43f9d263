import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { APPLICANT_EXPORT_COLUMNS, EXPORT_SHEET_NAME } from '@bb/shared'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiSession, setUpCompany } from './api-session.ts'
import { launchBrowser, logInAdmin, screenshot } from './browser.ts'
import { startServer } from './fresh-server.ts'
import { apiGet, laptopPage } from './person.ts'

/**
 * The bulk export as a recruiter uses it: the list narrowed by a filter, the page ticked by keyboard,
 * „Alle 300 Treffer auswählen“, „Exportieren“ as Excel file and as CSV, the summary, the download
 * link; the downloaded file is opened by ExcelJS (its own XLSX and CSV parsers) and compared with
 * what the API lists for that filter. Its own server with the 300 demo applicants, two more without
 * an address outside the filter, and four demo applicants renamed to names a file format can trip
 * over: a semicolon, a quote, a line break, a leading `=` (a formula, if written as it is).
 */
const admin = { email: 'export.admin@example.test', password: 'Startpasswort für Exporte 7' }
/** Every demo applicant has an address: „E-Mail enthält @“ holds all 300, not the two without. */
const FILTERED = `/?filter=${encodeURIComponent('email:enthaelt:@')}`
const TRICKY = [
  { first_name: 'Zoë', last_name: 'Meier; Schulze' },
  { first_name: 'Dieter "Didi"', last_name: 'Hallerström' },
  { first_name: 'Anna\nLena', last_name: 'Krüger' },
  { first_name: 'Mallory', last_name: '=HYPERLINK("http://böse.example";"Klick")' },
]

interface Applicant {
  id: number
  first_name: string
  last_name: string
  birth_date: string | null
  average_rating: number | null
  weekly_hours: number | null
  desired_salary: number | null
  created_at: string
}
interface Job {
  state: string
  total: number
  done: number
  file_name: string | null
}

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
beforeAll(async () => {
  server = await startServer({ admin, env: { DEMO: '1' }, label: 'export' })
  await setUpCompany(server.baseUrl, admin.email, admin.password)
  const staff = await apiSession(server.baseUrl, admin.email, admin.password)
  for (const lastName of ['Ohneadresse', 'Ohnepost'])
    await staff.json('POST', '/api/applicants', { first_name: 'Kein', last_name: lastName })
  const { data } = await staff.json<{ data: Applicant[] }>(
    'GET',
    '/api/applicants?per_page=4&sort=id&order=asc',
  )
  for (const [i, name] of TRICKY.entries()) await staff.json('PUT', `/api/applicants/${data[i]?.id}`, name)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const column = (key: string) => APPLICANT_EXPORT_COLUMNS.findIndex((c) => c.key === key)
/** The calendar day of a moment in Berlin, YYYY-MM-DD. */
const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso))
const germanDay = (day: string) => day.split('-').reverse().join('.')
const twoPlaces = (n: number) => Number(n.toFixed(2))

/**
 * Opens the filtered list, ticks the page by keyboard and every hit, exports them in `format` from
 * the bar's dialog and downloads the file from the summary; returns the file and what the API lists
 * for the filter the list asked with.
 */
async function exportByHand(page: Page, format: 'Excel-Datei (xlsx)' | 'CSV für deutsches Excel') {
  const listed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/applicants')
  await page.goto(`${server.baseUrl}${FILTERED}`)
  const query = new URL((await listed).url()).searchParams
  await expect.poll(() => page.locator('.table-header__count').innerText()).toContain('300 Bewerber:innen')

  await page.getByLabel('Alle auf dieser Seite auswählen').focus()
  await page.keyboard.press('Space')
  const bar = page.getByRole('region', { name: 'Aktionen für die Auswahl' })
  await bar.getByRole('button', { name: 'Alle 300 Treffer auswählen' }).click()
  await expect.poll(() => bar.innerText()).toContain('Alle 300 Treffer ausgewählt')
  await bar.getByRole('button', { name: 'Exportieren' }).click()
  const dialog = page.getByRole('dialog', { name: 'Exportieren' })
  await expect.poll(() => dialog.innerText()).toContain('Für 300 Bewerber:innen ausführen?')
  await dialog.getByLabel('Format').focus()
  await page.keyboard.press('Enter')
  await page.getByRole('option', { name: format }).click()
  await dialog.getByRole('button', { name: 'Ausführen' }).click()

  const summary = dialog.getByRole('status')
  await summary.waitFor({ timeout: 120_000 })
  expect(await summary.innerText()).toBe('Exportiert: 300 erledigt, 0 übersprungen, 0 fehlgeschlagen')
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('link', { name: 'Datei herunterladen' }).click()
  const download = await downloading
  const path = await download.path()
  const file = readFileSync(path)

  query.set('per_page', '500')
  query.delete('page')
  query.delete('lastModified')
  const expected = await apiGet<{ data: Applicant[]; total: number }>(
    page,
    server.baseUrl,
    `/api/applicants?${query}`,
  )
  expect(expected.total).toBe(300)
  return { dialog, file, name: download.suggestedFilename(), expected: expected.data }
}

/** What every export must hold: the filter's applicants, each once, with their names as saved. */
function expectSameApplicants(rows: Array<{ id: unknown; first: unknown; last: unknown }>, api: Applicant[]) {
  expect(rows).toHaveLength(300)
  const byId = new Map(api.map((a) => [a.id, a]))
  expect(new Set(rows.map((r) => r.id)).size).toBe(300)
  for (const row of rows) {
    const applicant = byId.get(row.id as number)
    expect(applicant, `Nr. ${row.id} is not in the filter`).toBeDefined()
    expect([row.first, row.last]).toEqual([applicant?.first_name, applicant?.last_name])
  }
  // The demo names are German: umlauts and ß arrive as they were saved.
  const umlauts = rows.filter((r) => /[äöüÄÖÜß]/.test(`${r.first}${r.last}`))
  expect(umlauts.length).toBeGreaterThan(10)
}

describe('a bulk export of 300 applicants', () => {
  it('as an Excel file: one German header row, 300 rows, date and number cells, text never a formula', async () => {
    const page = await laptopPage(browser)
    await logInAdmin(page, server.baseUrl, admin.email, [admin.password])
    const { dialog, file, name, expected } = await exportByHand(page, 'Excel-Datei (xlsx)')
    // The bar slides to its end; the picture shows it full.
    const bar = dialog.getByRole('progressbar', { name: 'Exportieren' })
    await expect
      .poll(() =>
        bar.evaluate((b) => {
          const value = b.querySelector('.p-progressbar-value')?.getBoundingClientRect().width ?? 0
          return value / b.getBoundingClientRect().width
        }),
      )
      .toBeGreaterThan(0.99)
    await screenshot(page, 'bulk-export-summary')
    expect(name).toMatch(/^Bewerber-\d{4}-\d{2}-\d{2}\.xlsx$/)

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((w) => w.name)).toEqual([EXPORT_SHEET_NAME])
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    expect(sheet.rowCount).toBe(301)
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual(APPLICANT_EXPORT_COLUMNS.map((c) => c.header))
    expect(header.slice(0, 5)).toEqual(['Nr.', 'Anrede', 'Titel', 'Vorname', 'Nachname'])
    expect(header).toContain('Gehaltswunsch (€ brutto/Jahr)')
    expect(header.at(-1)).toBe('Geändert')

    const rows = Array.from({ length: 300 }, (_, i) => sheet.getRow(i + 2))
    const cell = (row: ExcelJS.Row, key: string) => row.getCell(column(key) + 1)
    expectSameApplicants(
      rows.map((row) => ({
        id: cell(row, 'id').value,
        first: cell(row, 'first_name').value,
        last: cell(row, 'last_name').value,
      })),
      expected,
    )
    const byId = new Map(expected.map((a) => [a.id, a]))
    let rated = 0
    for (const row of rows) {
      const applicant = byId.get(cell(row, 'id').value as number) as Applicant
      expect(cell(row, 'id').type).toBe(ExcelJS.ValueType.Number)
      // Days are date cells shown as DD.MM.YYYY, the calendar day in Berlin.
      const created = cell(row, 'created_at')
      expect(created.type).toBe(ExcelJS.ValueType.Date)
      expect(created.numFmt).toBe('dd.mm.yyyy')
      expect((created.value as Date).toISOString().slice(0, 10)).toBe(berlinDay(applicant.created_at))
      if (applicant.birth_date)
        expect((cell(row, 'birth_date').value as Date).toISOString().slice(0, 10)).toBe(applicant.birth_date)
      expect(cell(row, 'weekly_hours').value).toBe(applicant.weekly_hours)
      if (applicant.average_rating !== null) {
        rated += 1
        expect(cell(row, 'average_rating').type).toBe(ExcelJS.ValueType.Number)
        expect(cell(row, 'average_rating').value).toBe(twoPlaces(applicant.average_rating))
      } else expect(cell(row, 'average_rating').value).toBeNull()
    }
    expect(rated).toBeGreaterThan(50)

    // The awkward names stay what they are, each in its one cell; the `=` is text, not a formula.
    const tricky = rows.filter((row) => TRICKY.some((t) => t.last_name === cell(row, 'last_name').value))
    expect(tricky.map((row) => [cell(row, 'first_name').value, cell(row, 'last_name').value])).toEqual(
      TRICKY.map((t) => [t.first_name, t.last_name]),
    )
    const formula = cell(tricky[3] as ExcelJS.Row, 'last_name')
    expect(formula.type).toBe(ExcelJS.ValueType.String)
    expect(formula.formula).toBeUndefined()

    // The job says the same, and the summary closes with „Fertig“.
    const [job] = await apiGet<Job[]>(page, server.baseUrl, '/api/bulk-jobs')
    expect(job).toMatchObject({ state: 'done', total: 300, done: 300, file_name: name })
    await dialog.getByRole('button', { name: 'Fertig' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await page.context().close()
  })

  it('as CSV for German Excel: BOM, semicolons, decimal comma, DD.MM.YYYY, quoted where needed', async () => {
    const page = await laptopPage(browser)
    await logInAdmin(page, server.baseUrl, admin.email, [admin.password])
    const { file, name, expected } = await exportByHand(page, 'CSV für deutsches Excel')
    expect(name).toMatch(/^Bewerber-\d{4}-\d{2}-\d{2}\.csv$/)
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = file.subarray(3).toString('utf8')
    // 301 records, each ending in CRLF; the line break inside a name is a lone LF within quotes.
    expect(text.split('\r\n')).toHaveLength(302)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n')[0]).toBe(APPLICANT_EXPORT_COLUMNS.map((c) => c.header).join(';'))
    expect(text).toContain(`"'=HYPERLINK(""http://böse.example"";""Klick"")"`)
    expect(text).toContain(';Zoë;"Meier; Schulze";')
    expect(text).toContain(';"Dieter ""Didi""";Hallerström;')
    expect(text).toContain(';"Anna\nLena";Krüger;')

    // Read back by a CSV parser as Excel reads it: `;` between fields, every value as written.
    const workbook = new ExcelJS.Workbook()
    const sheet = await workbook.csv.read(Readable.from([text]), {
      parserOptions: { delimiter: ';' },
      map: (value: string) => value,
    })
    const records = (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1) as string[])
    expect(records).toHaveLength(301)
    expect(records[0]).toEqual(APPLICANT_EXPORT_COLUMNS.map((c) => c.header))
    const rows = records.slice(1)
    for (const row of rows) expect(row).toHaveLength(APPLICANT_EXPORT_COLUMNS.length)
    // A text starting with `=` gets an apostrophe: Excel shows it and never runs the cell.
    const unguarded = (value: string | undefined) => (value?.startsWith("'=") ? value.slice(1) : value)
    expectSameApplicants(
      rows.map((row) => ({
        id: Number(row[column('id')]),
        first: row[column('first_name')],
        last: unguarded(row[column('last_name')]),
      })),
      expected,
    )
    expect(rows.map((row) => row[column('last_name')])).toContain(
      `'=HYPERLINK("http://böse.example";"Klick")`,
    )
    const byId = new Map(expected.map((a) => [a.id, a]))
    const german = (n: number | null) => (n === null ? '' : String(twoPlaces(n)).replace('.', ','))
    let decimals = 0
    for (const row of rows) {
      const applicant = byId.get(Number(row[column('id')])) as Applicant
      expect(row[column('created_at')]).toBe(germanDay(berlinDay(applicant.created_at)))
      expect(row[column('birth_date')]).toBe(applicant.birth_date ? germanDay(applicant.birth_date) : '')
      // Numbers with a decimal comma and no thousands separator („38,5“, „45000“).
      expect(row[column('average_rating')]).toBe(german(applicant.average_rating))
      expect(row[column('desired_salary')]).toBe(german(applicant.desired_salary))
      expect(row[column('weekly_hours')]).toBe(german(applicant.weekly_hours))
      if (row[column('weekly_hours')]?.includes(',')) decimals += 1
    }
    expect(decimals).toBeGreaterThan(10)
    await page.context().close()
  })
})
