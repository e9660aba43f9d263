import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { germanPage, launchBrowser, logInAdmin, RESET_PASSWORD } from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the content security policy holds in the real app', () => {
  it('no page trips a violation (no eval, no inline script), logged out and in', async () => {
    const page = await germanPage(browser)
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (e) => {
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
      })
    })
    const consoleViolations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) consoleViolations.push(m.text())
    })
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

    await page.goto(`${baseUrl}/login`)
    await page.getByRole('button', { name: 'Anmelden' }).waitFor()
    expect(await violations()).toEqual([])
    await logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    for (const path of ['/', '/statistiken', '/bewerber/0', '/einstellungen', '/kalender']) {
      await page.goto(`${baseUrl}${path}`)
      await page.getByRole('main').waitFor()
      await page.waitForLoadState('networkidle')
      expect(await violations(), path).toEqual([])
    }
    expect(consoleViolations).toEqual([])
    await page.context().close()
  })
})
