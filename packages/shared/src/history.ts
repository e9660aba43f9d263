/** German labels of the history actions (DESIGN.md §3 "History"). */
export const HISTORY_ACTIONS = {
  created: 'Angelegt',
  updated: 'Geändert',
  status_changed: 'Status geändert',
  followed: 'Gefolgt',
  unfollowed: 'Nicht mehr gefolgt',
  qualified: 'Als qualifiziert markiert',
  unqualified: 'Nicht mehr qualifiziert',
  deleted: 'Gelöscht',
  restored: 'Wiederhergestellt',
  rating_created: 'Bewertung abgegeben',
  rating_updated: 'Bewertung geändert',
  rating_deleted: 'Bewertung gelöscht',
  note_created: 'Notiz angelegt',
  note_updated: 'Notiz geändert',
  note_deleted: 'Notiz gelöscht',
  document_uploaded: 'Dokument hochgeladen',
  document_updated: 'Dokument geändert',
  document_downloaded: 'Dokument heruntergeladen',
  document_deleted: 'Dokument gelöscht',
  message_drafted: 'Nachrichtenentwurf gespeichert',
  message_sent: 'Nachricht gesendet',
  message_received: 'Antwort erhalten',
  shared: 'Geteilt',
  interview_booked: 'Vorstellungsgespräch gebucht',
  interview_moved: 'Vorstellungsgespräch verschoben',
  interview_cancelled: 'Vorstellungsgespräch abgesagt',
} as const
export type HistoryAction = keyof typeof HISTORY_ACTIONS

/** Per-applicant permissions (SPEC.md §3 "permissions list"), computed from the caller's role. */
export const APPLICANT_PERMISSIONS = [
  'view',
  'edit',
  'delete',
  'restore',
  'follow',
  'rate',
  'note',
  'upload',
  'message',
] as const
export type ApplicantPermission = (typeof APPLICANT_PERMISSIONS)[number]
