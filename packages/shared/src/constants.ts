/**
 * The product's business constants and defaults: intervals, limits, texts the users know.
 * Every number and text here is used from this one place by server and web.
 */

/** The one time zone of the app: dates, calendar days, statistics periods, interview times. */
export const APP_TIME_ZONE = 'Europe/Berlin'

/** Beyond this many matches of a rule filter, the list counts no further and shows "10.000+". */
export const LIST_COUNT_CAP = 10_000

/** Polling while logged in: UI state and list every 10 s, an open applicant every 15 s. */
export const POLL_UI_STATE_MS = 10_000
export const POLL_LIST_MS = 10_000
export const POLL_DETAIL_MS = 15_000

/** The applicant search waits this long after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 300
/** A search term (the search page's and a list's full-text filter) holds at most this many characters. */
export const SEARCH_TERM_MAX = 200
/**
 * Rows per page a list offers. Here, beside no schema, because the boot script that asks for a
 * list's first page reads it (a contract's module would bring the whole of zod into it).
 */
export const LIST_ROWS_OPTIONS = [25, 50, 100, 200] as const
export const SEARCH_TERM_TOO_LONG = `Der Suchbegriff darf höchstens ${SEARCH_TERM_MAX} Zeichen lang sein.`

/** How long a toast stays: 5 s; the applicant delete toast, which names the restore window, 10 s. */
export const TOAST_LIFE_MS = 5_000
export const TOAST_LIFE_DELETE_MS = 10_000

/** Soft-deleted applicants are restorable for this many days. */
export const RESTORE_WINDOW_DAYS = 7

/** The application's one-hour constant: password reset and verification links live this long. */
export const ONE_HOUR_MS = 3_600_000

/** Message draft flag (Entwurf = 1) and the reply subject prefix. */
export const DRAFT_FLAG = 1
export const REPLY_PREFIX = 'AW: '

/** Download types by file extension; anything else is generic binary. */
export const MIME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  txt: 'text/plain',
} as const satisfies Record<string, string>
export const GENERIC_MIME_TYPE = 'application/octet-stream'
export type DocumentExtension = keyof typeof MIME_TYPES
export const DOCUMENT_EXTENSIONS = Object.keys(MIME_TYPES) as DocumentExtension[]

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

export function mimeTypeFor(name: string): string {
  const ext = fileExtension(name)
  return Object.hasOwn(MIME_TYPES, ext) ? MIME_TYPES[ext as DocumentExtension] : GENERIC_MIME_TYPE
}

/** Why an upload is refused, the same for every way a file arrives. */
export const DOCUMENT_UPLOAD_TEXTS = {
  notMultipart: 'Bitte eine Datei als multipart/form-data senden.',
  noFile: 'Bitte eine Datei auswählen.',
  empty: 'Die Datei ist leer.',
  typeNotAllowed: `Dieser Dateityp ist nicht erlaubt. Erlaubt sind: ${DOCUMENT_EXTENSIONS.join(', ')}.`,
  contentMismatch: 'Der Inhalt der Datei passt nicht zu ihrer Endung.',
  tooLarge: (limitMb: number) => `Die Datei ist größer als ${limitMb} MB.`,
  /** The upload broke off: the body ended before the file did. */
  incomplete: 'Die Datei kam nicht vollständig an. Bitte laden Sie sie erneut hoch.',
} as const

/** Document types whose text is read (and searched): PDF, DOCX, ODT, TXT. */
export const TEXT_MIME_TYPES: readonly string[] = [
  MIME_TYPES.pdf,
  MIME_TYPES.docx,
  MIME_TYPES.odt,
  MIME_TYPES.txt,
]

export const hasReadableText = (mimeType: string): boolean => TEXT_MIME_TYPES.includes(mimeType)

/** Reading a document's text: waiting, read, nothing found in it (a scan), or unreadable. */
export const DOCUMENT_TEXT_STATES = ['pending', 'read', 'empty', 'failed'] as const
export type DocumentTextState = (typeof DOCUMENT_TEXT_STATES)[number]

/** The documents table's column for those tags. */
export const DOCUMENT_TEXT_COLUMN = 'Textsuche'

/** The quiet tag beside a document whose text could not be taken into the search. */
export const DOCUMENT_TEXT_TAGS = {
  empty: 'kein Text erkannt',
  failed: 'Text nicht lesbar',
} as const satisfies Partial<Record<DocumentTextState, string>>

/** Attachments taken from one incoming mail; a mail with more names the rest as not taken. */
export const MAIL_ATTACHMENTS_MAX = 20

/** The notification's line for an application by mail with neither a known job nor a subject. */
export const MAIL_INTAKE_NOTIFICATION_TEXT = 'Bewerbung per E-Mail'

/** Non-mutating requests are retried once on these statuses; mutating ones never. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const
export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * Sessions end after 120 minutes without activity; with "Angemeldet bleiben" after 30 days at the
 * latest (docs/decisions/0018).
 */
