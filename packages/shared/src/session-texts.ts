import { SESSION_IDLE_MINUTES, SESSION_REMEMBER_DAYS } from './constants.ts'

/** Why the web app sent a person to the login page on its own (the `reason` of `/login?reason=…`). */
export const SESSION_END_REASONS = ['idle', 'expired'] as const
export type SessionEndReason = (typeof SESSION_END_REASONS)[number]

const minutes = (n: number) => (n === 1 ? '1 Minute' : `${n} Minuten`)

/** Every text of the idle warning, the forced logout and the remember-me idle setting. */
export const SESSION_TEXTS = {
  /** The warning's title, with the whole minutes left (at most 5, at least 1). */
  idleWarningTitle: (minutesLeft: number) => `Sie werden in ${minutes(minutesLeft)} abgemeldet`,
  idleWarningText: (time: string) =>
    `Sie waren längere Zeit nicht aktiv. Aus Sicherheitsgründen endet Ihre Sitzung um ${time} Uhr. Möchten Sie angemeldet bleiben?`,
  stay: 'Angemeldet bleiben',
  logoutNow: 'Jetzt abmelden',
  /** The end a session cannot be kept beyond (12 hours, or 30 days with "Angemeldet bleiben"). */
  lifetimeWarningTitle: (minutesLeft: number) => `Ihre Sitzung endet in ${minutes(minutesLeft)}`,
  lifetimeWarningText: (time: string) =>
    `Aus Sicherheitsgründen endet jede Sitzung nach einer festen Zeit, diese um ${time} Uhr. Bitte speichern Sie bis dahin, was Sie gerade bearbeiten; danach melden Sie sich erneut an.`,
  understood: 'Verstanden',
  loggedOut: {
    idle: 'Sie wurden nach längerer Inaktivität abgemeldet.',
    expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  } satisfies Record<SessionEndReason, string>,
  rememberIdleLabel: 'Abmeldung bei Inaktivität (angemeldet bleiben), in Tagen',
  rememberIdleHint: `Wer sich mit „Angemeldet bleiben“ angemeldet hat, wird nach so vielen Tagen ohne Aktivität abgemeldet, spätestens nach ${SESSION_REMEMBER_DAYS} Tagen. Ohne „Angemeldet bleiben“ gilt immer: ${SESSION_IDLE_MINUTES} Minuten.`,
  rememberIdleMin: 'Mindestens 1 Tag.',
  rememberIdleMax: `Höchstens ${SESSION_REMEMBER_DAYS} Tage.`,
  rememberIdleWhole: 'Bitte eine ganze Zahl von Tagen angeben.',
} as const

export const isSessionEndReason = (value: string | null): value is SessionEndReason =>
  (SESSION_END_REASONS as readonly string[]).includes(value ?? '')
