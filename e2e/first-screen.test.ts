import { BACKGROUND_REQUEST_HEADER, SESSION_COOKIE, XSRF_COOKIE } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiMutation, launchBrowser, logInAdmin, RESET_PASSWORD } from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'
import { laptopPage } from './person.ts'

/**
 * A list opened by its address (a bookmark, a reload, a link from a colleague): the page sends
 * what its first screen needs before the app's code has started, and the app uses those answers
 * instead of asking again. Seen from outside: every read of the first screen reaches the server
 * once, and the rows are the ones the address names.
 */
const token = `Anker${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`
const NAMES = ['Berger', 'Adler', 'Conrad'].map((name) => `${token}${name}`)

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await laptopPage(browser)
  await logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
  for (const last_name of NAMES) {
    const answer = await apiMutation(page, baseUrl, 'POST', '/api/applicants', {
      first_name: 'Mira',
      last_name,
      city: 'Köln',
      profession_group: 'pflege',
    })
    expect(answer.status()).toBe(201)
  }
})
afterAll(() => browser?.close())

/**
 * Every API read the page sends for the person from now on, as path and query. The session watch's
 * own check of the time left goes as a background request (BACKGROUND_REQUEST_HEADER) and is not
 * part of the screen.
 */
function recordReads(p: Page) {
  const reads: string[] = []
  p.on('request', (request) => {
    const url = new URL(request.url())
    const background = request.headers()[BACKGROUND_REQUEST_HEADER.toLowerCase()] === '1'
    if (request.method() === 'GET' && url.pathname.startsWith('/api/') && !background)
      reads.push(url.pathname + url.search)
  })
  return reads
}

const shownNames = async (p: Page) =>
  (await p.locator('tbody').innerText()).match(new RegExp(`${token}[A-Z][a-z]+`, 'g')) ?? []

describe('a list opened by its address', () => {
  it('asks for each thing of its first screen once and shows the rows of the address, reloaded too', async () => {
    const address = `/bewerber/uebersicht/status/neu?sortierung=name&richtung=auf&filter=name:beginnt:${token}`
    // A colleague's link opened in a new tab, then that tab reloaded once it has settled (so no
    // read of the page before is counted).
    const tab = await page.context().newPage()
    const settled = () => tab.waitForLoadState('networkidle')
    for (const open of [() => tab.goto(`${baseUrl}${address}`), () => settled().then(() => tab.reload())]) {
      const reads = recordReads(tab)
      await open()
      await expect.poll(() => shownNames(tab), { timeout: 10_000 }).toEqual([...NAMES].sort())
      const atRows = [...reads]
      const count = (path: string) => atRows.filter((read) => read.split('?')[0] === path).length
      for (const path of [
        '/api/session',
        '/api/route-check',
        '/api/settings',
        '/api/answers',
        '/api/ui-state',
      ])
        expect(count(path), `${path} in ${atRows.join(', ')}`).toBe(1)
      const lists = atRows.filter((read) => read.startsWith('/api/applicants?'))
      expect(lists, atRows.join(', ')).toHaveLength(1)
      const list = new URL(lists[0]!, baseUrl).searchParams
      expect(list.get('status')).toBe('neu')
      expect(list.get('sort')).toBe('last_name')
      expect(list.get('order')).toBe('asc')
      expect(list.get('filters')).toContain(token)
      tab.removeAllListeners('request')
    }
    await tab.close()
  })

  it('after logging out, opening the overview asks for no list, only who is there', async () => {
    await page.goto(`${baseUrl}/`)
    await page
      .getByRole('button', { name: /Benutzermenü|Administrator/ })
      .first()
      .click()
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await page.waitForURL(/\/login/)
    const reads = recordReads(page)
    await page.goto(`${baseUrl}/`)
    await page.waitForURL(/\/login\?redirect=/)
    await page.getByRole('button', { name: 'Anmelden' }).waitFor()
    expect(reads.filter((read) => !/^\/api\/(session|route-check)\b/.test(read))).toEqual([])
    page.removeAllListeners('request')
    // And the next login opens the overview with its rows.
    await logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    await page.locator('.p-datatable-tbody > tr td + td').first().waitFor()
  })

  it('with a session that has ended (its CSRF cookie still there): the login page, no data of the screen', async () => {
    const other = await laptopPage(browser)
    await logInAdmin(other, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    // The tab is closed before the session ends: an open one would notice it with its next poll and
    // remove the token itself (lib/api.ts), as it does.
    const context = other.context()
    await other.close()
    const cookies = await context.cookies(baseUrl)
    expect(cookies.map((c) => c.name)).toContain(XSRF_COOKIE)
    const session = cookies.find((c) => c.name === SESSION_COOKIE)
    await context.addCookies([{ ...session!, value: 'abgelaufene-sitzung-0123456789abcdef' }])
    // The next morning, the bookmark in a new tab.
    const tab = await context.newPage()
    const answered: string[] = []
    tab.on('response', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/api/')) answered.push(`${r.status()} ${path}`)
    })
    await tab.goto(`${baseUrl}/bewerber/uebersicht/gefolgt`)
    await tab.waitForURL(/\/login\?redirect=/)
    await tab.getByRole('button', { name: 'Anmelden' }).waitFor()
    // The boot script sent the list's reads beside the session's (it cannot know the session ended):
    // each was refused once, nothing of the back office came back, and the app asked nothing more.
    const screenReads = answered.filter((a) => !/ \/api\/(session|route-check)$/.test(a))
    expect(screenReads.sort(), answered.join(', ')).toEqual(
      ['401 /api/answers', '401 /api/followed-applicants', '401 /api/settings', '401 /api/ui-state'].sort(),
    )
    expect(answered).toContain('200 /api/session')
    await context.close()
  })
})
