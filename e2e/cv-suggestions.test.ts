import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CV_TEXTS } from '@bb/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { makePdf } from '../apps/server/src/test/documents.ts'
import { apiGet, phonePage, tab } from './person.ts'
import { adminSession } from './session.ts'
import { baseUrl, logIn, unique } from './staff.ts'

const admin = adminSession({ noBrowserDialogs: true })

/** A CV as a word processor saves it: the person on top, an employer's address further down. */
function cvOf(lastName: string, email: string) {
  const lines = [
    'Lebenslauf',
    `Anna ${lastName}`,
    'Musterstraße 12, 20095 Hamburg',
    'Telefon: +49 (0)176 1234567',
    `E-Mail: ${email}`,
    'Geb. am 03.04.1990 in Kiel',
    'Berufserfahrung',
    '04/2015 - heute Pflegefachfrau, Asklepios Klinik Nord GmbH',
    'Tangstedter Landstraße 400, 22417 Hamburg, Tel. 040 18 18 87 0',
  ]
  return makePdf([lines.join('\n')])
}

const mark = (page: Page, label: string) =>
  page.getByRole('group', { name: `${CV_TEXTS.mark}: ${label}`, exact: true })
/** The labelled file input behind the button (the button carries the same name). */
const fileInput = (page: Page) => page.getByLabel(CV_TEXTS.choose).and(page.locator('input[type=file]'))
const marks = (page: Page) => page.getByRole('group', { name: new RegExp(`^${CV_TEXTS.mark}: `) })

describe('CV suggestions on „Neue Bewerber:in“ in Chromium', () => {
  it('a CV chosen by keyboard fills the form as suggestions; one discarded, the rest taken, saved as shown', async () => {
    const { page } = admin
    const lastName = `Schmidt${unique()}`
    const email = `anna.${lastName.toLowerCase()}@example.de`
    await page.goto(`${baseUrl}/bewerber/0`)
    await page.getByRole('button', { name: CV_TEXTS.choose }).waitFor()

    // The button is reached with Tab like every control, past the navigation by the skip link as a
    // keyboard user does; the file goes into the labelled input it opens (the browser's own file
    // dialog is not part of the page).
    expect(await tab(page)).toBe('Zum Inhalt springen')
    await page.keyboard.press('Enter')
    let focused = ''
    for (let i = 0; i < 40 && focused !== CV_TEXTS.choose; i++) focused = await tab(page)
    expect(focused).toBe(CV_TEXTS.choose)
    await fileInput(page).setInputFiles({
      name: 'Lebenslauf.pdf',
      mimeType: 'application/pdf',
      buffer: cvOf(lastName, email),
    })

    await page
      .getByRole('status')
      .filter({ hasText: CV_TEXTS.filled(8) })
      .waitFor()
    expect(await marks(page).count()).toBe(8)
    expect(await page.getByLabel('Vorname', { exact: true }).inputValue()).toBe('Anna')
    expect(await page.getByLabel('Nachname', { exact: true }).inputValue()).toBe(lastName)
    expect(await page.getByLabel('Geburtsdatum', { exact: true }).inputValue()).toBe('03.04.1990')
    expect(await page.getByLabel('Telefon', { exact: true }).inputValue()).toBe('+49 176 1234567')
    expect(await page.getByLabel('Ort', { exact: true }).inputValue()).toBe('Hamburg')
    await page.screenshot({ path: join(tmpdir(), 'cv-suggestions-laptop.png'), fullPage: true })

    await mark(page, 'Telefon').getByRole('button', { name: CV_TEXTS.discard }).click()
    expect(await page.getByLabel('Telefon', { exact: true }).inputValue()).toBe('')
    expect(await mark(page, 'Telefon').count()).toBe(0)
    // The rest are taken one by one, with the keyboard.
    while ((await marks(page).count()) > 0) {
      await marks(page).first().getByRole('button', { name: CV_TEXTS.accept }).focus()
      await page.keyboard.press('Enter')
    }

    await page.getByRole('button', { name: 'Bewerber:in anlegen' }).click()
    await page.waitForURL(/\/bewerber\/[1-9]\d*$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    const saved = await apiGet<Record<string, unknown>>(page, baseUrl, `/api/applicants/${id}`)
    expect({
      first_name: saved.first_name,
      last_name: saved.last_name,
      birth_date: saved.birth_date,
      email: saved.email,
      phone: saved.phone,
      street: saved.street,
      postal_code: saved.postal_code,
      city: saved.city,
    }).toEqual({
      first_name: 'Anna',
      last_name: lastName,
      birth_date: '1990-04-03',
      email,
      phone: null,
      street: 'Musterstraße 12',
      postal_code: '20095',
      city: 'Hamburg',
    })
  })

  it('a CV dropped on the zone without text is named in German, and nothing is filled', async () => {
    const { page } = admin
    await page.goto(`${baseUrl}/bewerber/0`)
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['   \n  '], 'scan.txt', { type: 'text/plain' }))
      return transfer
    })
    const zone = page.getByRole('region', { name: CV_TEXTS.zone })
    await zone.dispatchEvent('dragover', { dataTransfer })
    await zone.dispatchEvent('drop', { dataTransfer })
    await page.getByRole('alert').filter({ hasText: CV_TEXTS.noText }).waitFor()
    expect(await marks(page).count()).toBe(0)
    expect(await page.getByLabel('Nachname', { exact: true }).inputValue()).toBe('')
  })

  it('on a 390 px phone the drop zone and the marked fields fit without sideways scrolling', async () => {
    const phone = await phonePage(admin.browser)
    await logIn(phone)
    await phone.goto(`${baseUrl}/bewerber/0`)
    const lastName = `Handy${unique()}`
    await fileInput(phone).setInputFiles({
      name: 'Lebenslauf.pdf',
      mimeType: 'application/pdf',
      buffer: cvOf(lastName, `anna.${lastName.toLowerCase()}@example.de`),
    })
    await phone
      .getByRole('status')
      .filter({ hasText: CV_TEXTS.filled(8) })
      .waitFor()
    expect(await marks(phone).count()).toBe(8)
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const button = await mark(phone, 'Nachname').getByRole('button', { name: CV_TEXTS.discard }).boundingBox()
    expect(button && button.x + button.width).toBeLessThanOrEqual(390)
    await phone.screenshot({ path: join(tmpdir(), 'cv-suggestions-phone.png'), fullPage: true })
    await mark(phone, 'Nachname').getByRole('button', { name: CV_TEXTS.discard }).tap()
    expect(await phone.getByLabel('Nachname', { exact: true }).inputValue()).toBe('')
    await phone.context().close()
  })
})
