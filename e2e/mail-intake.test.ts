import { INBOUND_OUTCOMES, MAIL_FILTER_ACTIONS, MAIL_FILTER_FIELDS, NEEDS_REVIEW_LABEL } from '@bb/shared'
import { ImapFlow } from 'imapflow'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { composeMail, SAMPLE_PDF } from '../apps/server/src/test/mails.ts'
import { closeContext, germanPage, screenshot } from './browser.ts'
import { baseUrl, imapUrl } from './own-server.ts'
import { adminSession } from './session.ts'
import { api, unique } from './staff.ts'

const admin = adminSession()

/** Delivers a mail into the team mailbox the server polls, as the applicant's mail server would. */
async function deliver(raw: Buffer) {
  const url = new URL(imapUrl)
  const client = new ImapFlow({
    host: url.hostname,
    port: Number(url.port),
    secure: false,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
  })
  await client.connect()
  try {
    await client.append('INBOX', raw)
  } finally {
    await client.logout()
  }
}

/** Waits until no CSS transition or animation runs, so a screenshot shows the settled screen. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))

interface Applicant {
  first_name: string
  last_name: string
  email: string
  channel: string
  needs_review: boolean
  status: string
}

describe('an application arrives by mail', () => {
  it('shows the new applicant in the overview marked „Bitte prüfen“ with the CV, and the mail filter says what happened', async () => {
    const page = admin.page
    const token = unique()
    const lastName = `Postfach${token.charAt(0).toUpperCase()}${token.slice(1)}`
    const email = `nora.${token}@example.de`
    const subject = `Bewerbung ${token}`
    await deliver(
      await composeMail({
        from: `"${lastName}, Nora" <${email}>`,
        subject,
        text: 'Guten Tag,\n\nanbei meine Bewerbungsunterlagen.\n\nNora',
        attachments: [{ filename: `Lebenslauf ${lastName}.pdf`, content: SAMPLE_PDF }],
      }),
    )

    // Polled every 2 s by the server, every 10 s by the open overview (newest changes first).
    await page.goto(`${baseUrl}/`)
    const cell = page.getByRole('cell', { name: `${lastName}, Nora` })
    await cell.waitFor({ timeout: 30_000 })
    await cell.getByText(NEEDS_REVIEW_LABEL, { exact: true }).waitFor()
    await screenshot(page, 'mail-intake-overview')

    // What the API says before anyone opened it: arrived by mail, to be checked.
    const recent = await api<Array<{ subject: string; applicant_id: number | null; outcome: string }>>(
      page,
      'GET',
      '/api/mail-filter/recent',
    )
    const logged = recent.find((m) => m.subject === subject)
    expect(logged?.outcome).toBe('applied')
    const id = logged?.applicant_id as number
    expect(await api<Applicant>(page, 'GET', `/api/applicants/${id}`)).toMatchObject({
      first_name: 'Nora',
      last_name: lastName,
      email,
      channel: 'email',
      needs_review: true,
      status: 'neu',
    })

    await cell.click()
    await page.waitForURL(`${baseUrl}/bewerber/${id}`)
    await page.getByRole('heading', { name: `Nora ${lastName}` }).waitFor()
    await page.getByText(email).first().waitFor()
    await page.goto(`${baseUrl}/bewerber/${id}/dokumente`)
    await page.getByText(`Lebenslauf ${lastName}.pdf`).first().waitFor()
    await page.goto(`${baseUrl}/bewerber/${id}/kommunikation`)
    const message = page.locator('.message-card--in').filter({ hasText: 'anbei meine Bewerbungsunterlagen.' })
    await message.getByText('Eingegangen', { exact: true }).waitFor()

    // The mail filter's preview names the mail as an application and links its applicant.
    await page.goto(`${baseUrl}/einstellungen/mailfilter`)
    const preview = page.getByRole('region', { name: 'Vorschau' })
    const row = preview.locator('tbody tr').filter({ hasText: subject })
    await row.getByText(INBOUND_OUTCOMES.applied, { exact: true }).first().waitFor()
    await row.getByText('1 Anhang', { exact: true }).waitFor()
    await row.getByRole('link', { name: `Nora ${lastName}` }).waitFor()

    // A rule with the new action, shown in the form and the list; removed again afterwards.
    await page.getByRole('button', { name: 'Neue Regel' }).click()
    await page.locator('.p-dropdown:has(#mail-filter-field)').click()
    await page
      .locator('.p-dropdown-panel')
      .last()
      .getByRole('option', { name: MAIL_FILTER_FIELDS.subject })
      .click()
    await page.getByLabel('Wert').fill('Initiativbewerbung')
    const form = page.locator('form').filter({ has: page.getByLabel('Bedingung') })
    await form.getByRole('button', { name: MAIL_FILTER_ACTIONS.apply }).click()
    await form.getByRole('button', { name: MAIL_FILTER_ACTIONS.apply, pressed: true }).waitFor()
    await form
      .getByText('Für E-Mails, die zu keiner Bewerber:in gehören, auch ohne Anhang.', { exact: false })
      .waitFor()
    await page.setViewportSize({ width: 1440, height: 1200 })
    await page.mouse.move(0, 0)
    await settled(page)
    await screenshot(page, 'mail-filter-intake-form')
    await form.getByRole('button', { name: 'Speichern' }).click()
    await form.waitFor({ state: 'detached' })
    const rules = page.getByRole('region', { name: 'Regeln' }).locator('tbody tr')
    await rules.nth(1).getByText(MAIL_FILTER_ACTIONS.apply, { exact: true }).waitFor()
    await page.locator('.p-toast-message').waitFor({ state: 'detached' })
    await settled(page)
    await screenshot(page, 'mail-filter-intake')
    const phone = await germanPage(admin.browser, { width: 390, height: 844 })
    await admin.logIn(phone)
    await phone.goto(`${baseUrl}/einstellungen/mailfilter`)
    await phone.getByText(MAIL_FILTER_ACTIONS.apply, { exact: true }).first().waitFor()
    await settled(phone)
    await screenshot(phone, 'mail-filter-intake-phone')
    await closeContext(phone.context())
    await page.setViewportSize({ width: 1440, height: 900 })
    const saved = await api<Array<{ id: number; action: string }>>(page, 'GET', '/api/mail-filter')
    expect(saved.map((r) => r.action)).toEqual(['ignore', 'apply'])
    for (const rule of saved.filter((r) => r.action === 'apply'))
      await api(page, 'DELETE', `/api/mail-filter/${rule.id}`)
  })
})
