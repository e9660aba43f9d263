import { SAVED_VIEW_TEXTS, SAVED_VIEW_TOASTS, type SavedView } from '@bb/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiMutation, logInAdmin, screenshot } from './browser.ts'
import { apiGet, goBack, phonePage } from './person.ts'
import { adminSession } from './session.ts'
import { baseUrl, unique } from './staff.ts'

/**
 * Saved views as people use them: a recruiter narrows a list by keyboard, saves it as a view
 * shared with the team, and a colleague opens it from the sidebar (on a laptop and on a phone)
 * and sees the very same rows; Back and reload keep the list as it was.
 */
const admin = adminSession({ noBrowserDialogs: true })

const token = `Ansicht${unique()}`
const PFLEGE_KOELN = ['Adler', 'Becker', 'Cramer'].map((n) => `${token}${n}`)
const OTHERS = [
  { last_name: `${token}Dorn`, city: 'Berlin', profession_group: 'pflege' },
  { last_name: `${token}Eckert`, city: 'Köln', profession_group: 'logistik' },
]
const VIEW_NAME = `Meine Pflege-Kandidat:innen Köln ${token}`

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last()
/** This file's applicants in the rows shown, top to bottom. */
async function shownNames(page: Page): Promise<string[]> {
  return (await page.locator('tbody').innerText()).match(new RegExp(`${token}[A-Z][a-z]+`, 'g')) ?? []
}
const waitForNames = (page: Page, expected: string[]) =>
  expect.poll(() => shownNames(page), { timeout: 15_000 }).toEqual(expected)
const sorted = (names: string[], order: 'asc' | 'desc') =>
  [...names].sort((a, b) => (order === 'asc' ? a.localeCompare(b) : b.localeCompare(a)))
let saverSaw: string[] = []
const query = (page: Page) => new URL(page.url()).searchParams

/** Presses Enter on a control reached from the keyboard (focus, as Tab would leave it). */
async function press(page: Page, control: ReturnType<Page['getByRole']>, key = 'Enter') {
  await control.focus()
  await page.keyboard.press(key)
}

