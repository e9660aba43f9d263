import { z } from 'zod'
import { EXPORT_NO_IDS, EXPORT_SYNC_MAX_IDS, EXPORT_TOO_MANY_IDS } from '../applicant-export.ts'

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export const exportFormat = z.enum(EXPORT_FORMATS, { error: 'Bitte CSV oder Excel (xlsx) wählen.' })
export type ExportFormat = z.infer<typeof exportFormat>

/** One page of a list, exported at once (larger selections go through a bulk job). */
export const applicantExportBody = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647), { error: EXPORT_NO_IDS })
    .min(1, EXPORT_NO_IDS)
    .max(EXPORT_SYNC_MAX_IDS, EXPORT_TOO_MANY_IDS),
  format: exportFormat,
})
export type ApplicantExportBody = z.infer<typeof applicantExportBody>
