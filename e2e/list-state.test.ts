import { APPLICANT_TOASTS } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countLabel } from '../apps/web/src/lib/format.ts'
import { apiMutation, launchBrowser, logInAdmin, RESET_PASSWORD, screenshot } from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'
import { apiGet, edgeLightness, goBack, laptopPage, phonePage, typeInto } from './person.ts'

/**
 * A list remembers where the person was: page, sort, filter rules and rows per page live in the
 * address, so Back, reload and a copied link show the same rows; a row click is one history entry.
 */
const logIn = (page: Page) => logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])

/** Unique per run, letters only, so a name filter finds exactly this file's applicants. */
const token = `Zettel${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`
const nameOf = (i: number) => `${token}${String(i).padStart(2, '0')}`
const SEEDED = 60

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await laptopPage(browser)
  await logIn(page)
  // Set-up, not the flow: sent side by side (the list sorts them by name, not by creation).
  const answers = await Promise.all(
    Array.from({ length: SEEDED }, (_, i) =>
      apiMutation(page, baseUrl, 'POST', '/api/applicants', {
        first_name: 'Lina',
        last_name: nameOf(i),
        city: 'Köln',
        profession_group: 'pflege',
      }),
    ),
  )
  expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 201))
})
afterAll(() => browser?.close())

/** The names of this file's applicants in the rows shown, top to bottom. */
async function shownNames(p: Page): Promise<string[]> {
  return (await p.locator('tbody').innerText()).match(new RegExp(`${token}\\d\\d`, 'g')) ?? []
}
const expectNames = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => nameOf(from + i))

async function waitForNames(p: Page, expected: string[]) {
  await expect.poll(() => shownNames(p), { timeout: 10_000 }).toEqual(expected)
}

/** The table is there (not its loading stand-in) once it says how it is sorted. */
const tableShown = (p: Page) => p.getByText(/^sortiert nach /).waitFor()

const query = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams)

async function openNameFilter(p: Page) {
  await p
    .getByRole('columnheader', { name: /Name/ })
    .getByRole('button', { name: /Filter/ })
    .click()
  const menu = p.locator('.p-column-filter-overlay')
  await menu.getByRole('button', { name: 'Akzeptieren' }).waitFor()
  return menu
}

async function filterByName(p: Page, mode: string, text: string) {
  const menu = await openNameFilter(p)
  await menu.locator('.p-column-filter-matchmode-dropdown').click()
  await p.getByRole('option', { name: mode, exact: true }).click()
  await typeInto(menu.locator('input.p-column-filter'), text)
  await menu.getByRole('button', { name: 'Akzeptieren' }).click()
}

