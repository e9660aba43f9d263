import { type Applicant, type Booking, letterSalutation, type PlaceholderName } from '@bb/shared'

interface Sources {
  applicant: Applicant
  /** The option catalogue of `/api/answers` (labels of status and occupation group). */
  catalogue: Record<string, Record<string, string> | undefined>
  userName: string
  companyName: string
}

/** What {{anrede}} … {{firma}} show for an applicant in previews (the server renders the same on send). */
export function applicantPlaceholderValues({
  applicant,
  catalogue,
  userName,
  companyName,
}: Sources): Record<PlaceholderName, string> {
  const group = (applicant.profession_group as string | null) ?? null
  return {
    anrede: letterSalutation({
      salutation: applicant.salutation as string | null,
      title: applicant.title as string | null,
      first_name: String(applicant.first_name),
      last_name: String(applicant.last_name),
    }),
    vorname: String(applicant.first_name),
    nachname: String(applicant.last_name),
    berufsgruppe: group ? (catalogue.profession_group?.[group] ?? group) : '',
    status: catalogue.status?.[String(applicant.status)] ?? String(applicant.status),
    benutzer: userName,
    firma: companyName,
  }
}

/**
 * {{termin}} / {{ort}} as the server fills them in a message that is not a booking notice: the
 * applicant's next active interview; none booked: no values (the preview marks them).
 */
export function nextInterviewValues(
  bookings: ReadonlyArray<Pick<Booking, 'status' | 'starts_at' | 'termin' | 'ort'>>,
  now: number,
): { termin?: string; ort?: string } {
  const next = bookings
    .filter((b) => b.status === 'active' && Date.parse(b.starts_at) > now)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0]
  return next ? { termin: next.termin, ort: next.ort } : {}
}
