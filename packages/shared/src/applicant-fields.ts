/**
 * The applicant profile fields with German labels and groups, defined once. The server serves them at
 * `GET /api/schema/applicants` and builds its validation from them; the web renders forms from them.
 */
export type ApplicantFieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'date'
  | 'number'
  | 'select'
  | 'multiselect'
  | 'textarea'

export interface ApplicantField {
  key: string
  label: string
  type: ApplicantFieldType
  required: boolean
  group: ApplicantFieldGroup
  maxLength?: number
  min?: number
  max?: number
  /** Fraction digits a number field takes; without it the field holds whole numbers only. */
  decimals?: number
  /** Select fields take their options from `GET /api/answers` under this field's key. */
  options?: boolean
}

export const APPLICANT_FIELD_GROUPS = ['Persönliche Daten', 'Kontakt', 'Beruf', 'Sonstiges'] as const
export type ApplicantFieldGroup = (typeof APPLICANT_FIELD_GROUPS)[number]

export const APPLICANT_FIELDS = [
  {
    key: 'salutation',
    label: 'Anrede',
    type: 'select',
    required: false,
    group: 'Persönliche Daten',
    options: true,
  },
  { key: 'title', label: 'Titel', type: 'text', required: false, group: 'Persönliche Daten', maxLength: 40 },
  {
    key: 'first_name',
    label: 'Vorname',
    type: 'text',
    required: true,
    group: 'Persönliche Daten',
    maxLength: 100,
  },
  {
    key: 'last_name',
    label: 'Nachname',
    type: 'text',
    required: true,
    group: 'Persönliche Daten',
    maxLength: 100,
  },
  { key: 'birth_date', label: 'Geburtsdatum', type: 'date', required: false, group: 'Persönliche Daten' },
  { key: 'email', label: 'E-Mail-Adresse', type: 'email', required: false, group: 'Kontakt', maxLength: 254 },
  { key: 'phone', label: 'Telefon', type: 'tel', required: false, group: 'Kontakt', maxLength: 40 },
  {
    key: 'street',
    label: 'Straße und Hausnummer',
    type: 'text',
    required: false,
    group: 'Kontakt',
    maxLength: 150,
  },
  { key: 'postal_code', label: 'PLZ', type: 'text', required: false, group: 'Kontakt', maxLength: 5 },
  { key: 'city', label: 'Ort', type: 'text', required: false, group: 'Kontakt', maxLength: 100 },
  {
    key: 'profession_group',
    label: 'Berufsgruppe',
    type: 'select',
    required: false,
    group: 'Beruf',
    options: true,
  },
  { key: 'status', label: 'Status', type: 'select', required: false, group: 'Beruf', options: true },
  { key: 'job', label: 'Stelle', type: 'select', required: false, group: 'Beruf', options: true },
  { key: 'available_from', label: 'Verfügbar ab', type: 'date', required: false, group: 'Beruf' },
  {
    key: 'desired_salary',
    label: 'Gehaltswunsch (€ brutto/Jahr)',
    type: 'number',
    required: false,
    group: 'Beruf',
    min: 0,
    max: 1_000_000,
  },
  {
    key: 'weekly_hours',
    label: 'Wochenstunden',
    type: 'number',
    required: false,
    group: 'Beruf',
    min: 1,
    max: 60,
    decimals: 2,
  },
  {
    key: 'driving_license',
    label: 'Führerschein',
    type: 'multiselect',
    required: false,
    group: 'Beruf',
    options: true,
  },
  {
    key: 'languages',
    label: 'Sprachen',
    type: 'multiselect',
    required: false,
    group: 'Beruf',
    options: true,
  },
  { key: 'source', label: 'Quelle', type: 'select', required: false, group: 'Sonstiges', options: true },
  {
    key: 'privacy_consent_at',
    label: 'Datenschutzeinwilligung am',
    type: 'date',
    required: false,
    group: 'Sonstiges',
  },
  {
    key: 'remarks',
    label: 'Bemerkungen',
    type: 'textarea',
    required: false,
    group: 'Sonstiges',
    maxLength: 5_000,
  },
] as const satisfies readonly ApplicantField[]

export type ApplicantFieldKey = (typeof APPLICANT_FIELDS)[number]['key']

/** Fixed option catalogues; status and profession_group come from the settings. */
export const SALUTATIONS = {
  herr: 'Herr',
  frau: 'Frau',
  divers: 'divers',
  'keine-angabe': 'keine Angabe',
} as const
export const DRIVING_LICENSES = {
  B: 'B (Pkw)',
  BE: 'BE (Pkw mit Anhänger)',
  C1: 'C1 (bis 7,5 t)',
  C: 'C (Lkw)',
  CE: 'CE (Lkw mit Anhänger)',
  D: 'D (Bus)',
  L: 'L (Zugmaschine)',
  T: 'T (land-/forstwirtschaftlich)',
  stapler: 'Staplerschein',
} as const
export const LANGUAGES = {
  de: 'Deutsch',
  en: 'Englisch',
  fr: 'Französisch',
  es: 'Spanisch',
  it: 'Italienisch',
  pl: 'Polnisch',
  tr: 'Türkisch',
  ru: 'Russisch',
  uk: 'Ukrainisch',
  ar: 'Arabisch',
  ro: 'Rumänisch',
  hr: 'Kroatisch',
} as const
export const SOURCES = {
  website: 'Karriereseite',
  stepstone: 'StepStone',
  indeed: 'Indeed',
  arbeitsagentur: 'Agentur für Arbeit',
  linkedin: 'LinkedIn',
  xing: 'XING',
  empfehlung: 'Empfehlung',
  initiativ: 'Initiativbewerbung',
  messe: 'Messe/Jobbörse',
  sonstige: 'Sonstige',
} as const

/**
 * How an application arrived (the applicant's „Eingang“), set by the system, never typed: the
 * careers page, a mail to the recruiting mailbox, staff in the back office, or an import.
 */
export const INTAKE_CHANNELS = {
  karriereseite: 'Karriereseite',
  email: 'E-Mail',
  manuell: 'Manuell',
  import: 'Import',
} as const
export type IntakeChannel = keyof typeof INTAKE_CHANNELS

/**
 * The mark of an application that arrived by itself and no person has opened yet; it goes when
 * someone opens the applicant.
 */
export const NEEDS_REVIEW_LABEL = 'Bitte prüfen'
