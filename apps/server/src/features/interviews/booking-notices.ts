import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import { ValidationError } from '../../lib/errors.ts'
import { type ApplicantRow, applicants } from '../applicant-records/index.ts'
import {
  type BookingRows,
  bookingAttachment,
  bookingPlaceholderValues,
  interviewLocations,
  interviewTimeslots,
} from '../interview-calendar/index.ts'
import { composeForApplicant, createMessage } from '../messages/index.ts'
import type { UserRow } from '../users/index.ts'

/**
 * The built-in German texts; a template or the caller's text replaces them. They end with their
 * last sentence: the closing (signature or default) is added on send, and {{kalenderhinweis}}
 * mentions the attached .ics.
 */
const personal = (message: string | undefined) => (message?.trim() ? `\n\n${message.trim()}` : '')

export const NOTICE_TEXTS = {
  invitation: {
    subject: 'Einladung zum Vorstellungsgespräch',
    content: (message?: string) =>
      `{{anrede}},\n\nvielen Dank für Ihre Bewerbung. Gern möchten wir Sie persönlich kennenlernen und laden Sie zu einem Vorstellungsgespräch ein.\n\nTermin: {{termin}}\nOrt: {{ort}}${personal(message)}\n\n{{kalenderhinweis}}\nFalls Ihnen der Termin nicht passt, antworten Sie bitte einfach auf diese E-Mail.`,
  },
  move: {
    subject: 'Neuer Termin für Ihr Vorstellungsgespräch',
    content: (message?: string) =>
      `{{anrede}},\n\nIhr Vorstellungsgespräch findet zu einem neuen Termin statt:\n\nTermin: {{termin}}\nOrt: {{ort}}${personal(message)}\n\n{{kalenderhinweis}}\nFalls Ihnen der Termin nicht passt, antworten Sie bitte einfach auf diese E-Mail.`,
  },
  cancel: {
    subject: 'Absage Ihres Termins zum Vorstellungsgespräch',
    content: (message?: string) =>
      `{{anrede}},\n\nleider müssen wir den Termin für Ihr Vorstellungsgespräch am {{termin}} absagen.${personal(message)}\n\n{{kalenderhinweis}}\nBei Fragen antworten Sie bitte einfach auf diese E-Mail.`,
  },
} as const
export type NoticeKind = keyof typeof NOTICE_TEXTS
const METHOD = { invitation: 'REQUEST', move: 'REQUEST', cancel: 'CANCEL' } as const

export interface NoticeInput extends BookingRows {
  kind: NoticeKind
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
 * Refused before anything is written, too: a notice whose text cannot be filled for this applicant
 * and this slot (a placeholder without value, no sender set up) is a 422 and the booking stays as
 * it was.
 */
export async function checkNotice(
  deps: AppDeps,
  {
    kind,
    applicantId,
    slotId,
    text,
    user,
    now,
  }: {
    kind: NoticeKind
    applicantId: number
    slotId: number
    text: { subject: string; content: string }
    user: UserRow
    now: Date
  },
) {
  const [row] = await deps.db
    .select({ slot: interviewTimeslots, location: interviewLocations, applicant: applicants })
    .from(interviewTimeslots)
    .innerJoin(interviewLocations, eq(interviewLocations.id, interviewTimeslots.locationId))
    .innerJoin(applicants, eq(applicants.id, applicantId))
    .where(eq(interviewTimeslots.id, slotId))
  if (!row) return // an unknown slot or applicant is answered by the booking itself
  const values = bookingPlaceholderValues(row.slot.startsAt, row.location)
  await composeForApplicant(deps, {
    applicant: row.applicant,
    ...text,
    user,
    now,
    attachment: { bookingId: 0, values, calendar: '', calendarMethod: METHOD[kind] },
  })
}

/**
 * Stores the notice through the messages service (outbox, history "Nachricht gesendet") with the
 * booking's {{termin}} / {{ort}} and its .ics, then tries to deliver it once.
 */
export async function sendBookingNotice(deps: AppDeps, input: NoticeInput) {
  const attachment = await bookingAttachment(deps.db, { ...input, method: METHOD[input.kind] })
  return createMessage(deps, {
    input: {
      applicant_id: input.applicant.id,
      subject: input.subject,
      content: input.content,
      channels: ['email'],
      draft: false,
      reply_id: null,
    },
    user: input.user,
    now: input.now,
    attachment,
  })
}