describe('saved views', () => {
  let viewId = 0
  let adminName = ''
  let colleague = { email: '', password: '' }

  it('narrows a list by keyboard and saves it as a view shared with the team', async () => {
    const { page } = admin
    for (const last_name of PFLEGE_KOELN)
      expect(
        (
          await apiMutation(page, baseUrl, 'POST', '/api/applicants', {
            first_name: 'Lina',
            last_name,
            city: 'Köln',
            profession_group: 'pflege',
          })
        ).status(),
      ).toBe(201)
    for (const other of OTHERS)
      expect(
        (
          await apiMutation(page, baseUrl, 'POST', '/api/applicants', { first_name: 'Max', ...other })
        ).status(),
      ).toBe(201)
    adminName = (await apiGet<{ name: string }>(page, baseUrl, '/api/user')).name

    // Every list request the steps cause must be answered: a refused one leaves the rows of the
    // step before on screen.
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/applicants?') && response.status() >= 400)
        refused.push(`${response.status()} ${decodeURIComponent(response.url())}`)
    })
    await page.goto(`${baseUrl}/bewerber/uebersicht/berufsgruppen/pflege`)
    await page.getByText(/^sortiert nach /).waitFor()
    // The list's own search, typed, and the city's filter menu, from the keyboard.
    const search = page.getByLabel('In dieser Liste suchen', { exact: true })
    await search.focus()
    await page.keyboard.type(token, { delay: 10 })
    await expect.poll(() => query(page).get('suche'), { timeout: 10_000 }).toBe(token)
    await press(page, page.getByRole('columnheader', { name: /Ort/ }).getByRole('button', { name: /Filter/ }))
    const menu = page.locator('.p-column-filter-overlay')
    const city = menu.locator('input.p-column-filter')
    await city.focus()
    await page.keyboard.type('Köln', { delay: 10 })
    await press(page, menu.getByRole('button', { name: 'Akzeptieren' }))
    await expect.poll(() => query(page).getAll('filter')).toEqual(['ort:enthaelt:Köln'])
    // Sorted by name, Z first: the header is a control of its own.
    const nameHeader = page.getByRole('columnheader', { name: /Name/ })
    await press(page, nameHeader)
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending')
    await press(page, nameHeader)
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending')
    // The group's list in Köln: neither Berlin nor the Köln applicant of another group. The rows
    // of a step before (the search alone) may still show while the city's filter is asked.
    await waitForNames(page, [...PFLEGE_KOELN].reverse()).catch((error: Error) => {
      throw new Error(`${error.message}\nrefused list requests: ${refused.join('; ') || 'none'}`)
    })
    expect(refused).toEqual([])
    saverSaw = await shownNames(page)

    await press(page, page.getByRole('button', { name: SAVED_VIEW_TEXTS.save }))
    const dialog = page.getByRole('dialog', { name: SAVED_VIEW_TEXTS.save })
    const name = dialog.getByLabel(SAVED_VIEW_TEXTS.nameLabel)
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type(VIEW_NAME, { delay: 5 })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    expect(await dialog.getByLabel(SAVED_VIEW_TEXTS.shareLabel).isChecked()).toBe(true)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await toast(page, SAVED_VIEW_TOASTS.saveSuccess).waitFor()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => query(page).get('ansicht')).toMatch(/^\d+$/)
    viewId = Number(query(page).get('ansicht'))

    // What the server keeps: the list, its sort and search, the columns, shared.
    const saved = (await apiGet<SavedView[]>(page, baseUrl, '/api/saved-views')).find((v) => v.id === viewId)
    expect(saved).toMatchObject({
      name: VIEW_NAME,
      shared: true,
      own: true,
      list: { kind: 'group', filter: 'pflege' },
      state: {
        sort: { field: 'last_name', order: 'desc' },
        rows: 50,
        filters: { city: { operator: 'and', rules: [{ matchMode: 'contains', value: 'Köln' }] } },
        term: token,
      },
    })
    // The sidebar has it, as the current page.
    const item = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: VIEW_NAME })
    await expect.poll(() => item.getAttribute('aria-current')).toBe('page')
    await page.getByText(SAVED_VIEW_TEXTS.openView(VIEW_NAME)).waitFor()
    await screenshot(page, 'saved-views-laptop')

    // Reload keeps the list in the view, unchanged.
    await page.reload()
    await waitForNames(page, saverSaw)
    await page.getByText(SAVED_VIEW_TEXTS.openView(VIEW_NAME)).waitFor()
    expect(await page.getByRole('button', { name: SAVED_VIEW_TEXTS.update }).count()).toBe(0)

    // A change offers „Ansicht aktualisieren“; Back returns to the view as saved.
    await press(page, nameHeader)
    await page.getByRole('button', { name: SAVED_VIEW_TEXTS.update }).waitFor()
    await waitForNames(page, sorted(saverSaw, 'asc'))
    await goBack(page)
    await waitForNames(page, saverSaw)
    await page.getByRole('button', { name: SAVED_VIEW_TEXTS.update }).waitFor({ state: 'detached' })
  })

  it('lets a colleague open the shared view from the sidebar and see the same list; Back and reload keep it', async () => {
    expect(viewId).toBeGreaterThan(0)
    expect(saverSaw.length).toBeGreaterThanOrEqual(PFLEGE_KOELN.length)
    colleague = { email: `vera.${unique()}@example.test`, password: 'Vera-Passwort für Tests 7' }
    const created = await apiMutation(admin.page, baseUrl, 'POST', '/register', {
      name: 'Vera Viewer',
      email: colleague.email,
      password: colleague.password,
      password_confirmation: colleague.password,
      roles: ['viewer'],
    })
    expect(created.status()).toBe(201)
    const context = await admin.browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' })
    const vera = await context.newPage()
    await vera.setViewportSize({ width: 1440, height: 900 })
    await logInAdmin(vera, baseUrl, colleague.email, [colleague.password])
    await vera.goto(`${baseUrl}/statistiken`)
    const nav = vera.getByRole('navigation', { name: 'Hauptnavigation' })
    const link = nav.getByRole('link', { name: new RegExp(VIEW_NAME) })
    await link.waitFor()
    expect(await link.innerText()).toContain(SAVED_VIEW_TEXTS.sharedBy(adminName))
    await press(vera, link)
    await vera.waitForURL(/\/bewerber\/uebersicht\/berufsgruppen\/pflege\?ansicht=/)
    await waitForNames(vera, saverSaw)
    expect(query(vera).get('suche')).toBe(token)
    expect(query(vera).getAll('filter')).toEqual(['ort:enthaelt:Köln'])
    await vera.getByText(`· ${SAVED_VIEW_TEXTS.sharedBy(adminName)}`).waitFor()
    // Not hers: no change to it is offered.
    expect(await vera.getByRole('button', { name: SAVED_VIEW_TEXTS.edit }).count()).toBe(0)

    // The view's address replaced itself: Back leads to where she came from.
    await vera.reload()
    await waitForNames(vera, saverSaw)
    await goBack(vera)
    await vera.waitForURL(`${baseUrl}/statistiken`)
    await context.close()
  })

  it('opens the shared view from the phone’s menu at 390 px', async () => {
    const phone = await phonePage(admin.browser)
    await logInAdmin(phone, baseUrl, colleague.email, [colleague.password])
    await phone.goto(`${baseUrl}/`)
    await phone.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).click()
    const link = phone
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: new RegExp(VIEW_NAME) })
    await link.scrollIntoViewIfNeeded()
    await screenshot(phone, 'saved-views-phone-menu')
    await link.click()
    await phone.waitForURL(/\/bewerber\/uebersicht\/berufsgruppen\/pflege\?ansicht=/)
    await waitForNames(phone, saverSaw)
    // The page never scrolls sideways, and the save button is in reach.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.getByRole('button', { name: SAVED_VIEW_TEXTS.save }).waitFor()
    await screenshot(phone, 'saved-views-phone')
    await phone.context().close()
  })
})
