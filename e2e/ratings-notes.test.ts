import { NOTE_TOASTS, RATING_TOASTS } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { screenshot } from './browser.ts'
import { baseUrl } from './own-server.ts'
import { adminSession } from './session.ts'

const admin = adminSession()

const toast = (text: string) => admin.page.locator('.p-toast').getByText(text, { exact: true })

describe('ratings and notes in Chromium', () => {
  it('rates an applicant and keeps a note draft across a reload', async () => {
    await admin.page.goto(`${baseUrl}/bewerber/0`)
    await admin.page.getByLabel('Vorname').fill('Lena')
    await admin.page.getByLabel('Nachname').fill('Bewertungstest')
    await admin.page.getByRole('button', { name: 'Bewerber:in anlegen' }).click()
    await admin.page.waitForURL(/\/bewerber\/[1-9]\d*$/)
    const id = Number(new URL(admin.page.url()).pathname.split('/').pop())

    await admin.page.goto(`${baseUrl}/bewerber/${id}/bewertung`)
    await admin.page.getByRole('button', { name: 'Bewertung abgeben' }).click()
    const dialog = admin.page.getByRole('dialog', { name: 'Bewertung abgeben' })
    await dialog.locator('.rating-input--overall .p-rating-item').nth(4).click()
    await dialog.locator('.rating-input').nth(1).locator('.p-rating-item').nth(4).click()
    await dialog.getByLabel('Begründung').fill('Pünktlich und freundlich.')
    await screenshot(admin.page, 'rating-layer')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await toast(RATING_TOASTS.saveSuccess).waitFor()
    await admin.page.getByText('Durchschnitt 4,0 von 5').waitFor()
    await admin.page.getByText('Pünktlich und freundlich.').waitFor()
    // a second rating moves the average
    await admin.page.getByRole('button', { name: 'Bewertung abgeben' }).click()
    await dialog.locator('.rating-input--overall .p-rating-item').nth(3).click()
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await admin.page.getByText('Durchschnitt 3,5 von 5').waitFor()
    await screenshot(admin.page, 'ratings')

    await admin.page.goto(`${baseUrl}/bewerber/${id}/notizen`)
    await admin.page.getByRole('button', { name: 'Notiz hinzufügen' }).click()
    const text = 'Telefonat: Rückruf am Montag.\nBitte <b>nicht</b> vor 9 Uhr.'
    await admin.page.getByLabel('Notiz', { exact: true }).fill(text)
    await admin.page.reload()
    await admin.page.getByRole('button', { name: 'Entwurf fortsetzen' }).click()
    expect(await admin.page.getByLabel('Notiz', { exact: true }).inputValue()).toBe(text)
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    await toast(NOTE_TOASTS.saveSuccess).waitFor()
    const shown = admin.page.locator('.note-card .prewrap').first()
    expect(await shown.innerText()).toBe(text)
    expect(await shown.locator('b').count()).toBe(0)
    await screenshot(admin.page, 'notes')

    await admin.page.getByRole('button', { name: 'Bearbeiten', exact: true }).click()
    await admin.page.getByLabel('Notiz', { exact: true }).fill('Rückruf erledigt.')
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    await toast(NOTE_TOASTS.updateSuccess).waitFor()
    await admin.page.locator('.note-card .prewrap').getByText('Rückruf erledigt.').waitFor()
    await admin.page.getByRole('button', { name: 'Löschen', exact: true }).click()
    await admin.page
      .locator('.p-confirm-dialog')
      .getByRole('button', { name: 'Löschen', exact: true })
      .click()
    await toast(NOTE_TOASTS.deleteSuccess).waitFor()
    await admin.page.getByText('Noch keine Notizen.', { exact: false }).waitFor()
  })
})
