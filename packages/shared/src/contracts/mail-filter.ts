import { z } from 'zod'
import { isoDateTime } from './common.ts'

/**
 * The mail filter (`/einstellungen/mailfilter`): ordered rules over incoming mails. The first rule
 * that matches decides; a mail no rule matches is imported when it belongs to an applicant, and
 * becomes a new application when it belongs to no one and brings attachments.
 */
export const MAIL_FILTER_FIELDS = {
  sender: 'Absenderadresse ist',
  domain: 'Absenderdomain ist',
  subject: 'Betreff enthält',
  auto_reply: 'Automatische Antwort (Abwesenheitsnotiz)',
} as const
export type MailFilterField = keyof typeof MAIL_FILTER_FIELDS

export const MAIL_FILTER_ACTIONS = {
  ignore: 'Ignorieren',
  import: 'Importieren',
  apply: 'Als neue Bewerbung anlegen',
} as const
export type MailFilterAction = keyof typeof MAIL_FILTER_ACTIONS

const fieldEnum = z.enum(Object.keys(MAIL_FILTER_FIELDS) as [MailFilterField, ...MailFilterField[]])
const actionEnum = z.enum(Object.keys(MAIL_FILTER_ACTIONS) as [MailFilterAction, ...MailFilterAction[]])

export const mailFilterRule = z.object({
  id: z.number().int(),
  field: fieldEnum,
  value: z.string(),
  action: actionEnum,
  position: z.number().int(),
})
export type MailFilterRule = z.infer<typeof mailFilterRule>
export const mailFilterRuleList = z.array(mailFilterRule)

const domainPattern = /^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/

/** A rule as the editor sends it; the value is normalised (lower case, no "@" before a domain). */
export const mailFilterRuleBody = z
  .strictObject({
    field: fieldEnum,
    value: z.string().trim().max(200, 'Der Wert darf höchstens 200 Zeichen lang sein.').default(''),
    action: actionEnum,
    /** 0-based place in the list; omitted = at the end (create) or unchanged (update). */
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .transform((rule) => {
    if (rule.field === 'auto_reply') return { ...rule, value: '' }
    if (rule.field === 'subject') return rule
    return { ...rule, value: rule.value.toLowerCase().replace(/^@/, '') }
  })
  .superRefine((rule, ctx) => {
    const bad = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message })
    if (rule.field === 'sender' && !z.email().safeParse(rule.value).success)
      bad('Bitte eine gültige E-Mail-Adresse angeben.')
    if (rule.field === 'domain' && !domainPattern.test(rule.value))
      bad('Bitte eine Domain wie „example.de“ angeben.')
    if (rule.field === 'subject' && rule.value.length === 0) bad('Bitte einen Text für den Betreff angeben.')
  })
export type MailFilterRuleBody = z.infer<typeof mailFilterRuleBody>

/** What the filter sees of a mail (also kept for the preview of the last incoming mails). */
export interface FilterableMail {
  from_address: string
  subject: string
  auto_reply: boolean
}

/** The first matching rule, or null. Used by the import and by the preview in the editor. */
export function matchMailFilter<R extends Omit<MailFilterRule, 'id' | 'position'>>(
  rules: readonly R[],
  mail: FilterableMail,
): R | null {
  const from = mail.from_address.toLowerCase()
  const subject = mail.subject.toLocaleLowerCase('de')
  for (const rule of rules) {
    const hit =
      (rule.field === 'sender' && from === rule.value) ||
      (rule.field === 'domain' && (from.endsWith(`@${rule.value}`) || from.endsWith(`.${rule.value}`))) ||
      (rule.field === 'subject' && subject.includes(rule.value.toLocaleLowerCase('de'))) ||
      (rule.field === 'auto_reply' && mail.auto_reply)
    if (hit) return rule
  }
  return null
}

/** What happened to an incoming mail. */
export const INBOUND_OUTCOMES = {
  imported: 'Importiert',
  applied: 'Als neue Bewerbung angelegt',
  filtered: 'Vom Mailfilter ignoriert',
  unmatched: 'Keiner Bewerber:in zugeordnet',
} as const
export type InboundOutcome = keyof typeof INBOUND_OUTCOMES

/** What the decision needs beyond the filter's view: attachments, and whose mail it is. */
export interface DecidableMail extends FilterableMail {
  /**
   * Attachments named like a document we take (pdf, docx, jpg …); parts shown inside its HTML,
   * calendar invitations or programs do not count.
   */
  attachments: number
  /** It answers one of our messages or comes from a live applicant's address. */
  belongs_to_applicant: boolean
  /** It comes from one of our own addresses (a staff account, our sender, the polled mailbox). */
  internal_sender: boolean
  /** The receiving mail server flagged it as spam. */
  spam: boolean
}

/**
 * What the import does with a mail, decided once for the import and the editor's preview:
 * an "ignore" rule drops it; a mail that belongs to an applicant is stored with them (whatever
 * else a rule says: a known person never becomes a second applicant by mail); a mail of no one
 * becomes a new application when a rule says so, or by default when it brings attachments and is
 * neither an automatic answer nor flagged as spam (an "import" rule lets those in too); attachments count when
 * they are named like a document we take, so an invitation or a lone program makes none. Without a sender
 * address there is no one to answer, and a mail of our own (a colleague forwarding a CV) would
 * file a colleague as applicant: neither becomes an application.
 */
export function decideInboundMail<R extends Omit<MailFilterRule, 'id' | 'position'>>(
  rules: readonly R[],
  mail: DecidableMail,
): { outcome: InboundOutcome; rule: R | null } {
  const rule = matchMailFilter(rules, mail)
  if (rule?.action === 'ignore') return { outcome: 'filtered', rule }
  if (mail.belongs_to_applicant) return { outcome: 'imported', rule }
  if (!mail.from_address.includes('@') || mail.internal_sender) return { outcome: 'unmatched', rule }
  if (rule?.action === 'apply') return { outcome: 'applied', rule }
  const letIn = rule?.action === 'import' || (!mail.auto_reply && !mail.spam)
  return { outcome: letIn && mail.attachments > 0 ? 'applied' : 'unmatched', rule }
}

/** `GET /api/mail-filter/recent`: the last incoming mails, newest first, for the preview. */
export const inboundMail = z.object({
  id: z.number().int(),
  from_address: z.string(),
  from_name: z.string(),
  subject: z.string(),
  auto_reply: z.boolean(),
  /** How many attachments named like a document it brought. */
  attachments: z.number().int(),
  /** From one of our own addresses: never an application. */
  internal_sender: z.boolean(),
  /** Flagged as spam by the receiving mail server: no application unless a rule says so. */
  spam: z.boolean(),
  received_at: isoDateTime,
  outcome: z.enum(Object.keys(INBOUND_OUTCOMES) as [InboundOutcome, ...InboundOutcome[]]),
  /** The applicant it was stored with, or the one it created (outcome „applied“). */
  applicant_id: z.number().int().nullable(),
  applicant_name: z.string().nullable(),
})
export type InboundMail = z.infer<typeof inboundMail>
export const inboundMailList = z.array(inboundMail)
