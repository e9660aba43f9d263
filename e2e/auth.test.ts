import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { germanPage, launchBrowser, newestMail, RESET_PASSWORD, screenshot } from './browser.ts'
import { adminEmail, baseUrl, dataDir, adminPassword as startPassword } from './own-server.ts'

let adminPassword = startPassword

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const newPage = () => germanPage(browser, { width: 1366, height: 860 })

async function login(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

describe('authentication in Chromium', () => {
  it('sends an anonymous deep link to /login', async () => {
    const page = await newPage()
    await page.goto(`${baseUrl}/bewerber/5/notizen`)
    await page.waitForURL(/\/login/)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/bewerber/5/notizen')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    await page.getByRole('button', { name: 'Anmelden' }).waitFor()
    await screenshot(page, 'login')
    await page.context().close()
  })

  it('shows the not-found page for an unknown route', async () => {
    const page = await newPage()
    await page.goto(`${baseUrl}/gibt/es/wirklich/nicht`)
    await expect.poll(() => page.getByText('Page Not Found').count()).toBeGreaterThan(0)
    expect(await page.getByText('404').count()).toBeGreaterThan(0)
    await screenshot(page, 'not-found')
    await page.context().close()
  })

  it('logs in through the form, shows the shell, survives a reload and logs out', async () => {
    const page = await newPage()
    await login(page, adminEmail, adminPassword)
    await page.waitForURL(`${baseUrl}/`)
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()
    await screenshot(page, 'shell')
    await page.reload()
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await page
      .getByRole('button', { name: /Benutzermenü|Administrator/ })
      .first()
      .click()
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await page.waitForURL(/\/login/)
    await page.goto(`${baseUrl}/`)
    await page.waitForURL(/\/login/)
    await page.context().close()
  })

  it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
    const page = await newPage()
    await page.goto(`${baseUrl}/forgot-password`)
    await page.getByLabel('E-Mail-Adresse').fill(adminEmail)
    await page.getByRole('button', { name: 'Link senden' }).click()
    await expect.poll(() => page.getByText(/Wenn ein Konto/).count()).toBeGreaterThan(0)
    const mail = await newestMail(dataDir, 'Passwort zurücksetzen')
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/password-reset\/\S+/)?.[0]
    expect(link).toBeTruthy()
    await page.goto(link!)
    const newPassword = RESET_PASSWORD
    await page.getByLabel('Passwort', { exact: true }).fill(newPassword)
    await page.getByLabel('Passwort bestätigen').fill(newPassword)
    await screenshot(page, 'password-reset')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await page.waitForURL(/\/login/)
    await login(page, adminEmail, newPassword)
    await page.waitForURL(`${baseUrl}/`)
    adminPassword = newPassword
    await page.context().close()
  })
})
