import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from './browser.ts'
import { goBack, laptopPage, phonePage } from './person.ts'
import { baseUrl, logIn, newApplicant, unique } from './staff.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const toggle = (page: Page) => page.getByRole('button', { name: 'Navigation ein- oder ausblenden' })
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' })

/** Is the point at the middle of this element's box inside <main> (not under the drawer or its scrim)? */
async function uncovered(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel)
    if (!target) return false
    const box = target.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return Boolean(hit && document.getElementById('main')?.contains(hit))
  }, selector)
}

async function expectDrawerClosed(page: Page) {
  await drawer(page).waitFor({ state: 'hidden', timeout: 5_000 })
  expect(await toggle(page).getAttribute('aria-expanded')).not.toBe('true')
}

describe('the shell on a 390×844 phone', () => {
  it('☰ → Statistiken → Übersicht → an applicant → Back → reload: the drawer never hides the page', async () => {
    const page = await phonePage(browser)
    await logIn(page)
    const last = `Drawer${unique()}`
    await newApplicant(page, 'Mia', last)
    await page.goto(`${baseUrl}/`)
    await expectDrawerClosed(page)

    await toggle(page).click()
    await drawer(page).waitFor()
    await drawer(page).getByRole('link', { name: 'Statistiken' }).waitFor()
    await screenshot(page, 'shell-phone-drawer-open')
    await drawer(page).getByRole('link', { name: 'Statistiken' }).click()
    await page.waitForURL(`${baseUrl}/statistiken`)
    await page.getByRole('heading', { name: 'Statistiken', level: 1 }).waitFor()
    await expectDrawerClosed(page)
    expect(await uncovered(page, 'main h1')).toBe(true)
    await screenshot(page, 'shell-phone-statistics')

    await toggle(page).click()
    await drawer(page)
      .getByRole('link', { name: /^Übersicht/ })
      .click()
    await page.waitForURL(`${baseUrl}/`)
    await expectDrawerClosed(page)
    await page.getByText(last).first().click()
    await page.waitForURL(/\/bewerber\/\d+$/)
    await page.getByRole('heading', { name: `Mia ${last}`, level: 1 }).waitFor()

    // Back with the drawer open: the overview shows and the drawer is closed.
    await toggle(page).click()
    await drawer(page).waitFor()
    await goBack(page)
    await page.waitForURL(`${baseUrl}/`)
    await expectDrawerClosed(page)
    await page.getByText(last).first().waitFor()

    // A drawer left open does not come back after a reload.
    await toggle(page).click()
    await drawer(page).waitFor()
    await page.reload()
    await page.getByText(last).first().waitFor()
    await expectDrawerClosed(page)
    expect(await uncovered(page, 'main h1')).toBe(true)
    await screenshot(page, 'shell-phone-overview')
    await page.context().close()
  })

  it('Esc closes the drawer and gives the focus back to ☰', async () => {
    const page = await phonePage(browser)
    await logIn(page)
    await toggle(page).focus()
    await page.keyboard.press('Enter')
    await drawer(page).waitFor()
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.id)).toBe('app-navigation')
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await expectDrawerClosed(page)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('nav-toggle')
    await page.context().close()
  })
})

describe('the sidebar at 1440×900', () => {
  it('shows every navigation item without scrolling, and keeps the collapsed choice', async () => {
    const page = await laptopPage(browser)
    await logIn(page)
    const links = drawer(page).getByRole('link')
    await links.filter({ hasText: 'Einstellungen' }).waitFor()
    const names = await links.allInnerTexts()
    for (const label of [
      'Übersicht',
      'Gelöscht',
      'Statistiken',
      'Kalender',
      'Benutzer:innen',
      'Einstellungen',
    ])
      expect(
        names.some((n) => n.startsWith(label)),
        label,
      ).toBe(true)
    // Every item a fresh installation has; saved views and open jobs (other files on this server
    // share and publish some) follow the occupation groups in the scrolling lists and may need a scroll.
    const hidden = await links.evaluateAll((all) =>
      all
        .filter((a) => !/^\/(\?filter=stelle:|ansichten\/)/.test(a.getAttribute('href') ?? ''))
        .filter((a) => {
          const box = a.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return box.top < 0 || box.bottom > window.innerHeight || !hit || !a.contains(hit)
        })
        .map((a) => a.textContent),
    )
    expect(hidden).toEqual([])
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor()
    await screenshot(page, 'shell-laptop')

    // On a wide screen the collapsed navigation is a preference that survives a reload.
    await toggle(page).click()
    await drawer(page).waitFor({ state: 'hidden' })
    await page.reload()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await drawer(page).isVisible()).toBe(false)
    await toggle(page).click()
    await drawer(page).waitFor()
    await page.context().close()
  })
})

describe('applicant pages on a 390×844 phone', () => {
  it('every page of an applicant fits the phone: full width, no sideways scrolling of the page', async () => {
    const page = await phonePage(browser)
    await logIn(page)
    const id = await newApplicant(page, 'Zoë', `Schmalbildschirm${unique()}`)
    for (const sub of ['', '/bewertung', '/dokumente', '/kommunikation', '/notizen', '/status']) {
      await page.goto(`${baseUrl}/bewerber/${id}${sub}`)
      await page.getByRole('navigation', { name: 'Bewerber:in' }).waitFor()
      await page.waitForLoadState('networkidle')
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
      if (width > 390) await screenshot(page, `too-wide${sub.replace('/', '-') || '-profil'}`)
      expect(width, sub || 'Profil').toBeLessThanOrEqual(390)
      // and the page uses the width it has (it used to shrink to its content beside nothing)
      const content = await page.evaluate(
        () => document.querySelector('.applicant-layout__content')?.getBoundingClientRect().width ?? 0,
      )
      expect(content, sub || 'Profil').toBeGreaterThan(340)
    }
    await page.context().close()
  })
})
