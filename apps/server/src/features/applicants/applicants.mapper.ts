import {
  APPLICANT_FIELDS,
  type Applicant,
  type ApplicantFieldKey,
  type IntakeChannel,
  RESTORE_WINDOW_DAYS,
} from '@bb/shared'
import type { ApplicantRow } from '../applicant-records/index.ts'

/** What an applicant row needs to become the API's applicant (lists read no more than this). */
export type ApiApplicantRow = Omit<
  ApplicantRow,
  | 'searchText'
  | 'searchVector'
  | 'documentVector'
  | 'documentSignature'
  | 'phoneDigits'
  | 'createdBy'
  | 'anonymizedAt'
  | 'statusChangedAt'
>

type ProfileColumn = Exclude<
  keyof ApplicantRow,
  | 'id'
  | 'phoneDigits'
  | 'qualified'
  | 'channel'
  | 'needsReview'
  | 'duplicateOf'
  | 'averageRating'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
  | 'deletedBy'
  | 'searchText'
  | 'searchVector'
  | 'documentVector'
  | 'documentSignature'
  | 'anonymizedAt'
  | 'statusChangedAt'
>

/** API field key (snake_case, as in SPEC/DESIGN) → Drizzle column property. */
export const FIELD_COLUMNS: Record<ApplicantFieldKey, ProfileColumn> = {
  salutation: 'salutation',
  title: 'title',
  first_name: 'firstName',
  last_name: 'lastName',
  birth_date: 'birthDate',
  email: 'email',
  phone: 'phone',
  street: 'street',
  postal_code: 'postalCode',
  city: 'city',
  profession_group: 'professionGroup',
  status: 'status',
  job: 'job',
  available_from: 'availableFrom',
  desired_salary: 'desiredSalary',
  weekly_hours: 'weeklyHours',
  driving_license: 'drivingLicense',
  languages: 'languages',
  source: 'source',
  privacy_consent_at: 'privacyConsentAt',
  remarks: 'remarks',
}

export const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(APPLICANT_FIELDS.map((f) => [f.key, f.label])),
  qualified: 'Qualifiziert',
}

const DAY_MS = 86_400_000

export interface ApplicantExtras {
  followed: boolean
  deletedByName: string | null
}

const PROFILE_PAIRS = Object.entries(FIELD_COLUMNS) as Array<[ApplicantFieldKey, ProfileColumn]>

/** Called for every row of every list page: a plain loop, no intermediate arrays. */
export function toApplicant(row: ApiApplicantRow, extras: ApplicantExtras): Applicant {
  const profile: Record<string, unknown> = {}
  for (const [key, column] of PROFILE_PAIRS) profile[key] = row[column]
  return {
    id: row.id,
    ...(profile as Pick<Applicant, ApplicantFieldKey>),
    qualified: row.qualified,
    channel: row.channel as IntakeChannel,
    needs_review: row.needsReview,
    duplicate_of: row.duplicateOf,
    followed: extras.followed,
    average_rating: row.averageRating,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    deleted_by:
      row.deletedBy !== null && extras.deletedByName !== null
        ? { id: row.deletedBy, name: extras.deletedByName }
        : null,
    purge_at: row.deletedAt
      ? new Date(row.deletedAt.getTime() + RESTORE_WINDOW_DAYS * DAY_MS).toISOString()
      : null,
  }
}

/** The body's profile values as column values (only keys present in the body). */
export function toColumns(body: Record<string, unknown>): Partial<ApplicantRow> {
  const values: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(FIELD_COLUMNS)) {
    if (body[key] !== undefined) values[column] = body[key]
  }
  if (typeof body.qualified === 'boolean') values.qualified = body.qualified
  return values as Partial<ApplicantRow>
}

export const phoneDigits = (phone: unknown) =>
  typeof phone === 'string' && phone.replace(/\D/g, '').length >= 6 ? phone.replace(/\D/g, '') : null
