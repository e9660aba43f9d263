import { z } from 'zod'
import { isoDateTime } from './common.ts'

/** What a notification is about; the German text shown in the list. */
export const NOTIFICATION_KINDS = {
  new_applicant: 'Neue Bewerber:in',
  job_application: 'Neue Bewerbung',
  status_changed: 'Status geändert',
  note_added: 'Neue Notiz',
  mentioned: 'Sie wurden erwähnt',
  rating_added: 'Neue Bewertung',
  document_uploaded: 'Neues Dokument',
  reply_received: 'Neue Antwort',
  shared: 'Mit Ihnen geteilt',
} as const
export type NotificationKind = keyof typeof NOTIFICATION_KINDS
/**
 * Receipts of the user's own work (a bulk action has ended): always in the app, never by e-mail,
 * so no setting chooses them.
 */
export const RECEIPT_NOTIFICATION_KINDS = {
  bulk_finished: 'Massenaktion abgeschlossen',
} as const
export type ReceiptNotificationKind = keyof typeof RECEIPT_NOTIFICATION_KINDS
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[]

export interface NotificationChannels {
  in_app: boolean
  email: boolean
}

/**
 * The events a user can choose to hear about, in the order of the settings form, with their
 * defaults (docs/decisions/0009-notifications.md): everything about followed applicants in the
 * app, e-mails only for what is addressed to the user personally, new applicants off (noise).
 */
export const NOTIFICATION_EVENTS: ReadonlyArray<{
  kind: NotificationKind
  label: string
  description: string
  /** Only recruiters and admins can receive it (viewers do not triage new applicants). */
  staffOnly?: boolean
  defaults: NotificationChannels
}> = [
  {
    kind: 'new_applicant',
    label: 'Neue Bewerber:in angelegt',
    description: 'Jede neu angelegte Bewerber:in, auch ohne dass Sie ihr folgen.',
    staffOnly: true,
    defaults: { in_app: false, email: false },
  },
  {
    kind: 'job_application',
    label: 'Neue Bewerbung auf eine Stelle',
    description: 'Über die Karriereseite oder per E-Mail, bei Stellen, denen Sie folgen.',
    defaults: { in_app: true, email: false },
  },
  {
    kind: 'mentioned',
    label: 'In einer Notiz erwähnt',
    description: 'Jemand hat Sie mit @Name in einer Notiz erwähnt.',
    defaults: { in_app: true, email: true },
  },
  {
    kind: 'shared',
    label: 'Bewerber:in mit Ihnen geteilt',
    description: 'Eine Kollegin oder ein Kollege hat Ihnen eine Bewerber:in geschickt.',
    defaults: { in_app: true, email: true },
  },
  {
    kind: 'status_changed',
    label: 'Status geändert',
    description: 'Bei Bewerber:innen, denen Sie folgen.',
    defaults: { in_app: true, email: false },
  },
  {
    kind: 'note_added',
    label: 'Neue Notiz',
    description: 'Bei Bewerber:innen, denen Sie folgen.',
    defaults: { in_app: true, email: false },
  },
  {
    kind: 'rating_added',
    label: 'Neue Bewertung',
    description: 'Bei Bewerber:innen, denen Sie folgen.',
    defaults: { in_app: true, email: false },
  },
  {
    kind: 'document_uploaded',
    label: 'Neues Dokument hochgeladen',
    description: 'Bei Bewerber:innen, denen Sie folgen.',
    defaults: { in_app: true, email: false },
  },
  {
    kind: 'reply_received',
    label: 'Antwort einer Bewerber:in eingegangen',
    description: 'Bei Bewerber:innen, denen Sie folgen.',
    defaults: { in_app: true, email: false },
  },
]

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

const channels = z.strictObject({
  in_app: z.boolean({ error: 'Bitte ja oder nein angeben.' }),
  email: z.boolean({ error: 'Bitte ja oder nein angeben.' }),
})

/** `GET/PUT /api/user/notification-settings`: per event, in the app and by e-mail. */
export const notificationSettings = z.strictObject(
  Object.fromEntries(NOTIFICATION_KIND_NAMES.map((kind) => [kind, channels])) as Record<
    NotificationKind,
    typeof channels
  >,
)
export type NotificationSettings = z.infer<typeof notificationSettings>
/** A PUT may name only the events it changes; the others keep their value. */
export const updateNotificationSettingsBody = notificationSettings.partial()
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBody>

export const defaultNotificationSettings = (): NotificationSettings =>
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e.kind, { ...e.defaults }])) as NotificationSettings

export const NOTIFICATION_SETTINGS_TOASTS = {
  saveSuccess: 'Einstellungen gespeichert',
  saveError: 'Die Einstellungen konnten nicht gespeichert werden',
} as const

/** Share layer: hand an applicant to colleagues with a short note. */
export const shareApplicantBody = z.strictObject({
  user_ids: z
    .array(z.number().int().positive())
    .min(1, 'Bitte mindestens eine Kollegin oder einen Kollegen wählen.')
    .max(50),
  note: z.string().trim().max(1000, 'Die Nachricht darf höchstens 1000 Zeichen lang sein.').default(''),
})
export type ShareApplicantBody = z.infer<typeof shareApplicantBody>
