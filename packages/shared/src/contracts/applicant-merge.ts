import { z } from 'zod'
import { APPLICANT_FIELDS, type ApplicantFieldKey } from '../applicant-fields.ts'
import { errorResponse } from './common.ts'

/** Whose value a profile field keeps when a duplicate is merged: the duplicate's or the target's. */
export const MERGE_SIDES = ['source', 'target'] as const
export type MergeSide = (typeof MERGE_SIDES)[number]

const side = z.enum(MERGE_SIDES, {
  error: 'Bitte „source“ (die Dublette) oder „target“ (die bestehende Bewerber:in) wählen.',
})

const choices = Object.fromEntries(APPLICANT_FIELDS.map((f) => [f.key, side.optional()])) as Record<
  ApplicantFieldKey,
  z.ZodOptional<typeof side>
>

const seenAt = z.iso.datetime({ offset: true, error: 'Bitte den Zeitpunkt der letzten Änderung angeben.' })

/**
 * `POST /api/applicants/{id}/merge`: the applicant {id} (the duplicate) goes into `into`. A field
 * left out keeps the target's value, or takes the duplicate's where the target has none. The
 * `updated_at` of both as the person saw them: a merge chosen on older values is refused.
 */
export const mergeApplicantBody = z.strictObject({
  into: z
    .number('Bitte die Bewerber:in angeben, in die zusammengeführt wird.')
    .int()
    .positive()
    .max(2_147_483_647),
  fields: z.strictObject(choices).default({}),
  seen_updated_at: z.strictObject({ source: seenAt, target: seenAt }),
})
export type MergeApplicantBody = z.input<typeof mergeApplicantBody>
export type MergeFieldChoices = Partial<Record<ApplicantFieldKey, MergeSide>>

/**
 * What a merge moves from the duplicate to the target, with the German singular and plural the
 * history entry and the merge dialog name them by.
 */
export const MERGE_RECORD_LABELS = {
  ratings: ['Bewertung', 'Bewertungen'],
  notes: ['Notiz', 'Notizen'],
  documents: ['Dokument', 'Dokumente'],
  messages: ['Nachricht', 'Nachrichten'],
  bookings: ['Vorstellungsgespräch', 'Vorstellungsgespräche'],
  consents: ['Einwilligung', 'Einwilligungen'],
} as const
export type MergeRecordKind = keyof typeof MERGE_RECORD_LABELS

/** „2 Bewertungen, 1 Notiz“; kinds with none are left out, nothing at all is „keine Einträge“. */
export function mergeRecordsText(counts: Partial<Record<MergeRecordKind, number>>): string {
  const parts = (Object.keys(MERGE_RECORD_LABELS) as MergeRecordKind[])
    .filter((kind) => (counts[kind] ?? 0) > 0)
    .map((kind) => {
      const n = counts[kind] ?? 0
      const [one, many] = MERGE_RECORD_LABELS[kind]
      return `${n} ${n === 1 ? one : many}`
    })
  return parts.length > 0 ? parts.join(', ') : 'keine Einträge'
}

/**
 * The first changes of the history entry „Zusammengeführt“: the duplicate → the target, and what
 * moved over (a summary, no before and after).
 */
export const MERGE_HISTORY_FIELDS = { from: 'merged_from', records: 'merged_records' } as const

/** The 422 of a merge whose duplicate is already merged names where it went. */
export const mergeRefusal = errorResponse.extend({
  merged_into: z.number().int().optional().describe('Bei einer schon zusammengeführten Dublette: wohin'),
})
