import type { InboundMail } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { type PreviewRule, previewOutcome, rulesWithDraft } from './preview-outcome.ts'

const mail = (overrides: Partial<InboundMail> = {}): InboundMail => ({
  id: 1,
  from_address: 'jana@news.example.de',
  from_name: 'Jana',
  subject: 'Unser Newsletter im Mai',
  auto_reply: false,
  attachments: 0,
  internal_sender: false,
  spam: false,
  received_at: '2026-05-04T08:30:00.000Z',
  outcome: 'imported',
  applicant_id: 7,
  applicant_name: 'Jana Beispiel',
  ...overrides,
})

const rules: PreviewRule[] = [
  { field: 'auto_reply', value: '', action: 'ignore' },
  { field: 'sender', value: 'jana@news.example.de', action: 'import' },
  { field: 'domain', value: 'example.de', action: 'ignore' },
]

describe('mail filter preview', () => {
  it('names the first matching rule, as the import decides', () => {
    expect(previewOutcome(rules, mail({ auto_reply: true }))).toEqual({
      outcome: 'filtered',
      label: 'Ignoriert (Regel 1)',
      ruleNumber: 1,
    })
    expect(previewOutcome(rules, mail()).label).toBe('Importiert (Regel 2)')
    expect(previewOutcome(rules, mail({ from_address: 'info@example.de' })).label).toBe('Ignoriert (Regel 3)')
  })

  it('imports unmatched mails only when they belong to an applicant', () => {
    expect(previewOutcome([], mail()).label).toBe('Importiert')
    expect(previewOutcome([], mail({ applicant_id: null }))).toMatchObject({
      outcome: 'unmatched',
      label: 'Keiner Bewerber:in zugeordnet',
    })
    expect(previewOutcome(rules.slice(1, 2), mail({ applicant_id: null })).outcome).toBe('unmatched')
  })
})

describe('applications by mail in the preview', () => {
  const unknown = mail({ applicant_id: null, applicant_name: null, outcome: 'unmatched' })

  it('shows a mail of no one with attachments as a new application, without as not assigned', () => {
    expect(previewOutcome([], { ...unknown, attachments: 2 })).toMatchObject({
      outcome: 'applied',
      label: 'Als neue Bewerbung angelegt',
      ruleNumber: null,
    })
    expect(previewOutcome([], unknown).outcome).toBe('unmatched')
    expect(previewOutcome([], { ...unknown, attachments: 1, auto_reply: true }).outcome).toBe('unmatched')
    expect(previewOutcome([], { ...unknown, attachments: 1, from_address: '' }).outcome).toBe('unmatched')
    expect(previewOutcome([], { ...unknown, attachments: 1, internal_sender: true }).outcome).toBe(
      'unmatched',
    )
  })

  it('lets a rule force an application or ignore one; a known person stays imported', () => {
    const apply: PreviewRule = { field: 'subject', value: 'newsletter', action: 'apply' }
    expect(previewOutcome([apply], unknown)).toMatchObject({
      outcome: 'applied',
      label: 'Als neue Bewerbung angelegt (Regel 1)',
    })
    expect(previewOutcome([apply], mail())).toMatchObject({ outcome: 'imported', label: 'Importiert' })
    expect(previewOutcome(rules.slice(2), { ...unknown, attachments: 3 }).label).toBe('Ignoriert (Regel 1)')
  })

  it('judges a mail that made an applicant as the mail of no one it was on arrival', () => {
    const made = mail({ outcome: 'applied', attachments: 1, applicant_id: 9 })
    expect(previewOutcome([], made).outcome).toBe('applied')
    expect(previewOutcome([], { ...made, attachments: 0 }).outcome).toBe('unmatched')
  })
})

describe('rules with the open edit', () => {
  const saved = rules.map((r, index) => ({ ...r, id: index + 1, position: index }))

  it('applies a valid edit in place and appends a new rule, normalised like the server does', () => {
    expect(
      rulesWithDraft(saved, { id: 3, field: 'domain', value: '@Example.COM', action: 'import' })?.[2],
    ).toEqual({ field: 'domain', value: 'example.com', action: 'import' })
    expect(
      rulesWithDraft(saved, { id: null, field: 'subject', value: 'Newsletter', action: 'ignore' }),
    ).toHaveLength(4)
  })

  it('leaves the saved rules alone when there is no edit or it is invalid', () => {
    expect(rulesWithDraft(saved, null)).toBeNull()
    expect(
      rulesWithDraft(saved, { id: null, field: 'domain', value: 'example', action: 'ignore' }),
    ).toBeNull()
  })
})
