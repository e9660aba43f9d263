import {
  decideInboundMail,
  INBOUND_OUTCOMES,
  type InboundMail,
  type InboundOutcome,
  type MailFilterRule,
  mailFilterRuleBody,
} from '@bb/shared'

export type PreviewRule = Omit<MailFilterRule, 'id' | 'position'>

export interface PreviewOutcome {
  outcome: InboundOutcome
  label: string
  /** 1-based number of the deciding rule, null when no rule matched. */
  ruleNumber: number | null
}

/**
 * What the import would do with this mail under `rules`, decided by the import's own function. A
 * mail belonged to an applicant when it was stored with one or filtered away from one; the
 * applicant a mail created did not exist when it arrived.
 */
export function previewOutcome(rules: readonly PreviewRule[], mail: InboundMail): PreviewOutcome {
  const { outcome, rule } = decideInboundMail(rules, {
    ...mail,
    belongs_to_applicant: mail.applicant_id !== null && mail.outcome !== 'applied',
  })
  const ruleNumber = rule ? rules.indexOf(rule) + 1 : null
  if (outcome === 'filtered') return { outcome, label: `Ignoriert (Regel ${ruleNumber})`, ruleNumber }
  const label = INBOUND_OUTCOMES[outcome]
  // The rule is named where its action is what happens (a known person's mail stays theirs).
  const decidedByRule =
    (rule?.action === 'import' && outcome !== 'unmatched') ||
    (rule?.action === 'apply' && outcome === 'applied')
  return { outcome, label: decidedByRule ? `${label} (Regel ${ruleNumber})` : label, ruleNumber }
}

/**
 * The rules the preview uses: the saved list, with the open edit applied when it is a valid rule
 * (a new rule goes to the end, as saving puts it there).
 */
export function rulesWithDraft(
  rules: readonly MailFilterRule[],
  draft: (PreviewRule & { id: number | null }) | null,
): PreviewRule[] | null {
  if (!draft) return null
  const parsed = mailFilterRuleBody.safeParse({
    field: draft.field,
    value: draft.value,
    action: draft.action,
  })
  if (!parsed.success) return null
  const { field, value, action } = parsed.data
  const rule = { field, value, action }
  if (draft.id === null) return [...rules, rule]
  return rules.map((r) => (r.id === draft.id ? rule : r))
}
