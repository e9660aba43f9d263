import { describe, expect, it } from 'vitest'
import {
  APP_TIME_ZONE,
  DOCUMENT_TEXT_COLUMN,
  DOCUMENT_TEXT_TAGS,
  DRAFT_FLAG,
  ERROR_PAGE_DEFAULT_CODE,
  ERROR_PAGE_NOT_FOUND_MESSAGE,
  ERROR_PAGE_SERVER_ERROR_MESSAGE,
  FILTER_LABELS,
  GENERIC_MIME_TYPE,
  hasReadableText,
  LIST_COUNT_CAP,
  MIME_TYPES,
  mimeTypeFor,
  ONE_HOUR_MS,
  POLL_DETAIL_MS,
  POLL_LIST_MS,
  POLL_UI_STATE_MS,
  REPLY_PREFIX,
  RESTORE_WINDOW_DAYS,
  RETRY_STATUSES,
  SEARCH_DEBOUNCE_MS,
  TEXT_MIME_TYPES,
  TOAST_LIFE_DELETE_MS,
  TOAST_LIFE_MS,
} from './constants.ts'
import {
  APPLICANT_TOASTS,
  DOCUMENT_TOASTS,
  JOB_TOASTS,
  MERGE_TOASTS,
  MESSAGE_TOASTS,
  NOTE_TOASTS,
  RATING_TOASTS,
  TEMPLATE_TOASTS,
  TOAST_TITLES,
} from './toasts.ts'

