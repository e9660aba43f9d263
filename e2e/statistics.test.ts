import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apiMutation, createApplicantInForm, screenshot } from './browser.ts'
import { baseUrl } from './own-server.ts'
import { adminSession } from './session.ts'

const admin = adminSession()

/** A mutation as the SPA sends it; it must succeed. */
async function api(method: 'POST' | 'PUT', path: string, body: unknown) {
  const response = await apiMutation(admin.page, baseUrl, method, path, body)
  expect(response.status(), await response.text()).toBeLessThan(300)
  return response.json()
}

const card = (title: string) => admin.page.getByRole('region', { name: title, exact: true })
const kpi = (label: string) =>
  admin.page.locator('.stats-kpi', { hasText: label }).locator('.stats-kpi__value')

describe('statistics in Chromium', () => {
  it('shows key figures and charts, a chart as a table, and exports it as CSV', async () => {
    // Two applicants in "IT & Software" (no other suite uses it): one hired, one new.
    const formId = await createApplicantInForm(admin.page, baseUrl, {
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

    await admin.page.goto(`${baseUrl}/statistiken`)
    await admin.page.getByRole('heading', { name: 'Statistiken', level: 1 }).waitFor()
    await admin.page.locator('.p-dropdown:has(#stats-group)').click()
    await admin.page.getByRole('option', { name: 'IT & Software', exact: true }).click()
    await admin.page.waitForURL(/berufsgruppe=it/)
    await kpi('Bewerbungen im Zeitraum').getByText('2', { exact: true }).waitFor()
    expect(await kpi('Einstellungen').textContent()).toBe('1')
    expect(await kpi('Absagen').textContent()).toBe('0')
    expect(await kpi('Median Tage bis Einstellung').textContent()).toBe('0')
    expect(await admin.page.getByLabel('Von', { exact: true }).inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)

    // Chart.js draws into every chart with data (no ratings yet: that card says so).
    await card('Durchschnittliche Bewertungen').getByText('Keine Daten im gewählten Zeitraum.').waitFor()
    await admin.page.waitForFunction(() => {
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('.stats-card canvas')]
      return canvases.length === 6 && canvases.every((c) => c.style.boxSizing === 'border-box')
    })

    // The pipeline as a table, opened from the keyboard.
    const pipeline = card('Pipeline nach Status')
    await pipeline.getByRole('button', { name: 'Als Tabelle anzeigen' }).focus()
    await admin.page.keyboard.press('Enter')
    const hired = pipeline.getByRole('row', { name: /^Eingestellt/ })
    expect(await hired.locator('td').allTextContents()).toEqual(['1', '50\u00a0%'])
    await pipeline.getByRole('button', { name: 'Als Diagramm anzeigen' }).waitFor()

    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
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
    await admin.page.locator('.p-dropdown:has(#stats-group)').click()
    await admin.page.getByRole('option', { name: 'Büro & Verwaltung', exact: true }).click()
    await admin.page.getByText('In dieser Berufsgruppe gibt es noch keine Bewerber:innen.').waitFor()
    await admin.page.getByRole('link', { name: 'Bewerber:in anlegen' }).waitFor()

    // All groups again, a quick pick, and a look at the whole page.
    await admin.page.locator('.p-dropdown:has(#stats-group)').click()
    await admin.page.getByRole('option', { name: 'Alle Berufsgruppen', exact: true }).click()
    await admin.page.getByRole('button', { name: 'Letzte 30 Tage' }).click()
    await admin.page.getByRole('button', { name: 'Letzte 30 Tage', pressed: true }).waitFor()
    await admin.page.waitForFunction(() => {
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('.stats-card canvas')]
      return canvases.length >= 6 && canvases.every((c) => c.style.boxSizing === 'border-box')
    })
    // The shell scrolls inside the page: a tall window shows every card at once.
    await admin.page.setViewportSize({ width: 1440, height: 2200 })
    await screenshot(admin.page, 'statistics')
  })
})
