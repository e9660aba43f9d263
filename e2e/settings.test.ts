import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiMutation, germanPage, launchBrowser, logInAdmin, RESET_PASSWORD, screenshot } from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'

let browser: Browser
let admin: Page
let colleague: Page
beforeAll(async () => {
  browser = await launchBrowser()
  admin = await germanPage(browser)
  colleague = await germanPage(browser)
})
afterAll(() => browser?.close())

const apiPost = (page: Page, path: string, body: unknown) => apiMutation(page, baseUrl, 'POST', path, body)

const statusLabel = (page: Page, index: number) => page.getByLabel(`Bezeichnung von Status ${index}`)

describe('settings in Chromium', () => {
  it('an admin renames a status and a colleague who is logged in sees it within one polling interval', async () => {
    await logInAdmin(admin, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    const password = 'Kollegin-Passwort 2026'
    const created = await apiPost(admin, '/register', {
      name: 'Carla Kollegin',
      email: 'carla.kollegin@example.test',
      password,
      password_confirmation: password,
      roles: ['recruiter'],
    })
    expect(created.status()).toBe(201)
    await colleague.goto(`${baseUrl}/login`)
    await colleague.getByLabel('E-Mail-Adresse').fill('carla.kollegin@example.test')
    await colleague.getByLabel('Passwort', { exact: true }).fill(password)
    await colleague.getByRole('button', { name: 'Anmelden' }).click()
    await colleague.waitForURL(`${baseUrl}/`)
    const nav = colleague.getByRole('navigation').first()
    await nav.getByText('In Prüfung', { exact: true }).waitFor()

    await admin.goto(`${baseUrl}/einstellungen`)
    await statusLabel(admin, 2).fill('Wird geprüft')
    await admin.getByRole('button', { name: 'Status Wird geprüft nach oben' }).click()
    await admin.getByRole('button', { name: 'Einstellungen speichern' }).click()
    await admin.locator('.p-toast').getByText('Die Einstellungen gelten jetzt für alle.').waitFor()
    expect(await statusLabel(admin, 1).inputValue()).toBe('Wird geprüft')
    await screenshot(admin, 'settings')

    // The colleague's navigation follows at the next UI-state poll (10 s), without a reload.
    await nav.getByText('Wird geprüft', { exact: true }).waitFor({ timeout: 12_000 })
    expect(await nav.getByText('In Prüfung', { exact: true }).count()).toBe(0)

    // Back as it was, for the other suites.
    await statusLabel(admin, 1).fill('In Prüfung')
    await admin.getByRole('button', { name: 'Status In Prüfung nach unten' }).click()
    await admin.getByRole('button', { name: 'Einstellungen speichern' }).click()
    await admin.locator('.p-toast').getByText('Die Einstellungen gelten jetzt für alle.').last().waitFor()
  })

  it('keeps the personal signature and start list', async () => {
    await colleague.goto(`${baseUrl}/einstellungen`)
    await colleague.getByRole('heading', { name: 'Anwendung' }).waitFor({ state: 'detached' })
    await colleague.getByLabel('E-Mail-Signatur').fill('Viele Grüße\nCarla Kollegin')
    await colleague.locator('.p-dropdown:has(#personal-start-list)').click()
    await colleague.getByRole('option', { name: 'Gefolgt' }).click()
    await colleague.getByRole('button', { name: 'Speichern', exact: true }).click()
    await colleague.locator('.p-toast').getByText('Ihre Einstellungen wurden gespeichert.').waitFor()
    await colleague.reload()
    expect(await colleague.getByLabel('E-Mail-Signatur').inputValue()).toBe('Viele Grüße\nCarla Kollegin')
    await colleague.getByRole('link', { name: 'Mailfilter' }).click()
    await colleague.waitForURL(`${baseUrl}/einstellungen/mailfilter`)
  })
})
