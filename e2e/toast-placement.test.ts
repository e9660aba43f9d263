import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from './browser.ts'
import { laptopPage, phonePage, typeIntoLabel } from './person.ts'
import { baseUrl, logIn, newApplicant, unique } from './staff.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The page's actions: every visible control in the top bar and the page's header rows. */
const ACTIONS = ['.topbar', '.page-header', '.applicant-header', '.section-head']
  .map((row) => `${row} :is(button, a, .p-inputswitch)`)
  .join(', ')

/** Actions a visible toast covers (by their accessible text), once the toast has settled. */
async function coveredActions(page: Page): Promise<string[]> {
  const toast = page.locator('.p-toast-message').first()
  await toast.waitFor()
  await page.waitForTimeout(500)
  return page.evaluate((selector) => {
    const message = document.querySelector('.p-toast-message')?.getBoundingClientRect()
    if (!message) return ['(kein Toast)']
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        return (
          box.left < message.right &&
          message.left < box.right &&
          box.top < message.bottom &&
          message.top < box.bottom
        )
      })
      .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.className)
  }, ACTIONS)
}

async function closeToasts(page: Page) {
  for (const close of await page.locator('.p-toast-icon-close').all()) await close.click()
  await page.locator('.p-toast-message').first().waitFor({ state: 'detached' })
}

async function toastsBesideActions(page: Page, name: string) {
  await logIn(page)
  const last = `Toast${unique()}`
  const id = await newApplicant(page, 'Ole', last)

  // Profile: the header's toggles raise a toast right beside them.
  await page.goto(`${baseUrl}/bewerber/${id}`)
  await page.getByRole('button', { name: 'Als qualifiziert markieren' }).click()
  expect(await coveredActions(page)).toEqual([])
  await screenshot(page, `toast-${name}-profile`)
  await closeToasts(page)

  // Notes: saving from the dialog, with the section's own button below the header.
  await page.goto(`${baseUrl}/bewerber/${id}/notizen`)
  await page.getByRole('button', { name: 'Notiz hinzufügen' }).click()
  await typeIntoLabel(page, 'Notiz', 'Bitte Rückruf morgen früh')
  await page.getByRole('button', { name: 'Speichern' }).click()
  expect(await coveredActions(page)).toEqual([])
  await screenshot(page, `toast-${name}-notes`)
  await page.context().close()
}

describe('toasts never cover the page’s actions', () => {
  it('at 1440×900', async () => {
    await toastsBesideActions(await laptopPage(browser), 'laptop')
  })

  it('at 390×844', async () => {
    await toastsBesideActions(await phonePage(browser), 'phone')
  })
})