describe('list state in the address', () => {
  it('keeps page, sort, filter and rows per page through a row, Back, reload and a copied link', async () => {
    await page.goto(`${baseUrl}/`)
    await tableShown(page)
    await page.getByRole('columnheader', { name: /Name/ }).getByText('Name', { exact: true }).click()
    await page.waitForURL(/sortierung=name/)
    expect(query(page)).toMatchObject({ sortierung: 'name', richtung: 'auf' })

    await page.getByRole('button', { name: 'Nächste Seite' }).click()
    await page.waitForURL(/seite=2/)

    await page.locator('.p-paginator .p-dropdown').click()
    await page.getByRole('option', { name: '25', exact: true }).click()
    await page.waitForURL(/pro_seite=25/)

    await filterByName(page, 'Beginnt mit', token)
    await page.waitForURL(/filter=/)
    await waitForNames(page, expectNames(0, 25))
    expect(query(page)).toMatchObject({ filter: `name:beginnt:${token}`, pro_seite: '25' })
    expect(query(page).seite).toBeUndefined()

    await page.getByRole('button', { name: 'Nächste Seite' }).click()
    await page.waitForURL(/seite=2/)
    await waitForNames(page, expectNames(25, 50))
    await page.getByText('26–50 von 60').waitFor()
    await screenshot(page, 'list-page-2-sorted')
    const listUrl = page.url()

    // a click on the row (not its name link) opens the applicant, as one history entry
    await page
      .getByRole('row', { name: new RegExp(nameOf(27)) })
      .getByText('Köln')
      .click()
    await page.waitForURL(/\/bewerber\/\d+$/)
    await page.getByRole('heading', { name: `Lina ${nameOf(27)}` }).waitFor()

    await goBack(page)
    await page.waitForURL(listUrl)
    await waitForNames(page, expectNames(25, 50))
    expect(page.url()).toBe(listUrl)
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort'))
      .toBe('ascending')

    // page changes are history entries too: one more Back is page 1 of the same view
    await goBack(page)
    await waitForNames(page, expectNames(0, 25))
    expect(query(page)).toMatchObject({
      filter: `name:beginnt:${token}`,
      pro_seite: '25',
      sortierung: 'name',
    })
    await page.goForward()
    await waitForNames(page, expectNames(25, 50))

    await page.reload()
    await waitForNames(page, expectNames(25, 50))
    expect(page.url()).toBe(listUrl)

    // the copied address in a colleague's fresh browser
    const other = await laptopPage(browser)
    await logIn(other)
    await other.goto(listUrl)
    await waitForNames(other, expectNames(25, 50))
    await other.getByText('26–50 von 60').waitFor()
    await other.context().close()
  })

  it('filters by words typed into „In dieser Liste suchen“, through a row, Back, reload and a phone', async () => {
    await page.goto(`${baseUrl}/?sortierung=name&richtung=auf`)
    await tableShown(page)
    const field = page.getByLabel('In dieser Liste suchen', { exact: true })
    // Two words in different fields (first name, a part of the last name), in any order and case.
    await typeInto(field, `${token.toLowerCase()}1 LINA`)
    await waitForNames(page, expectNames(10, 20))
    expect(query(page)).toMatchObject({ suche: `${token.toLowerCase()}1 LINA`, sortierung: 'name' })
    await page.getByText('10 Bewerber:innen').waitFor()
    await screenshot(page, 'list-search-field')
    const listUrl = page.url()

    await page.getByRole('link', { name: new RegExp(nameOf(13)) }).click()
    await page.waitForURL(/\/bewerber\/\d+$/)
    await goBack(page)
    await waitForNames(page, expectNames(10, 20))
    expect(await field.inputValue()).toBe(`${token.toLowerCase()}1 LINA`)
    await page.reload()
    await waitForNames(page, expectNames(10, 20))
    expect(page.url()).toBe(listUrl)

    // Escape clears the filter: more than the ten again (other files' applicants may share the page).
    await field.press('Escape')
    await page.waitForURL((url) => !url.searchParams.has('suche'))
    await expect.poll(async () => (await shownNames(page)).length, { timeout: 10_000 }).toBeGreaterThan(10)
    expect(await field.inputValue()).toBe('')

    const phone = await phonePage(browser)
    await logIn(phone)
    await phone.goto(listUrl)
    await waitForNames(phone, expectNames(10, 20))
    const onPhone = phone.getByLabel('In dieser Liste suchen', { exact: true })
    expect(await onPhone.isVisible()).toBe(true)
    await typeInto(onPhone, `${token}0`)
    await waitForNames(phone, expectNames(0, 10))
    await screenshot(phone, 'list-search-field-phone')
    await phone.context().close()
  })

  it('shows the sort in force and keeps the header row in sight while the rows scroll', async () => {
    await page.goto(`${baseUrl}/`)
    await page.getByText('sortiert nach Geändert, neueste zuerst').waitFor()
    const changed = page.getByRole('columnheader', { name: /Geändert/ })
    expect(await changed.getAttribute('aria-sort')).toBe('descending')
    expect(await changed.isVisible()).toBe(true)
    await screenshot(page, 'list-overview')

    await page.getByRole('row').nth(20).hover()
    await page.mouse.wheel(0, 3000)
    await page.waitForTimeout(300)
    const box = await page.getByRole('columnheader', { name: /Name/ }).boundingBox()
    expect(box?.y).toBeGreaterThanOrEqual(0)
    expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(900)
    const atHeader = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('th')?.textContent ?? '',
      { x: (box?.x ?? 0) + 10, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    )
    expect(atHeader).toContain('Name')
  })

  it('says when the filters match nothing and resets them', async () => {
    await page.goto(`${baseUrl}/?sortierung=name&richtung=auf`)
    await tableShown(page)
    await filterByName(page, 'Enthält', `${token}nichts`)
    await page.getByText('Keine Bewerber:innen passen zu diesen Filtern.').waitFor()
    expect(await page.getByText(/Noch keine Bewerber:innen/).count()).toBe(0)
    await screenshot(page, 'list-filtered-empty')
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click()
    await page.waitForURL((url) => !url.searchParams.has('filter'))
    expect(query(page)).toMatchObject({ sortierung: 'name', richtung: 'auf' })
    await expect.poll(async () => (await page.locator('tbody tr').count()) > 1).toBe(true)
  })

  it('falls back from hostile addresses without breaking', async () => {
    await page.goto(
      `${baseUrl}/bewerber/uebersicht/berufsgruppen/pflege?seite=-1&pro_seite=9999&sortierung=DROP&richtung=x&filter=__proto__:enthaelt:x&filter=name:gleichsam:y&filter=name:beginnt:${token}`,
    )
    // invalid values dropped from the address, the valid rule kept: 50 of this file's 60 (the rows
    // may show in the same frame as the rewrite of the address, or just before it)
    await expect.poll(async () => (await shownNames(page)).length, { timeout: 10_000 }).toBe(50)
    await expect.poll(() => query(page)).toEqual({ filter: `name:beginnt:${token}` })
    await page.goto(`${baseUrl}/?seite=99999&sortierung=name&richtung=ab&filter=name:beginnt:${token}`)
    // beyond the last page: the last page that exists, 09 … 00
    await waitForNames(page, expectNames(0, 10).reverse())
    await expect.poll(() => query(page).seite).toBe('2')
  })

  it('names one deleted applicant in the singular and keeps Wiederherstellen in sight', async () => {
    const created = await apiMutation(page, baseUrl, 'POST', '/api/applicants', {
      first_name: 'Tom',
      last_name: `Papierkorb${token}`,
      city: 'Bremen',
    })
    const { id } = (await created.json()) as { id: number }
    await page.goto(`${baseUrl}/bewerber/${id}`)
    await page.getByRole('button', { name: 'Bewerber:in löschen' }).click()
    await page.getByRole('button', { name: 'Löschen', exact: true }).click()
    await page.locator('.p-toast').getByText(APPLICANT_TOASTS.deleteSuccess).waitFor()

    await page.goto(`${baseUrl}/bewerber/uebersicht/geloescht`)
    const { total } = await apiGet<{ total: number }>(page, baseUrl, '/api/applicants?deleted=1')
    await page.getByText(countLabel(total, 'Bewerber:in', 'Bewerber:innen'), { exact: true }).waitFor()
    await page.goto(`${baseUrl}/bewerber/uebersicht/geloescht?filter=name:enthaelt:Papierkorb${token}`)
    await page.getByText('1 Bewerber:in', { exact: true }).waitFor()
    await screenshot(page, 'list-trash')

    const restore = page.getByRole('row', { name: new RegExp(`Papierkorb${token}`) }).getByRole('button', {
      name: 'Wiederherstellen',
    })
    await restore.waitFor()
    const inSight = await restore.evaluate((button) => {
      const r = button.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      return (
        r.left >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight && button.contains(hit)
      )
    })
    expect(inSight).toBe(true)

    const phone = await phonePage(browser)
    await logIn(phone)
    await phone.goto(`${baseUrl}/bewerber/uebersicht/geloescht?filter=name:enthaelt:Papierkorb${token}`)
    await phone.getByRole('button', { name: 'Wiederherstellen' }).waitFor()
    expect(await phone.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(phone, 'list-trash-phone')
    await phone.context().close()
  })

  it('shows cards on a phone, tappable, sortable and filterable, without sideways scrolling', async () => {
    const phone = await phonePage(browser)
    await logIn(phone)
    await phone.goto(`${baseUrl}/`)
    await tableShown(phone)
    expect(await phone.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(phone, 'list-overview-phone')

    // The column headers scroll sideways as one strip: a shadow at the edge beyond which more
    // headers lie says so, on the right at first, on the left once swiped to the end.
    const strip = phone.getByRole('row').filter({ has: phone.getByRole('columnheader', { name: /Name/ }) })
    // Polled like the end below: on a busy machine the first picture may come before the strip's
    // phone layout is drawn (both edges plain white).
    await expect
      .poll(
        async () => {
          const atStart = await edgeLightness(strip)
          return atStart.right < atStart.left - 20
        },
        { message: 'a shadow on the right' },
      )
      .toBe(true)
    await strip.hover()
    await phone.mouse.wheel(2_000, 0)
    // Swiped to the end: a shadow on the left, none on the right.
    await expect
      .poll(async () => {
        const atEnd = await edgeLightness(strip)
        return atEnd.left < atEnd.right - 20
      })
      .toBe(true)
    await phone.mouse.wheel(-2_000, 0)

    // sort by a tap on the name header, then narrow by the filter menu
    await phone.getByRole('columnheader', { name: /Name/ }).getByText('Name', { exact: true }).tap()
    await phone.waitForURL(/sortierung=name/)
    await filterByName(phone, 'Beginnt mit', token)
    await waitForNames(phone, expectNames(0, 50))
    expect(await phone.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390)

    // a card shows name, status, occupation group, city and a date, all inside the screen
    const card = phone.getByRole('row', { name: new RegExp(nameOf(3)) })
    for (const text of [`${nameOf(3)}, Lina`, 'Neu', 'Pflege & Gesundheit', 'Köln']) {
      const box = await card.getByText(text, { exact: true }).boundingBox()
      expect(box, text).not.toBeNull()
      expect((box?.x ?? 0) + (box?.width ?? 0), text).toBeLessThanOrEqual(390)
    }
    await card
      .getByText(/\d\d\.\d\d\.\d{4}/)
      .first()
      .waitFor()
    await screenshot(phone, 'list-sorted-phone')

    const listUrl = phone.url()
    await card.tap()
    await phone.waitForURL(/\/bewerber\/\d+$/)
    await phone.getByRole('heading', { name: `Lina ${nameOf(3)}` }).waitFor()
    await goBack(phone)
    await phone.waitForURL(listUrl)
    await waitForNames(phone, expectNames(0, 50))

    // the next page from the paginator at the bottom starts at its first card
    await phone.getByRole('button', { name: 'Nächste Seite' }).tap()
    await waitForNames(phone, expectNames(50, 60))
    expect(await phone.getByText(`${nameOf(50)}, Lina`, { exact: true }).isVisible()).toBe(true)
    const first = await phone.getByText(`${nameOf(50)}, Lina`, { exact: true }).boundingBox()
    expect(first?.y ?? -1).toBeGreaterThan(0)
    expect(first?.y ?? 999).toBeLessThan(844)
    await screenshot(phone, 'list-page-2-phone')

    await filterByName(phone, 'Enthält', `${token}nichts`)
    await phone.getByText('Keine Bewerber:innen passen zu diesen Filtern.').waitFor()
    expect(await phone.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(phone, 'list-filtered-empty-phone')
    await phone.getByRole('button', { name: 'Filter zurücksetzen' }).tap()
    await phone.waitForURL((url) => !url.searchParams.has('filter'))
    await phone.context().close()
  })
})
