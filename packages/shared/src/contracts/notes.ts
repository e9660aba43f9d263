import { z } from 'zod'
import { isoDateTime } from './common.ts'

const noteText = z
  .string()
  .trim()
  .min(1, 'Bitte einen Text für die Notiz angeben.')
  .max(10_000, 'Eine Notiz darf höchstens 10.000 Zeichen lang sein.')

export const createNoteBody = z.strictObject({ applicant_id: z.number().int().positive(), note: noteText })
export const updateNoteBody = z.strictObject({ note: noteText })

export const note = z.object({
  id: z.number().int(),
  note: z.string(),
  user_id: z.number().int().nullable(),
  applicant_id: z.number().int(),
  author: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type Note = z.infer<typeof note>
