import { APPLICANT_TOASTS, STATISTICS_DEFAULT_DAYS, shiftIsoDate } from '@bb/shared'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiMutation, screenshot } from './browser.ts'
import { baseUrl } from './own-server.ts'
import { apiGet, focusedId, goBack, phonePage, tab, typeInto, typeIntoLabel } from './person.ts'
import { adminSession } from './session.ts'

/**
 * Every date field of the app, used as a person does: Tab or click into it, type the date with the
 * keyboard (as people write it: 14.02.1990, 14.2.90, 14021990), and find it saved through the API.
 * The month view must never take the focus while typing; it opens from its button or Alt+↓ only.
 */
const FORMAT_ERROR = 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.'

const admin = adminSession({ noBrowserDialogs: true })

const run = Date.now().toString(36)
const picker = (p: Page = admin.page) => p.locator('.date-input__panel')
const toast = (text: string) => admin.page.locator('.p-toast').getByText(text, { exact: true }).last()
const dateField = (label: string, scope: Page | Locator = admin.page) =>
  scope.getByLabel(label, { exact: true })
const detail = async (id: number) =>
  (await apiGet<{ applicant: Record<string, unknown> }>(admin.page, baseUrl, `/api/applicant-detail/${id}`))
    .applicant
const viewValue = (label: string) =>
  admin.page
    .locator('.profile-value')
    .filter({ has: admin.page.getByText(label, { exact: true }) })
    .locator('dd')

/**
 * Berlin's date `days` calendar days from today: ISO and as people type it. Counted on the calendar,
 * not in 24-hour steps: across the change to summer time a day has 23 hours, and 24 hours after
 * 23:30 on that Saturday is already Monday.
 */
function day(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
  const [y, m, d] = shiftIsoDate(today, days).split('-')
  return {
    iso: `${y}-${m}-${d}`,
    german: `${d}.${m}.${y}`,
    short: `${Number(d)}.${Number(m)}.${y?.slice(2)}`,
  }
}

/** Types into a date field and proves the focus never left it and no month view opened. */
async function typeDate(field: Locator, text: string) {
  await typeInto(field, text)
  const id = await field.getAttribute('id')
  expect(await focusedId(admin.page)).toBe(id)
  expect(await picker().count()).toBe(0)
}

async function newApplicant(lastName: string) {
  await admin.page.goto(`${baseUrl}/bewerber/0`)
  await typeIntoLabel(admin.page, 'Vorname', 'Dora')
  await typeIntoLabel(admin.page, 'Nachname', lastName)
}

async function createApplicant(): Promise<number> {
  await admin.page.getByRole('button', { name: 'Bewerber:in anlegen' }).click()
  await toast(APPLICANT_TOASTS.saveSuccessDetail).waitFor()
  await admin.page.waitForURL(/\/bewerber\/[1-9]\d*$/)
  return Number(new URL(admin.page.url()).pathname.split('/').pop())
}

