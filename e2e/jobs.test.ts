import { TOAST_TITLES } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from './browser.ts'
import { laptopPage, phonePage, typeInto, typeIntoLabel } from './person.ts'
import { api, baseUrl, logIn } from './staff.ts'

/**
 * Job postings in the back office: a recruiter writes a job with the keyboard (a typed start date,
 * a salary in German notation, Markdown with a preview), publishes it, and every change is in its
 * history; what was saved is read back through the API.
 */
let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await laptopPage(browser)
  await logIn(page)
})
afterAll(() => browser?.close())

const title = `Pflegefachkraft Nachtdienst ${Date.now().toString(36)}`

async function choose(p: Page, label: string, option: string) {
  await p
    .locator(`.p-dropdown:has(#${await p.getByLabel(label, { exact: true }).getAttribute('id')})`)
    .click()
  await p.getByRole('option', { name: option, exact: true }).click()
}

describe('job postings', () => {
  it('a recruiter writes a job by keyboard, previews its text, publishes it, and the history says so', async () => {
    await page.goto(`${baseUrl}/`)
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      // Exactly: the navigation also lists the open jobs, whose titles may contain the word.
      .getByRole('link', { name: 'Stellen', exact: true })
      .click()
    await page.waitForURL(`${baseUrl}/stellen`)
    await page.getByRole('link', { name: 'Neue Stelle' }).click()
    await page.waitForURL(`${baseUrl}/stellen/0`)

    await typeIntoLabel(page, 'Titel', title)
    await choose(page, 'Berufsgruppe', 'Pflege & Gesundheit')
    await typeIntoLabel(page, 'Ort', 'Köln')
    await choose(page, 'Anstellungsart', 'Teilzeit')
    await typeIntoLabel(page, 'Beginn', '1.3.27')
    await typeIntoLabel(page, 'Gehalt ab (€ im Jahr)', '42.000')
    await typeIntoLabel(page, 'Gehalt bis (€ im Jahr)', '48.500')
    await typeInto(
      page.getByLabel('Beschreibung', { exact: true }),
      '## Ihre Aufgaben\n- **Nachtdienst** auf Station <b>4</b>',
    )
    await page.getByRole('button', { name: 'Vorschau: Beschreibung' }).click()
    const preview = page.locator('#job-description-preview')
    await expect.poll(() => preview.innerHTML()).toContain('<strong>Nachtdienst</strong>')
    // Raw HTML stays text in what the careers page will show.
    expect(await preview.innerHTML()).toContain('&lt;b&gt;4&lt;/b&gt;')
    await preview.getByRole('heading', { name: 'Ihre Aufgaben' }).waitFor()

    await page.getByRole('button', { name: 'Stelle anlegen' }).click()
    await page.getByText(TOAST_TITLES.saved).first().waitFor()
    await page.waitForURL(/\/stellen\/[1-9]\d*$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    const saved = await api<Record<string, unknown>>(page, 'GET', `/api/jobs/${id}`)
    expect(saved).toMatchObject({
      title,
      profession_group: 'pflege',
      location: 'Köln',
      employment_type: 'teilzeit',
      start_date: '2027-03-01',
      salary_min: 42_000,
      salary_max: 48_500,
      state: 'entwurf',
      published_at: null,
    })

    // Published: one more history entry, with the state's German names.
    await choose(page, 'Status', 'Veröffentlicht')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page.getByRole('heading', { name: 'Verlauf' }).waitFor()
    await expect
      .poll(() => page.locator('.job-history > li').first().innerText())
      .toContain('Status: Entwurf → Veröffentlicht')
    expect((await api<{ state: string }>(page, 'GET', `/api/jobs/${id}`)).state).toBe('veroeffentlicht')
    await screenshot(page, 'job-edit')

    // The list shows it among the published ones; its row opens it again.
    await page.goto(`${baseUrl}/stellen`)
    const row = page.getByRole('row').filter({ hasText: title })
    expect(await row.innerText()).toContain('Veröffentlicht')
    await screenshot(page, 'jobs-list')
    await row.getByRole('link', { name: title }).click()
    await page.waitForURL(`${baseUrl}/stellen/${id}`)

    // A new applicant for this job: the profile's „Stelle“ offers it by its title.
    await page.goto(`${baseUrl}/bewerber/0`)
    await typeIntoLabel(page, 'Vorname', 'Selin')
    await typeIntoLabel(page, 'Nachname', `Nacht${Date.now().toString(36)}`)
    await page.locator('.p-dropdown:has(#field-job)').click()
    await page.getByRole('option', { name: title, exact: true }).click()
    await page.getByRole('button', { name: 'Bewerber:in anlegen' }).click()
    await page.waitForURL(/\/bewerber\/[1-9]\d*$/)
    const applicantId = Number(new URL(page.url()).pathname.split('/').pop())
    const applicant = await api<{ job: string | null }>(page, 'GET', `/api/applicants/${applicantId}`)
    expect(applicant.job).toBe(saved.slug)
  })

  it('refuses a salary range the wrong way round in German, on the field, and saves nothing', async () => {
    await page.goto(`${baseUrl}/stellen/0`)
    await typeIntoLabel(page, 'Titel', `${title} falsch`)
    await choose(page, 'Berufsgruppe', 'Pflege & Gesundheit')
    await typeIntoLabel(page, 'Ort', 'Bonn')
    await typeIntoLabel(page, 'Gehalt ab (€ im Jahr)', '50.000')
    await typeIntoLabel(page, 'Gehalt bis (€ im Jahr)', '40.000')
    await page.getByRole('button', { name: 'Stelle anlegen' }).click()
    await page.getByText('Das Gehalt bis darf nicht kleiner sein als das Gehalt ab.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/stellen/0')
    const jobs = await api<Array<{ title: string }>>(page, 'GET', '/api/jobs')
    expect(jobs.some((j) => j.title === `${title} falsch`)).toBe(false)
  })

  it('on a 390 px phone the list and the form fit without sideways scrolling', async () => {
    const phone = await phonePage(browser)
    await logIn(phone)
    for (const path of ['/stellen', '/stellen/0']) {
      await phone.goto(`${baseUrl}${path}`)
      await phone.getByRole('heading', { level: 1 }).waitFor()
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
    await screenshot(phone, 'job-form-phone')
    await phone.context().close()
  })
})