describe('business constants, exactly', () => {
  it('has the polling, debounce, toast, restore and one-hour values', () => {
    expect([POLL_UI_STATE_MS, POLL_LIST_MS, POLL_DETAIL_MS]).toEqual([10_000, 10_000, 15_000])
    expect(SEARCH_DEBOUNCE_MS).toBe(300)
    expect([TOAST_LIFE_MS, TOAST_LIFE_DELETE_MS]).toEqual([5000, 10_000])
    expect(RESTORE_WINDOW_DAYS).toBe(7)
    expect(ONE_HOUR_MS).toBe(3_600_000)
    expect(DRAFT_FLAG).toBe(1)
    expect(REPLY_PREFIX).toBe('AW: ')
    // A German team's days, weeks and interview times are Berlin's.
    expect(APP_TIME_ZONE).toBe('Europe/Berlin')
    // A filtered list counts up to here and shows "10.000+" beyond (server count and table header).
    expect(LIST_COUNT_CAP).toBe(10_000)
    expect([...RETRY_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it('maps exactly the 16 download extensions and falls back to a generic binary type', () => {
    expect(Object.keys(MIME_TYPES)).toEqual([
      'pdf',
      'doc',
      'docx',
      'odt',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'jpg',
      'jpeg',
      'png',
      'gif',
      'bmp',
      'tiff',
      'svg',
      'txt',
    ])
    expect(mimeTypeFor('Lebenslauf.PDF')).toBe('application/pdf')
    expect(mimeTypeFor('foto.jpeg')).toBe('image/jpeg')
    expect(mimeTypeFor('zeugnis.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(mimeTypeFor('lebenslauf.odt')).toBe('application/vnd.oasis.opendocument.text')
    expect([...TEXT_MIME_TYPES]).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
      'text/plain',
    ])
    expect(hasReadableText('image/jpeg')).toBe(false)
    expect(DOCUMENT_TEXT_COLUMN).toBe('Textsuche')
    expect(DOCUMENT_TEXT_TAGS).toEqual({ empty: 'kein Text erkannt', failed: 'Text nicht lesbar' })
    expect(mimeTypeFor('archiv.zip')).toBe(GENERIC_MIME_TYPE)
    expect(mimeTypeFor('ohne-endung')).toBe('application/octet-stream')
    expect(mimeTypeFor('.pdf')).toBe('application/octet-stream')
    expect(mimeTypeFor('__proto__.constructor')).toBe('application/octet-stream')
  })

  it('has the error page defaults: 500, Page Not Found, Internal Server Error', () => {
    expect(ERROR_PAGE_DEFAULT_CODE).toBe(500)
    expect(ERROR_PAGE_NOT_FOUND_MESSAGE).toBe('Page Not Found')
    expect(ERROR_PAGE_SERVER_ERROR_MESSAGE).toBe('Internal Server Error')
  })

  it('has the German table filter labels, in order', () => {
    expect(Object.values(FILTER_LABELS)).toEqual([
      'Alle Regeln',
      'Irgendeine Regel',
      'Akzeptieren',
      'Zurücksetzen',
      'Bestätigen',
      'Regel hinzufügen',
      'Regel entfernen',
      'Datum entspricht',
      'Datum entspricht nicht',
      'Datum liegt vor',
      'Datum liegt nach',
      'Beginnt mit',
      'Endet mit',
      'Enthält',
      'Enthält nicht',
      'Gleich',
      'Ungleich',
    ])
  })
})

describe('toast texts, word for word', () => {
  it('applicant toasts', () => {
    expect(APPLICANT_TOASTS).toEqual({
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
      statusConflict:
        'Der Status wurde inzwischen von jemand anderem geändert. Es wird der aktuelle Stand angezeigt.',
    })
    expect(MERGE_TOASTS).toEqual({
      success: 'Die Bewerber:innen wurden zusammengeführt.',
      error: 'Die Bewerber:innen konnten nicht zusammengeführt werden.',
    })
  })

  it('rating and note toasts', () => {
    expect(RATING_TOASTS).toEqual({
      saveSuccess: 'Die Bewertung wurde erfolgreich gespeichert',
      updateSuccess: 'Die Bewertung wurde erfolgreich aktualisiert',
      deleteSuccess: 'Die Bewertung wurde erfolgreich gelöscht',
      saveError: 'Die Bewertung konnte nicht gespeichert werden',
      updateError: 'Die Bewertung konnte nicht aktualisiert werden',
      deleteError: 'Die Bewertung konnte nicht gelöscht werden',
    })
    expect(NOTE_TOASTS.saveSuccess).toBe('Die Notiz wurde erfolgreich gespeichert')
    expect(NOTE_TOASTS.deleteError).toBe('Die Notiz konnte nicht gelöscht werden')
  })

  it('document, message and template toasts with their titles', () => {
    expect(DOCUMENT_TOASTS).toEqual({
      updateSuccess: 'Das Dokument wurde erfolgreich aktualisiert',
      updateError: 'Das Dokument konnte nicht aktualisiert werden',
    })
    expect(MESSAGE_TOASTS).toEqual({
      sent: 'Die Nachricht wurde gesendet',
      notSent: 'Die Nachricht konnte nicht gesendet werden',
    })
    expect(JOB_TOASTS).toEqual({
      followError: 'Sie konnten der Stelle nicht folgen. Bitte versuchen Sie es erneut.',
      unfollowError: 'Sie folgen der Stelle noch. Bitte versuchen Sie es erneut.',
    })
    expect(TEMPLATE_TOASTS).toEqual({
      saveSuccess: 'Die Vorlage wurde gespeichert',
      updateSuccess: 'Die Vorlage wurde aktualisiert',
      saveError: 'Die Vorlage konnte nicht gespeichert werden',
      updateError: 'Die Vorlage konnte nicht aktualisiert werden',
    })
    expect(TOAST_TITLES).toEqual({
      success: 'Erfolgreich',
      error: 'Fehler',
      saved: 'Gespeichert',
      deleted: 'Gelöscht',
      shared: 'Geteilt',
      linkSent: 'Link gesendet',
      passwordSaved: 'Passwort gespeichert',
      passwordChanged: 'Passwort geändert',
      userCreated: 'Benutzer:in angelegt',
    })
  })
})
