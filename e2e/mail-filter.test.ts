import {
  type InboundMail,
  inboundMailList,
  MAIL_FILTER_ACTIONS,
  MAIL_FILTER_FIELDS,
  mailFilterRuleList,
} from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { germanPage, launchBrowser, logInAdmin, RESET_PASSWORD, screenshot } from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await germanPage(browser)
})
afterAll(() => browser?.close())

const toast = (text: string) => page.locator('.p-toast').getByText(text, { exact: true })
const rules = () => page.getByRole('region', { name: 'Regeln' }).locator('tbody tr')
const form = () => page.locator('form').filter({ has: page.getByLabel('Bedingung') })

/** The saved rules as the server answers them, read with the page's session cookie. */
async function savedRules() {
  const response = await page.request.get(`${baseUrl}/api/mail-filter`)
  expect(response.status()).toBe(200)
  return mailFilterRuleList.parse(await response.json()).map((r) => `${r.field}:${r.value}:${r.action}`)
}

describe('mail filter in Chromium', () => {
  it('adds, validates, moves, edits and deletes a rule; the preview shows its empty state', async () => {
    await logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])
    // Other suites deliver mails into the polled mailbox: none are served here until the empty
    // state's last check (after the reload), whatever ran before on this server.
    await page.route('**/api/mail-filter/recent', (route) => route.fulfill({ json: [] }))
    await page.goto(`${baseUrl}/einstellungen/mailfilter`)
    await page.getByRole('heading', { name: 'Mailfilter', level: 1 }).waitFor()
    const first = rules().first()
    await first.getByText(MAIL_FILTER_FIELDS.auto_reply, { exact: true }).waitFor()
    await first.getByText(MAIL_FILTER_ACTIONS.ignore, { exact: true }).waitFor()
    await page.getByText('Noch keine eingegangenen E-Mails.', { exact: false }).waitFor()

    await page.getByRole('button', { name: 'Neue Regel' }).click()
    await page.getByRole('heading', { name: 'Neue Regel' }).waitFor()
    expect(await page.getByLabel('Wert').getAttribute('placeholder')).toBe('example.de')
    await page.getByLabel('Wert').fill('newsletter')
    await form().getByRole('button', { name: 'Speichern' }).click()
    await page
      .locator('.form-field__error')
      .getByText('Bitte eine Domain wie „example.de“ angeben.', { exact: true })
      .waitFor()
    await toast('Bitte eine Domain wie „example.de“ angeben.').waitFor()
    await screenshot(page, 'mail-filter-form')

    await page.getByLabel('Wert').fill('@Newsletter.Example.DE')
    await form().getByRole('button', { name: 'Speichern' }).click()
    await toast('Regel gespeichert').waitFor()
    await form().waitFor({ state: 'detached' })
    await rules().nth(1).getByText('newsletter.example.de', { exact: true }).waitFor()
    expect(await savedRules()).toEqual(['auto_reply::ignore', 'domain:newsletter.example.de:ignore'])

    await page.getByRole('button', { name: 'Regel 2 nach oben' }).click()
    await rules().first().getByText('newsletter.example.de', { exact: true }).waitFor()
    expect(await savedRules()).toEqual(['domain:newsletter.example.de:ignore', 'auto_reply::ignore'])

    await page.getByRole('button', { name: 'Regel 1 bearbeiten' }).click()
    await page.getByRole('heading', { name: 'Regel 1 bearbeiten' }).waitFor()
    expect(await page.getByLabel('Wert').inputValue()).toBe('newsletter.example.de')
    await page.getByLabel('Wert').fill('example.de')
    await form().getByRole('button', { name: MAIL_FILTER_ACTIONS.import }).click()
    await form().getByRole('button', { name: 'Speichern' }).click()
    await form().waitFor({ state: 'detached' })
    await rules().first().getByText(MAIL_FILTER_ACTIONS.import, { exact: true }).waitFor()

    await page.reload()
    await rules().first().getByText('example.de', { exact: true }).waitFor()
    await rules().nth(1).getByText(MAIL_FILTER_FIELDS.auto_reply, { exact: true }).waitFor()
    expect(await savedRules()).toEqual(['domain:example.de:import', 'auto_reply::ignore'])
    await page.getByText('Noch keine eingegangenen E-Mails.', { exact: false }).waitFor()
    await page.unroute('**/api/mail-filter/recent')
    await screenshot(page, 'mail-filter')

    await page.getByRole('button', { name: 'Regel 1 löschen' }).click()
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Löschen', exact: true }).click()
    await rules().first().getByText(MAIL_FILTER_FIELDS.auto_reply, { exact: true }).waitFor()
    expect(await rules().count()).toBe(1)
    expect(await savedRules()).toEqual(['auto_reply::ignore'])
  })

  it('previews what the rules, including an unsaved edit, would do with the last incoming mails', async () => {
    // The last mails are served from here (whatever other suites delivered), checked by the shared schema.
    const mails: InboundMail[] = inboundMailList.parse([
      mail(3, 'mira.vorschau@example.de', 'Re: Ihre Bewerbung', 'imported', 41, 'Mira Vorschau'),
      mail(2, 'news@news.example.com', 'Unser Newsletter im Mai', 'unmatched', null, null),
      {
        ...mail(1, 'jana@example.org', 'Abwesenheitsnotiz', 'filtered', 42, 'Jana Urlaub'),
        auto_reply: true,
      },
    ])
    await page.route('**/api/mail-filter/recent', (route) => route.fulfill({ json: mails }))
    await page.goto(`${baseUrl}/einstellungen/mailfilter`)
    const preview = page.getByRole('region', { name: 'Vorschau' })
    const row = (subject: string) => preview.locator('tbody tr').filter({ hasText: subject })
    await row('Abwesenheitsnotiz').getByText('Ignoriert (Regel 1)', { exact: true }).waitFor()
    await row('Re: Ihre Bewerbung').getByRole('link', { name: 'Mira Vorschau' }).waitFor()
    expect(await row('Re: Ihre Bewerbung').getByRole('cell').first().innerText()).toBe(
      '04.05.2026, 10:30 Uhr',
    )
    expect(await preview.locator('.mail-filter__row--changed').count()).toBe(0)

    await page.getByRole('button', { name: 'Neue Regel' }).click()
    await page.getByLabel('Wert').fill('example.de')
    await row('Re: Ihre Bewerbung').getByText('Ignoriert (Regel 2)').waitFor()
    await preview.getByText('1 E-Mail würde jetzt anders behandelt.').waitFor()
    expect(await preview.locator('.mail-filter__row--changed').count()).toBe(1)
    await page.setViewportSize({ width: 1440, height: 1200 })
    await screenshot(page, 'mail-filter-preview')
    await page.setViewportSize({ width: 1440, height: 900 })

    await form().getByRole('button', { name: 'Abbrechen' }).click()
    await preview.getByText('1 E-Mail würde jetzt anders behandelt.').waitFor({ state: 'detached' })
    expect(await savedRules()).toEqual(['auto_reply::ignore'])
    await page.unroute('**/api/mail-filter/recent')
  })
})

function mail(
  id: number,
  from: string,
  subject: string,
  outcome: InboundMail['outcome'],
  applicantId: number | null,
  applicantName: string | null,
) {
  return {
    id,
    from_address: from,
    from_name: '',
    subject,
    auto_reply: false,
    attachments: 0,
    internal_sender: false,
    spam: false,
    received_at: `2026-05-0${id + 1}T08:30:00.000Z`,
    outcome,
    applicant_id: applicantId,
    applicant_name: applicantName,
  }
}
