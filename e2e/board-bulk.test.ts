import { BULK_TEXTS } from '@bb/shared'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishedJob } from '../apps/server/src/test/careers.ts'
import { apiSession, setUpCompany } from './api-session.ts'
import { launchBrowser, logInAdmin, screenshot } from './browser.ts'
import { startServer } from './fresh-server.ts'
import { apiGet, laptopPage, phonePage, tab } from './person.ts'

/**
 * Bulk actions on the pipeline board as a recruiter uses them: two cards ticked by keyboard and
 * moved from the bar; a whole column of a job's board (more cards than the column has loaded)
 * chosen by its header and moved with the progress bar and the summary; the bar in reach on a
 * phone. What was saved is read back through the API. Its own server with the demo applicants;
 * each test narrows the board to a job of its own, so only its own applicants are moved.
 */
const admin = { email: 'board.bulk@example.test', password: 'Startpasswort für das Brett 9' }

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
let setup: Awaited<ReturnType<typeof apiSession>>
beforeAll(async () => {
  server = await startServer({ admin, env: { DEMO: '1' }, label: 'board-bulk' })
  await setUpCompany(server.baseUrl, admin.email, admin.password)
  setup = await apiSession(server.baseUrl, admin.email, admin.password)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const logIn = (page: Page) => logInAdmin(page, server.baseUrl, admin.email, [admin.password])

let jobs = 0
/** A published job of its own: the board narrowed to it shows only the applicants made for it. */
async function newJob() {
  jobs += 1
  const job = await setup.json<{ slug: string }>(
    'POST',
    '/api/jobs',
    publishedJob({ title: `Pflegefachkraft Brett ${jobs}`, location: 'Essen' }),
  )
  return job.slug
}

/** Applicants for the job, created one by one through the API as the form does. */
async function newApplicants(job: string, lastName: string, count: number) {
  const ids: number[] = []
  for (let n = 1; n <= count; n++) {
    const created = await setup.json<{ id: number }>('POST', '/api/applicants', {
      salutation: 'frau',
      first_name: `Pia${n}`,
      last_name: lastName,
      email: `pia${n}.${lastName.toLowerCase()}@example.de`,
      profession_group: 'pflege',
      job,
      confirm_duplicate: true,
    })
    ids.push(created.id)
  }
  return ids
}

interface Column {
  status: string
  total: number
}
interface HistoryEntry {
  action: string
  changes: Array<{ field: string; old: unknown; new: unknown }>
}

const column = (page: Page, status: string) => page.locator(`section.board-column[data-status="${status}"]`)
const card = (scope: Locator, name: string) => scope.locator('article.board-card', { hasText: name })
const columnTotals = async (page: Page, job: string) => {
  const board = await apiGet<{ columns: Column[] }>(page, server.baseUrl, `/api/pipeline?stelle=${job}`)
  return Object.fromEntries(board.columns.map((c) => [c.status, c.total]))
}
const statusChanges = async (page: Page, id: number) =>
  (await apiGet<HistoryEntry[]>(page, server.baseUrl, `/api/history/${id}`))
    .filter((h) => h.action === 'status_changed')
    .map((h) => h.changes.find((c) => c.field === 'status'))

/** Tab on until the control with this name has the focus (at most `limit` steps). */
async function tabTo(page: Page, name: string, limit = 12) {
  for (let i = 0; i < limit; i++) if ((await tab(page)) === name) return
  throw new Error(`„${name}“ was not reached by Tab`)
}

describe('bulk actions on the pipeline board', () => {
  it('ticks two cards by keyboard and gives them a new status from the bar', async () => {
    const job = await newJob()
    const [first, second] = (await newApplicants(job, 'Tastenbrett', 2)) as [number, number]
    const page = await laptopPage(browser)
    await logIn(page)
    await page.goto(`${server.baseUrl}/pipeline?stelle=${job}`)
    const neu = column(page, 'neu')
    await card(neu, 'Pia1 Tastenbrett').waitFor()

    // From the column's header on, by Tab; Space ticks the box and picks nothing up.
    await neu.getByRole('checkbox', { name: BULK_TEXTS.selectColumn(2, 'Neu') }).focus()
    await tabTo(page, 'Pia2 Tastenbrett auswählen')
    await page.keyboard.press('Space')
    await tabTo(page, 'Pia1 Tastenbrett auswählen')
    await page.keyboard.press('Space')
    const bar = page.getByRole('region', { name: BULK_TEXTS.barLabel })
    await expect.poll(() => bar.innerText()).toContain('2 Bewerber:innen ausgewählt')
    expect(
      await page.getByRole('button', { name: 'Pia1 Tastenbrett verschieben' }).getAttribute('aria-pressed'),
    ).not.toBe('true')
    expect(page.url()).toContain('/pipeline')
    await screenshot(page, 'board-bulk-ticked')

    await bar.getByRole('button', { name: 'Status ändern' }).click()
    const dialog = page.getByRole('dialog', { name: 'Status ändern' })
    await expect.poll(() => dialog.innerText()).toContain('Für 2 Bewerber:innen ausführen?')
    await dialog.getByLabel('Neuer Status').focus()
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: 'Kontaktiert' }).click()
    await dialog.getByRole('button', { name: 'Ausführen' }).click()
    const summary = dialog.getByRole('status')
    await expect
      .poll(() => summary.innerText())
      .toBe('Status geändert: 2 erledigt, 0 übersprungen, 0 fehlgeschlagen')
    await dialog.getByRole('button', { name: 'Fertig' }).click()
    await expect.poll(() => bar.count()).toBe(0)

    // The board was read again: both cards are in their new column.
    const contacted = column(page, 'kontaktiert')
    await card(contacted, 'Pia1 Tastenbrett').waitFor()
    await card(contacted, 'Pia2 Tastenbrett').waitFor()
    expect(await card(neu, 'Tastenbrett').count()).toBe(0)
    for (const id of [first, second]) {
      const saved = await apiGet<{ status: string }>(page, server.baseUrl, `/api/applicants/${id}`)
      expect(saved.status).toBe('kontaktiert')
      expect(await statusChanges(page, id)).toMatchObject([
        { field: 'status', old: 'neu', new: 'kontaktiert' },
      ])
    }
    await page.context().close()
  }, 90_000)

  it('chooses a whole column by its header, loaded or not, and moves it with progress and summary', async () => {
    const job = await newJob()
    const ids = await newApplicants(job, 'Spaltenbrett', 120)
    const page = await laptopPage(browser)
    await logIn(page)
    const everyoneBefore = await apiGet<{ columns: Column[] }>(page, server.baseUrl, '/api/pipeline')
    await page.goto(`${server.baseUrl}/pipeline?stelle=${job}`)
    const neu = column(page, 'neu')
    await card(neu, 'Spaltenbrett').first().waitFor()
    // The column shows a first page of its 120 cards, and counts them all.
    expect(await neu.locator('article.board-card').count()).toBeLessThan(120)

    const whole = neu.getByRole('checkbox', { name: BULK_TEXTS.selectColumn(120, 'Neu') })
    await whole.click()
    const bar = page.getByRole('region', { name: BULK_TEXTS.barLabel })
    await expect.poll(() => bar.innerText()).toContain('Alle 120 in „Neu“ ausgewählt')
    await screenshot(page, 'board-bulk-column')

    await bar.getByRole('button', { name: 'Status ändern' }).click()
    const dialog = page.getByRole('dialog', { name: 'Status ändern' })
    await expect.poll(() => dialog.innerText()).toContain('Für 120 Bewerber:innen ausführen?')
    await dialog.getByLabel('Neuer Status').focus()
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: 'In Prüfung' }).click()
    await dialog.getByRole('button', { name: 'Ausführen' }).click()

    // More than a page: it runs in the background with the progress bar.
    await dialog.getByRole('progressbar', { name: 'Status ändern' }).waitFor()
    await expect.poll(() => dialog.innerText()).toMatch(/\d+ von 120 bearbeitet/)
    await screenshot(page, 'board-bulk-progress')
    const summary = dialog.getByRole('status')
    await summary.waitFor({ timeout: 120_000 })
    expect(await summary.innerText()).toBe('Status geändert: 120 erledigt, 0 übersprungen, 0 fehlgeschlagen')
    await screenshot(page, 'board-bulk-summary')
    await dialog.getByRole('button', { name: 'Fertig' }).click()
    await expect.poll(() => bar.count()).toBe(0)
    await expect.poll(() => neu.locator('article.board-card').count()).toBe(0)
    await card(column(page, 'in-pruefung'), 'Spaltenbrett').first().waitFor()

    // What was saved: the whole column moved, the cards never loaded too, and nobody else.
    expect(await columnTotals(page, job)).toMatchObject({ neu: 0, 'in-pruefung': 120 })
    for (const id of [ids[0], ids[59], ids[119]] as number[]) {
      expect(await statusChanges(page, id)).toMatchObject([
        { field: 'status', old: 'neu', new: 'in-pruefung' },
      ])
    }
    const everyoneAfter = await apiGet<{ columns: Column[] }>(page, server.baseUrl, '/api/pipeline')
    const totalOf = (b: { columns: Column[] }, s: string) => b.columns.find((c) => c.status === s)?.total
    // The unnarrowed board was read with the 120 in Neu: they left it, the demo's stayed.
    expect(totalOf(everyoneAfter, 'neu')).toBe((totalOf(everyoneBefore, 'neu') ?? 0) - 120)
    expect(totalOf(everyoneAfter, 'in-pruefung')).toBe((totalOf(everyoneBefore, 'in-pruefung') ?? 0) + 120)
    await page.context().close()
  }, 300_000)

  it('on a 390 px phone a tapped card is ticked and the bar is in reach', async () => {
    const job = await newJob()
    const [id] = (await newApplicants(job, 'Handybrett', 1)) as [number]
    const phone = await phonePage(browser)
    await logIn(phone)
    await phone.goto(`${server.baseUrl}/pipeline?stelle=${job}`)
    const neu = column(phone, 'neu')
    await card(neu, 'Pia1 Handybrett').waitFor()
    // A tap ticks the box: no drag, and the applicant does not open.
    await neu.getByRole('checkbox', { name: 'Pia1 Handybrett auswählen' }).tap()
    const bar = phone.getByRole('region', { name: BULK_TEXTS.barLabel })
    await expect.poll(() => bar.innerText()).toContain('1 Bewerber:in ausgewählt')
    expect(new URL(phone.url()).pathname).toBe('/pipeline')
    const box = await bar.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(
      true,
    )
    const action = await bar.getByRole('button', { name: 'Status ändern' }).boundingBox()
    expect(action && action.x + action.width <= 390 && action.y + action.height <= 844).toBe(true)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(phone, 'board-bulk-phone')

    await bar.getByRole('button', { name: 'Folgen', exact: true }).tap()
    const dialog = phone.getByRole('dialog', { name: 'Folgen' })
    await dialog.getByRole('button', { name: 'Ausführen' }).tap()
    await expect
      .poll(() => dialog.getByRole('status').innerText())
      .toBe('Gefolgt: 1 erledigt, 0 übersprungen, 0 fehlgeschlagen')
    await screenshot(phone, 'board-bulk-phone-summary')
    const followed = await apiGet<{ total: number; data: Array<{ id: number }> }>(
      phone,
      server.baseUrl,
      '/api/followed-applicants',
    )
    expect(followed.data.map((a) => a.id)).toContain(id)
    await phone.context().close()
  }, 90_000)
})
