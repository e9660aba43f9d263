import { BACKGROUND_REQUEST_HEADER, SESSION_COOKIE, SESSION_TEXTS, USER_INPUT_WINDOW_MS } from '@bb/shared'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setUpCompany } from './api-session.ts'
import { apiMutation, closeContext, germanPage, launchBrowser, screenshot } from './browser.ts'
import { startServer } from './fresh-server.ts'
import { phonePage, typeIntoLabel } from './person.ts'

/**
 * Idle logout as a person meets it, on a server whose clock the test moves together with the
 * browser's (Playwright's clock): hours pass in seconds, and both sides agree on the time.
 */
const admin = { email: 'idle.admin@example.test', password: 'Startpasswort für Leerlauf 7' }
const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** Each flow lets hours pass in dozens of steps, and every step waits for the tabs' polls. */
const SLOW_FLOW_MS = 150_000

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
beforeAll(async () => {
  server = await startServer({ admin, label: 'idle', movableClock: true })
  await setUpCompany(server.baseUrl, admin.email, admin.password)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** Requests each page has sent and not yet seen answered. */
const unanswered = new WeakMap<Page, number>()
function countRequests(page: Page) {
  unanswered.set(page, 0)
  const done = () => unanswered.set(page, Math.max(0, (unanswered.get(page) ?? 0) - 1))
  page.on('request', () => unanswered.set(page, (unanswered.get(page) ?? 0) + 1))
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return page
}

/** Every request the pages sent so far has been answered. */
async function answered(pages: Page[]) {
  await expect.poll(() => pages.every((p) => (unanswered.get(p) ?? 0) === 0), { timeout: 15_000 }).toBe(true)
}

interface SessionAnswer {
  user: { email: string } | null
  idle_seconds_left: number | null
  lifetime_seconds_left: number | null
}

/** What the server says about this browser's session, asked the way that changes nothing. */
async function serverSays(page: Page): Promise<SessionAnswer> {
  const response = await page.request.get(`${server.baseUrl}/api/session`, {
    headers: { Accept: 'application/json', [BACKGROUND_REQUEST_HEADER]: '1' },
  })
  return (await response.json()) as SessionAnswer
}

/** A browser tab on a clock the test moves (installed before the app loads). */
async function clockedContext(page: Page) {
  await page.clock.install()
  return countRequests(page)
}

/** Logs in by keyboard: the labelled fields, "Angemeldet bleiben" with Space when asked, Enter. */
async function logIn(page: Page, { remember = false } = {}) {
  if (!page.url().includes('/login')) await page.goto(`${server.baseUrl}/login`)
  await typeIntoLabel(page, 'E-Mail-Adresse', admin.email)
  await typeIntoLabel(page, 'Passwort', admin.password)
  if (remember) {
    await page.getByLabel('Angemeldet bleiben').focus()
    await page.keyboard.press('Space')
    expect(await page.getByLabel('Angemeldet bleiben').isChecked()).toBe(true)
  }
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname !== '/login')
  await page.getByRole('main').waitFor()
}

const isPoll = (request: Request) => new URL(request.url()).pathname === '/api/ui-state'

/**
 * Time passes with nobody at the keyboard. First the browsers alone pass the minute after the last
 * key press, and what they sent before is answered: from then on no request of theirs counts as
 * activity. Only then does the server's clock follow, so a request the person's last minute still
 * marks as activity never reaches a server that is already hours ahead. The rest goes in steps,
 * the server's clock first, then the browsers' (one clock for all tabs of a context); each step lets
 * the app's timers run once, its polls included, and gives each tab a moment to send its poll (a
 * tab that is leaving sends none).
 */
async function nobodyThere(pages: Page[], ms: number, step = 5 * MINUTE) {
  // What the person's last action sent (e.g. "Angemeldet bleiben") is answered and taken in by the
  // tab before time jumps: an answer read after the jump would date the session's end a jump late.
  await answered(pages)
  await Promise.all(pages.map((p) => p.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))))
  const first = Math.min(ms, USER_INPUT_WINDOW_MS + 1_000)
  await pages[0]?.clock.fastForward(first)
  await answered(pages)
  await server.advanceClock(first)
  for (let passed = first; passed < ms; passed += step) {
    const chunk = Math.min(step, ms - passed)
    await server.advanceClock(chunk)
    const polled = pages.map((p) =>
      p.waitForResponse((r) => isPoll(r.request()), { timeout: 3_000 }).catch(() => null),
    )
    await pages[0]?.clock.fastForward(chunk)
    await Promise.all(polled)
  }
}

