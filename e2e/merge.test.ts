import { MERGE_TOASTS, NEEDS_REVIEW_LABEL } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setUpCompany } from './api-session.ts'
import { apiMutation, launchBrowser, logInAdmin, screenshot } from './browser.ts'
import { startServer } from './fresh-server.ts'
import { apiGet, laptopPage, phonePage } from './person.ts'

/**
 * A duplicate that arrived by itself is merged into the existing applicant by a person with the
 * keyboard: the page names the original, the dialog shows both sides field by field, one field is
 * taken from the duplicate, and the API shows that everything moved. The server is one of this
 * file's own that marks duplicates the way the intake will (e2e/intake-server.ts).
 */
const admin = { email: 'merge.admin@example.test', password: 'Startpasswort für Dubletten 3' }

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
beforeAll(async () => {
  server = await startServer({ admin, label: 'merge', intake: true })
  await setUpCompany(server.baseUrl, admin.email, admin.password)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const logIn = (page: Page) => logInAdmin(page, server.baseUrl, admin.email, [admin.password])

async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await apiMutation(page, server.baseUrl, 'POST', path, body)
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

let pair = 0
/** Jülide Özdemir as staff entered her, and the same person again from the careers page. */
async function twins(page: Page) {
  pair += 1
  const email = `juelide.dublette${pair}@example.de`
  const existing = await post<{ id: number }>(page, '/api/applicants', {
    salutation: 'frau',
    first_name: 'Jülide',
    last_name: 'Özdemir',
    email,
    phone: `0171 234567${pair}`,
    street: 'Lindenstraße 4',
    postal_code: '50674',
    city: 'Köln',
    profession_group: 'pflege',
    languages: ['de', 'tr'],
  })
  const duplicate = await post<{ id: number }>(page, '/api/applicants', {
    salutation: 'frau',
    first_name: 'Jülide',
    last_name: 'Özdemir-Weiß',
    email,
    city: 'Berlin',
    birth_date: '1990-02-14',
    remarks: 'Hat sich über die Karriereseite beworben und kann ab sofort anfangen.',
    confirm_duplicate: true,
  })
  await post(page, '/api/ratings', { applicant_id: duplicate.id, Rating: 4, Text: 'Sehr freundlich' })
  await post(page, '/api/notes', { applicant_id: duplicate.id, note: 'Ruft am Montag zurück.' })
  await post(page, '/api/messages', { applicant_id: duplicate.id, content: 'Entwurf an Jülide', draft: 1 })
  await server.markDuplicate(duplicate.id, existing.id)
  return { existing: existing.id, duplicate: duplicate.id }
}

/** Presses Tab until the control with this accessible name has the focus. */
async function tabTo(page: Page, name: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el) return ''
      const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null
      return (el.getAttribute('aria-label') ?? label?.textContent ?? el.textContent ?? '').trim()
    })
    if (focused === name) return
  }
  throw new Error(`Tab never reached „${name}“`)
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Dublette zusammenführen' })

