import { ROUTES, type RouteName } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { localeOptions } from 'primereact/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser.ts'
import { laptopPage } from './person.ts'
import { api, baseUrl, logIn, newApplicant, unique } from './staff.ts'

/**
 * No screen of the route table shows or announces English: every visible text and accessible name
 * (aria-label, aria-labelledby, title, alt, placeholder, button values), also inside the filter
 * menus, dropdowns, date pickers and dialogs, is checked against PrimeReact's English defaults.
 */

/** Words of PrimeReact's English locale that are German as well (or no words). */
const SAME_IN_GERMAN = new Set(
  'Filter Navigation AM PM B KB MB GB TB PB EB ZB YB mm/dd/yy Mo Fr Sa Jan Feb Apr Jun Jul Aug Sep Nov April August September November'.split(
    ' ',
  ),
)
/** English a component may bring besides its locale. */
const EXTRA_ENGLISH = ['Search', 'Select All', 'Loading', 'Submit', 'Save', 'Delete', 'Edit', 'Back', 'Page']

function englishPhrases(): string[] {
  const en = localeOptions('en') as Record<string, unknown> & { aria: Record<string, string> }
  const texts: string[] = []
  const add = (value: unknown) => {
    if (typeof value === 'string') texts.push(...value.split(/\{\w+\}/))
    else if (Array.isArray(value)) for (const v of value) add(v)
  }
  for (const [key, value] of Object.entries(en)) if (key !== 'aria') add(value)
  for (const value of Object.values(en.aria)) add(value)
  add(EXTRA_ENGLISH)
  const phrases = texts.map((t) => t.trim()).filter((t) => /\p{L}{2}/u.test(t) && !SAME_IN_GERMAN.has(t))
  return [...new Set(phrases)]
}

const PHRASES = englishPhrases().map((phrase) => ({
  phrase,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'u',
  ),
}))

/** Visible text plus every accessible name and description on the page, as the browser has them now. */
function collectTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.body.innerText]
    const textOf = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.getClientRects().length === 0) continue
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder', 'aria-placeholder', 'aria-valuetext'])
        if (el.getAttribute(attr)) out.push(el.getAttribute(attr) as string)
      for (const attr of ['aria-labelledby', 'aria-describedby'])
        if (el.getAttribute(attr)) out.push(textOf(el.getAttribute(attr) as string))
      if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type))
        out.push(el.value)
    }
    return out
  })
}

/** English phrases in these texts, each with a little context. */
function english(texts: string[]): string[] {
  const found = new Set<string>()
  for (const text of texts)
    for (const { phrase, pattern } of PHRASES) {
      const match = pattern.exec(text)
      if (match)
        found.add(
          `"${phrase}" in …${text.slice(Math.max(0, match.index - 30), match.index + phrase.length + 30).replace(/\s+/g, ' ')}…`,
        )
    }
  return [...found]
}

async function settle(page: Page) {
  await page.locator('h1').first().waitFor()
  await page
    .waitForFunction(
      () => !document.querySelector('.full-page-loader, [aria-busy="true"], .table-skeleton'),
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined)
  await page.waitForTimeout(300)
}

/** Opens an overlay, collects what it shows (and what opens inside it), closes it with Esc. */
async function inOverlay(
  page: Page,
  open: () => Promise<void>,
  texts: string[],
  inside?: () => Promise<void>,
) {
  try {
    await open()
    await page.waitForTimeout(400)
    texts.push(...(await collectTexts(page)))
    await inside?.()
  } finally {
    await page.keyboard.press('Escape')
    await page.waitForTimeout(200)
  }
}

/**
 * Every overlay a person meets in this part of the screen: filter menus, dropdowns (searched
 * without a match), date pickers. Esc may close more than the overlay inside a dialog; what is
 * gone by then is skipped.
 */
async function openOverlays(page: Page, texts: string[], scope: string) {
  const within = page.locator(scope).first()
  const triggers = async (selector: string, max: number) =>
    (await within.locator(selector).all()).slice(0, max)
  const click = (target: ReturnType<Page['locator']>) => target.click({ timeout: 3_000 })
  for (const button of await triggers('.p-column-filter-menu-button:visible', 4))
    await inOverlay(page, () => click(button), texts)
  for (const dropdown of await triggers('.p-dropdown:visible, .p-multiselect:visible', 4))
    await inOverlay(
      page,
      async () => {
        if (!(await dropdown.isVisible())) return
        await click(dropdown)
        const search = page.locator('.p-dropdown-filter:visible, .p-multiselect-filter:visible').first()
        if (await search.count()) await search.pressSequentially('qqqq')
      },
      texts,
    )
  for (const trigger of await triggers('.p-datepicker-trigger:visible', 1))
    await inOverlay(
      page,
      async () => {
        if (await trigger.isVisible()) await click(trigger)
      },
      texts,
    )
}

/** A button per screen that opens its dialog or layer. */
const DIALOGS: Partial<Record<RouteName, string>> = {
  applicant: 'Bewerber:in löschen',
  applicantRatings: 'Bewertung abgeben',
  applicantCommunication: 'Neue Nachricht',
  applicantNotes: 'Notiz hinzufügen',
  templates: 'Neue Vorlage',
  calendar: 'Termine anlegen',
  mailFilter: 'Neue Regel',
}

const STAFF = (Object.keys(ROUTES) as RouteName[]).filter((name) =>
  ['verified', 'admin'].includes(ROUTES[name].access),
)

let browser: Browser
let page: Page
/** Route parameters: a real applicant, the admin's own account, a known status and group. */
const params: Record<string, string> = {}
const FILTERS: Partial<Record<RouteName, string>> = { byStatus: 'neu', byProfessionGroup: 'pflege' }
beforeAll(async () => {
  browser = await launchBrowser()
  page = await laptopPage(browser)
  await logIn(page)
  const id = await newApplicant(page, 'Greta', `Deutsch${unique()}`)
  // An e-mail address, so that „Neue Nachricht“ opens the composer.
  await api(page, 'PUT', `/api/applicants/${id}`, { email: `greta.${unique()}@example.de` })
  await api(page, 'POST', '/api/notes', { applicant_id: id, note: 'Erstes Telefonat geführt.' })
  const me = await api<{ id: number }>(page, 'GET', '/api/user')
  Object.assign(params, { userid: String(id), slug: String(me.id) })
})
afterAll(() => browser?.close())

describe('every staff screen speaks German', () => {
  it.each(STAFF)('%s', async (name) => {
    const path = ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) =>
      key === 'filter' ? (FILTERS[name] ?? '') : (params[key] ?? ''),
    )
    await page.goto(`${baseUrl}${path}`)
    await settle(page)
    const texts = await collectTexts(page)
    await openOverlays(page, texts, 'main')
    const opener = DIALOGS[name]
    if (opener)
      await inOverlay(
        page,
        () => page.getByRole('button', { name: opener }).first().click(),
        texts,
        () => openOverlays(page, texts, '.p-dialog:visible, .p-sidebar:visible'),
      )
    if (name === 'home') {
      await inOverlay(page, () => page.getByRole('button', { name: /Benutzermenü/ }).click(), texts)
      const paginator = page.locator('.p-paginator .p-dropdown')
      if (await paginator.count()) await inOverlay(page, () => paginator.click(), texts)
    }
    // The check sees accessible names too: the table's filter buttons are announced in German.
    if (name === 'home') expect(texts.join('\n')).toContain('Filtermenü anzeigen')
    expect(english(texts)).toEqual([])
  })
})
