import { MESSAGE_TOASTS, type Message, TEMPLATE_TOASTS } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { createApplicantInForm, newestMail, screenshot } from './browser.ts'
import { baseUrl, dataDir } from './own-server.ts'
import { apiGet } from './person.ts'
import { adminSession } from './session.ts'

const admin = adminSession()

const toast = (text: string) => admin.page.locator('.p-toast').getByText(text, { exact: true })

describe('communication in Chromium', () => {
  it('composes from a template with filled placeholders, sends, saves a draft and replies', async () => {
    const id = await createApplicantInForm(admin.page, baseUrl, {
      salutation: 'Frau',
      firstName: 'Mira',
      lastName: 'Nachrichtentest',
      email: 'mira.nachrichtentest@example.de',
    })

    await admin.page.goto(`${baseUrl}/bewerber/${id}/kommunikation`)
    await admin.page.getByRole('button', { name: 'Neue Nachricht' }).click()
    await admin.page.locator('.p-dropdown:has(#compose-action)').click()
    await admin.page.getByRole('option', { name: 'Absage' }).click()
    await admin.page.locator('.p-dropdown:has(#compose-template)').click()
    await admin.page.locator('.p-dropdown-panel').last().getByRole('option', { name: 'Absage' }).click()
    const preview = admin.page.getByRole('region', { name: 'Vorschau' })
    await preview.getByText('Sehr geehrte Frau Nachrichtentest,', { exact: false }).waitFor()
    await screenshot(admin.page, 'compose')
    await admin.page.getByRole('button', { name: 'Senden', exact: true }).click()
    await toast(MESSAGE_TOASTS.sent).waitFor()
    await admin.page.locator('.message-card').getByText('Zugestellt', { exact: true }).waitFor()
    const mail = await newestMail(dataDir, 'Ihre Bewerbung bei Muster Pflege GmbH')
    expect(mail.text).toContain('Sehr geehrte Frau Nachrichtentest,')

    await admin.page.getByRole('button', { name: 'Neue Nachricht' }).click()
    await admin.page.getByLabel('Betreff').fill('Rückfrage {{vorname}}')
    await admin.page.getByLabel('Nachricht', { exact: true }).fill('Noch nicht fertig')
    await admin.page.getByRole('button', { name: 'Als Entwurf speichern' }).click()
    await admin.page.locator('.message-card').getByText('Entwurf', { exact: true }).waitFor()

    // The first mail's toast has gone, so the next one is the reply's own.
    await toast(MESSAGE_TOASTS.sent).waitFor({ state: 'detached' })
    await admin.page.getByRole('button', { name: 'Antworten' }).first().click()
    expect(await admin.page.getByLabel('Betreff').inputValue()).toBe(
      'AW: Ihre Bewerbung bei Muster Pflege GmbH',
    )
    expect(await admin.page.getByLabel('Nachricht', { exact: true }).inputValue()).toContain(
      '> Sehr geehrte Frau Nachrichtentest,',
    )
    await admin.page.getByRole('button', { name: 'Senden', exact: true }).click()
    await toast(MESSAGE_TOASTS.sent).waitFor()
    await admin.page.locator('.message-card').getByText('AW: Ihre Bewerbung bei Muster Pflege GmbH').waitFor()
    await screenshot(admin.page, 'communication')
    // One message per press on „Senden“, beside the draft.
    const saved = await apiGet<{ messages: Message[] }>(admin.page, baseUrl, `/api/applicant-detail/${id}`)
    expect(saved.messages.map((m) => `${m.state} ${m.Betreff}`).sort()).toEqual([
      'delivered AW: Ihre Bewerbung bei Muster Pflege GmbH',
      'delivered Ihre Bewerbung bei Muster Pflege GmbH',
      'draft Rückfrage {{vorname}}',
    ])
  })

  it('edits templates: placeholder insertion, preview, unknown placeholder refused, delete without toast', async () => {
    await admin.page.goto(`${baseUrl}/einstellungen/nachrichten/templates`)
    await admin.page.getByRole('button', { name: 'Neue Vorlage' }).click()
    await admin.page.getByLabel('Name', { exact: true }).fill('Rückfrage Führerschein')
    await admin.page.getByLabel('Betreff', { exact: true }).fill('Ihr Führerschein, {{vorname}}')
    await admin.page.getByLabel('Text', { exact: true }).fill('Guten Tag, ')
    await admin.page
      .getByRole('toolbar', { name: 'Platzhalter einfügen' })
      .getByRole('button', { name: '{{nachname}}' })
      .click()
    expect(await admin.page.getByLabel('Text', { exact: true }).inputValue()).toBe('Guten Tag, {{nachname}}')
    await admin.page.getByRole('region', { name: 'Vorschau' }).getByText('Guten Tag, Özdemir').waitFor()
    await admin.page.getByLabel('Text', { exact: true }).fill('Hallo {{gehalt}}')
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    // at the field, where it can be fixed (the toast says the same)
    await admin.page
      .getByRole('dialog')
      .locator('.form-field__error')
      .getByText('Der Text enthält unbekannte Platzhalter: {{gehalt}}.')
      .waitFor()
    await admin.page.getByLabel('Text', { exact: true }).fill('Guten Tag {{nachname}}, haben Sie Klasse C?')
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    await toast(TEMPLATE_TOASTS.saveSuccess).waitFor()
    await admin.page.getByRole('cell', { name: 'Rückfrage Führerschein', exact: true }).waitFor()
    await screenshot(admin.page, 'templates')
    await admin.page.getByRole('button', { name: 'Löschen Rückfrage Führerschein' }).click()
    await admin.page
      .locator('.p-confirm-dialog')
      .getByRole('button', { name: 'Löschen', exact: true })
      .click()
    await admin.page
      .getByRole('cell', { name: 'Rückfrage Führerschein', exact: true })
      .waitFor({ state: 'detached' })
  })
})
