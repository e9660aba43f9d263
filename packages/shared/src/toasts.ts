/** Every toast text of the app, word for word; the tests pin each one. */
export const TOAST_TITLES = {
  success: 'Erfolgreich',
  error: 'Fehler',
  saved: 'Gespeichert',
  deleted: 'Gelöscht',
  shared: 'Geteilt',
  linkSent: 'Link gesendet',
  passwordSaved: 'Passwort gespeichert',
  passwordChanged: 'Passwort geändert',
  userCreated: 'Benutzer:in angelegt',
} as const

export const APPLICANT_TOASTS = {
  saveSuccessSummary: 'Bewerber:in gespeichert',
  saveSuccessDetail: 'Bewerber:in wurde erfolgreich gespeichert.',
  saveError: 'Bewerber:in konnte nicht gespeichert werden.',
  updateSuccess: 'Bewerber:in aktualisiert',
  updateError: 'Bewerber:in konnte nicht aktualisiert werden.',
  deleteSuccess:
    'Bewerber:in wurde erfolgreich gelöscht. Der Datensatz kann 7 Tage wiederhergestellt werden.',
  deleteError: 'Bewerber:in konnte nicht gelöscht werden.',
  restoreSuccess: 'Bewerber:in wurde erfolgreich wiederhergestellt.',
  restoreError: 'Bewerber:in konnte nicht wiederhergestellt werden.',
  /** A status change whose starting status was changed meanwhile by someone else (409). */
  statusConflict:
    'Der Status wurde inzwischen von jemand anderem geändert. Es wird der aktuelle Stand angezeigt.',
} as const

/** Merging a duplicate into the existing applicant (beyond the original toast texts). */
export const MERGE_TOASTS = {
  success: 'Die Bewerber:innen wurden zusammengeführt.',
  error: 'Die Bewerber:innen konnten nicht zusammengeführt werden.',
} as const

function crudToasts(subject: string) {
  return {
    saveSuccess: `${subject} wurde erfolgreich gespeichert`,
    updateSuccess: `${subject} wurde erfolgreich aktualisiert`,
    deleteSuccess: `${subject} wurde erfolgreich gelöscht`,
    saveError: `${subject} konnte nicht gespeichert werden`,
    updateError: `${subject} konnte nicht aktualisiert werden`,
    deleteError: `${subject} konnte nicht gelöscht werden`,
  } as const
}

export const RATING_TOASTS = crudToasts('Die Bewertung')
export const NOTE_TOASTS = crudToasts('Die Notiz')

export const DOCUMENT_TOASTS = {
  updateSuccess: 'Das Dokument wurde erfolgreich aktualisiert',
  updateError: 'Das Dokument konnte nicht aktualisiert werden',
} as const

export const MESSAGE_TOASTS = {
  sent: 'Die Nachricht wurde gesendet',
  notSent: 'Die Nachricht konnte nicht gesendet werden',
} as const

export const TEMPLATE_TOASTS = {
  saveSuccess: 'Die Vorlage wurde gespeichert',
  updateSuccess: 'Die Vorlage wurde aktualisiert',
  saveError: 'Die Vorlage konnte nicht gespeichert werden',
  updateError: 'Die Vorlage konnte nicht aktualisiert werden',
} as const

export const JOB_TOASTS = {
  followError: 'Sie konnten der Stelle nicht folgen. Bitte versuchen Sie es erneut.',
  unfollowError: 'Sie folgen der Stelle noch. Bitte versuchen Sie es erneut.',
} as const
