import { MESSAGE_TOASTS, TEMPLATE_TOASTS } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
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
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await germanPage(browser)
})
afterAll(() => browser?.close())

const toast = (text: string) => page.locator('.p-toast').getByText(text, { exact: true })

describe('communication in Chromium', () => {
  it('composes from a template with filled placeholders, sends, saves a draft and replies', async () => {
    await logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    const id = await createApplicantInForm(page, baseUrl, {
      salutation: 'Frau',
      firstName: 'Mira',
      lastName: 'Nachrichtentest',
      email: 'mira.nachrichtentest@example.de',
    })

    await page.goto(`${baseUrl}/bewerber/${id}/kommunikation`)
    await page.getByRole('button', { name: 'Neue Nachricht' }).click()
    await page.locator('.p-dropdown:has(#compose-action)').click()
    await page.getByRole('option', { name: 'Absage' }).click()
    await page.locator('.p-dropdown:has(#compose-template)').click()
    await page.locator('.p-dropdown-panel').last().getByRole('option', { name: 'Absage' }).click()
    const preview = page.getByRole('region', { name: 'Vorschau' })
    await preview.getByText('Sehr geehrte Frau Nachrichtentest,', { exact: false }).waitFor()
    await screenshot(page, 'compose')
    await page.getByRole('button', { name: 'Senden', exact: true }).click()
    await toast(MESSAGE_TOASTS.sent).waitFor()
    await page.locator('.message-card').getByText('Zugestellt', { exact: true }).waitFor()
    const mail = await newestMail(dataDir, 'Ihre Bewerbung bei Muster Pflege GmbH')
    expect(mail.text).toContain('Sehr geehrte Frau Nachrichtentest,')

    await page.getByRole('button', { name: 'Neue Nachricht' }).click()
    await page.getByLabel('Betreff').fill('Rückfrage {{vorname}}')
    await page.getByLabel('Nachricht', { exact: true }).fill('Noch nicht fertig')
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click()
    await page.locator('.message-card').getByText('Entwurf', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Antworten' }).first().click()
    expect(await page.getByLabel('Betreff').inputValue()).toBe('AW: Ihre Bewerbung bei Muster Pflege GmbH')
    expect(await page.getByLabel('Nachricht', { exact: true }).inputValue()).toContain(
      '> Sehr geehrte Frau Nachrichtentest,',
    )
    await page.getByRole('button', { name: 'Senden', exact: true }).click()
    await toast(MESSAGE_TOASTS.sent).waitFor()
    await page.locator('.message-card').getByText('AW: Ihre Bewerbung bei Muster Pflege GmbH').waitFor()
    await screenshot(page, 'communication')
  })

  it('edits templates: placeholder insertion, preview, unknown placeholder refused, delete without toast', async () => {
    await page.goto(`${baseUrl}/einstellungen/nachrichten/templates`)
    await page.getByRole('button', { name: 'Neue Vorlage' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Rückfrage Führerschein')
    await page.getByLabel('Betreff', { exact: true }).fill('Ihr Führerschein, {{vorname}}')
    await page.getByLabel('Text', { exact: true }).fill('Guten Tag, ')
    await page
      .getByRole('toolbar', { name: 'Platzhalter einfügen' })
      .getByRole('button', { name: '{{nachname}}' })
      .click()
    expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe('Guten Tag, {{nachname}}')
    await page.getByRole('region', { name: 'Vorschau' }).getByText('Guten Tag, Özdemir').waitFor()
    await page.getByLabel('Text', { exact: true }).fill('Hallo {{gehalt}}')
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    // at the field, where it can be fixed (the toast says the same)
    await page
      .getByRole('dialog')
      .locator('.form-field__error')
      .getByText('Der Text enthält unbekannte Platzhalter: {{gehalt}}.')
      .waitFor()
    await page.getByLabel('Text', { exact: true }).fill('Guten Tag {{nachname}}, haben Sie Klasse C?')
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    await toast(TEMPLATE_TOASTS.saveSuccess).waitFor()
    await page.getByRole('cell', { name: 'Rückfrage Führerschein', exact: true }).waitFor()
    await screenshot(page, 'templates')
    await page.getByRole('button', { name: 'Löschen Rückfrage Führerschein' }).click()
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Löschen', exact: true }).click()
    await page
      .getByRole('cell', { name: 'Rückfrage Führerschein', exact: true })
      .waitFor({ state: 'detached' })
  })
})
