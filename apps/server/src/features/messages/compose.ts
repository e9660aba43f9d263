import {
  CALENDAR_HINTS,
  composeMail,
  joinQuote,
  letterSalutation,
  type PlaceholderValues,
  placeholderGaps,
  placeholdersIn,
  renderPlaceholders,
} from '@bb/shared'
import type { AppDeps } from '../../context.ts'
import { together } from '../../db/concurrency.ts'
import { ValidationError } from '../../lib/errors.ts'
import { applicantSender, NO_SENDER } from '../../mail/applicant-mail.ts'
import type { ApplicantRow } from '../applicant-records/index.ts'
import { getAnswers } from '../applicants/index.ts'
import { type BookingAttachment, nextBookingAttachment } from '../interview-calendar/index.ts'
import { getSettings } from '../settings/index.ts'
import type { UserRow } from '../users/index.ts'

export interface ComposeInput {
  applicant: ApplicantRow
  /** Who signs: their name fills {{benutzer}}, their signature closes the letter. */
  user: Pick<UserRow, 'name' | 'signature'>
  subject: string
  content: string
  now: Date
  /** A booking notice: its booking and .ics. Otherwise the next interview, if the text names it. */
  attachment?: BookingAttachment
}

export interface Composed {
  subject: string
  content: string
  attachment: BookingAttachment | null
}

const NAMES_THE_INTERVIEW = ['termin', 'ort', 'kalenderhinweis'] as const

/**
 * The final text of a mail to an applicant, or a 422 before anything is stored or sent: no address,
 * no sender set up, or a placeholder that cannot be filled (each one named, subject and text apart).
 * The letter is the body with one closing (signature or default); a quoted original stays as it was.
 * A text that names the interview carries its .ics, and {{kalenderhinweis}} says so only then.
 */
export async function composeForApplicant(deps: AppDeps, input: ComposeInput): Promise<Composed> {
  const { applicant, user, now } = input
  if (!applicant.email)
    throw new ValidationError({
      applicant_id: ['Für diese Bewerber:in ist keine E-Mail-Adresse hinterlegt.'],
    })
  const [answers, settings] = await together(deps.db, [() => getAnswers(deps.db), () => getSettings(deps.db)])
  if (!applicantSender(settings, deps.config.imapUrl))
    throw new ValidationError({ applicant_id: [NO_SENDER] })

  const { letter, quote } = composeMail(input.content, user.signature)
  const used = new Set([...placeholdersIn(input.subject), ...placeholdersIn(letter)])
  const attachment =
    input.attachment ??
    (NAMES_THE_INTERVIEW.some((n) => used.has(n))
      ? await nextBookingAttachment(deps.db, { applicantId: applicant.id, now })
      : null)
  const values: PlaceholderValues = {
    anrede: letterSalutation({
      salutation: applicant.salutation,
      title: applicant.title,
      first_name: applicant.firstName,
      last_name: applicant.lastName,
    }),
    vorname: applicant.firstName,
    nachname: applicant.lastName,
    berufsgruppe: (applicant.professionGroup && answers.profession_group?.[applicant.professionGroup]) || '',
    status: answers.status?.[applicant.status] ?? applicant.status,
    benutzer: user.name,
    firma: settings.company_name,
    ...attachment?.values,
    kalenderhinweis: attachment ? CALENDAR_HINTS[attachment.calendarMethod] : '',
  }

  const errors: Record<string, string[]> = {}
  const subjectGaps = placeholderGaps(input.subject, values)
  const contentGaps = placeholderGaps(letter, values)
  if (subjectGaps.length > 0) errors.subject = subjectGaps.map((g) => g.message)
  if (contentGaps.length > 0) errors.content = contentGaps.map((g) => g.message)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)

  return {
    subject: renderPlaceholders(input.subject, values),
    content: joinQuote(renderPlaceholders(letter, values), quote),
    attachment,
  }
}
