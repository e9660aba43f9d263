/** German labels of the history actions, as the applicant's history shows them. */
export const HISTORY_ACTIONS = {
  created: 'Angelegt',
  received: 'Bewerbung eingegangen',
  receipt_not_sent: 'Eingangsbestätigung nicht gesendet',
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
  attachment_refused: 'Anhang nicht übernommen',
  shared: 'Geteilt',
  interview_booked: 'Vorstellungsgespräch gebucht',
  interview_moved: 'Vorstellungsgespräch verschoben',
  interview_cancelled: 'Vorstellungsgespräch abgesagt',
  merged: 'Zusammengeführt',
  reviewed: 'Geprüft',
} as const
export type HistoryAction = keyof typeof HISTORY_ACTIONS

/** What the caller may do with one applicant (the detail's `permissions`), computed from their role. */
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
