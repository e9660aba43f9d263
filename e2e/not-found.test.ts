import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './browser.ts'
import { phonePage } from './person.ts'
import { adminSession } from './session.ts'
import { api, baseUrl, logIn, newApplicant, unique } from './staff.ts'

const admin = adminSession()

/** The app's not-found page, inside the shell but without the applicant's header and tabs. */
async function expectNotFound(path: string) {
  await admin.page.goto(`${baseUrl}${path}`)
  await admin.page.getByRole('heading', { name: 'Page Not Found', level: 1 }).waitFor()
  expect(await admin.page.getByText('404', { exact: true }).isVisible()).toBe(true)
  expect(await admin.page.getByRole('navigation', { name: 'Bewerber:in' }).count()).toBe(0)
  expect(await admin.page.getByText(/konnte nicht geladen werden/).count()).toBe(0)
  expect(await admin.page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(true)
}

describe('addresses that lead nowhere', () => {
  it('an unknown or malformed applicant id shows the not-found page, not the applicant layout', async () => {
    await expectNotFound('/bewerber/99999')
    await screenshot(admin.page, 'not-found-applicant')
    await expectNotFound('/bewerber/99999/notizen')
    await expectNotFound('/bewerber/abc')
    await expectNotFound('/bewerber/-1')
    await expectNotFound('/bewerber/99999999999')
  })

  it('an unknown status or occupation-group slug shows the not-found page, not an empty list', async () => {
    await expectNotFound('/bewerber/uebersicht/status/gibtsnicht')
    await screenshot(admin.page, 'not-found-status')
    await expectNotFound('/bewerber/uebersicht/berufsgruppen/gibtsnicht')
    // Known slugs still list.
    await admin.page.goto(`${baseUrl}/bewerber/uebersicht/status/neu`)
    await admin.page.getByRole('heading', { name: 'Neu', level: 1 }).waitFor()
    await admin.page.goto(`${baseUrl}/bewerber/uebersicht/berufsgruppen/pflege`)
    await admin.page.getByRole('heading', { name: 'Pflege & Gesundheit', level: 1 }).waitFor()
  })

  it('a trashed applicant opened by its address: the profile offers restore, the locked pages say why', async () => {
    const last = `Papierkorb${unique()}`
    const id = await newApplicant(admin.page, 'Tilda', last)
    await api(admin.page, 'DELETE', `/api/applicants/${id}`)

    await admin.page.goto(`${baseUrl}/bewerber/${id}`)
    await admin.page.getByRole('heading', { name: `Tilda ${last}`, level: 1 }).waitFor()
    await admin.page.getByRole('button', { name: 'Wiederherstellen' }).waitFor()
    const tabs = await admin.page
      .getByRole('navigation', { name: 'Bewerber:in' })
      .getByRole('link')
      .allInnerTexts()
    expect(tabs).toEqual(['Profil', 'Status'])

    await admin.page.goto(`${baseUrl}/bewerber/${id}/notizen`)
    await admin.page.getByRole('heading', { name: 'Diese Bewerber:in wurde gelöscht.' }).waitFor()
    await admin.page
      .getByText(/Sie liegt im Papierkorb und wird am \d{2}\.\d{2}\.\d{4} endgültig gelöscht/)
      .waitFor()
    await screenshot(admin.page, 'applicant-trashed-notes')
    await admin.page.getByRole('link', { name: 'Zum Profil' }).click()
    await admin.page.getByRole('button', { name: 'Wiederherstellen' }).click()
    await admin.page.locator('.p-toast').getByText('wiederhergestellt').first().waitFor()
    await admin.page
      .getByRole('navigation', { name: 'Bewerber:in' })
      .getByRole('link', { name: 'Notizen' })
      .click()
    await admin.page.getByRole('heading', { name: 'Notizen', level: 2 }).waitFor()
  })
})

/** Requests the page sends about this applicant (detail, notes, messages, …), counted from now on. */
function countRequestsFor(target: Page, id: number) {
  const seen: string[] = []
  const about = new RegExp(`/api/[^?]*\\b${id}\\b`)
  target.on('request', (request) => {
    if (about.test(request.url())) seen.push(request.url())
  })
  return seen
}

describe('an applicant deleted by a colleague while a page of it is open', () => {
  it('says so in German and stops asking the server (in the trash, and erased for good)', async () => {
    const trashedId = await newApplicant(admin.page, 'Jonas', `Weg${unique()}`)
    const erasedId = await newApplicant(admin.page, 'Ida', `Fort${unique()}`)
    await api(admin.page, 'POST', '/api/notes', { applicant_id: trashedId, note: 'Rückruf am Montag' })
    await api(admin.page, 'POST', '/api/notes', { applicant_id: erasedId, note: 'Zeugnisse fehlen' })
    const phone = await phonePage(admin.browser)
    await logIn(phone)
    await admin.page.goto(`${baseUrl}/bewerber/${trashedId}/notizen`)
    await phone.goto(`${baseUrl}/bewerber/${erasedId}/notizen`)
    await admin.page.getByText('Rückruf am Montag').waitFor()
    await phone.getByText('Zeugnisse fehlen').waitFor()

    // The colleague: one into the trash, one erased at once (Art. 17).
    await api(admin.page, 'DELETE', `/api/applicants/${trashedId}`)
    await api(admin.page, 'DELETE', `/api/applicants/${erasedId}/erase`)

    // The next poll (every 15 s) finds out.
    const gone = { name: 'Diese Bewerber:in wurde gelöscht.' }
    await admin.page.getByRole('heading', gone).waitFor({ timeout: 20_000 })
    await phone.getByRole('heading', gone).waitFor({ timeout: 20_000 })
    await phone.getByText('Sie wurde endgültig gelöscht').waitFor()
    expect(await phone.getByRole('navigation', { name: 'Bewerber:in' }).count()).toBe(0)
    await phone.getByRole('link', { name: 'Zur Übersicht' }).waitFor()
    await admin.page.getByRole('link', { name: 'Zum Papierkorb' }).waitFor()
    await screenshot(admin.page, 'applicant-deleted-while-open')
    await screenshot(phone, 'applicant-erased-while-open-phone')

    // Then silence: no poll, also not when the window is focused again.
    const trashedRequests = countRequestsFor(admin.page, trashedId)
    const erasedRequests = countRequestsFor(phone, erasedId)
    await admin.page.bringToFront()
    await admin.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await phone.bringToFront()
    await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await admin.page.waitForTimeout(17_000)
    expect(trashedRequests).toEqual([])
    expect(erasedRequests).toEqual([])

    // Reopened by its address, the erased applicant is simply not found.
    await phone.goto(`${baseUrl}/bewerber/${erasedId}/notizen`)
    await phone.getByRole('heading', { name: 'Page Not Found', level: 1 }).waitFor()
    await screenshot(phone, 'not-found-applicant-phone')
    await phone.context().close()
  }, 90_000)
})
