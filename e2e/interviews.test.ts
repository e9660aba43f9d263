import { type Booking, formatTermin, type Timeslot } from '@bb/shared'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiMutation, createApplicantInForm, newestMail, screenshot } from './browser.ts'
import { baseUrl, dataDir } from './own-server.ts'
import { typeInto } from './person.ts'
import { adminSession } from './session.ts'

const admin = adminSession()

const toast = (text: string) => admin.page.locator('.p-toast').getByText(text, { exact: false })
const closeToasts = async () => {
  for (const close of await admin.page.locator('.p-toast .p-toast-icon-close').all()) await close.click()
}

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

/** Types a date into a date field of the open dialog, as a person does, and leaves the field. */
async function fillDate(label: string, german: string) {
  await typeInto(admin.page.getByRole('dialog').getByLabel(label, { exact: true }), german)
  await admin.page.keyboard.press('Tab')
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
    // Standorte on /einstellungen
    await admin.page.goto(`${baseUrl}/einstellungen`)
    await admin.page.getByRole('button', { name: 'Standort hinzufügen' }).click()
    const dialog = admin.page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await dialog.getByText('Bitte einen Namen für den Standort angeben.').waitFor()
    await dialog.getByLabel('Name', { exact: true }).fill('Zentrale Köln')
    await dialog.getByLabel('Adresse').fill('Domkloster 4, 50667 Köln')
    await dialog.getByLabel('Raum').fill('2.14')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await toast('Der Standort wurde angelegt.').waitFor()
    await admin.page.getByRole('cell', { name: 'Zentrale Köln', exact: true }).waitFor()
    await admin.page.getByRole('region', { name: 'Standorte' }).screenshot({
      path: `${import.meta.dirname}/screenshots/interviews-locations.png`,
    })

    // A series on /kalender: next Tuesday 9–12 in 30-minute slots
    await admin.page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Kalender' })
      .click()
    await admin.page.waitForURL(`${baseUrl}/kalender`)
    await admin.page.getByRole('button', { name: 'Termine anlegen' }).click()
    const create = admin.page.getByRole('dialog')
    for (const day of ['Montag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']) {
      const box = create.getByLabel(day, { exact: true })
      if (await box.isChecked()) await box.uncheck()
    }
    await create.getByLabel('Dienstag', { exact: true }).check()
    await fillDate('Von', tuesday.german)
    await fillDate('Bis', tuesday.german)
    await create.locator('.p-dropdown:has(#slot-location)').click()
    await admin.page.locator('.p-dropdown-panel').getByRole('option', { name: 'Zentrale Köln' }).click()
    await create.getByText('Es entstehen 6 Termine zu je 30 Minuten.').waitFor()
    await create.getByRole('button', { name: '6 Termine anlegen' }).click()
    await toast('6 Termine wurden angelegt.').waitFor()
    await admin.page.getByText(`KW `, { exact: false }).first().waitFor()
    const free = admin.page.getByRole('button', {
      name: `${tuesday.short} 09:00–09:30, Standort Zentrale Köln, frei`,
    })
    await free.waitFor()
    expect(await admin.page.locator('.cal-slot--free').count()).toBeGreaterThanOrEqual(6)
    await free.click()
    await admin.page.getByRole('dialog').getByText('1 von 1 frei').waitFor()
    await admin.page.keyboard.press('Escape')
    await admin.page.getByRole('dialog').waitFor({ state: 'detached' })

    // Booking from the applicant's status page, with the invitation template
    const id = await createApplicantInForm(admin.page, baseUrl, {
      salutation: 'Frau',
      firstName: 'Lena',
      lastName: 'Terminfrei',
      email: 'lena.terminfrei@example.de',
    })
    await admin.page.goto(`${baseUrl}/bewerber/${id}/status`)
    const card = admin.page.getByRole('region', { name: 'Vorstellungsgespräch' })
    await card.getByText('Noch kein Termin.', { exact: false }).waitFor()
    await card.getByRole('button', { name: 'Termin vereinbaren' }).click()
    const book = admin.page.getByRole('dialog')
    await book.getByLabel(`${tuesday.short} 10:00–10:30, Standort Zentrale Köln, frei`).check()
    const preview = book.getByRole('region', { name: 'Vorschau' })
    await preview.getByText('Sehr geehrte Frau Terminfrei,', { exact: false }).waitFor()
    await preview.getByText('Zentrale Köln, Domkloster 4, 50667 Köln, 2.14', { exact: false }).waitFor()
    const termin = formatTermin(bookedStart)
    await preview.getByText(termin, { exact: false }).first().waitFor()
    await screenshot(admin.page, 'interviews-booking-dialog')
    await book.getByRole('button', { name: 'Buchen und einladen' }).click()
    await toast('Der Termin wurde gebucht').waitFor()
    await card.locator('.interviews-booking').getByText('10:00 Uhr', { exact: false }).waitFor()
    await card.getByRole('button', { name: 'Verschieben' }).waitFor()
    await screenshot(admin.page, 'interviews-booking-card')

    // The status moved to Vorstellungsgespräch
    await admin.page
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
    await admin.page.goto(`${baseUrl}/kalender`)
    const booked = admin.page.getByRole('button', {
      name: `${tuesday.short} 10:00–10:30, Standort Zentrale Köln, gebucht: Lena Terminfrei`,
    })
    await booked.waitFor()
    await admin.page.locator('.cal-slot--full').getByRole('link', { name: 'Lena Terminfrei' }).waitFor()
    await screenshot(admin.page, 'interviews-week')

    await admin.page.getByRole('button', { name: 'Monat', exact: true }).click()
    await admin.page
      .getByRole('region', { name: 'Monatsansicht' })
      .getByRole('button', {
        name: `${tuesday.short} 10:00–10:30, Standort Zentrale Köln, gebucht: Lena Terminfrei`,
      })
      .waitFor()
    await admin.page.mouse.move(0, 0)
    await screenshot(admin.page, 'interviews-month')
    // View and date are remembered (bb.calendar in localStorage)
    await admin.page.reload()
    await admin.page.getByRole('region', { name: 'Monatsansicht' }).waitFor()
    await admin.page.getByRole('button', { name: 'Woche', exact: true }).click()
    await admin.page.getByRole('region', { name: 'Wochenansicht' }).waitFor()
  })

  it('a recruiter edits slots and books an applicant straight from the calendar', async () => {
    const jonas = await createApplicantInForm(admin.page, baseUrl, {
      salutation: 'Herr',
      firstName: 'Jonas',
      lastName: 'Einbuchung',
      email: 'jonas.einbuchung@example.de',
    })
    const day = new URLSearchParams({ from: `${tuesday.iso}T00:00:00Z`, to: `${tuesday.iso}T23:00:00Z` })
    const slotsOfDay = async () =>
      (await (await admin.page.request.get(`${baseUrl}/api/timeslots?${day}`)).json()) as Timeslot[]
    const slotAt = async (start: Date) => {
      const slot = (await slotsOfDay()).find((s) => Date.parse(s.starts_at) === start.getTime())
      if (!slot) throw new Error(`no slot at ${start.toISOString()}`)
      return slot
    }
    const firstStart = new Date(bookedStart.getTime() - 3_600_000)
    const dropdown = (dialog: Locator, id: string) => dialog.locator(`.p-dropdown:has(#${id})`)

    // A free slot: a longer end runs into the interviewer's next slot. Refused at the field, the
    // dialog and the input stay; then only the notes change.
    await admin.page.goto(`${baseUrl}/kalender`)
    await admin.page
      .getByRole('button', { name: `${tuesday.short} 09:00–09:30, Standort Zentrale Köln, frei` })
      .click()
    const details = admin.page.getByRole('dialog', { name: 'Termin', exact: true })
    await details.getByRole('button', { name: 'Bewerber:in einbuchen' }).waitFor()
    // The dialog's zoom-in has ended (for the picture only).
    await details.evaluate((el) => Promise.allSettled(el.getAnimations().map((a) => a.finished)))
    await screenshot(admin.page, 'interviews-slot-details')
    await details.getByRole('button', { name: 'Bearbeiten' }).click()
    const edit = admin.page.getByRole('dialog', { name: 'Termin bearbeiten' })
    // Escape closes the edit dialog only; the details stay.
    await edit.getByLabel('Hinweise').waitFor()
    await admin.page.keyboard.press('Escape')
    await edit.waitFor({ state: 'detached' })
    await details.getByRole('button', { name: 'Bearbeiten' }).click()
    expect(await edit.getByLabel('Datum', { exact: true }).inputValue()).toBe(tuesday.german)
    expect(await edit.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true)
    await dropdown(edit, 'slot-end').click()
    await admin.page.locator('.p-dropdown-panel').getByRole('option', { name: '09:45', exact: true }).click()
    await edit.getByRole('button', { name: 'Speichern' }).click()
    await edit
      .locator('.form-field--invalid')
      .getByText('Eine gewählte Person hat zu dieser Zeit bereits einen anderen Termin.')
      .first()
      .waitFor()
    expect(await dropdown(edit, 'slot-end').locator('.p-dropdown-label').textContent()).toBe('09:45')
    await screenshot(admin.page, 'interviews-edit-refused')
    await dropdown(edit, 'slot-end').click()
    await admin.page.locator('.p-dropdown-panel').getByRole('option', { name: '09:30', exact: true }).click()
    await edit.getByLabel('Hinweise').fill('Bitte Zeugnisse mitbringen.')
    await edit.getByRole('button', { name: 'Speichern' }).click()
    await toast('Der Termin wurde gespeichert.').waitFor()
    await edit.waitFor({ state: 'detached' })
    await details.getByText('Bitte Zeugnisse mitbringen.').waitFor()
    const first = await slotAt(firstStart)
    expect(first.notes).toBe('Bitte Zeugnisse mitbringen.')
    expect(Date.parse(first.ends_at) - Date.parse(first.starts_at)).toBe(30 * 60_000)
    await closeToasts()
    await details.locator('.p-dialog-footer').getByRole('button', { name: 'Schließen' }).click()
    await details.waitFor({ state: 'detached' })

    // The booked slot: time and place are fixed (disabled, with the reason), capacity and notes change.
    await admin.page
      .getByRole('button', {
        name: `${tuesday.short} 10:00–10:30, Standort Zentrale Köln, gebucht: Lena Terminfrei`,
      })
      .click()
    await details.getByText('0 von 1 frei').waitFor()
    expect(await details.getByRole('button', { name: 'Bewerber:in einbuchen' }).count()).toBe(0)
    await details.getByRole('button', { name: 'Bearbeiten' }).click()
    await edit
      .getByText('Der Termin ist gebucht: Datum, Zeit und Standort bleiben fest.', { exact: false })
      .waitFor()
    expect(await edit.getByLabel('Datum', { exact: true }).isDisabled()).toBe(true)
    for (const id of ['slot-start', 'slot-end', 'slot-location'])
      expect(await dropdown(edit, id).getAttribute('class')).toContain('p-disabled')
    await edit.locator('.p-inputnumber-button-up').click()
    expect(await edit.getByLabel('Plätze', { exact: true }).inputValue()).toBe('2')
    await edit.getByLabel('Hinweise').fill('Zwei Plätze: Gruppengespräch.')
    await screenshot(admin.page, 'interviews-edit-booked')
    await edit.getByRole('button', { name: 'Speichern' }).click()
    await toast('Der Termin wurde gespeichert.').waitFor()
    await details.getByText('1 von 2 frei').waitFor()
    await details.getByText('Zwei Plätze: Gruppengespräch.').waitFor()
    await closeToasts()
    const booked = await slotAt(bookedStart)
    expect(booked).toMatchObject({ capacity: 2, notes: 'Zwei Plätze: Gruppengespräch.', booked: 1 })
    // What the form does not offer, the server refuses as well (decision 0011).
    const later = new Date(bookedStart.getTime() + 2 * 3_600_000)
    const moved = await apiMutation(admin.page, baseUrl, 'PUT', `/api/timeslots/${booked.id}`, {
      starts_at: later.toISOString(),
      ends_at: new Date(later.getTime() + 30 * 60_000).toISOString(),
    })
    expect(moved.status()).toBe(422)
    expect(((await moved.json()) as { message: string }).message).toContain(
      'Zeit und Ort lassen sich nicht ändern',
    )

    // Booking Jonas into the free place, searched by name, chosen with the keyboard, with the invitation.
    await details.getByRole('button', { name: 'Bewerber:in einbuchen' }).click()
    const book = admin.page.getByRole('dialog', { name: 'Bewerber:in einbuchen' })
    expect(await book.getByRole('button', { name: 'Buchen' }).isDisabled()).toBe(true)
    await book.getByLabel('Bewerber:in', { exact: true }).pressSequentially('Einbuch')
    await admin.page.getByRole('option', { name: /Jonas Einbuchung/ }).waitFor()
    await admin.page.keyboard.press('ArrowDown')
    await admin.page.keyboard.press('Enter')
    await admin.page.locator('.p-autocomplete-panel').waitFor({ state: 'detached' })
    expect(await book.getByLabel('Einladung per E-Mail senden (mit Kalendereintrag)').isChecked()).toBe(true)
    await book
      .getByRole('region', { name: 'Vorschau' })
      .getByText('Sehr geehrter Herr Einbuchung,', { exact: false })
      .waitFor()
    await screenshot(admin.page, 'interviews-book-from-calendar')
    await book.getByRole('button', { name: 'Buchen und einladen' }).click()
    await toast('Der Termin wurde gebucht').waitFor()
    await book.waitFor({ state: 'detached' })
    await details.getByRole('link', { name: 'Jonas Einbuchung' }).waitFor()
    await details.getByText('0 von 2 frei').waitFor()
    await screenshot(admin.page, 'interviews-details-booked')

    const bookings = (await (
      await admin.page.request.get(`${baseUrl}/api/applicants/${jonas}/bookings`)
    ).json()) as Booking[]
    expect(bookings).toHaveLength(1)
    expect(bookings[0]).toMatchObject({ timeslot_id: booked.id, status: 'active' })
    expect((await slotAt(bookedStart)).bookings.map((b) => b.applicant_name)).toEqual([
      'Lena Terminfrei',
      'Jonas Einbuchung',
    ])
    const deadline = Date.now() + 10_000
    let mail = await newestMail(dataDir, 'Einladung zum Vorstellungsgespräch')
    while (!mail.text?.includes('Herr Einbuchung') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200))
      mail = await newestMail(dataDir, 'Einladung zum Vorstellungsgespräch')
    }
    expect(mail.text).toContain('Sehr geehrter Herr Einbuchung,')

    await details.locator('.p-dialog-footer').getByRole('button', { name: 'Schließen' }).click()
    await admin.page
      .getByRole('button', {
        name: `${tuesday.short} 10:00–10:30, Standort Zentrale Köln, gebucht: Lena Terminfrei, Jonas Einbuchung`,
      })
      .waitFor()
  })
})
