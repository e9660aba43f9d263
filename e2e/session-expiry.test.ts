import { SESSION_COOKIE, XSRF_COOKIE } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { germanPage, launchBrowser, RESET_PASSWORD, screenshot } from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'
import { apiGet, typeIntoLabel } from './person.ts'

const passwords = [adminPassword, RESET_PASSWORD]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Logs in as a person does: types into the labelled fields and presses Enter. */
async function logInByKeyboard(page: Page) {
  for (const password of passwords) {
    await typeIntoLabel(page, 'E-Mail-Adresse', adminEmail)
    await typeIntoLabel(page, 'Passwort', password)
    await page.keyboard.press('Enter')
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname !== '/login', { timeout: 8_000 }).then(() => 'in' as const),
      page
        .getByRole('alert')
        .first()
        .waitFor({ timeout: 8_000 })
        .then(() => 'refused' as const),
    ])
    if (outcome === 'in') return
    const text = await page.getByRole('alert').first().innerText()
    // A wrong password (the auth suite may have reset it) is the only acceptable refusal.
    expect(text).toMatch(/Zugangsdaten sind ungültig/)
  }
  throw new Error('admin login failed')
}

/** What the server would do at the idle limit: the browser's session id no longer names a session. */
async function expireSession(page: Page) {
  const cookies = await page.context().cookies(baseUrl)
  const session = cookies.find((c) => c.name === SESSION_COOKIE)
  expect(session, 'logged in with a session cookie').toBeTruthy()
  // The old XSRF-TOKEN cookie stays behind, exactly as after an expiry.
  await page.context().addCookies([{ ...session!, value: 'abgelaufene-sitzung-0123456789abcdef' }])
}

describe('an expired or unknown session never locks a person out', () => {
  it('logs in again after the session expired, also after a reload', async () => {
    const page = await germanPage(browser)
    const failedRequests: string[] = []
    page.on('response', (r) => {
      if (r.status() >= 400) failedRequests.push(`${r.status()} ${new URL(r.url()).pathname}`)
    })
    await page.goto(`${baseUrl}/login`)
    await logInByKeyboard(page)
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()

    await expireSession(page)
    await page.reload()
    await page.waitForURL(/\/login/)
    await screenshot(page, 'login-after-expiry')
    await logInByKeyboard(page)
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()
    const state = await apiGet<{ user: { email: string } | null }>(page, baseUrl, '/api/session')
    expect(state.user?.email).toBe(adminEmail)
    expect(await page.getByText(/Sitzung war abgelaufen/).count()).toBe(0)

    // The login page asks who is logged in without a failed request in the console.
    expect(failedRequests.filter((r) => r.endsWith('/api/user') || r.endsWith('/api/session'))).toEqual([])
    await page.context().close()
  })

  it('logs out with a stale session: cookies cleared, /login, and the next login works', async () => {
    const page = await germanPage(browser)
    await page.goto(`${baseUrl}/login`)
    await logInByKeyboard(page)
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()

    // Any request of the app (a poll, a list still loading, a prefetch) would notice the dead
    // session on its own and send the person to /login without a logout, the menu gone before the
    // click; hold them all so that it is the click on "Abmelden" that meets it (the logout and its
    // token request are not under /api).
    await page.route(/\/api\//, (route) => route.abort())
    await page
      .getByRole('button', { name: /Benutzermenü|Administrator/ })
      .first()
      .click()
    await expireSession(page)
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await page.waitForURL(/\/login/)
    // Once the logout's requests have settled (on a busy machine a token request of the logout can
    // answer after the page has moved on), neither cookie is left.
    const left = async () =>
      (await page.context().cookies(baseUrl))
        .map((c) => c.name)
        .filter((name) => name === XSRF_COOKIE || name === SESSION_COOKIE)
    await expect.poll(left, { timeout: 10_000 }).toEqual([])

    await page.unrouteAll()
    await logInByKeyboard(page)
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor()
    await page.context().close()
  })
})
