import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiSession } from './api-session.ts'
import { germanPage, launchBrowser, loginAnswer, newestMail, RESET_PASSWORD, screenshot } from './browser.ts'
import { adminEmail, adminPassword, baseUrl, dataDir } from './own-server.ts'
import { apiGet, typeIntoLabel } from './person.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function adminApi() {
  for (const password of [adminPassword, RESET_PASSWORD]) {
    try {
      return await apiSession(baseUrl, adminEmail, password)
    } catch {
      // the auth suite may have reset it
    }
  }
  throw new Error('admin login failed')
}

describe('changing one’s own e-mail address', () => {
  it('asks for the current password, refuses a wrong one in German and tells the old address', async () => {
    const stamp = Date.now()
    const email = `konto.${stamp}@example.test`
    const password = 'Mein sicheres Passwort 2026'
    const admin = await adminApi()
    const created = await admin.json<{ id: number }>('POST', '/register', {
      name: 'Kai Kontowechsel',
      email,
      password,
      password_confirmation: password,
      roles: ['recruiter'],
    })

    const page = await germanPage(browser)
    await page.goto(`${baseUrl}/login`)
    await typeIntoLabel(page, 'E-Mail-Adresse', email)
    await typeIntoLabel(page, 'Passwort', password)
    await page.keyboard.press('Enter')
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()
    await page.goto(`${baseUrl}/user/bearbeiten/${created.id}`)
    await page.getByRole('heading', { name: 'Mein Konto' }).waitFor()
    expect(await page.getByLabel('Aktuelles Passwort').count()).toBe(0)

    const moved = `neu.${stamp}@example.test`
    await typeIntoLabel(page, 'E-Mail-Adresse', moved)
    await page.getByLabel('Aktuelles Passwort').waitFor()
    await typeIntoLabel(page, 'Aktuelles Passwort', 'ganz falsch geraten')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page.getByText('Das aktuelle Passwort ist falsch.').waitFor()
    await screenshot(page, 'own-account-reauth')
    const unchanged = await apiGet<{ email: string }>(page, baseUrl, '/api/user')
    expect(unchanged.email).toBe(email)

    await typeIntoLabel(page, 'Aktuelles Passwort', password)
    // the wrong-password message goes as soon as the field is changed
    expect(await page.getByText('Das aktuelle Passwort ist falsch.').count()).toBe(0)
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page
      .getByText(/Bitte bestätigen Sie Ihre neue E-Mail-Adresse/)
      .first()
      .waitFor()
    const saved = await apiGet<{ email: string }>(page, baseUrl, '/api/session')
    expect(saved).toMatchObject({ user: { email: moved } })

    const notice = await newestMail(dataDir, 'Die E-Mail-Adresse Ihres Kontos wurde geändert')
    expect(notice.text).toContain(moved)
    expect((Array.isArray(notice.to) ? notice.to[0] : notice.to)?.text).toBe(email)
    await page.context().close()
  })

  it('shows the password strength while typing and refuses what is easy to guess', async () => {
    const page = await germanPage(browser)
    for (const password of [adminPassword, RESET_PASSWORD]) {
      await page.goto(`${baseUrl}/login`)
      await typeIntoLabel(page, 'E-Mail-Adresse', adminEmail)
      await typeIntoLabel(page, 'Passwort', password)
      const answer = loginAnswer(page)
      await page.keyboard.press('Enter')
      if ((await answer).ok()) {
        await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()
        await page.goto(`${baseUrl}/user/settings/change-password`)
        await typeIntoLabel(page, 'Aktuelles Passwort', password)
        break
      }
    }
    await typeIntoLabel(page, 'Neues Passwort', '123456789012')
    const meter = page.getByRole('meter', { name: 'Passwortstärke' })
    await meter.waitFor()
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeLessThan(3)
    await page.getByText('wird so nicht angenommen').waitFor()
    await typeIntoLabel(page, 'Neues Passwort bestätigen', '123456789012')
    await page.keyboard.press('Enter')
    await page
      .locator('#password-error')
      .getByText(/zu leicht zu erraten/)
      .waitFor()
    await typeIntoLabel(page, 'Neues Passwort', 'Regenschirm über dem Kölner Dom 7')
    await page.getByText('Passwortstärke: sehr gut').waitFor()
    await screenshot(page, 'password-meter')
    await page.context().close()
  })
})