/** Every poll of the page, with whether it said it was background work. */
function recordPolls(page: Page) {
  const polls: Array<{ at: number; background: string | undefined }> = []
  page.on('request', (request) => {
    if (isPoll(request))
      polls.push({ at: Date.now(), background: request.headers()[BACKGROUND_REQUEST_HEADER.toLowerCase()] })
  })
  return polls
}

const warning = (page: Page, minutes = 5) =>
  page.getByRole('alertdialog', { name: SESSION_TEXTS.idleWarningTitle(minutes) })

/** The warning has faded in completely (for a screenshot people can read). */
const warningSettled = (page: Page) => page.locator('[role="alertdialog"].p-dialog-enter-done').waitFor()

async function newApplicant(page: Page) {
  const created = await apiMutation(page, server.baseUrl, 'POST', '/api/applicants', {
    first_name: 'Ilse',
    last_name: 'Leerlauf',
    confirm_duplicate: true,
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: number }).id
}

describe('idle sessions end while a tab is open', () => {
  let context: BrowserContext | undefined
  afterAll(() => closeContext(context))

  it(
    'background polls keep nothing alive; the warning comes 5 minutes before, "Angemeldet bleiben" by keyboard keeps the session, and at the limit the login page says why, with the draft kept',
    async () => {
      const page = await clockedContext(await germanPage(browser))
      context = page.context()
      await logIn(page)
      const id = await newApplicant(page)

      // The person starts a note and leaves the desk without saving it.
      await page.goto(`${server.baseUrl}/bewerber/${id}/notizen`)
      await page.getByRole('button', { name: 'Notiz hinzufügen' }).click()
      await page
        .getByLabel('Notiz', { exact: true })
        .pressSequentially('Rückruf am Montag vereinbart', { delay: 10 })
      const polls = recordPolls(page)

      await nobodyThere([page], 110 * MINUTE)
      expect(await warning(page).count()).toBe(0)
      // The polls ran all along, each one marked as background, and the server counted none of them.
      expect(polls.length).toBeGreaterThanOrEqual(20)
      expect(polls.every((p) => p.background === '1')).toBe(true)
      const before = await serverSays(page)
      expect(before.idle_seconds_left).toBeGreaterThan(9 * 60)
      expect(before.idle_seconds_left).toBeLessThanOrEqual(10 * 60)

      await nobodyThere([page], 5 * MINUTE)
      await warning(page).waitFor()
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe(SESSION_TEXTS.stay)
      await warning(page)
        .getByText(/Aus Sicherheitsgründen endet Ihre Sitzung um \d\d:\d\d Uhr\./)
        .waitFor()
      await warningSettled(page)
      await screenshot(page, 'idle-warning-desktop')

      // Enter on the focused button: one request that is not background, the dialog closes, and the
      // server counts two fresh hours.
      const stay = page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === '/api/session' &&
          r.request().headers()[BACKGROUND_REQUEST_HEADER.toLowerCase()] === undefined,
      )
      await page.keyboard.press('Enter')
      await warning(page).waitFor({ state: 'detached' })
      expect(((await (await stay).json()) as SessionAnswer).idle_seconds_left).toBeGreaterThan(119 * 60)
      const kept = await serverSays(page)
      expect(kept.user?.email).toBe(admin.email)
      expect(kept.idle_seconds_left).toBeGreaterThan(119 * 60)

      // Away again: the warning once more, then the limit.
      await nobodyThere([page], 115 * MINUTE)
      await warning(page).waitFor()
      await nobodyThere([page], 5 * MINUTE, MINUTE)
      await page.waitForURL((url) => url.pathname === '/login')
      await page.getByRole('status').getByText(SESSION_TEXTS.loggedOut.idle).waitFor()
      expect((await serverSays(page)).user).toBeNull()
      const cookies = await page.context().cookies(server.baseUrl)
      expect(cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE)
      await screenshot(page, 'idle-logged-out')

      // Logging in again leads back to the notes, and the unsaved note is still there.
      await logIn(page)
      expect(new URL(page.url()).pathname).toBe(`/bewerber/${id}/notizen`)
      const field = page.getByLabel('Notiz', { exact: true })
      if (!(await field.isVisible())) await page.getByRole('button', { name: 'Entwurf fortsetzen' }).click()
      expect(await field.inputValue()).toBe('Rückruf am Montag vereinbart')
    },
    SLOW_FLOW_MS,
  )

  it(
    'a tab nobody uses neither warns nor logs out while the person works in another tab',
    async () => {
      await closeContext(context)
      const idleTab = await clockedContext(await germanPage(browser))
      context = idleTab.context()
      await logIn(idleTab)
      const workTab = countRequests(await context.newPage())
      await workTab.goto(`${server.baseUrl}/`)
      await workTab.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()

      // Two and a half hours: the person presses keys in the work tab now and then, never in the other.
      for (let i = 0; i < 15; i++) {
        await nobodyThere([idleTab, workTab], 10 * MINUTE)
        await workTab.keyboard.press('Shift')
      }
      expect(await warning(idleTab).count()).toBe(0)
      expect(new URL(idleTab.url()).pathname).toBe('/')
      const state = await serverSays(idleTab)
      expect(state.user?.email).toBe(admin.email)
      expect(state.idle_seconds_left).toBeGreaterThan(100 * 60)

      // Now nobody is there: both tabs warn; "Jetzt abmelden" (Shift+Tab, Enter) in one ends the
      // session, the other follows at its next look at the server, both without the idle reason.
      await nobodyThere([idleTab, workTab], 115 * MINUTE)
      await warning(idleTab).waitFor()
      await warning(workTab).waitFor()
      await idleTab.keyboard.press('Shift+Tab')
      await expect
        .poll(() => idleTab.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe(SESSION_TEXTS.logoutNow)
      await idleTab.keyboard.press('Enter')
      await idleTab.waitForURL((url) => url.pathname === '/login')
      expect((await serverSays(idleTab)).user).toBeNull()
      await idleTab.clock.fastForward(31_000)
      await workTab.waitForURL((url) => url.pathname === '/login')
      for (const tab of [idleTab, workTab])
        expect(await tab.getByText(SESSION_TEXTS.loggedOut.idle).count()).toBe(0)
    },
    SLOW_FLOW_MS,
  )
})

