import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createApplicantInForm,
  germanPage,
  launchBrowser,
  logInAdmin,
  RESET_PASSWORD,
  screenshot,
} from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await germanPage(browser)
})
afterAll(() => browser?.close())

describe('DSGVO tools in Chromium', () => {
  it('downloads the data export and erases the applicant at once; the audit log shows both', async () => {
    await logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    const id = await createApplicantInForm(page, baseUrl, {
      salutation: 'Frau',
      firstName: 'Dora',
      lastName: 'Datenschutz',
      email: 'dora.datenschutz@example.de',
    })
    await page.goto(`${baseUrl}/bewerber/${id}/status`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Datenauskunft herunterladen' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^bewerber-${id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`))
    const zip = readFileSync((await download.path()) as string)
    expect(zip.subarray(0, 2).toString()).toBe('PK')
    expect(zip.includes(Buffer.from('bewerber.json'))).toBe(true)
    await screenshot(page, 'privacy-status-page')

    await page.getByRole('button', { name: 'Sofort endgültig löschen (Art. 17)' }).click()
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Löschen', exact: true }).click()
    await page.locator('.p-toast').getByText('Dora Datenschutz wurde endgültig gelöscht.').waitFor()
    await page.waitForURL(`${baseUrl}/`)
    const gone = await page.request.get(`${baseUrl}/api/applicants/${id}`)
    expect(gone.status()).toBe(404)

    await page.goto(`${baseUrl}/einstellungen`)
    const log = page.getByRole('region', { name: 'Datenschutz' })
    // other e2e files erase applicants on the same server too
    await log.getByText('Bewerber:in endgültig gelöscht (Art. 17)').first().waitFor()
    await log.getByText('Datenauskunft exportiert').first().waitFor()
    await log.scrollIntoViewIfNeeded()
    await screenshot(page, 'privacy-settings')
  })
})
