import { z } from 'zod'
import { mailText } from './text-rules.ts'

/**
 * The careers page: public, no login. Its texts, limits and settings live here once; the server
 * renders the pages, a small script of the web app adds drag and drop and upload progress.
 */

/** Optional questions of the application form an admin can switch on (name and e-mail are always asked). */
export const CAREERS_OPTIONAL_FIELDS = {
  phone: 'Telefon',
  available_from: 'Verfügbar ab',
  desired_salary: 'Gehaltswunsch (€ brutto/Jahr)',
  message: 'Kurze Nachricht',
} as const
export type CareersOptionalField = keyof typeof CAREERS_OPTIONAL_FIELDS

/** Addresses of the careers page itself that no job may take as its own. */
export const CAREERS_RESERVED_SLUGS = ['datenschutz'] as const

export const CAREERS_LIMITS = {
  /** Applications one address may send within an hour (across all jobs). */
  perAddressPerHour: 5,
  /** Applications one job takes within an hour before it asks people to try later. */
  perJobPerHour: 60,
  /** CV plus further documents. */
  maxFiles: 5,
  messageLength: 2_000,
  /** A form sent back faster than a person can type is a bot's. */
  minFillSeconds: 3,
  /** A form older than this is loaded again (its token has run out). */
  formHours: 12,
} as const

export const CAREERS_TEXTS = {
  title: 'Karriere',
  jobsHeading: 'Offene Stellen',
  noJobs: 'Zurzeit sind keine Stellen ausgeschrieben.',
  noMatch: 'Keine Stelle passt zu diesen Filtern.',
  apply: 'Jetzt bewerben',
  send: 'Bewerbung absenden',
  thanksTitle: 'Vielen Dank für Ihre Bewerbung!',
  thanksText:
    'Wir haben Ihre Bewerbung erhalten. Eine Bestätigung senden wir an Ihre E-Mail-Adresse. Wir melden uns so bald wie möglich bei Ihnen.',
  consent:
    'Ich habe die Datenschutzhinweise gelesen und willige in die Verarbeitung meiner Daten für dieses Bewerbungsverfahren ein.',
  consentMissing: 'Bitte stimmen Sie den Datenschutzhinweisen zu.',
  privacyTitle: 'Datenschutzhinweise für Bewerber:innen',
  notFound: 'Diese Stelle gibt es nicht oder sie ist nicht mehr ausgeschrieben.',
  tooMany:
    'Es sind gerade zu viele Bewerbungen eingegangen. Bitte versuchen Sie es in einer Stunde noch einmal.',
  expired: 'Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und senden Sie es noch einmal.',
  tooManyFiles: `Bitte höchstens ${CAREERS_LIMITS.maxFiles} Dateien anhängen.`,
  filesAgain: 'Bitte wählen Sie Ihre Dateien noch einmal aus.',
  formErrors: 'Bitte prüfen Sie die markierten Angaben.',
  failed: 'Die Bewerbung konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
} as const

/** Until an admin writes their own: a plain statement of what happens with an application. */
export const DEFAULT_PRIVACY_TEXT = `Wir verarbeiten die Angaben und Unterlagen Ihrer Bewerbung ausschließlich, um über Ihre Bewerbung zu entscheiden (Art. 6 Abs. 1 lit. b DSGVO, § 26 BDSG). Zugriff haben nur die Personen, die an der Auswahl beteiligt sind. Wir geben Ihre Daten nicht an Dritte weiter.

Kommt kein Arbeitsverhältnis zustande, löschen wir Ihre Daten nach Abschluss des Verfahrens im Rahmen unserer Löschfristen, es sei denn, Sie haben einer längeren Speicherung zugestimmt.

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen; wenden Sie sich dazu an die in der Stellenanzeige genannte Ansprechperson. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren.`

/** The careers page's settings (admins): the privacy text, the optional questions, where it may be embedded. */
export const careersSettings = z.object({
  /** Shown on the careers page; Markdown. */
  intro: z.string(),
  /** The privacy information applicants consent to; Markdown. Its hash is the consent's text version. */
  privacy_text: z.string(),
  asked_fields: z.array(z.enum(Object.keys(CAREERS_OPTIONAL_FIELDS) as [CareersOptionalField])),
  /** Sites that may show the careers page in a frame, as origins („https://www.firma.de“). */
  embed_origins: z.array(z.string()),
})
export type CareersSettings = z.infer<typeof careersSettings>

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/

export const updateCareersSettingsBody = z.strictObject({
  intro: z.string().pipe(mailText('Der Einleitungstext', 5_000)),
  privacy_text: z
    .string()
    .trim()
    .min(1, 'Bitte die Datenschutzhinweise angeben.')
    .pipe(mailText('Die Datenschutzhinweise', 20_000)),
  asked_fields: z
    .array(z.enum(Object.keys(CAREERS_OPTIONAL_FIELDS) as [CareersOptionalField]))
    .max(Object.keys(CAREERS_OPTIONAL_FIELDS).length),
  embed_origins: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(200, 'Eine Adresse darf höchstens 200 Zeichen lang sein.')
        .regex(ORIGIN, 'Bitte Adressen wie https://www.firma.de angeben (ohne Pfad).'),
    )
    .max(20, 'Höchstens 20 Adressen.'),
})
export type UpdateCareersSettingsBody = z.infer<typeof updateCareersSettingsBody>