describe('dates typed like a person', () => {
  it('the birth date takes 14.02.1990, 14.2.90 and 14021990, reached by Tab or a click', async () => {
    for (const [i, typed] of ['14.02.1990', '14.2.90', '14021990'].entries()) {
      await newApplicant(`Datum-${run}-${i}`)
      const field = dateField('Geburtsdatum')
      if (i === 0) {
        // Tab from the last name lands in the text field, not in a month view.
        await admin.page.getByLabel('Nachname', { exact: true }).focus()
        expect(await tab(admin.page)).toBe('Geburtsdatum')
        await admin.page.keyboard.type(typed, { delay: 10 })
        expect(await focusedId(admin.page)).toBe('field-birth_date')
        expect(await picker().count()).toBe(0)
      } else {
        await typeDate(field, typed)
      }
      await admin.page.keyboard.press('Tab')
      // Leaving the field writes the day the app's way, so a two-digit year is visible as read.
      expect(await field.inputValue()).toBe('14.02.1990')
      const id = await createApplicant()
      expect((await detail(id)).birth_date).toBe('1990-02-14')
      expect(await viewValue('Geburtsdatum').innerText()).toBe('14.02.1990')
    }
  })

  it('Verfügbar ab and Datenschutzeinwilligung am are typed, saved and cleared again', async () => {
    await newApplicant(`Verfuegbar-${run}`)
    await typeDate(dateField('Verfügbar ab'), '1.4.2031')
    // A consent lies in the past: 25 is 2025, not 2125.
    await typeDate(dateField('Datenschutzeinwilligung am'), '3.3.25')
    const id = await createApplicant()
    expect(await detail(id)).toMatchObject({ available_from: '2031-04-01', privacy_consent_at: '2025-03-03' })
    expect(await viewValue('Verfügbar ab').innerText()).toBe('01.04.2031')

    // Emptying the field saves no date.
    await admin.page.getByText('Bearbeiten', { exact: true }).click()
    await typeDate(dateField('Verfügbar ab'), '')
    await admin.page.getByRole('button', { name: 'Speichern' }).click()
    await toast(APPLICANT_TOASTS.updateSuccess).waitFor()
    expect((await detail(id)).available_from).toBeNull()
  })

  it('an impossible date shows the German message and nothing is saved in its place', async () => {
    await newApplicant(`Unmoeglich-${run}`)
    await typeDate(dateField('Geburtsdatum'), '01.05.1988')
    const id = await createApplicant()
    await admin.page.getByText('Bearbeiten', { exact: true }).click()
    const field = dateField('Geburtsdatum')
    for (const typed of ['31.02.2024', '99.99.9999', 'gestern']) {
      await typeDate(field, typed)
      await admin.page.keyboard.press('Tab')
      await admin.page.getByText(FORMAT_ERROR, { exact: true }).waitFor()
      expect(await field.getAttribute('aria-invalid')).toBe('true')
      await admin.page.getByRole('button', { name: 'Speichern' }).click()
      // The save stops at the field: still editing, the focus back in the date, nothing sent.
      expect(await focusedId(admin.page)).toBe('field-birth_date')
      expect((await detail(id)).birth_date).toBe('1988-05-01')
    }
    await screenshot(admin.page, 'date-impossible')
    // Fixing the date takes the message away while typing, and saves.
    await typeDate(field, '1.5.1989')
    expect(await admin.page.getByText(FORMAT_ERROR).count()).toBe(0)
    await admin.page.getByRole('button', { name: 'Speichern' }).click()
    await toast(APPLICANT_TOASTS.updateSuccess).waitFor()
    expect((await detail(id)).birth_date).toBe('1989-05-01')
  })

  /** The focus is on a day once the panel has settled (it places the focus for its first frames). */
  const focusInPicker = () =>
    admin.page.evaluate(async () => {
      for (let i = 0; i < 8; i++) await new Promise(requestAnimationFrame)
      return document.activeElement?.closest('.date-input__panel') !== null
    })

  it('the month view opens only from its button or Alt+↓, below the field, and Escape gives the focus back', async () => {
    await newApplicant(`Kalender-${run}`)
    const field = dateField('Geburtsdatum')
    await field.click()
    expect(await picker().count()).toBe(0)

    await field.press('Alt+ArrowDown')
    await picker().waitFor()
    const fieldBox = await field.boundingBox()
    const panelBox = await picker().boundingBox()
    // Below the field at 1440×900 (it used to open upwards over the field), and on the screen.
    expect(panelBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height)
    expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(900)
    // The arrow keys move through the days; Escape closes and the focus is back in the text field.
    await expect.poll(focusInPicker).toBe(true)
    await admin.page.keyboard.press('Escape')
    await picker().waitFor({ state: 'detached' })
    expect(await focusedId(admin.page)).toBe('field-birth_date')

    // The button opens it too; Alt+↓, → and Enter choose tomorrow with the keyboard.
    await admin.page.getByRole('button', { name: 'Kalender öffnen' }).first().click()
    await picker().waitFor()
    await screenshot(admin.page, 'date-picker-applicant')
    await admin.page.keyboard.press('Escape')
    await field.press('Alt+ArrowDown')
    await picker().waitFor()
    // A person sees the day marked before using the arrows: the focus moves into the panel after it shows.
    await expect.poll(focusInPicker).toBe(true)
    await admin.page.keyboard.press('ArrowRight')
    await admin.page.keyboard.press('Enter')
    await picker().waitFor({ state: 'detached' })
    expect(await field.inputValue()).toBe(day(1).german)
    expect(await focusedId(admin.page)).toBe('field-birth_date')

    // The last date of the form opens below its field too, scrolling the page as needed.
    const consent = dateField('Datenschutzeinwilligung am')
    await consent.press('Alt+ArrowDown')
    await picker().waitFor()
    const consentBox = await consent.boundingBox()
    const consentPanel = await picker().boundingBox()
    expect(consentPanel!.y).toBeGreaterThanOrEqual(consentBox!.y + consentBox!.height)
    await admin.page.keyboard.press('Escape')

    // On a phone the month view fits the screen under the field.
    const phone = await phonePage(admin.browser)
    await admin.logIn(phone)
    await phone.goto(`${baseUrl}/bewerber/0`)
    const phoneField = dateField('Geburtsdatum', phone)
    await phoneField.scrollIntoViewIfNeeded()
    await phone.getByRole('button', { name: 'Kalender öffnen' }).first().click()
    await picker(phone).waitFor()
    const phoneBox = await picker(phone).boundingBox()
    const phoneFieldBox = await phoneField.boundingBox()
    expect(phoneBox!.y).toBeGreaterThanOrEqual(phoneFieldBox!.y + phoneFieldBox!.height)
    expect(phoneBox!.x + phoneBox!.width).toBeLessThanOrEqual(390)
    await screenshot(phone, 'date-picker-applicant-phone')
    await phone.context().close()
  })

  it('the arrow keys walk the month view like a paper calendar, across weeks, months and years', async () => {
    await newApplicant(`Pfeile-${run}`)
    const field = dateField('Geburtsdatum')
    const title = async () =>
      `${await picker().locator('.p-datepicker-month').innerText()} ${await picker().locator('.p-datepicker-year').innerText()}`
    /** Opens the month view on the field's day, presses the keys, chooses with Enter. */
    const walk = async (...keys: string[]) => {
      await field.press('Alt+ArrowDown')
      await picker().waitFor()
      await expect.poll(focusInPicker).toBe(true)
      for (const key of keys) await admin.page.keyboard.press(key)
      const shown = await title()
      await admin.page.keyboard.press('Enter')
      await picker().waitFor({ state: 'detached' })
      expect(await focusedId(admin.page)).toBe('field-birth_date')
      return { value: await field.inputValue(), shown }
    }
    // 31.01.1999 is a Sunday, the last day of its week row and of its month.
    await typeDate(field, '31.01.1999')
    expect(await walk('ArrowRight')).toEqual({ value: '01.02.1999', shown: 'Februar 1999' })
    expect(await walk('ArrowLeft')).toEqual({ value: '31.01.1999', shown: 'Januar 1999' })
    // A week down out of the month's last row; Home and End are Monday and Sunday of that week.
    expect(await walk('ArrowDown', 'Home')).toEqual({ value: '01.02.1999', shown: 'Februar 1999' })
    expect(await walk('End', 'ArrowUp')).toEqual({ value: '31.01.1999', shown: 'Januar 1999' })
    // Page↓ a month (February has no 31st), Shift+Page↑ a year back.
    expect(await walk('PageDown')).toEqual({ value: '28.02.1999', shown: 'Februar 1999' })
    expect(await walk('Shift+PageUp', 'ArrowRight')).toEqual({ value: '01.03.1998', shown: 'März 1998' })
    const id = await createApplicant()
    expect((await detail(id)).birth_date).toBe('1998-03-01')
  })

  it("the list's date filter applies a typed date", async () => {
    await newApplicant(`Filter-${run}`)
    await createApplicant()
    await admin.page.goto(`${baseUrl}/`)
    const rows = admin.page.locator('.applicant-table tbody tr.clickable-row')
    await rows.first().waitFor()

    /** Filters "Eingegangen" by a typed day; returns the last names of the list the server sent for it. */
    const filterBy = async (typed: string, iso: string) => {
      await admin.page
        .getByRole('columnheader', { name: /Eingegangen/ })
        .getByRole('button')
        .last()
        .click()
      const menu = admin.page.locator('.p-column-filter-overlay')
      const field = menu.getByLabel('Datum', { exact: true })
      await typeDate(field, typed)
      expect(await field.inputValue()).toBe(typed)
      const listed = admin.page.waitForResponse((r) => {
        const url = new URL(r.url())
        return url.pathname === '/api/applicants' && (url.searchParams.get('filters') ?? '').includes(iso)
      })
      await menu.getByRole('button', { name: 'Akzeptieren' }).click()
      await menu.waitFor({ state: 'detached' })
      const answer = (await (await listed).json()) as { data: Array<{ last_name: string }> }
      return answer.data.map((a) => a.last_name)
    }
    // A day long before this run: nothing came in then.
    expect(await filterBy('1.1.20', '2020-01-01')).toEqual([])
    await admin.page.locator('.applicant-table tbody tr.p-datatable-emptymessage').waitFor()
    expect(await rows.count()).toBe(0)
    // Today, typed without dots: the new applicant is there again.
    expect(await filterBy(day(0).german.replaceAll('.', ''), day(0).iso)).toContain(`Filter-${run}`)
    await admin.page.getByRole('cell', { name: new RegExp(`Filter-${run}, `) }).waitFor()
    await screenshot(admin.page, 'date-filter-typed')
  })

  it('an interview slot is created with a typed date', async () => {
    const location = await apiMutation(admin.page, baseUrl, 'POST', '/api/locations', {
      name: `Raum Datum ${run}`,
      address: 'Breite Straße 2, 50667 Köln',
    })
    expect(location.status()).toBeLessThan(300)
    const locationId = (await location.json()).id as number
    const when = day(40)

    await admin.page.goto(`${baseUrl}/kalender`)
    await admin.page.getByRole('button', { name: 'Termine anlegen' }).click()
    const dialog = admin.page.getByRole('dialog', { name: 'Termine anlegen' })
    await dialog.getByText('Einzelner Termin', { exact: true }).click()
    await typeDate(dateField('Datum', dialog), when.short)
    await admin.page.keyboard.press('Tab')
    expect(await dateField('Datum', dialog).inputValue()).toBe(when.german)
    await dialog.locator('.p-dropdown:has(#slot-location)').click()
    await admin.page
      .locator('.p-dropdown-panel')
      .getByRole('option', { name: `Raum Datum ${run}` })
      .click()
    await dialog.getByRole('button', { name: 'Kalender öffnen' }).click()
    await picker().waitFor()
    await screenshot(admin.page, 'date-picker-slot-dialog')
    await admin.page.keyboard.press('Escape')
    // Escape closed the month view only; the dialog stays.
    await picker().waitFor({ state: 'detached' })
    expect(await dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Termin anlegen' }).click()
    await toast('Der Termin wurde angelegt.').waitFor()

    const from = new Date(`${when.iso}T00:00:00Z`).toISOString()
    const to = new Date(new Date(from).getTime() + 2 * 86_400_000).toISOString()
    const slots = await apiGet<Array<{ starts_at: string; location_id: number }>>(
      admin.page,
      baseUrl,
      `/api/timeslots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&location_id=${locationId}`,
    )
    expect(slots).toHaveLength(1)
    const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
      new Date(slots[0]!.starts_at),
    )
    expect(berlinDay).toBe(when.iso)

    // The dialog on a phone.
    const phone = await phonePage(admin.browser)
    await admin.logIn(phone)
    await phone.goto(`${baseUrl}/kalender`)
    await phone.getByRole('button', { name: 'Termine anlegen' }).click()
    const phoneDialog = phone.getByRole('dialog', { name: 'Termine anlegen' })
    await phoneDialog.getByRole('button', { name: 'Kalender öffnen' }).first().click()
    await picker(phone).waitFor()
    await screenshot(phone, 'date-picker-slot-dialog-phone')
    await phone.context().close()
  })

  it('the statistics period is typed, and a day outside the allowed range is named', async () => {
    await admin.page.goto(`${baseUrl}/statistiken`)
    await admin.page.getByRole('heading', { name: 'Statistiken', level: 1 }).waitFor()
    const from = dateField('Von')
    const to = dateField('Bis')
    const start = day(-200)
    const end = day(-100)
    await typeDate(from, start.german.replaceAll('.', ''))
    await admin.page.keyboard.press('Tab')
    await admin.page.waitForURL(new RegExp(`von=${start.iso}`))
    expect(await from.inputValue()).toBe(start.german)
    await typeDate(to, end.short)
    await admin.page.keyboard.press('Enter')
    await admin.page.waitForURL(new RegExp(`von=${start.iso}&bis=${end.iso}`))

    // "Von" cannot lie after "Bis": a German message names the limit, the period stays.
    await typeDate(from, day(-50).german)
    await admin.page.keyboard.press('Tab')
    await admin.page.getByText(`Bitte ein Datum bis zum ${end.german} eingeben.`, { exact: true }).waitFor()
    expect(new URL(admin.page.url()).searchParams.get('von')).toBe(start.iso)
    await screenshot(admin.page, 'date-statistics-range')
  })

  it('Back and Forward walk through the statistics periods typed, and a reload keeps one', async () => {
    await admin.page.goto(`${baseUrl}/statistiken`)
    await admin.page.getByRole('heading', { name: 'Statistiken', level: 1 }).waitFor()
    const from = dateField('Von')
    const to = dateField('Bis')
    const shown = async () => [await from.inputValue(), await to.inputValue()]
    // The default period: the last STATISTICS_DEFAULT_DAYS days up to today in Berlin.
    const [first, today] = [day(-(STATISTICS_DEFAULT_DAYS - 1)), day(0)]
    const defaults = [first.german, today.german]
    await expect.poll(shown).toEqual(defaults)
    const start = day(-300)
    const end = day(-150)
    await typeDate(from, start.german)
    await admin.page.keyboard.press('Tab')
    await admin.page.waitForURL(new RegExp(`von=${start.iso}`))
    await typeDate(to, end.german)
    await admin.page.keyboard.press('Tab')
    await admin.page.waitForURL(new RegExp(`von=${start.iso}&bis=${end.iso}`))

    await admin.page.reload()
    await admin.page.getByRole('heading', { name: 'Statistiken', level: 1 }).waitFor()
    expect(await shown()).toEqual([start.german, end.german])

    // Each period left by the person is one step back, fields and address alike.
    await goBack(admin.page)
    await admin.page.waitForURL((url) => url.searchParams.get('bis') === today.iso)
    expect(new URL(admin.page.url()).searchParams.get('von')).toBe(start.iso)
    await expect.poll(shown).toEqual([start.german, today.german])
    await goBack(admin.page)
    await admin.page.waitForURL(`${baseUrl}/statistiken`)
    await expect.poll(shown).toEqual(defaults)
    await admin.page.goForward()
    await admin.page.goForward()
    await admin.page.waitForURL(new RegExp(`von=${start.iso}&bis=${end.iso}`))
    await expect.poll(shown).toEqual([start.german, end.german])
  })
})
