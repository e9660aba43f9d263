import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createApplicantInForm, screenshot } from './browser.ts'
import { baseUrl } from './own-server.ts'
import { adminSession } from './session.ts'

const admin = adminSession()

describe('DSGVO tools in Chromium', () => {
  it('downloads the data export and erases the applicant at once; the audit log shows both', async () => {
    const id = await createApplicantInForm(admin.page, baseUrl, {
      salutation: 'Frau',
      firstName: 'Dora',
      lastName: 'Datenschutz',
      email: 'dora.datenschutz@example.de',
    })
    await admin.page.goto(`${baseUrl}/bewerber/${id}/status`)
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('link', { name: 'Datenauskunft herunterladen' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^bewerber-${id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`))
    const zip = readFileSync((await download.path()) as string)
    expect(zip.subarray(0, 2).toString()).toBe('PK')
    expect(zip.includes(Buffer.from('bewerber.json'))).toBe(true)
    await screenshot(admin.page, 'privacy-status-page')

    await admin.page.getByRole('button', { name: 'Sofort endgültig löschen (Art. 17)' }).click()
    await admin.page
      .locator('.p-confirm-dialog')
      .getByRole('button', { name: 'Löschen', exact: true })
      .click()
    await admin.page.locator('.p-toast').getByText('Dora Datenschutz wurde endgültig gelöscht.').waitFor()
    await admin.page.waitForURL(`${baseUrl}/`)
    const gone = await admin.page.request.get(`${baseUrl}/api/applicants/${id}`)
    expect(gone.status()).toBe(404)

    await admin.page.goto(`${baseUrl}/einstellungen`)
    const log = admin.page.getByRole('region', { name: 'Datenschutz' })
    // other e2e files erase applicants on the same server too
    await log.getByText('Bewerber:in endgültig gelöscht (Art. 17)').first().waitFor()
    await log.getByText('Datenauskunft exportiert').first().waitFor()
    await log.scrollIntoViewIfNeeded()
    await screenshot(admin.page, 'privacy-settings')
  })
})
