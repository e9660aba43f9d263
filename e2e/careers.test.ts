import { CAREERS_TEXTS } from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_COMPANY } from './api-session.ts'
import { launchBrowser, newestMail, screenshot } from './browser.ts'
import { dataDir } from './own-server.ts'
import { laptopPage, phonePage, typeIntoLabel } from './person.ts'
import { api, baseUrl, logIn, unique } from './staff.ts'

/**
 * The careers page as a visitor meets it: on a phone, without an account, applying with a PDF by
 * keyboard; and the back office, open at the same time, where the application arrives by itself.
 */
let browser: Browser
let staff: Page
let phone: Page
const suffix = unique()
const title = `Pflegehelfer:in Frühdienst ${suffix}`
let job: { id: number; slug: string }
/** A minimal valid PDF, as a phone's file picker hands it over. */
const CV = {
  name: 'lebenslauf.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
}

beforeAll(async () => {
  browser = await launchBrowser()
  staff = await laptopPage(browser)
  await logIn(staff)
  job = await api<{ id: number; slug: string }>(staff, 'POST', '/api/jobs', {
    title,
    profession_group: 'pflege',
    location: 'Köln',
    employment_type: 'teilzeit',
    start_date: null,
    salary_min: 30_000,
    salary_max: 34_000,
    description: 'Sie unterstützen unser Team im **Frühdienst**.',
    requirements: '- Freude am Umgang mit Menschen',
    contact_user_id: null,
    state: 'veroeffentlicht',
  })
  phone = await phonePage(browser)
})
afterAll(() => browser?.close())

interface Row {
  id: number
  email: string
  job: string | null
  channel: string
  duplicate_of: number | null
}

const byEmail = async (email: string) => {
  const filters = JSON.stringify({
    email: { operator: 'and', constraints: [{ value: email, matchMode: 'equals' }] },
  })
  return (
    await api<{ data: Row[] }>(
      staff,
      'GET',
      `/api/applicants?filters=${encodeURIComponent(filters)}&sort=id&order=asc`,
    )
  ).data
}

/** Fills the form like a person on a phone: labelled fields by keyboard, the file picker, Space on the checkbox. */
async function fillForm(page: Page, person: { first: string; last: string; email: string }) {
  await typeIntoLabel(page, 'Vorname *', person.first)
  await typeIntoLabel(page, 'Nachname *', person.last)
  await typeIntoLabel(page, 'E-Mail-Adresse *', person.email)
  await typeIntoLabel(page, 'Telefon', '0221 1234567')
  await typeIntoLabel(page, 'Verfügbar ab (TT.MM.JJJJ)', '1.2.2027')
  await typeIntoLabel(page, 'Gehaltswunsch (€ brutto im Jahr)', '32000')
  await typeIntoLabel(page, 'Kurze Nachricht', 'Ich arbeite gern früh.')
  await page.getByLabel('Unterlagen').setInputFiles(CV)
}

