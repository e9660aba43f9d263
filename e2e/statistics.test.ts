import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  apiMutation,
  createApplicantInForm,
  germanPage,
  launchBrowser,
  logInAdmin,
  RESET_PASSWORD,
  screenshot,
} from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await germanPage(browser)
})
afterAll(() => browser?.close())

/** A mutation as the SPA sends it; it must succeed. */
async function api(method: 'POST' | 'PUT', path: string, body: unknown) {
  const response = await apiMutation(page, baseUrl, method, path, body)
  expect(response.status(), await response.text()).toBeLessThan(300)
  return response.json()
}

const card = (title: string) => page.getByRole('region', { name: title, exact: true })
const kpi = (label: string) => page.locator('.stats-kpi', { hasText: label }).locator('.stats-kpi__value')

describe('statistics in Chromium', () => {
  it('shows key figures and charts, a chart as a table, and exports it as CSV', async () => {
    await logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    // Two applicants in "IT & Software" (no other suite uses it): one hired, one new.
    const formId = await createApplicantInForm(page, baseUrl, {
      salutation: 'Frau',
      firstName: 'Greta',
      lastName: 'Statistik',
      email: 'greta.statistik@example.de',
    })
    await api('PUT', `/api/applicants/${formId}`, { profession_group: 'it', source: 'linkedin' })
    const { id: apiId } = await api('POST', '/api/applicants', {
      first_name: 'Hakan',
      last_name: 'Zählwerk',
      profession_group: 'it',
      source: 'linkedin',
      confirm_duplicate: true,
    })
    await api('PUT', `/api/applicants/${apiId}`, { status: 'eingestellt' })

    await page.goto(`${baseUrl}/statistiken`)
    await page.getByRole('heading', { name: 'Statistiken', level: 1 }).waitFor()
    await page.locator('.p-dropdown:has(#stats-group)').click()
    await page.getByRole('option', { name: 'IT & Software', exact: true }).click()
    await page.waitForURL(/berufsgruppe=it/)
    await kpi('Bewerbungen im Zeitraum').getByText('2', { exact: true }).waitFor()
    expect(await kpi('Einstellungen').textContent()).toBe('1')
    expect(await kpi('Absagen').textContent()).toBe('0')
    expect(await kpi('Median Tage bis Einstellung').textContent()).toBe('0')
    expect(await page.getByLabel('Von', { exact: true }).inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)

    // Chart.js draws into every chart with data (no ratings yet: that card says so).
    await card('Durchschnittliche Bewertungen').getByText('Keine Daten im gewählten Zeitraum.').waitFor()
    await page.waitForFunction(() => {
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('.stats-card canvas')]
      return canvases.length === 6 && canvases.every((c) => c.style.boxSizing === 'border-box')
    })

    // The pipeline as a table, opened from the keyboard.
    const pipeline = card('Pipeline nach Status')
    await pipeline.getByRole('button', { name: 'Als Tabelle anzeigen' }).focus()
    await page.keyboard.press('Enter')
    const hired = pipeline.getByRole('row', { name: /^Eingestellt/ })
    expect(await hired.locator('td').allTextContents()).toEqual(['1', '50\u00a0%'])
    await pipeline.getByRole('button', { name: 'Als Diagramm anzeigen' }).waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pipeline.getByRole('button', { name: 'CSV exportieren' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^statistik-status-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe('Status;Anzahl;Anteil (%)')
    expect(lines).toContain('Eingestellt;1;50')

    // A group nobody applied in: an empty state that says what to do.
    await pipeline.getByRole('button', { name: 'Als Diagramm anzeigen' }).click()
    await page.locator('.p-dropdown:has(#stats-group)').click()
    await page.getByRole('option', { name: 'Büro & Verwaltung', exact: true }).click()
    await page.getByText('In dieser Berufsgruppe gibt es noch keine Bewerber:innen.').waitFor()
    await page.getByRole('link', { name: 'Bewerber:in anlegen' }).waitFor()

    // All groups again, a quick pick, and a look at the whole page.
    await page.locator('.p-dropdown:has(#stats-group)').click()
    await page.getByRole('option', { name: 'Alle Berufsgruppen', exact: true }).click()
    await page.getByRole('button', { name: 'Letzte 30 Tage' }).click()
    await page.getByRole('button', { name: 'Letzte 30 Tage', pressed: true }).waitFor()
    await page.waitForFunction(() => {
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('.stats-card canvas')]
      return canvases.length >= 6 && canvases.every((c) => c.style.boxSizing === 'border-box')
    })
    // The shell scrolls inside the page: a tall window shows every card at once.
    await page.setViewportSize({ width: 1440, height: 2200 })
    await screenshot(page, 'statistics')
  })
})
