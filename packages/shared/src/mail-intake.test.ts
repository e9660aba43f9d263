import { describe, expect, it } from 'vitest'
import { NEEDS_REVIEW_LABEL } from './applicant-fields.ts'
import { MAIL_ATTACHMENTS_MAX, MAIL_INTAKE_NOTIFICATION_TEXT } from './constants.ts'
import { decideInboundMail, INBOUND_OUTCOMES, MAIL_FILTER_ACTIONS } from './contracts/mail-filter.ts'
import { HISTORY_ACTIONS } from './history.ts'

describe('applications by mail: texts and numbers', () => {
  it('names the action, the outcome, the missing name and the history entry in German', () => {
    expect(MAIL_FILTER_ACTIONS).toEqual({
      ignore: 'Ignorieren',
      import: 'Importieren',
      apply: 'Als neue Bewerbung anlegen',
    })
    expect(INBOUND_OUTCOMES.applied).toBe('Als neue Bewerbung angelegt')
    expect(NEEDS_REVIEW_LABEL).toBe('Bitte prüfen')
    expect(MAIL_INTAKE_NOTIFICATION_TEXT).toBe('Bewerbung per E-Mail')
    expect(HISTORY_ACTIONS.attachment_refused).toBe('Anhang nicht übernommen')
    expect(MAIL_ATTACHMENTS_MAX).toBe(20)
  })
})

describe('what the import does with a mail', () => {
  const mail = {
    from_address: 'anna@example.de',
    subject: 'Bewerbung',
    auto_reply: false,
    attachments: 1,
    belongs_to_applicant: false,
    internal_sender: false,
    spam: false,
  }
  const outcome = (
    overrides: Partial<typeof mail> = {},
    rules: Parameters<typeof decideInboundMail>[0] = [],
  ) => decideInboundMail(rules, { ...mail, ...overrides }).outcome

  it('makes an application of a stranger’s mail with a document, by default and by rule', () => {
    expect(outcome()).toBe('applied')
    expect(outcome({ attachments: 0 })).toBe('unmatched')
    expect(outcome({ attachments: 0 }, [{ field: 'subject', value: 'bewerbung', action: 'apply' }])).toBe(
      'applied',
    )
    expect(outcome({}, [{ field: 'domain', value: 'example.de', action: 'ignore' }])).toBe('filtered')
  })

  it('never for a known person, our own address, no address; automatic answers and spam only by rule', () => {
    const apply = [{ field: 'subject' as const, value: 'bewerbung', action: 'apply' as const }]
    expect(outcome({ belongs_to_applicant: true }, apply)).toBe('imported')
    expect(outcome({ internal_sender: true }, apply)).toBe('unmatched')
    expect(outcome({ from_address: '' }, apply)).toBe('unmatched')
    expect(outcome({ auto_reply: true })).toBe('unmatched')
    expect(outcome({ spam: true })).toBe('unmatched')
    expect(outcome({ spam: true }, apply)).toBe('applied')
    expect(outcome({ spam: true }, [{ field: 'domain', value: 'example.de', action: 'import' }])).toBe(
      'applied',
    )
  })
})
