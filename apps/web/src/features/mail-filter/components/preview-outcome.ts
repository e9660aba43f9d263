import {
  INBOUND_OUTCOMES,
  type InboundMail,
  type InboundOutcome,
  type MailFilterRule,
  mailFilterRuleBody,
  matchMailFilter,
} from '@bb/shared'

export type PreviewRule = Omit<MailFilterRule, 'id' | 'position'>

export interface PreviewOutcome {
  outcome: InboundOutcome
  label: string
  /** 1-based number of the deciding rule, null when no rule matched. */
  ruleNumber: number | null
}

/**
 * What the import would do with this mail under `rules`, decided as the server decides it: an
 * "ignore" rule filters; otherwise the mail is imported when it belongs to an applicant.
 */
export function previewOutcome(rules: readonly PreviewRule[], mail: InboundMail): PreviewOutcome {
  const rule = matchMailFilter(rules, mail)
  const ruleNumber = rule ? rules.indexOf(rule) + 1 : null
  if (rule?.action === 'ignore')
    return { outcome: 'filtered', label: `Ignoriert (Regel ${ruleNumber})`, ruleNumber }
  if (mail.applicant_id === null)
    return { outcome: 'unmatched', label: INBOUND_OUTCOMES.unmatched, ruleNumber }
  return {
    outcome: 'imported',
    label: ruleNumber ? `${INBOUND_OUTCOMES.imported} (Regel ${ruleNumber})` : INBOUND_OUTCOMES.imported,
    ruleNumber,
  }
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
