import { APPLICANT_TOASTS, NOTE_TOASTS, NOTIFICATION_SETTINGS_TOASTS } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  apiMutation,
  createApplicantInForm,
  germanPage,
  launchBrowser,
  logInAdmin,
  newestMail,
  RESET_PASSWORD,
  screenshot,
} from './browser.ts'
import { adminEmail, adminPassword, baseUrl, dataDir } from './own-server.ts'

let browser: Browser
let admin: Page
let bernd: Page
let applicantId: number
beforeAll(async () => {
  browser = await launchBrowser()
  admin = await germanPage(browser)
  bernd = await germanPage(browser)
})
afterAll(() => browser?.close())

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).first()
const badge = (page: Page) => page.locator('.topbar__badge')

const apiPost = (page: Page, path: string, body: unknown) => apiMutation(page, baseUrl, 'POST', path, body)

async function changeStatus(page: Page, id: number, label: string) {
  await page.goto(`${baseUrl}/bewerber/${id}/status`)
  await page.locator('.p-dropdown:has(#status-select)').click()
  await page.getByRole('option', { name: label, exact: true }).click()
  await toast(page, APPLICANT_TOASTS.updateSuccess).waitFor()
}

async function addNote(page: Page, id: number, text: string) {
  await page.goto(`${baseUrl}/bewerber/${id}/notizen`)
  await page.getByRole('button', { name: 'Notiz hinzufügen' }).click()
  await page.getByLabel('Notiz', { exact: true }).fill(text)
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
  await toast(page, NOTE_TOASTS.saveSuccess).waitFor()
}

