import { PASSWORD_CHANGED_MESSAGE } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { germanPage, launchBrowser, logInAdmin, newestMail, RESET_PASSWORD, screenshot } from './browser.ts'
import { adminEmail, adminPassword, baseUrl, dataDir } from './own-server.ts'

let browser: Browser
let admin: Page
beforeAll(async () => {
  browser = await launchBrowser()
  admin = await germanPage(browser)
})
afterAll(() => browser?.close())

const NEW_USER = { name: 'Emre Yılmaz', email: 'emre.yilmaz@example.test' }
const FIRST_PASSWORD = 'Erstes Passwort für Emre'
const SECOND_PASSWORD = 'Zweites Passwort, jetzt mit Ü'

async function login(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(`${baseUrl}/`)
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()
}

describe('users in Chromium', () => {
  it('the admin invites a colleague, who sets a password, logs in and changes it', async () => {
    await logInAdmin(admin, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    await admin.goto(`${baseUrl}/user`)
    await admin.getByRole('link', { name: 'Benutzer:in anlegen' }).click()
    await admin.waitForURL(/\/user\/anlegen$/)
    await admin.getByLabel('Name', { exact: true }).fill(NEW_USER.name)
    await admin.getByLabel('E-Mail-Adresse').fill(NEW_USER.email)
    // No role is chosen in advance: one click per role the colleague gets.
    await admin.getByLabel(/^Recruiter:in/).check()
    await admin.getByLabel(/^Leser:in/).check()
    await screenshot(admin, 'user-create')
    await admin.getByRole('button', { name: 'Anlegen und einladen' }).click()
    await admin.locator('.p-toast').getByText(`Eine Einladung wurde an ${NEW_USER.email} gesendet.`).waitFor()
    await admin.waitForURL(/\/user$/)
    const row = admin.getByRole('row', { name: new RegExp(NEW_USER.name) })
    await row.getByText('Eingeladen').waitFor()
    expect(await row.getByText('noch nie').count()).toBe(1)
    expect(await row.getByText('Recruiter:in').count()).toBe(1)
    await admin.locator('.p-toast .p-toast-icon-close').first().click()
    await admin.locator('.p-toast-message').waitFor({ state: 'detached' })
    await screenshot(admin, 'users-list')

    // The invitation lands as .eml; its link opens in a second browser (the colleague's).
    const mail = await newestMail(dataDir, 'Einladung zum Bewerber-Backoffice')
    expect(JSON.stringify(mail.to)).toContain(NEW_USER.email)
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/password-reset\/\S+/)?.[0]
    expect(link).toBeTruthy()
    const colleague = await germanPage(browser)
    await colleague.goto(link!)
    expect(await colleague.getByLabel('E-Mail-Adresse').inputValue()).toBe(NEW_USER.email)
    await colleague.getByLabel('Passwort', { exact: true }).fill(FIRST_PASSWORD)
    await colleague.getByLabel('Passwort bestätigen').fill(FIRST_PASSWORD)
    await colleague.getByRole('button', { name: 'Passwort speichern' }).click()
    await colleague.waitForURL(/\/login/)
    await login(colleague, NEW_USER.email, FIRST_PASSWORD)

    // The admin's list now shows the colleague as active.
    await admin.reload()
    await admin
      .getByRole('row', { name: new RegExp(NEW_USER.name) })
      .getByText('Aktiv')
      .waitFor()

    // A recruiter finds the own account and the password change in the user menu.
    const menu = async (item: string) => {
      await colleague.getByRole('button', { name: new RegExp(`Benutzermenü von ${NEW_USER.name}`) }).click()
      await colleague.getByRole('menuitem', { name: item }).click()
    }
    await menu('Mein Konto')
    await colleague.waitForURL(/\/user\/bearbeiten\/\d+$/)
    await colleague.getByRole('heading', { name: 'Mein Konto', level: 1 }).waitFor()
    expect(await colleague.getByLabel('E-Mail-Adresse').inputValue()).toBe(NEW_USER.email)

    // Change the password: a wrong current one is refused inline, then it works.
    await menu('Passwort ändern')
    await colleague.waitForURL(/\/user\/settings\/change-password$/)
    await colleague.getByLabel('Aktuelles Passwort').fill('das ist falsch 123')
    await colleague.getByLabel('Neues Passwort', { exact: true }).fill(SECOND_PASSWORD)
    await colleague.getByLabel('Neues Passwort bestätigen').fill(SECOND_PASSWORD)
    await colleague.getByRole('button', { name: 'Passwort ändern' }).click()
    await colleague.getByText('Das aktuelle Passwort ist falsch.').waitFor()
    await screenshot(colleague, 'change-password')
    await colleague.getByLabel('Aktuelles Passwort').fill(FIRST_PASSWORD)
    await colleague.getByRole('button', { name: 'Passwort ändern' }).click()
    await colleague.locator('.p-toast').getByText(PASSWORD_CHANGED_MESSAGE).waitFor()
    expect(await colleague.getByLabel('Aktuelles Passwort').inputValue()).toBe('')
    // This session stays logged in.
    await colleague.goto(`${baseUrl}/user`)
    await colleague.getByRole('row', { name: new RegExp(NEW_USER.name) }).waitFor()

    const elsewhere = await germanPage(browser)
    await login(elsewhere, NEW_USER.email, SECOND_PASSWORD)
    await elsewhere.context().close()
    await colleague.context().close()
  })

  it('the admin edits the colleague: roles and the active switch', async () => {
    await admin.goto(`${baseUrl}/user`)
    await admin.getByRole('row', { name: new RegExp(NEW_USER.name) }).click()
    await admin.waitForURL(/\/user\/bearbeiten\/\d+$/)
    await admin.getByRole('heading', { name: `${NEW_USER.name} bearbeiten` }).waitFor()
    await admin.getByLabel('Aktiv').waitFor()
    await screenshot(admin, 'user-edit')
    await admin.getByLabel(/^Recruiter:in/).uncheck()
    await admin.getByRole('button', { name: 'Speichern' }).click()
    await admin
      .locator('.p-toast')
      .getByText(`Die Angaben von ${NEW_USER.name} wurden gespeichert.`)
      .waitFor()
    await admin.waitForURL(/\/user$/)
    const row = admin.getByRole('row', { name: new RegExp(NEW_USER.name) })
    await row.getByText('Leser:in').waitFor()
    expect(await row.getByText('Recruiter:in').count()).toBe(0)
  })
})
