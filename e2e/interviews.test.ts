import { formatTermin } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  createApplicantInForm,
  germanPage,
  launchBrowser,
  logInAdmin,
  newestMail,
  RESET_PASSWORD,
  screenshot,
} from './browser.ts'

const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await germanPage(browser)
})
afterAll(() => browser?.close())

const toast = (text: string) => page.locator('.p-toast').getByText(text, { exact: false })

/** The next Tuesday after today in Berlin (always inside the 14 days the booking picker offers). */
function nextTuesday(): { iso: string; german: string; short: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  do date.setUTCDate(date.getUTCDate() + 1)
  while (date.getUTCDay() !== 2)
  const iso = date.toISOString().slice(0, 10)
  const [y, m, d] = iso.split('-')
  return { iso, german: `${d}.${m}.${y}`, short: `Di ${d}.${m}.` }
}

/** Types a date into a PrimeReact calendar field of the open dialog and closes its overlay. */
async function fillDate(label: string, german: string) {
  const input = page.getByRole('dialog').getByLabel(label, { exact: true })
  await input.fill(german)
  await input.press('Tab')
}

describe('interviews in Chromium', () => {
  const tuesday = nextTuesday()
  /** 10:00 in Berlin on that Tuesday, whatever the season. */
  const bookedStart = new Date(
    new Date(`${tuesday.iso}T10:00:00Z`).getTime() -
      (new Date(`${tuesday.iso}T12:00:00Z`).toLocaleString('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        hourCycle: 'h23',
      }) === '14'
        ? 2
        : 1) *
        3_600_000,
  )

  it('an admin adds a location, plans a Tuesday series and books it for an applicant with an invitation', async () => {
    await logInAdmin(page, baseUrl, inject('adminEmail'), [inject('adminPassword'), RESET_PASSWORD])

    // Standorte on /einstellungen
    await page.goto(`${baseUrl}/einstellungen`)
    await page.getByRole('button', { name: 'Standort hinzufügen' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await dialog.getByText('Bitte einen Namen für den Standort angeben.').waitFor()
    await dialog.getByLabel('Name', { exact: true }).fill('Zentrale Köln')
    await dialog.getByLabel('Adresse').fill('Domkloster 4, 50667 Köln')
    await dialog.getByLabel('Raum').fill('2.14')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await toast('Der Standort wurde angelegt.').waitFor()
    await page.getByRole('cell', { name: 'Zentrale Köln', exact: true }).waitFor()
    await page.getByRole('region', { name: 'Standorte' }).screenshot({
      path: `${import.meta.dirname}/screenshots/interviews-locations.png`,
    })

    // A series on /kalender: next Tuesday 9–12 in 30-minute slots
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Kalender' })
      .click()
    await page.waitForURL(`${baseUrl}/kalender`)
    await page.getByRole('button', { name: 'Termine anlegen' }).click()
    const create = page.getByRole('dialog')
    for (const day of ['Montag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']) {
      const box = create.getByLabel(day, { exact: true })
      if (await box.isChecked()) await box.uncheck()
    }
    await create.getByLabel('Dienstag', { exact: true }).check()
    await fillDate('Von', tuesday.german)
    await fillDate('Bis', tuesday.german)
    await create.locator('.p-dropdown:has(#slot-location)').click()
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Zentrale Köln' }).click()
    await create.getByText('Es entstehen 6 Termine zu je 30 Minuten.').waitFor()
    await create.getByRole('button', { name: '6 Termine anlegen' }).click()
    await toast('6 Termine wurden angelegt.').waitFor()
    await page.getByText(`KW `, { exact: false }).first().waitFor()
    const free = page.getByRole('button', {
      name: `${tuesday.short} 09:00–09:30, Standort Zentrale Köln, frei`,
    })
    await free.waitFor()
    expect(await page.locator('.cal-slot--free').count()).toBeGreaterThanOrEqual(6)
    await free.click()
    await page.getByRole('dialog').getByText('1 von 1 frei').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    // Booking from the applicant's status page, with the invitation template
    const id = await createApplicantInForm(page, baseUrl, {
      salutation: 'Frau',
      firstName: 'Lena',
      lastName: 'Terminfrei',
      email: 'lena.terminfrei@example.de',
    })
    await page.goto(`${baseUrl}/bewerber/${id}/status`)
    const card = page.getByRole('region', { name: 'Vorstellungsgespräch' })
    await card.getByText('Noch kein Termin.', { exact: false }).waitFor()
    await card.getByRole('button', { name: 'Termin vereinbaren' }).click()
    const book = page.getByRole('dialog')
    await book.getByLabel(`${tuesday.short} 10:00–10:30, Standort Zentrale Köln, frei`).check()
    const preview = book.getByRole('region', { name: 'Vorschau' })
    await preview.getByText('Sehr geehrte Frau Terminfrei,', { exact: false }).waitFor()
    await preview.getByText('Zentrale Köln, Domkloster 4, 50667 Köln, 2.14', { exact: false }).waitFor()
    const termin = formatTermin(bookedStart)
    await preview.getByText(termin, { exact: false }).first().waitFor()
    await screenshot(page, 'interviews-booking-dialog')
    await book.getByRole('button', { name: 'Buchen und einladen' }).click()
    await toast('Der Termin wurde gebucht').waitFor()
    await card.locator('.interviews-booking').getByText('10:00 Uhr', { exact: false }).waitFor()
    await card.getByRole('button', { name: 'Verschieben' }).waitFor()
    await screenshot(page, 'interviews-booking-card')

    // The status moved to Vorstellungsgespräch
    await page
      .locator('.p-dropdown:has(#status-select) .p-dropdown-label')
      .getByText('Vorstellungsgespräch')
      .waitFor()

    // The invitation: filled date and place, with an .ics
    const mail = await newestMail(dataDir, 'Einladung zum Vorstellungsgespräch')
    expect(mail.text).toContain('Sehr geehrte Frau Terminfrei,')
    expect(mail.text).toContain(termin)
    expect(mail.text).toContain('Zentrale Köln')
    const ics = mail.attachments.find(
      (a) => a.filename?.endsWith('.ics') || a.contentType.startsWith('text/calendar'),
    )
    expect(ics).toBeDefined()
    const calendar = ics?.content.toString('utf8') ?? ''
    expect(calendar).toContain('BEGIN:VEVENT')
    expect(calendar).toContain(`DTSTART;TZID=Europe/Berlin:${tuesday.iso.replaceAll('-', '')}T100000`)

    // The calendar shows the booking with the name, linking to the applicant
    await page.goto(`${baseUrl}/kalender`)
    const booked = page.getByRole('button', {
      name: `${tuesday.short} 10:00–10:30, Standort Zentrale Köln, gebucht: Lena Terminfrei`,
    })
    await booked.waitFor()
    await page.locator('.cal-slot--full').getByRole('link', { name: 'Lena Terminfrei' }).waitFor()
    await screenshot(page, 'interviews-week')

    await page.getByRole('button', { name: 'Monat', exact: true }).click()
    await page
      .getByRole('region', { name: 'Monatsansicht' })
      .getByRole('button', {
        name: `${tuesday.short} 10:00–10:30, Standort Zentrale Köln, gebucht: Lena Terminfrei`,
      })
      .waitFor()
    await page.mouse.move(0, 0)
    await screenshot(page, 'interviews-month')
    // View and date are remembered (bb.calendar in localStorage)
    await page.reload()
    await page.getByRole('region', { name: 'Monatsansicht' }).waitFor()
    await page.getByRole('button', { name: 'Woche', exact: true }).click()
    await page.getByRole('region', { name: 'Wochenansicht' }).waitFor()
  })
})