describe('notifications in Chromium', () => {
  it('a follower and a mentioned colleague sees the bell, the list, opens and clears it', async () => {
    await logInAdmin(admin, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    const actor = (await (await admin.request.get(`${baseUrl}/api/user`)).json()).name as string
    const password = 'Bernd-Passwort für Tests 7'
    const email = `bernd.berger.${Date.now()}@example.test`
    const created = await apiPost(admin, '/register', {
      name: 'Bernd Berger',
      email,
      password,
      password_confirmation: password,
      roles: ['recruiter'],
    })
    expect(created.status()).toBe(201)
    applicantId = await createApplicantInForm(admin, baseUrl, {
      salutation: 'Frau',
      firstName: 'Greta',
      lastName: 'Glockentest',
      email: 'greta.glockentest@example.de',
    })

    await logInAdmin(bernd, baseUrl, email, [password])
    await bernd.goto(`${baseUrl}/benachrichtigungen`)
    await bernd.getByRole('heading', { name: 'Keine Benachrichtigungen' }).waitFor()
    await screenshot(bernd, 'notifications-empty')
    await bernd.goto(`${baseUrl}/bewerber/${applicantId}`)
    await bernd.getByRole('button', { name: 'Folgen' }).click()
    await bernd.getByRole('button', { name: 'Gefolgt' }).waitFor()
    expect(await badge(bernd).count()).toBe(0)

    await addNote(admin, applicantId, 'Bitte @bernd berger: Rückruf wegen Arbeitsbeginn klären.')
    await changeStatus(admin, applicantId, 'Kontaktiert')
    await addNote(admin, applicantId, 'Unterlagen vollständig.')

    // The bell follows at the next UI-state poll (10 s), without a reload.
    await badge(bernd).getByText('3', { exact: true }).waitFor({ timeout: 15_000 })
    await bernd.getByRole('link', { name: 'Benachrichtigungen, 3 ungelesen' }).click()
    await bernd.waitForURL(`${baseUrl}/benachrichtigungen`)
    const items = bernd.locator('.notifications-item')
    await bernd.getByText('3 ungelesen').waitFor()
    expect(await items.count()).toBe(3)
    expect(await bernd.locator('.notifications-item--unread').count()).toBe(3)
    // Newest first: label, text, applicant, actor, time.
    await expect
      .poll(() => items.locator('.notifications-item__label').allInnerTexts())
      .toEqual(['Neue Notiz', 'Status geändert', 'Sie wurden erwähnt'])
    const mention = items.nth(2)
    await mention.getByText('Bitte @bernd berger: Rückruf wegen Arbeitsbeginn klären.').waitFor()
    await mention.getByRole('link', { name: 'Greta Glockentest' }).waitFor()
    await mention.getByText(`von ${actor}`).waitFor()
    await mention.getByText(/^(gerade eben|vor \d+ Minuten?)$/).waitFor()
    await items.nth(1).getByText('Neu → Kontaktiert').waitFor()
    await screenshot(bernd, 'notifications')

    // Opening the link marks it read.
    await mention.getByRole('link', { name: 'Greta Glockentest' }).click()
    await bernd.waitForURL(`${baseUrl}/bewerber/${applicantId}`)
    await badge(bernd).getByText('2', { exact: true }).waitFor()
    await bernd.goBack()
    await bernd.getByText('2 ungelesen').waitFor()

    // One by its button, then all.
    await items
      .nth(1)
      .getByRole('button', { name: /^Als gelesen markieren/ })
      .click()
    await badge(bernd).getByText('1', { exact: true }).waitFor()
    expect(await bernd.locator('.notifications-item--unread').count()).toBe(1)
    await bernd.getByRole('button', { name: 'Alle als gelesen markieren' }).click()
    await bernd.getByText('Alles gelesen.').waitFor()
    await badge(bernd).waitFor({ state: 'detached' })
    expect(await bernd.locator('.notifications-item--unread').count()).toBe(0)
    expect(await bernd.getByRole('button', { name: 'Alle als gelesen markieren' }).isDisabled()).toBe(true)
  })

  it('saves the settings; an e-mail then carries a link and no applicant data', async () => {
    await bernd.locator('.page-header').getByRole('link', { name: 'Einstellungen' }).click()
    await bernd.waitForURL(`${baseUrl}/user/settings/notifications`)
    const statusMail = bernd.getByLabel('Status geändert: Per E-Mail')
    const notesInApp = bernd.getByLabel('Neue Notiz: In der App')
    expect(await statusMail.isChecked()).toBe(false)
    expect(await notesInApp.isChecked()).toBe(true)
    expect(await bernd.getByLabel('Neue Bewerber:in angelegt: In der App').isChecked()).toBe(false)
    await statusMail.check()
    await notesInApp.uncheck()
    await screenshot(bernd, 'notification-settings')
    await bernd.getByRole('button', { name: 'Speichern' }).click()
    await toast(bernd, NOTIFICATION_SETTINGS_TOASTS.saveSuccess).waitFor()
    await bernd.reload()
    expect(await bernd.getByLabel('Status geändert: Per E-Mail').isChecked()).toBe(true)
    expect(await bernd.getByLabel('Neue Notiz: In der App').isChecked()).toBe(false)

    await addNote(admin, applicantId, 'Keine Benachrichtigung für Bernd.')
    await changeStatus(admin, applicantId, 'Angebot')
    // Delivered by the job (every 30 s) into DATA_DIR/mail.
    const mail = await newestMail(dataDir, 'Neuigkeiten: Status geändert', 40_000)
    expect(mail.text).toContain('Es gibt Neuigkeiten zu einer Bewerber:in, der Sie folgen.')
    expect(mail.text).toContain(`${baseUrl}/bewerber/${applicantId}`)
    for (const secret of ['Greta', 'Glockentest', 'greta.glockentest'])
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(secret)
    await bernd.goto(`${baseUrl}/benachrichtigungen`)
    await bernd.getByText('1 ungelesen').waitFor()
    expect(
      await bernd.locator('.notifications-item--unread .notifications-item__label').allInnerTexts(),
    ).toEqual(['Status geändert'])
  }, 90_000)
})
