import { type InboundMail, inboundMailList } from '@bb/shared'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiMock, apiServer } from '../../../test/api-mock.ts'
import { renderScreen } from '../../../test/render.tsx'
import { MailPreview } from './mail-preview.tsx'
import type { PreviewRule } from './preview-outcome.ts'

const mail = (id: number, overrides: Partial<InboundMail>): InboundMail => ({
  id,
  from_address: `absender${id}@example.de`,
  from_name: '',
  subject: `Betreff ${id}`,
  auto_reply: false,
  attachments: 0,
  internal_sender: false,
  spam: false,
  received_at: '2026-05-04T08:30:00.000Z',
  outcome: 'unmatched',
  applicant_id: null,
  applicant_name: null,
  ...overrides,
})

const mails = [
  mail(1, {
    subject: 'Bewerbung Pflege',
    attachments: 2,
    outcome: 'applied',
    applicant_id: 5,
    applicant_name: 'Nora Neu',
  }),
  mail(2, { subject: 'Lebenslauf anbei', attachments: 1, spam: true }),
  mail(3, { subject: 'Initiativbewerbung' }),
]

const row = (subject: string) => {
  const cell = screen.getByText(subject)
  const tr = cell.closest('tr')
  if (!tr) throw new Error(`no row for ${subject}`)
  return within(tr)
}

describe('mail filter preview of applications by mail', () => {
  it('names the mails that became or would become applications, with their attachments and spam tag', async () => {
    apiServer.use(apiMock.get('/api/mail-filter/recent', inboundMailList, () => mails))
    const rules: PreviewRule[] = [{ field: 'subject', value: 'initiativ', action: 'apply' }]
    renderScreen(<MailPreview rules={rules} withDraft />)
    await screen.findByText('Bewerbung Pflege')

    expect(row('Bewerbung Pflege').getByText('2 Anhänge')).toBeTruthy()
    expect(row('Bewerbung Pflege').getByRole('link', { name: 'Nora Neu' })).toBeTruthy()
    expect(row('Bewerbung Pflege').getAllByText('Als neue Bewerbung angelegt')).toHaveLength(2)
    expect(row('Lebenslauf anbei').getByText('Als Spam markiert')).toBeTruthy()
    expect(row('Lebenslauf anbei').getAllByText('Keiner Bewerber:in zugeordnet')).toHaveLength(2)
    // The unsaved rule „Als neue Bewerbung anlegen“ would make an application of the third mail.
    expect(row('Initiativbewerbung').getByText('Als neue Bewerbung angelegt (Regel 1)')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('1 E-Mail würde jetzt anders behandelt.')
  })
})