export const SESSION_IDLE_MINUTES = 120
export const SESSION_REMEMBER_DAYS = 30
/** A session without "Angemeldet bleiben" ends 12 hours after login, however active. */
export const SESSION_ABSOLUTE_HOURS = 12
/**
 * "Angemeldet bleiben" sessions end after this many days without activity (an application
 * setting, 1 to SESSION_REMEMBER_DAYS), and after SESSION_REMEMBER_DAYS at the latest.
 */
export const DEFAULT_REMEMBER_IDLE_DAYS = 7
export const REMEMBER_IDLE_DAYS_MIN = 1
/**
 * A request with this header set to `1` is background work the person did not cause (a poll, a
 * refetch): it is answered as usual but never counts as activity for the idle limit.
 */
export const BACKGROUND_REQUEST_HEADER = 'X-Background-Request'
/** The web app's requests count as activity for this long after the person's last input in the tab. */
export const USER_INPUT_WINDOW_MS = 60_000
/** The web app warns this long before the session ends ("Sie werden in 5 Minuten abgemeldet"). */
export const SESSION_WARNING_MS = 5 * 60_000
export const SESSION_COOKIE = 'bewerber_session'
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

/**
 * Failed logins per lower(email)+IP per minute before the answer is 429 with Retry-After, and a
 * ceiling per IP across all addresses.
 */
export const LOGIN_MAX_ATTEMPTS = 5
export const LOGIN_MAX_ATTEMPTS_PER_IP = 50
export const LOGIN_WINDOW_MS = 60_000
/** One forgot-password or verification mail per address per minute. */
export const MAIL_THROTTLE_MS = 60_000

/** Passwords: at least 10 characters; the upper bound is far above any real one, and nothing is cut off. */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 256

/**
 * Roles: admin does everything (users, application settings), recruiter all applicant work, viewer
 * reads, rates and writes notes (docs/decisions/0003).
 */
export const ROLES = ['admin', 'recruiter', 'viewer'] as const
export type RoleName = (typeof ROLES)[number]
export const ROLE_LABELS: Record<RoleName, string> = {
  admin: 'Administrator:in',
  recruiter: 'Recruiter:in',
  viewer: 'Leser:in',
}

/** Default applicant statuses (slug → label), configurable in settings. */
export const DEFAULT_STATUSES = [
  { slug: 'neu', label: 'Neu', color: '#2563eb' },
  { slug: 'in-pruefung', label: 'In Prüfung', color: '#7c3aed' },
  { slug: 'kontaktiert', label: 'Kontaktiert', color: '#0891b2' },
  { slug: 'vorstellungsgespraech', label: 'Vorstellungsgespräch', color: '#d97706' },
  { slug: 'angebot', label: 'Angebot', color: '#ca8a04' },
  { slug: 'eingestellt', label: 'Eingestellt', color: '#16a34a' },
  { slug: 'abgelehnt', label: 'Abgelehnt', color: '#dc2626' },
  { slug: 'zurueckgezogen', label: 'Zurückgezogen', color: '#6b7280' },
] as const

/** Default occupation groups (slug → label), configurable in settings. */
export const DEFAULT_PROFESSION_GROUPS = [
  { slug: 'pflege', label: 'Pflege & Gesundheit' },
  { slug: 'handwerk', label: 'Handwerk & Technik' },
  { slug: 'logistik', label: 'Lager & Logistik' },
  { slug: 'gastronomie', label: 'Gastronomie & Hotellerie' },
  { slug: 'buero', label: 'Büro & Verwaltung' },
  { slug: 'it', label: 'IT & Software' },
  { slug: 'sonstige', label: 'Sonstige' },
] as const

export const DEFAULT_DOCUMENT_CATEGORIES = [
  'Lebenslauf',
  'Anschreiben',
  'Zeugnis',
  'Zertifikat',
  'Ausweis/Nachweis',
  'Sonstiges',
] as const

export const DEFAULT_UPLOAD_LIMIT_MB = 20
export const DEFAULT_RETENTION_MONTHS = 6

/** The error page's defaults: code 500; "Page Not Found" for a 404, "Internal Server Error" otherwise. */
export const ERROR_PAGE_DEFAULT_CODE = 500
export const ERROR_PAGE_NOT_FOUND_MESSAGE = 'Page Not Found'
export const ERROR_PAGE_SERVER_ERROR_MESSAGE = 'Internal Server Error'

/** The German labels of the table filter menus, word for word. */
export const FILTER_LABELS = {
  matchAll: 'Alle Regeln',
  matchAny: 'Irgendeine Regel',
  apply: 'Akzeptieren',
  clear: 'Zurücksetzen',
  accept: 'Bestätigen',
  addRule: 'Regel hinzufügen',
  removeRule: 'Regel entfernen',
  dateIs: 'Datum entspricht',
  dateIsNot: 'Datum entspricht nicht',
  dateBefore: 'Datum liegt vor',
  dateAfter: 'Datum liegt nach',
  startsWith: 'Beginnt mit',
  endsWith: 'Endet mit',
  contains: 'Enthält',
  notContains: 'Enthält nicht',
  equals: 'Gleich',
  notEquals: 'Ungleich',
} as const
