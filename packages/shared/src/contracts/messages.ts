import { z } from 'zod'
import { DRAFT_FLAG } from '../constants.ts'
import { isoDateTime } from './common.ts'
import { mailText } from './text-rules.ts'

/**
 * A message under the field names the web client reads (ID, ID_Bewerberin, Betreff, Entwurf …).
 * Versendet: when it was sent from the app (queued for its channel); Zugestellt: when the mail
 * server accepted it (null while it waits in the outbox).
 * Incoming replies carry both as the time they arrived. See docs/decisions/0006.
 */
export const message = z.object({
  ID: z.number().int(),
  ID_Bewerberin: z.number().int(),
  applicant_id: z.number().int(),
  Betreff: z.string(),
  Content: z.string(),
  Entwurf: z.union([z.literal(DRAFT_FLAG), z.literal(0)]),
  creationDate: isoDateTime,
  modDate: isoDateTime,
  Versendet: isoDateTime.nullable(),
  Zugestellt: isoDateTime.nullable(),
  reply_id: z.number().int().nullable(),
  channels: z.array(z.string()),
  direction: z.enum(['out', 'in']),
  author: z.string().nullable(),
  /** Outbox state of an outgoing message: waiting (with the last error) or delivered. */
  state: z.enum(['draft', 'pending', 'delivered', 'received']),
  last_error: z.string().nullable(),
})
export type Message = z.infer<typeof message>

const draftFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1)

export const messageBody = z.strictObject({
  applicant_id: z.number().int().positive(),
  subject: z.string().trim().pipe(mailText('Der Betreff', 200)).default(''),
  content: z.string().min(1, 'Bitte einen Text angeben.').pipe(mailText('Der Text', 50_000)),
  channels: z
    .array(z.enum(['email']))
    .min(1)
    .default(['email']),
  draft: draftFlag.default(false),
  reply_id: z.number().int().positive().nullable().optional(),
})
export type MessageBody = z.infer<typeof messageBody>

export const updateDraftBody = z.strictObject({
  subject: z.string().trim().pipe(mailText('Der Betreff', 200)).optional(),
  content: z.string().min(1, 'Bitte einen Text angeben.').pipe(mailText('Der Text', 50_000)).optional(),
  draft: draftFlag.optional(),
})

export const sendResponse = z.object({ sent: z.boolean(), message })
