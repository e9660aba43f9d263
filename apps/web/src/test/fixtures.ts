import {
  type answers,
  type applicant,
  type applicantDetail,
  type appSettings,
  DEFAULT_PROFESSION_GROUPS,
  DEFAULT_STATUSES,
  DRIVING_LICENSES,
  LANGUAGES,
  type messageTemplate,
  SALUTATIONS,
  SOURCES,
  type user,
} from '@bb/shared'
import type { z } from 'zod'

/*
 * What the API answers in the component tests, typed as the shared contracts' input: a contract
 * that gains a required field or changes a type fails the type check here.
 */

export const adminUser: z.input<typeof user> = {
  id: 1,
  name: 'Rita Recruiter',
  email: 'rita@muster.de',
  email_verified_at: '2026-01-05T08:00:00.000Z',
  roles: [{ name: 'admin' }],
  signature: 'Rita Recruiter\nPersonalabteilung',
  default_list_path: '/',
}

export const settings: z.input<typeof appSettings> = {
  company_name: 'Muster GmbH',
  mail_from: 'Muster GmbH Recruiting <jobs@muster.de>',
  mail_reply_to: '',
  statuses: DEFAULT_STATUSES.slice(0, 3).map((s) => ({ ...s })),
  profession_groups: DEFAULT_PROFESSION_GROUPS.slice(0, 2).map((g) => ({ ...g })),
  document_categories: [
    { id: 1, name: 'Lebenslauf' },
    { id: 2, name: 'Zeugnis' },
  ],
  upload_limit_mb: 20,
  retention_months: 6,
  retention_enabled: false,
  retention_action: 'anonymise',
  remember_idle_days: 7,
  polling: { ui_state_ms: 10_000, list_ms: 10_000, detail_ms: 15_000 },
  version: 3,
}

/** The option catalogue of `/api/answers`, as the server builds it from the settings. */
export const catalogue: z.input<typeof answers> = {
  salutation: { ...SALUTATIONS },
  status: Object.fromEntries(DEFAULT_STATUSES.map((s) => [s.slug, s.label])),
  profession_group: Object.fromEntries(DEFAULT_PROFESSION_GROUPS.map((g) => [g.slug, g.label])),
  driving_license: { ...DRIVING_LICENSES },
  languages: { ...LANGUAGES },
  source: { ...SOURCES },
}

export const applicantFixture = (
  overrides: Partial<z.input<typeof applicant>> = {},
): z.input<typeof applicant> => ({
  id: 7,
  salutation: 'frau',
  title: null,
  first_name: 'Jülide',
  last_name: 'Özdemir',
  birth_date: '1990-02-14',
  email: 'juelide.oezdemir@example.de',
  phone: '0171 2345678',
  street: 'Lindenstraße 4',
  postal_code: '10969',
  city: 'Berlin',
  profession_group: 'pflege',
  status: 'in-pruefung',
  languages: ['de', 'tr'],
  driving_license: [],
  qualified: false,
  channel: 'manuell',
  needs_review: false,
  duplicate_of: null,
  followed: false,
  average_rating: null,
  created_at: '2026-03-02T09:15:00.000Z',
  updated_at: '2026-03-02T09:15:00.000Z',
  deleted_at: null,
  deleted_by: null,
  purge_at: null,
  ...overrides,
})

export const templateFixture = (
  overrides: Partial<z.input<typeof messageTemplate>> = {},
): z.input<typeof messageTemplate> => ({
  id: 3,
  name: 'Einladung zum Vorstellungsgespräch',
  subject: 'Ihre Einladung, {{vorname}}',
  message: '{{anrede}},\n\nwir laden Sie herzlich ein.',
  category: 'Einladung',
  profession_group: [],
  message_action: ['einladung'],
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
})

/** `/api/applicant-detail/{id}`: the applicant with nothing attached; a recruiter's permissions by default. */
export const detailFixture = (
  person = applicantFixture(),
  permissions = ['view', 'follow', 'rate', 'note', 'edit', 'delete', 'upload', 'message'],
): z.input<typeof applicantDetail> => ({
  applicant: person,
  documents: [],
  ratings: { list: [], averageRating: null },
  messages: [],
  notes: [],
  permissions,
})