describe('"Angemeldet bleiben": the idle limit the settings name', () => {
  it(
    'an admin sets 2 days by keyboard; a phone logged in with "Angemeldet bleiben" is warned and logged out after 2 idle days',
    async () => {
      const desk = await germanPage(browser)
      await logIn(desk)
      await desk.goto(`${server.baseUrl}/einstellungen`)
      const label = SESSION_TEXTS.rememberIdleLabel
      expect(await desk.getByLabel(label).inputValue()).toBe('7')
      await typeIntoLabel(desk, label, '2')
      await desk.getByRole('button', { name: 'Einstellungen speichern' }).click()
      await desk.locator('.p-toast').getByText('Die Einstellungen gelten jetzt für alle.').waitFor()
      const saved = (await (await desk.request.get(`${server.baseUrl}/api/settings`)).json()) as {
        remember_idle_days: number
      }
      expect(saved.remember_idle_days).toBe(2)
      await closeContext(desk.context())

      const phone = await clockedContext(await phonePage(browser))
      await logIn(phone, { remember: true })
      expect((await serverSays(phone)).idle_seconds_left).toBeGreaterThan(2 * 24 * 3600 - 60)
      await nobodyThere([phone], 47 * HOUR + 55 * MINUTE, 6 * HOUR)
      await warning(phone).waitFor()
      await warningSettled(phone)
      await screenshot(phone, 'idle-warning-phone')
      // Escape closes the warning like "Angemeldet bleiben": whoever pressed it is there.
      await phone.keyboard.press('Escape')
      await warning(phone).waitFor({ state: 'detached' })
      await expect
        .poll(async () => (await serverSays(phone)).idle_seconds_left)
        .toBeGreaterThan(2 * 24 * 3600 - 120)

      await nobodyThere([phone], 47 * HOUR + 55 * MINUTE, 6 * HOUR)
      await warning(phone).waitFor()
      await nobodyThere([phone], 5 * MINUTE, MINUTE)
      await phone.waitForURL((url) => url.pathname === '/login')
      await phone.getByRole('status').getByText(SESSION_TEXTS.loggedOut.idle).waitFor()
      expect((await serverSays(phone)).user).toBeNull()
      await closeContext(phone.context())
    },
    SLOW_FLOW_MS,
  )
})
