import { NOTE_TOASTS, RATING_TOASTS } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { germanPage, launchBrowser, logInAdmin, RESET_PASSWORD, screenshot } from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await germanPage(browser)
})
afterAll(() => browser?.close())

const loginAsAdmin = () => logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])

const toast = (text: string) => page.locator('.p-toast').getByText(text, { exact: true })

describe('ratings and notes in Chromium', () => {
  it('rates an applicant and keeps a note draft across a reload', async () => {
    await loginAsAdmin()
    await page.goto(`${baseUrl}/bewerber/0`)
    await page.getByLabel('Vorname').fill('Lena')
    await page.getByLabel('Nachname').fill('Bewertungstest')
    await page.getByRole('button', { name: 'Bewerber:in anlegen' }).click()
    await page.waitForURL(/\/bewerber\/[1-9]\d*$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())

    await page.goto(`${baseUrl}/bewerber/${id}/bewertung`)
    await page.getByRole('button', { name: 'Bewertung abgeben' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bewertung abgeben' })
    await dialog.locator('.rating-input--overall .p-rating-item').nth(4).click()
    await dialog.locator('.rating-input').nth(1).locator('.p-rating-item').nth(4).click()
    await dialog.getByLabel('Begründung').fill('Pünktlich und freundlich.')
    await screenshot(page, 'rating-layer')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await toast(RATING_TOASTS.saveSuccess).waitFor()
    await page.getByText('Durchschnitt 4,0 von 5').waitFor()
    await page.getByText('Pünktlich und freundlich.').waitFor()
    // a second rating moves the average
    await page.getByRole('button', { name: 'Bewertung abgeben' }).click()
    await dialog.locator('.rating-input--overall .p-rating-item').nth(3).click()
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await page.getByText('Durchschnitt 3,5 von 5').waitFor()
    await screenshot(page, 'ratings')

    await page.goto(`${baseUrl}/bewerber/${id}/notizen`)
    await page.getByRole('button', { name: 'Notiz hinzufügen' }).click()
    const text = 'Telefonat: Rückruf am Montag.\nBitte <b>nicht</b> vor 9 Uhr.'
    await page.getByLabel('Notiz', { exact: true }).fill(text)
    await page.reload()
    await page.getByRole('button', { name: 'Entwurf fortsetzen' }).click()
    expect(await page.getByLabel('Notiz', { exact: true }).inputValue()).toBe(text)
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    await toast(NOTE_TOASTS.saveSuccess).waitFor()
    const shown = page.locator('.note-card .prewrap').first()
    expect(await shown.innerText()).toBe(text)
    expect(await shown.locator('b').count()).toBe(0)
    await screenshot(page, 'notes')

    await page.getByRole('button', { name: 'Bearbeiten', exact: true }).click()
    await page.getByLabel('Notiz', { exact: true }).fill('Rückruf erledigt.')
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    await toast(NOTE_TOASTS.updateSuccess).waitFor()
    await page.locator('.note-card .prewrap').getByText('Rückruf erledigt.').waitFor()
    await page.getByRole('button', { name: 'Löschen', exact: true }).click()
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Löschen', exact: true }).click()
    await toast(NOTE_TOASTS.deleteSuccess).waitFor()
    await page.getByText('Noch keine Notizen.', { exact: false }).waitFor()
  })
})
