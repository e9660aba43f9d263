import { z } from 'zod'
import { DOCUMENT_TEXT_STATES } from '../constants.ts'
import { isoDateTime } from './common.ts'

export const document = z.object({
  id: z.number().int(),
  name: z.string(),
  applicant_id: z.number().int(),
  category_id: z.number().int().nullable(),
  category: z.string().nullable(),
  size: z.number().int(),
  mime_type: z.string(),
  uploaded_by: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Reading its text for the search; null for types whose text is not read (images …). */
  text_state: z.enum(DOCUMENT_TEXT_STATES).nullable(),
})
export type ApplicantDocument = z.infer<typeof document>

/** Rename (the extension is kept) and/or change the category. */
export const updateDocumentBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Bitte einen Dateinamen angeben.')
    .max(200, 'Der Dateiname darf höchstens 200 Zeichen lang sein.')
    .refine(
      (v) => !v.includes('/') && !v.includes('\\') && !v.includes(String.fromCharCode(0)),
      'Der Dateiname darf keine Schrägstriche enthalten.',
    )
    .optional(),
  category_id: z.number().int().positive().nullable().optional(),
})
export type UpdateDocumentBody = z.infer<typeof updateDocumentBody>
