import { MESSAGE_TOASTS } from '@bb/shared'
import { ImapFlow } from 'imapflow'
import { describe, expect, it } from 'vitest'
import { composeMail, SAMPLE_PDF } from '../apps/server/src/test/mails.ts'
import { createApplicantInForm, newestMail, screenshot } from './browser.ts'
import { baseUrl, dataDir, imapUrl } from './own-server.ts'
import { adminSession } from './session.ts'

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

describe('an applicant answers by mail', () => {
  it('shows the reply in the conversation with its attachment, notifies the follower and can be answered', async () => {
    const email = 'tim.antwort@example.de'
    const id = await createApplicantInForm(admin.page, baseUrl, {
      salutation: 'Herr',
      firstName: 'Tim',
      lastName: 'Antwort',
      email,
    })
    await admin.page.getByRole('button', { name: 'Folgen' }).click()
    await admin.page.getByRole('button', { name: 'Gefolgt' }).waitFor()

    await admin.page.goto(`${baseUrl}/bewerber/${id}/kommunikation`)
    await admin.page.getByRole('button', { name: 'Neue Nachricht' }).click()
    await admin.page.getByLabel('Betreff').fill('Ihr Vorstellungsgespräch')
    await admin.page
      .getByLabel('Nachricht', { exact: true })
      .fill('{{anrede}},\n\npasst Ihnen Dienstag, 10 Uhr?')
    await admin.page.getByRole('button', { name: 'Senden', exact: true }).click()
    await admin.page.locator('.p-toast').getByText(MESSAGE_TOASTS.sent, { exact: true }).waitFor()
    const sent = await newestMail(dataDir, 'Ihr Vorstellungsgespräch')

    await deliver(
      await composeMail({
        from: `Tim Antwort <${email}>`,
        subject: 'AW: Ihr Vorstellungsgespräch',
        text: 'Guten Tag,\n\nDienstag um 10 Uhr passt mir sehr gut.\n\nViele Grüße\nTim Antwort',
        inReplyTo: sent.messageId,
        references: sent.messageId,
        attachments: [{ filename: 'Arbeitszeugnis.pdf', content: SAMPLE_PDF }],
      }),
    )

    // Polled every 2 s by the server, every 15 s by the open conversation.
    const reply = admin.page
      .locator('.message-card--in')
      .filter({ hasText: 'Dienstag um 10 Uhr passt mir sehr gut.' })
    await reply.waitFor({ timeout: 30_000 })
    await reply.getByText('Eingegangen', { exact: true }).waitFor()
    await reply.getByText(/^Von Tim Antwort · eingegangen \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/).waitFor()
    await admin.page.locator('.topbar__badge').getByText('1', { exact: true }).waitFor({ timeout: 15_000 })
    await screenshot(admin.page, 'communication-incoming-reply')

    await reply.getByRole('button', { name: 'Antworten' }).click()
    expect(await admin.page.getByLabel('Betreff').inputValue()).toBe('AW: Ihr Vorstellungsgespräch')
    expect(await admin.page.getByLabel('Nachricht', { exact: true }).inputValue()).toContain(
      'schrieb die Bewerber:in:\n> Guten Tag,',
    )

    await admin.page.goto(`${baseUrl}/bewerber/${id}/dokumente`)
    await admin.page.getByText('Arbeitszeugnis.pdf').first().waitFor()
  })
})
