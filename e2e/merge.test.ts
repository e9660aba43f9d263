import { CAREERS_LIMITS, CAREERS_TEXTS, MERGE_TOASTS } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setUpCompany } from './api-session.ts'
import { apiMutation, launchBrowser, logInAdmin, screenshot } from './browser.ts'
import { startServer } from './fresh-server.ts'
import { apiGet, laptopPage, phonePage } from './person.ts'

/**
 * A duplicate that arrived by itself is merged into the existing applicant by a person with the
 * keyboard: Jülide Özdemir is in the back office already and applies again on the careers page with
 * the same address, which marks the new record as her duplicate; the page names the original, the
 * dialog shows both sides field by field, one field is taken from the duplicate, and the API shows
 * that everything moved. The file has a server of its own, so the careers page's limits per address
 * never meet another file's applications.
 */
const admin = { email: 'merge.admin@example.test', password: 'Startpasswort für Dubletten 3' }

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
beforeAll(async () => {
  server = await startServer({ admin, label: 'merge' })
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

let jobSlug: string | undefined
/** The published job both applications are for. */
async function job(page: Page) {
  jobSlug ??= (
    await post<{ slug: string }>(page, '/api/jobs', {
      title: 'Pflegefachkraft (m/w/d)',
      profession_group: 'pflege',
      location: 'Köln',
      employment_type: 'vollzeit',
      description: 'Wir suchen **Sie**.',
      state: 'veroeffentlicht',
    })
  ).slug
  return jobSlug
}

const berlinDay = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
})

/**
 * Applies on the careers page as a visitor without a login does, taking the time a person takes;
 * returns the day in Berlin the application was sent on, read when it was (the day the consent is
 * dated), not when the file started: a run shortly before midnight ends on the next day.
 */