describe('merging a duplicate', () => {
  it('by keyboard on a laptop: the original is named, one field is taken from the duplicate, all moves', async () => {
    const page = await laptopPage(browser)
    await logIn(page)
    const { existing, duplicate } = await twins(page)
    const reviewed = page.waitForResponse((r) => r.url().endsWith(`/api/applicants/${duplicate}/reviewed`))
    await page.goto(`${server.baseUrl}/bewerber/${duplicate}`)
    await page.getByText('Mögliche Dublette von').waitFor()
    await page.getByText(NEEDS_REVIEW_LABEL, { exact: true }).waitFor()
    expect((await reviewed).status()).toBe(200)
    expect(await page.getByRole('link', { name: 'Jülide Özdemir', exact: true }).getAttribute('href')).toBe(
      `/bewerber/${existing}`,
    )
    await screenshot(page, 'merge-banner')

    await tabTo(page, 'Zusammenführen…')
    await page.keyboard.press('Enter')
    const dialog = dialogOf(page)
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain(
      'Von der Dublette übernommen: 1 Bewertung, 1 Notiz, 1 Nachricht',
    )
    const city = dialog.getByRole('group', { name: 'Ort' })
    expect(await city.getByRole('radio', { name: 'Bestehend: Köln' }).isChecked()).toBe(true)
    // An empty field of the existing applicant takes the duplicate's value unless the person says otherwise.
    expect(await dialog.getByRole('radio', { name: 'Dublette: 14.02.1990' }).isChecked()).toBe(true)
    await screenshot(page, 'merge-dialog')

    // Tab reaches the chosen radio of each field; the arrow keys choose within it.
    await tabTo(page, 'Bestehend: Köln')
    await page.keyboard.press('ArrowDown')
    expect(await city.getByRole('radio', { name: 'Dublette: Berlin' }).isChecked()).toBe(true)
    await tabTo(page, 'Zusammenführen')
    await page.keyboard.press('Space')
    await page.waitForURL(`${server.baseUrl}/bewerber/${existing}`)
    await page.locator('.p-toast').getByText(MERGE_TOASTS.success, { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Jülide Özdemir' }).waitFor()
    await screenshot(page, 'merge-done')

    const gone = await page.request.get(`${server.baseUrl}/api/applicants/${duplicate}`)
    expect(gone.status()).toBe(404)
    const detail = await apiGet<{
      applicant: Record<string, unknown>
      ratings: { list: unknown[]; averageRating: number | null }
      notes: Array<{ note: string }>
      messages: unknown[]
    }>(page, server.baseUrl, `/api/applicant-detail/${existing}`)
    expect(detail.applicant).toMatchObject({
      last_name: 'Özdemir',
      city: 'Berlin',
      phone: '0171 2345671',
      birth_date: '1990-02-14',
      remarks: 'Hat sich über die Karriereseite beworben und kann ab sofort anfangen.',
      duplicate_of: null,
    })
    expect(detail.ratings).toMatchObject({ averageRating: 4 })
    expect(detail.ratings.list).toHaveLength(1)
    expect(detail.notes.map((n) => n.note)).toEqual(['Ruft am Montag zurück.'])
    expect(detail.messages).toHaveLength(1)
    const history = await apiGet<Array<{ action: string; changes: Array<{ new: unknown }> }>>(
      page,
      server.baseUrl,
      `/api/history/${existing}`,
    )
    const merged = history.find((h) => h.action === 'merged')
    expect(merged?.changes[0]?.new).toBe(`Jülide Özdemir (Nr. ${existing})`)
    // The history on the page says what happened, in words.
    await page.getByRole('link', { name: 'Status' }).click()
    await page.getByText('Zusammengeführt', { exact: true }).first().waitFor()
    await page
      .getByText(`Dublette: Jülide Özdemir-Weiß (Nr. ${duplicate}) → Jülide Özdemir (Nr. ${existing})`)
      .waitFor()
    await page.getByText('Übernommen: 1 Bewertung, 1 Notiz, 1 Nachricht').waitFor()
    await page.getByText('Geburtsdatum: – → 14.02.1990').waitFor()
    await screenshot(page, 'merge-history')
    await page.context().close()
  })

  it('on a 390 px phone: „Bitte prüfen“ in the list, the dialog fits the screen, Abbrechen leaves both', async () => {
    const page = await phonePage(browser)
    await logIn(page)
    const { existing, duplicate } = await twins(page)
    await page.goto(`${server.baseUrl}/`)
    const row = page.locator('.name-cell', { hasText: 'Özdemir-Weiß, Jülide' })
    await row.getByText(NEEDS_REVIEW_LABEL, { exact: true }).waitFor()
    await screenshot(page, 'merge-list-phone')

    await row.getByRole('link').click()
    await page.waitForURL(`${server.baseUrl}/bewerber/${duplicate}`)
    await page.getByRole('button', { name: 'Zusammenführen…' }).click()
    const dialog = dialogOf(page)
    await dialog.waitFor()
    await dialog.getByRole('group', { name: 'Ort' }).waitFor()
    const box = await dialog.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    const overflow = await dialog.evaluate((el) => {
      const content = el.querySelector('.p-dialog-content') as HTMLElement
      return content.scrollWidth - content.clientWidth
    })
    expect(overflow).toBe(0)
    await page.screenshot({ path: `${import.meta.dirname}/screenshots/merge-dialog-phone.png` })
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const still = await apiGet<{ duplicate_of: number | null; needs_review: boolean }>(
      page,
      server.baseUrl,
      `/api/applicants/${duplicate}`,
    )
    expect(still).toMatchObject({ duplicate_of: existing, needs_review: false })
    await page.context().close()
  })
})
