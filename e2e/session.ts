import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { germanPage, launchBrowser } from './browser.ts'
import { logIn } from './staff.ts'

export interface AdminSession {
  /** The file's one browser: for more pages of the same person (a phone) or other people. */
  readonly browser: Browser
  /** A German laptop page (de-DE, Berlin time, 1440×900) on which the admin is logged in. */
  readonly page: Page
  /** Logs the admin in on another page of the file (a phone), or again on the main one. */
  logIn(page?: Page): Promise<void>
}

export interface AdminSessionOptions {
  /**
   * The app asks in its own dialogs: a browser dialog (confirm, alert) on the main page is a defect.
   * Each is dismissed and noted from before the login on, and the file fails after its last test
   * if there was one.
   */
  noBrowserDialogs?: boolean
}

/**
 * What most flow files start with: Debian's Chromium for the whole file, one German page, and the
 * e2e admin of this worker's server logged in on it before the first test; the browser is closed
 * after the last. Call it once at the top of the file; its hooks run before the file's own.
 */
export function adminSession(options: AdminSessionOptions = {}): AdminSession {
  let browser: Browser | undefined
  let page: Page | undefined
  const browserDialogs: string[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
    page = await germanPage(browser)
    if (options.noBrowserDialogs)
      page.on('dialog', (dialog) => {
        browserDialogs.push(dialog.message())
        void dialog.dismiss()
      })
    await logIn(page)
  })
  afterAll(async () => {
    await browser?.close()
    expect(browserDialogs).toEqual([])
  })
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('adminSession is used before its beforeAll ran')
    return value
  }
  return {
    get browser() {
      return ready(browser)
    },
    get page() {
      return ready(page)
    },
    logIn: (other) => logIn(other ?? ready(page)),
  }
}