async function applyOnCareersPage(slug: string, person: { first: string; last: string; email: string }) {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' })
  const visitor = await context.newPage()
  await visitor.goto(`${server.baseUrl}/karriere/${slug}`)
  await visitor.getByLabel('Vorname').fill(person.first)
  await visitor.getByLabel('Nachname').fill(person.last)
  await visitor.getByLabel('E-Mail-Adresse').fill(person.email)
  await visitor.locator('#bewerbung-consent').check()
  await visitor.waitForTimeout((CAREERS_LIMITS.minFillSeconds + 1) * 1000)
  await visitor.getByRole('button', { name: CAREERS_TEXTS.send }).click()
  await visitor.getByText(CAREERS_TEXTS.thanksTitle).waitFor()
  const sentOn = berlinDay.format(new Date())
  await context.close()
  return sentOn
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
    languages: ['de', 'tr'],
  })
  const consentDay = await applyOnCareersPage(await job(page), {
    first: 'Jülide',
    last: 'Özdemir-Weiß',
    email,
  })
  const list = await apiGet<{ data: Array<{ id: number; email: string; duplicate_of: number | null }> }>(
    page,
    server.baseUrl,
    '/api/applicants?per_page=500',
  )
  const duplicate = list.data.find((a) => a.email === email && a.id !== existing.id)
  // The careers page marked it: same address, never refused.
  expect(duplicate?.duplicate_of).toBe(existing.id)
  const id = duplicate?.id ?? 0
  await post(page, '/api/ratings', { applicant_id: id, Rating: 4, Text: 'Sehr freundlich' })
  await post(page, '/api/notes', { applicant_id: id, note: 'Ruft am Montag zurück.' })
  await post(page, '/api/messages', { applicant_id: id, content: 'Entwurf an Jülide', draft: 1 })
  return { existing: existing.id, duplicate: id, consentDay }
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
    const { existing, duplicate, consentDay } = await twins(page)
    const duplicateMessages = (await apiGet<unknown[]>(page, server.baseUrl, `/api/messages/${duplicate}`))
      .length
    const nachrichten = duplicateMessages === 1 ? '1 Nachricht' : `${duplicateMessages} Nachrichten`
    await page.goto(`${server.baseUrl}/bewerber/${duplicate}`)
    await page.getByText('Mögliche Dublette von').waitFor()
    expect(await page.getByRole('link', { name: 'Jülide Özdemir', exact: true }).getAttribute('href')).toBe(
      `/bewerber/${existing}`,
    )
    await screenshot(page, 'merge-banner')

    await tabTo(page, 'Zusammenführen…')
    await page.keyboard.press('Enter')
    const dialog = dialogOf(page)
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain(
      `Von der Dublette übernommen: 1 Bewertung, 1 Notiz, ${nachrichten}; dazu Verlauf`,
    )
    const lastName = dialog.getByRole('group', { name: 'Nachname' })
    expect(await lastName.getByRole('radio', { name: 'Bestehend: Özdemir' }).isChecked()).toBe(true)
    // An empty field of the existing applicant takes the duplicate's value unless the person says otherwise.
    expect(await dialog.getByRole('radio', { name: 'Dublette: Pflegefachkraft (m/w/d)' }).isChecked()).toBe(
      true,
    )
    expect(await dialog.getByRole('radio', { name: 'Bestehend: Köln' }).isChecked()).toBe(true)
    await screenshot(page, 'merge-dialog')

    // Tab reaches the chosen radio of each field; the arrow keys choose within it.
    await tabTo(page, 'Bestehend: Özdemir')
    await page.keyboard.press('ArrowDown')
    expect(await lastName.getByRole('radio', { name: 'Dublette: Özdemir-Weiß' }).isChecked()).toBe(true)
    await tabTo(page, 'Zusammenführen')
    await page.keyboard.press('Space')
    await page.waitForURL(`${server.baseUrl}/bewerber/${existing}`)
    await page.locator('.p-toast').getByText(MERGE_TOASTS.success, { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Jülide Özdemir-Weiß' }).waitFor()
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
      salutation: 'frau',
      last_name: 'Özdemir-Weiß',
      city: 'Köln',
      phone: '0171 2345671',
      job: await job(page),
      profession_group: 'pflege',
      channel: 'manuell',
      duplicate_of: null,
    })
    expect(detail.applicant.privacy_consent_at).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(detail.ratings).toMatchObject({ averageRating: 4 })
    expect(detail.ratings.list).toHaveLength(1)
    expect(detail.notes.map((n) => n.note)).toEqual(['Ruft am Montag zurück.'])
    expect(detail.messages).toHaveLength(duplicateMessages)
    const history = await apiGet<Array<{ action: string; changes: Array<{ new: unknown }> }>>(
      page,
      server.baseUrl,
      `/api/history/${existing}`,
    )
    expect(history.find((h) => h.action === 'merged')?.changes[0]?.new).toBe(
      `Jülide Özdemir (Nr. ${existing})`,
    )
    // The duplicate's own story came along: „Bewerbung eingegangen“ is in the target's history now.
    expect(history.map((h) => h.action)).toContain('received')

    // The history on the page says what happened, in words.
    await page.getByRole('link', { name: 'Status' }).click()
    await page.getByText('Zusammengeführt', { exact: true }).first().waitFor()
    await page
      .getByText(`Dublette: Jülide Özdemir-Weiß (Nr. ${duplicate}) → Jülide Özdemir (Nr. ${existing})`)
      .waitFor()
    await page.getByText(`Übernommen: 1 Bewertung, 1 Notiz, ${nachrichten}, 1 Einwilligung`).waitFor()
    await page.getByText('Nachname: Özdemir → Özdemir-Weiß').waitFor()
    await page.getByText(`Datenschutzeinwilligung am: – → ${consentDay}`).waitFor()
    await screenshot(page, 'merge-history')
    await page.context().close()
  })

  it('on a 390 px phone: the dialog fits the screen, Abbrechen leaves both as they were', async () => {
    const page = await phonePage(browser)
    await logIn(page)
    const { existing, duplicate } = await twins(page)
    await page.goto(`${server.baseUrl}/bewerber/${duplicate}`)
    await page.getByText('Mögliche Dublette von').waitFor()
    await screenshot(page, 'merge-banner-phone')
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
    // The opening animation is over before the picture is taken.
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${import.meta.dirname}/screenshots/merge-dialog-phone.png` })
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const still = await apiGet<{ duplicate_of: number | null }>(
      page,
      server.baseUrl,
      `/api/applicants/${duplicate}`,
    )
    expect(still.duplicate_of).toBe(existing)
    expect((await apiGet<unknown[]>(page, server.baseUrl, `/api/notes/${duplicate}`)).length).toBe(1)
    await page.context().close()
  })
})
