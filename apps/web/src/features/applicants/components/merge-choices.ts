import { APPLICANT_FIELDS, type ApplicantField, type MergeFieldChoices, type MergeSide } from '@bb/shared'

export interface MergeRow {
  field: ApplicantField
  source: unknown
  target: unknown
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The profile fields in which the duplicate and the existing applicant differ; only they need a choice. */
export function differingFields(
  source: Record<string, unknown>,
  target: Record<string, unknown>,
): MergeRow[] {
  return (APPLICANT_FIELDS as readonly ApplicantField[])
    .filter((field) => !same(source[field.key], target[field.key]))
    .map((field) => ({ field, source: source[field.key], target: target[field.key] }))
}

/** What is offered first: the existing applicant's value, unless it has none. */
export function defaultChoices(rows: MergeRow[]): MergeFieldChoices {
  const choices: Record<string, MergeSide> = {}
  for (const row of rows) choices[row.field.key] = isEmpty(row.target) ? 'source' : 'target'
  return choices as MergeFieldChoices
}

/** Why two records look like one person: the same address or number. */
export function sameContact(source: Record<string, unknown>, target: Record<string, unknown>): string[] {
  const reasons: string[] = []
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '')
  const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/\D/g, '') : '')
  if (text(source.email) && text(source.email) === text(target.email)) reasons.push('gleiche E-Mail-Adresse')
  if (digits(source.phone) && digits(source.phone) === digits(target.phone))
    reasons.push('gleiche Telefonnummer')
  return reasons
}
