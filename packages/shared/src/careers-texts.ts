/**
 * The careers page's texts and limits, apart from any schema: the page's small script imports
 * them without pulling a validation library into its bundle.
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
  offline:
    'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und senden Sie die Bewerbung noch einmal.',
  firstNameMissing: 'Bitte geben Sie Ihren Vornamen an.',
  lastNameMissing: 'Bitte geben Sie Ihren Nachnamen an.',
  emailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  fileType: 'Dieser Dateityp ist nicht erlaubt.',
  removeFile: 'entfernen',
  dropHint: 'Dateien hierher ziehen oder',
  pickFiles: 'Dateien auswählen',
  sending: 'Bewerbung wird gesendet …',
} as const

/** Until an admin writes their own: a plain statement of what happens with an application. */
export const DEFAULT_PRIVACY_TEXT = `Wir verarbeiten die Angaben und Unterlagen Ihrer Bewerbung ausschließlich, um über Ihre Bewerbung zu entscheiden (Art. 6 Abs. 1 lit. b DSGVO, § 26 BDSG). Zugriff haben nur die Personen, die an der Auswahl beteiligt sind. Wir geben Ihre Daten nicht an Dritte weiter.

Kommt kein Arbeitsverhältnis zustande, löschen wir Ihre Daten nach Abschluss des Verfahrens im Rahmen unserer Löschfristen, es sei denn, Sie haben einer längeren Speicherung zugestimmt.

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen; wenden Sie sich dazu an die in der Stellenanzeige genannte Ansprechperson. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren.`
