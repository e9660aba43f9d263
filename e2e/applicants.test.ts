import { APPLICANT_TOASTS } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { germanPage, launchBrowser, logInAdmin, RESET_PASSWORD, screenshot } from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'
import { untilThere } from './person.ts'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await germanPage(browser)
})
afterAll(() => browser?.close())

const loginAsAdmin = () => logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])

const toast = (text: string) => page.locator('.p-toast').getByText(text, { exact: true })

describe('applicants in Chromium', () => {
  it('creates, finds, edits, deletes, restores and follows an applicant', async () => {
    await loginAsAdmin()
    await page.getByRole('link', { name: 'Neue Bewerber:in' }).click()
    await page.waitForURL(/\/bewerber\/0$/)
    await page.getByLabel('Vorname').fill('Gülşen')
    await page.getByLabel('Nachname').fill('Öztürk')
    await page.getByLabel('Ort').fill('Köln')
    await page.getByLabel('E-Mail-Adresse').fill('guelsen.oeztuerk@example.de')
    await screenshot(page, 'applicant-new')
    await page.getByRole('button', { name: 'Bewerber:in anlegen' }).click()
    await toast(APPLICANT_TOASTS.saveSuccessDetail).waitFor()
    await page.waitForURL(/\/bewerber\/[1-9]\d*$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    expect(id).toBeGreaterThan(0)
    await page.getByRole('heading', { name: 'Gülşen Öztürk' }).waitFor()
    await screenshot(page, 'applicant-profile')

    // search, accent-insensitive
    await page.goto(`${baseUrl}/bewerber/suche`)
    await page.getByLabel('Suchbegriff').fill('ozturk')
    await page.getByRole('option', { name: /Gülşen Öztürk/ }).waitFor()
    await screenshot(page, 'search')
    await page.getByLabel('Suchbegriff').press('Enter')
    await page.waitForURL(`${baseUrl}/bewerber/${id}`)

    // its status list
    await page.goto(`${baseUrl}/bewerber/uebersicht/status/neu`)
    await page.getByRole('cell', { name: /Öztürk, Gülşen/ }).waitFor()
    await screenshot(page, 'list-status-neu')

    // the table's filter menu, with its German labels
    const menu = page.locator('.p-column-filter-overlay')
    await untilThere(
      () => page.getByRole('columnheader', { name: /Name/ }).getByRole('button').last().click(),
      menu.getByRole('button', { name: 'Akzeptieren' }),
    )
    const shown = await menu.innerText()
    for (const label of ['Alle Regeln', 'Enthält', 'Regel hinzufügen', 'Zurücksetzen', 'Akzeptieren']) {
      expect(shown).toContain(label)
    }
    await menu.locator('input.p-column-filter').fill('Öztü')
    // The rows shown before the filter's answer are no proof: the answer to it is awaited.
    const filtered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/applicants' &&
        decodeURIComponent(response.url()).includes('Öztü'),
    )
    await menu.getByRole('button', { name: 'Akzeptieren' }).click()
    await filtered
    await expect
      .poll(() => page.locator('tbody tr').allInnerTexts(), { timeout: 10_000 })
      .toEqual([expect.stringContaining('Öztürk, Gülşen')])
    await screenshot(page, 'list-filtered')

    // edit
    await page.goto(`${baseUrl}/bewerber/${id}`)
    await page.getByText('Bearbeiten', { exact: true }).click()
    await page.getByLabel('Ort').fill('Düsseldorf')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await toast(APPLICANT_TOASTS.updateSuccess).waitFor()
    await page.getByText('Düsseldorf').waitFor()

    // history shows the change
    await page.goto(`${baseUrl}/bewerber/${id}/status`)
    await page.getByText('Ort: Köln → Düsseldorf').waitFor()
    await screenshot(page, 'status-history')

    // delete with confirmation
    await page.goto(`${baseUrl}/bewerber/${id}`)
    await page.getByRole('button', { name: 'Bewerber:in löschen' }).click()
    await page.getByRole('button', { name: 'Löschen', exact: true }).click()
    await toast(APPLICANT_TOASTS.deleteSuccess).waitFor()

    // restore from Gelöscht
    await page.goto(`${baseUrl}/bewerber/uebersicht/geloescht`)
    const row = page.getByRole('row', { name: /Öztürk, Gülşen/ })
    await row.getByText(/wird endgültig gelöscht am \d\d\.\d\d\.\d{4}/).waitFor()
    await screenshot(page, 'list-deleted')
    await row.getByRole('button', { name: 'Wiederherstellen' }).click()
    await toast(APPLICANT_TOASTS.restoreSuccess).waitFor()

    // follow and see it in Gefolgt
    await page.goto(`${baseUrl}/bewerber/${id}`)
    await page.getByRole('button', { name: 'Folgen' }).click()
    await page.getByRole('button', { name: 'Gefolgt' }).waitFor()
    await page.goto(`${baseUrl}/bewerber/uebersicht/gefolgt`)
    await page.getByRole('cell', { name: /Öztürk, Gülşen/ }).waitFor()
  })
})