describe('careers page', () => {
  it('a visitor finds the job on a phone and applies with a PDF; the open overview shows the applicant', async () => {
    await staff.goto(`${baseUrl}/`)
    await staff.getByRole('table').waitFor()

    await phone.goto(`${baseUrl}/karriere`)
    await phone.getByRole('heading', { name: CAREERS_TEXTS.jobsHeading, level: 1 }).waitFor()
    await screenshot(phone, 'careers-list-phone')
    await phone.getByLabel('Ort').selectOption('Köln')
    await phone.getByRole('button', { name: 'Filtern' }).click()
    await phone.waitForURL(/ort=K/)
    await phone.getByRole('link', { name: title }).click()
    await phone.getByRole('heading', { name: title, level: 1 }).waitFor()
    expect(await phone.locator('script[type="application/ld+json"]').count()).toBe(1)
    await phone.getByRole('link', { name: CAREERS_TEXTS.apply }).click()
    // A person reads the job before applying (a form sent back within seconds is taken for a bot's).
    await phone.waitForTimeout(3_000)

    const email = `frueh.${suffix}@example.de`
    await fillForm(phone, { first: 'Zoë', last: `Küçük ${suffix}`, email })
    await expect.poll(() => phone.locator('.file-list li').count()).toBe(1)
    // Sent without consent: the message is beside the box, the file stays chosen.
    await phone.getByRole('button', { name: CAREERS_TEXTS.send }).click()
    await phone.getByText(CAREERS_TEXTS.consentMissing).first().waitFor()
    expect(await phone.locator('.file-list li').count()).toBe(1)
    await screenshot(phone, 'careers-form-refused-phone')

    await phone.getByLabel(/Ich habe die Datenschutzhinweise gelesen/).focus()
    await phone.keyboard.press('Space')
    const sentAt = Date.now()
    await phone.getByRole('button', { name: CAREERS_TEXTS.send }).press('Enter')
    await phone.waitForURL(`${baseUrl}/karriere/${job.slug}/danke`)
    await phone.getByRole('heading', { name: CAREERS_TEXTS.thanksTitle }).waitFor()
    await screenshot(phone, 'careers-thanks-phone')

    // The back office, left open, shows the new applicant by itself.
    await staff.getByRole('cell', { name: new RegExp(`Küçük ${suffix}, `) }).waitFor({ timeout: 30_000 })
    const visibleAfterMs = Date.now() - sentAt
    console.info(`Bewerbung sichtbar in der offenen Übersicht nach ${visibleAfterMs} ms`)

    const [applicant] = await byEmail(email)
    expect(applicant).toMatchObject({ job: job.slug, channel: 'karriereseite', duplicate_of: null })
    const detail = await api<{ documents: Array<{ name: string }>; applicant: Record<string, unknown> }>(
      staff,
      'GET',
      `/api/applicant-detail/${applicant?.id}`,
    )
    expect(detail.documents.map((d) => d.name)).toEqual(['lebenslauf.pdf'])
    expect(detail.applicant).toMatchObject({
      first_name: 'Zoë',
      phone: '0221 1234567',
      available_from: '2027-02-01',
      desired_salary: 32_000,
      status: 'neu',
    })
    const mail = await newestMail(dataDir, `Ihre Bewerbung bei ${E2E_COMPANY.company_name}`)
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email)
    expect(mail.text).not.toContain('{{')

    // A recruiter finds the applicant under the job (the navigation's item) and opens the CV.
    await staff
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: new RegExp(title) })
      .click()
    await staff.waitForURL(/filter=stelle/)
    await staff
      .getByRole('link', { name: new RegExp(`Küçük ${suffix}`) })
      .first()
      .click()
    await staff.waitForURL(/\/bewerber\/[1-9]\d*/)
    await staff.goto(`${baseUrl}/bewerber/${applicant?.id}/dokumente`)
    await staff.getByRole('cell', { name: 'lebenslauf.pdf', exact: true }).waitFor()
  })

  it('a second application with the same address is taken like the first and marked for staff', async () => {
    const email = `frueh.${suffix}@example.de`
    await phone.goto(`${baseUrl}/karriere/${job.slug}`)
    await fillForm(phone, { first: 'Zoe', last: `Kücük ${suffix}`, email })
    await phone.getByLabel(/Ich habe die Datenschutzhinweise gelesen/).check()
    await phone.waitForTimeout(3_000)
    await phone.getByRole('button', { name: CAREERS_TEXTS.send }).click()
    await phone.waitForURL(`${baseUrl}/karriere/${job.slug}/danke`)
    const found = await byEmail(email)
    expect(found).toHaveLength(2)
    expect(found[1]?.duplicate_of).toBe(found[0]?.id)
  })

  it('an admin switches a question off and names a site that may frame the page, by keyboard', async () => {
    await staff.goto(`${baseUrl}/einstellungen`)
    const card = staff.getByRole('region', { name: 'Karriereseite' })
    await card.getByLabel('Telefon', { exact: true }).focus()
    await staff.keyboard.press('Space')
    await typeIntoLabel(
      staff,
      'Einbetten erlaubt auf (eine Adresse je Zeile)',
      'https://www.muster-pflege.example',
    )
    await card.getByRole('button', { name: 'Karriereseite speichern' }).click()
    await staff.getByText('Die Karriereseite wurde gespeichert.').waitFor()
    await card.getByLabel('Code zum Einbetten').waitFor()
    await screenshot(staff, 'careers-settings')
    const saved = await api<{ asked_fields: string[]; embed_origins: string[] }>(
      staff,
      'GET',
      '/api/careers-settings',
    )
    expect(saved.asked_fields).toEqual(['available_from', 'desired_salary', 'message'])
    expect(saved.embed_origins).toEqual(['https://www.muster-pflege.example'])
    const framed = await phone.goto(`${baseUrl}/karriere/${job.slug}?embed=1`)
    expect(framed?.headers()['content-security-policy']).toContain(
      "frame-ancestors 'self' https://www.muster-pflege.example",
    )
    expect(await phone.getByLabel('Telefon', { exact: true }).count()).toBe(0)

    // A typo in an address is refused beside the field, and nothing else changes.
    await typeIntoLabel(staff, 'Einbetten erlaubt auf (eine Adresse je Zeile)', 'www.ohne-schema.example')
    await card.getByRole('button', { name: 'Karriereseite speichern' }).click()
    await card.getByText('Bitte Adressen wie https://www.firma.de angeben (ohne Pfad).').waitFor()
    await api(staff, 'PUT', '/api/careers-settings', {
      intro: '',
      privacy_text: (await api<{ privacy_text: string }>(staff, 'GET', '/api/careers-settings')).privacy_text,
      asked_fields: ['phone', 'available_from', 'desired_salary', 'message'],
      embed_origins: [],
    })
  })

  it('a laptop sees the same page; the job page is readable and the form keyboard-reachable', async () => {
    const laptop = await laptopPage(browser)
    const loaded: string[] = []
    laptop.on('request', (request) => loaded.push(new URL(request.url()).pathname))
    await laptop.goto(`${baseUrl}/karriere/${job.slug}`)
    await laptop.waitForLoadState('networkidle')
    // The page's own script and stylesheet, nothing of the back office, no API call.
    expect(loaded.filter((path) => path.endsWith('.js'))).toEqual([
      expect.stringMatching(/^\/assets\/careers-[\w-]+\.js$/),
    ])
    expect(loaded.some((path) => path.startsWith('/api/') || path.startsWith('/sanctum/'))).toBe(false)
    await laptop.keyboard.press('Tab')
    expect(await laptop.evaluate(() => document.activeElement?.textContent)).toBe('Zum Inhalt springen')
    await screenshot(laptop, 'careers-job-laptop')
    await laptop.close()
  })
})
