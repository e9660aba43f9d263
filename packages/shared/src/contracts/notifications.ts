import { z } from 'zod'
import { isoDateTime } from './common.ts'

/** What a notification is about; the German text shown in the list. */
export const NOTIFICATION_KINDS = {
  reply_received: 'Neue Antwort',
  shared: 'Mit Ihnen geteilt',
} as const
export type NotificationKind = keyof typeof NOTIFICATION_KINDS

export const notification = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  text: z.string(),
  applicant_id: z.number().int().nullable(),
  applicant_name: z.string().nullable(),
  actor: z.string().nullable(),
  created_at: isoDateTime,
  read_at: isoDateTime.nullable(),
})
export type Notification = z.infer<typeof notification>
export const notificationList = z.array(notification)

/** Share layer: hand an applicant to colleagues with a short note. */
export const shareApplicantBody = z.strictObject({
  user_ids: z
    .array(z.number().int().positive())
    .min(1, 'Bitte mindestens eine Kollegin oder einen Kollegen wählen.')
    .max(50),
  note: z.string().trim().max(1000, 'Die Nachricht darf höchstens 1000 Zeichen lang sein.').default(''),
})
export type ShareApplicantBody = z.infer<typeof shareApplicantBody>
