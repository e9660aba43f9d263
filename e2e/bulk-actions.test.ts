import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setUpCompany } from './api-session.ts'
import { launchBrowser, logInAdmin, screenshot } from './browser.ts'
import { startServer } from './fresh-server.ts'
import { apiGet, laptopPage, phonePage } from './person.ts'

/**
 * Bulk actions as a recruiter uses them: the list narrowed by a filter, the page ticked by
 * keyboard, „Alle 300 Treffer auswählen“, a new status for all of them with the progress bar, and
 * the summary; what was saved is read back through the API. Its own server with the 300 demo
 * applicants, so no other file's applicants are touched.
 */
const admin = { email: 'bulk.admin@example.test', password: 'Startpasswort für Massenaktionen 7' }

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
beforeAll(async () => {
  server = await startServer({ admin, env: { DEMO: '1' }, label: 'bulk' })
  await setUpCompany(server.baseUrl, admin.email, admin.password)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const logIn = (page: Page) => logInAdmin(page, server.baseUrl, admin.email, [admin.password])
/** Every demo applicant has an address: „E-Mail enthält @“ holds all 300. */
const FILTERED = `/?filter=${encodeURIComponent('email:enthaelt:@')}`

interface List {
  total: number
}
interface Job {
  id: number
  state: string
  total: number
  done: number
  skipped: number
  failed: number
  summary: string
}

describe('a bulk status change', () => {
  it('selects all 300 hits of a filter, changes their status with a progress bar and a summary', async () => {
    const page = await laptopPage(browser)
    await logIn(page)
    await page.goto(`${server.baseUrl}${FILTERED}`)
    await expect.poll(() => page.locator('.table-header__count').innerText()).toContain('300 Bewerber:innen')
    const before = await apiGet<List>(page, server.baseUrl, '/api/applicants?status=angebot')

    // The page's checkbox by keyboard, then every hit of the filter.
    await page.getByLabel('Alle auf dieser Seite auswählen').focus()
    await page.keyboard.press('Space')
    const bar = page.getByRole('region', { name: 'Aktionen für die Auswahl' })
    await expect.poll(() => bar.innerText()).toContain('50 Bewerber:innen ausgewählt')
    await bar.getByRole('button', { name: 'Alle 300 Treffer auswählen' }).click()
    await expect.poll(() => bar.innerText()).toContain('Alle 300 Treffer ausgewählt')

    await bar.getByRole('button', { name: 'Status ändern' }).click()
    const dialog = page.getByRole('dialog', { name: 'Status ändern' })
    await expect.poll(() => dialog.innerText()).toContain('Für 300 Bewerber:innen ausführen?')
    await dialog.getByLabel('Neuer Status').focus()
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: 'Angebot' }).click()
    await dialog.getByRole('button', { name: 'Ausführen' }).click()

    // Larger than a page: it runs in the background, the bar shows how far it is.
    await dialog.getByRole('progressbar', { name: 'Status ändern' }).waitFor()
    await expect.poll(() => dialog.innerText()).toMatch(/\d+ von 300 bearbeitet/)
    await screenshot(page, 'bulk-progress')
    const summary = dialog.getByRole('status')
    await summary.waitFor({ timeout: 120_000 })
    const text = await summary.innerText()
    const skipped = before.total
    expect(text).toBe(
      skipped > 0
        ? `Status geändert: ${300 - skipped} erledigt, ${skipped} übersprungen (hatte diesen Status bereits), 0 fehlgeschlagen`
        : 'Status geändert: 300 erledigt, 0 übersprungen, 0 fehlgeschlagen',
    )
    await screenshot(page, 'bulk-summary')
    // The sidebar counts the new status as soon as the job has ended, not at its next poll (10 s).
    const offers = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: /^Angebot/ })
    await expect.poll(() => offers.innerText(), { timeout: 4_000 }).toMatch(/\b300$/)

    // What was saved: all 300 have the status, the job says so, and the bell has the receipt.
    expect((await apiGet<List>(page, server.baseUrl, '/api/applicants?status=angebot')).total).toBe(300)
    const [job] = await apiGet<Job[]>(page, server.baseUrl, '/api/bulk-jobs')
    expect(job).toMatchObject({
      state: 'done',
      total: 300,
      done: 300 - skipped,
      skipped,
      failed: 0,
      summary: text,
    })
    const notifications = await apiGet<Array<{ kind: string; text: string }>>(
      page,
      server.baseUrl,
      '/api/notifications',
    )
    expect(notifications[0]).toMatchObject({ kind: 'bulk_finished', text })

    await dialog.getByRole('button', { name: 'Fertig' }).click()
    await expect.poll(() => bar.count()).toBe(0)
    await page.context().close()
  })

  it('on a 390 px phone: rows ticked in their cards, the bar in reach, Escape closes a dialog', async () => {
    const phone = await phonePage(browser)
    await logIn(phone)
    await phone.goto(`${server.baseUrl}${FILTERED}`)
    // The header strip sticks over the top card: ticked from the keyboard, as on a phone with a keyboard.
    await phone
      .getByLabel(/ auswählen$/)
      .nth(1)
      .focus()
    await phone.keyboard.press('Space')
    const bar = phone.getByRole('region', { name: 'Aktionen für die Auswahl' })
    await expect.poll(() => bar.innerText()).toContain('1 Bewerber:in ausgewählt')
    const box = await bar.boundingBox()
    expect(box && box.width <= 390 && box.y + box.height <= 844).toBe(true)
    await bar.getByRole('button', { name: 'Folgen', exact: true }).click()
    const dialog = phone.getByRole('dialog', { name: 'Folgen' })
    await expect.poll(() => dialog.innerText()).toContain('Für 1 Bewerber:in ausführen?')
    await screenshot(phone, 'bulk-phone')
    await phone.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await phone.context().close()
  })
})
