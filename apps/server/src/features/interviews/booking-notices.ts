import type { AppDeps } from '../../context.ts'
import { ValidationError } from '../../lib/errors.ts'
import type { ApplicantRow } from '../applicants/applicants.table.ts'
import { createMessage } from '../messages/messages.service.ts'
import { getSettings } from '../settings/settings.service.ts'
import type { UserRow } from '../users/users.table.ts'
import { buildIcs, parseAddress } from './ics.ts'
import { bookingPlaceholderValues } from './interview-placeholders.ts'
import type { InterviewBookingRow, InterviewLocationRow, InterviewTimeslotRow } from './interviews.table.ts'

/** The built-in German texts; a template or the caller's text replaces them. */
const closing = '\n\nMit freundlichen Grüßen\n{{benutzer}}\n{{firma}}'
const personal = (message: string | undefined) => (message?.trim() ? `\n\n${message.trim()}` : '')

export const NOTICE_TEXTS = {
  invitation: {
    subject: 'Einladung zum Vorstellungsgespräch',
    content: (message?: string) =>
      `{{anrede}},\n\nvielen Dank für Ihre Bewerbung. Gern möchten wir Sie persönlich kennenlernen und laden Sie zu einem Vorstellungsgespräch ein.\n\nTermin: {{termin}}\nOrt: {{ort}}${personal(message)}\n\nDie Einladung für Ihren Kalender finden Sie im Anhang. Falls Ihnen der Termin nicht passt, antworten Sie bitte einfach auf diese E-Mail.${closing}`,
  },
  move: {
    subject: 'Neuer Termin für Ihr Vorstellungsgespräch',
    content: (message?: string) =>
      `{{anrede}},\n\nIhr Vorstellungsgespräch findet zu einem neuen Termin statt:\n\nTermin: {{termin}}\nOrt: {{ort}}${personal(message)}\n\nDie aktualisierte Einladung für Ihren Kalender finden Sie im Anhang. Falls Ihnen der Termin nicht passt, antworten Sie bitte einfach auf diese E-Mail.${closing}`,
  },
  cancel: {
    subject: 'Absage Ihres Termins zum Vorstellungsgespräch',
    content: (message?: string) =>
      `{{anrede}},\n\nleider müssen wir den Termin für Ihr Vorstellungsgespräch am {{termin}} absagen.${personal(message)}\n\nDer Kalendereintrag wird mit dem Anhang dieser E-Mail entfernt. Bei Fragen antworten Sie bitte einfach auf diese E-Mail.${closing}`,
  },
} as const
export type NoticeKind = keyof typeof NOTICE_TEXTS

export interface NoticeInput {
  kind: NoticeKind
  booking: InterviewBookingRow
  slot: InterviewTimeslotRow
  location: InterviewLocationRow
  applicant: ApplicantRow
  subject: string
  content: string
  user: UserRow
  now: Date
}

/** Refused before anything is written: a notice needs an address. */
export function requireEmail(applicant: ApplicantRow, field: string) {
  if (!applicant.email)
    throw new ValidationError({ [field]: ['Für diese Bewerber:in ist keine E-Mail-Adresse hinterlegt.'] })
}

/**
 * Stores the notice through the messages service (outbox, history "Nachricht gesendet") with the
 * booking's {{termin}} / {{ort}} and its .ics, then tries to deliver it once.
 */
export async function sendBookingNotice(deps: AppDeps, input: NoticeInput) {
  const { booking, slot, location, applicant } = input
  const settings = await getSettings(deps.db)
  const values = bookingPlaceholderValues(slot.startsAt, location)
  const method = input.kind === 'cancel' ? 'CANCEL' : 'REQUEST'
  const calendar = buildIcs({
    method,
    uid: booking.uid,
    sequence: booking.sequence,
    start: slot.startsAt,
    end: slot.endsAt,
    stamp: input.now,
    summary: 'Vorstellungsgespräch',
    location: values.ort,
    description: settings.company_name ? `Vorstellungsgespräch bei ${settings.company_name}` : '',
    organizer: parseAddress(settings.mail_from),
    attendee: { email: applicant.email ?? '', name: `${applicant.firstName} ${applicant.lastName}`.trim() },
  })
  return createMessage(
    deps,
    {
      applicant_id: applicant.id,
      subject: input.subject,
      content: input.content,
      channels: ['email'],
      draft: false,
      reply_id: null,
    },
    { user: input.user, now: input.now },
    { bookingId: booking.id, values, calendar, calendarMethod: method },
  )
}
