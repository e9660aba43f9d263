import { ROUTES, type RouteName } from '@bb/shared'
import type { Browser, Locator, Page } from 'playwright-core'
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

/** PrimeReact's animated layers: menus, dropdown panels, filter menus, dialogs, side panels. */
const ANIMATED = ['p-connected-overlay', 'p-dialog', 'p-sidebar', 'p-overlaypanel']
/** The app's own layers, which appear without sliding: the month view under a date field, a list's column filter menu. */
const STILL = '.date-input__panel, .p-column-filter-overlay'

/** How many layers are open, or -1 while one is still sliding in or out. */
function layersOpen(page: Page): Promise<number> {
  return page.evaluate(
    ({ names, still }) => {
      const moving = names.map((n) => `.${n}-enter, .${n}-enter-active, .${n}-exit, .${n}-exit-active`)
      if (document.querySelector(moving.join(', '))) return -1
      return document.querySelectorAll([...names.map((n) => `.${n}-enter-done`), still].join(', ')).length
    },
    { names: ANIMATED, still: STILL },
  )
}

/** Waits until the layers have stopped moving and their number passes `done`. */
async function layersSettle(page: Page, done: (open: number) => boolean) {
  await expect
    .poll(
      async () => {
        const open = await layersOpen(page)
        return open >= 0 && done(open)
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(true)
}

/**
 * Opens an overlay (`open` says false when its trigger is gone), collects what it shows once it is
 * fully in (and what opens inside it), closes it with Esc and waits until it is gone, so the next
 * trigger is never clicked under a closing layer.
 */
async function inOverlay(
  page: Page,
  open: () => Promise<boolean>,
  texts: string[],
  inside?: () => Promise<void>,
) {
  await layersSettle(page, () => true)
  const before = await layersOpen(page)
  try {
    if (!(await open())) return
    await layersSettle(page, (now) => now > before)
    texts.push(...(await collectTexts(page)))
    await inside?.()
  } finally {
    await layersSettle(page, () => true)
    const shown = await layersOpen(page)
    await page.keyboard.press('Escape')
    if (shown > 0) await layersSettle(page, (now) => now < shown)
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
  const click = (target: Locator) => target.click({ timeout: 3_000 }).then(() => true)
  /** False when the trigger is gone (Esc closed its dialog). */
  const clickIfThere = async (target: Locator) => (await target.isVisible()) && click(target)
  for (const button of await triggers('.p-column-filter-menu-button:visible', 4))
    await inOverlay(page, () => click(button), texts)
  for (const dropdown of await triggers('.p-dropdown:visible, .p-multiselect:visible', 4))
    await inOverlay(
      page,
      async () => {
        if (!(await clickIfThere(dropdown))) return false
        const search = page.locator('.p-dropdown-filter:visible, .p-multiselect-filter:visible').first()
        if (await search.count()) await search.pressSequentially('qqqq')
        return true
      },
      texts,
    )
  for (const trigger of await triggers('button[aria-label="Kalender öffnen"]:visible', 1))
    await inOverlay(page, () => clickIfThere(trigger), texts)
}

/** Clicks what must be there (true: something was clicked). */
const clicked = (target: Locator) => target.click().then(() => true)

/** A button per screen that opens its dialog or layer. */
const DIALOGS: Partial<Record<RouteName, string>> = {
  applicant: 'Bewerber:in löschen',
  home: 'Ansicht speichern',
  applicantRatings: 'Bewertung abgeben',
  applicantNotes: 'Notiz hinzufügen',
  templates: 'Neue Vorlage',
  calendar: 'Termine anlegen',
}
/** A button per screen that opens a form in the page, and a field of that form. */
const FORMS: Partial<Record<RouteName, { button: string; field: string }>> = {
  applicantCommunication: { button: 'Neue Nachricht', field: 'Betreff' },
  mailFilter: { button: 'Neue Regel', field: 'Wert' },
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
  // A saved view of the admin's: its address opens the overview in it.
  const view = await api<{ id: number }>(page, 'POST', '/api/saved-views', {
    name: `Deutsch ${unique()}`,
    list: { kind: 'all' },
    state: {
      sort: { field: 'last_name', order: 'asc' },
      rows: 25,
      filters: {},
      term: '',
      columns: ['email'],
    },
  })
  Object.assign(params, { userid: String(id), slug: String(me.id), view: String(view.id) })
})
afterAll(() => browser?.close())

describe('every staff screen speaks German', () => {
  it.each(STAFF)('%s', async (name) => {
    const path = ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) =>
      key === 'filter' ? (FILTERS[name] ?? '') : name === 'savedView' ? params.view! : (params[key] ?? ''),
    )
    await page.goto(`${baseUrl}${path}`)
    await settle(page)
    const texts = await collectTexts(page)
    await openOverlays(page, texts, 'main')
    const form = FORMS[name]
    if (form) {
      await page.getByRole('button', { name: form.button }).first().click()
      await page.getByLabel(form.field, { exact: true }).waitFor()
      texts.push(...(await collectTexts(page)))
    }
    const opener = DIALOGS[name]
    if (opener)
      await inOverlay(
        page,
        () => clicked(page.getByRole('button', { name: opener }).first()),
        texts,
        () => openOverlays(page, texts, '.p-dialog:visible, .p-sidebar:visible'),
      )
    if (name === 'home') {
      await inOverlay(page, () => clicked(page.getByRole('button', { name: /Benutzermenü/ })), texts)
      const paginator = page.locator('.p-paginator .p-dropdown')
      if (await paginator.count()) await inOverlay(page, () => clicked(paginator), texts)
    }
    // The check sees accessible names too: the table's filter buttons are announced in German.
    if (name === 'home') expect(texts.join('\n')).toContain('Filtermenü anzeigen')
    expect(english(texts)).toEqual([])
  })
})
