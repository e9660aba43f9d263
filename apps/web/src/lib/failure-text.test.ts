import { APPLICANT_TOASTS } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { failureText } from './failure-text.ts'

const fallback = APPLICANT_TOASTS.updateError

describe('failureText: the server message if present, else the named text', () => {
  it('takes the message the server sent', () => {
    const caught = new ApiError(
      409,
      'Die Bewerber:in wurde inzwischen geändert.',
      {},
      {
        message: 'Die Bewerber:in wurde inzwischen geändert.',
      },
    )
    expect(failureText(caught, fallback)).toBe('Die Bewerber:in wurde inzwischen geändert.')
  })

  it('names the failure when the server sent no message (a proxy page, an empty body)', () => {
    expect(failureText(new ApiError(404, 'Anfrage fehlgeschlagen (404)', {}, undefined), fallback)).toBe(
      'Bewerber:in konnte nicht aktualisiert werden.',
    )
    expect(
      failureText(new ApiError(400, 'Anfrage fehlgeschlagen (400)', {}, '<html>Bad</html>'), fallback),
    ).toBe(fallback)
    expect(failureText(new ApiError(422, 'x', {}, { message: '  ' }), APPLICANT_TOASTS.saveError)).toBe(
      'Bewerber:in konnte nicht gespeichert werden.',
    )
  })

  it('keeps the screen text for server failures and for errors that are no answer at all', () => {
    expect(
      failureText(new ApiError(500, 'Interner Fehler', {}, { message: 'Interner Fehler' }), fallback),
    ).toBe(fallback)
    expect(failureText(new TypeError('Failed to fetch'), fallback)).toBe(fallback)
  })
})
