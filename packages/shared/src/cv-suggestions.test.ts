import { describe, expect, it } from 'vitest'
import { CV_LIMITS, CV_READABLE_EXTENSIONS, CV_SUGGESTION_FIELDS, CV_TEXTS } from './index.ts'

describe('CV suggestions: what is read and what the form says, word for word', () => {
  it('reads the documents whose text is read, within a CV’s bounds, for eight profile fields', () => {
    expect(CV_READABLE_EXTENSIONS).toEqual(['pdf', 'docx', 'odt', 'txt'])
    expect(CV_LIMITS).toEqual({ pages: 5, characters: 50_000 })
    expect(CV_SUGGESTION_FIELDS).toEqual([
      'first_name',
      'last_name',
      'birth_date',
      'email',
      'phone',
      'street',
      'postal_code',
      'city',
    ])
  })

  it('says everything in German', () => {
    expect(CV_TEXTS.choose).toBe('Lebenslauf auswählen')
    expect(CV_TEXTS.mark).toBe('Vorschlag aus dem Lebenslauf')
    expect([CV_TEXTS.accept, CV_TEXTS.discard]).toEqual(['Übernehmen', 'Verwerfen'])
    expect(CV_TEXTS.filled(1)).toBe('1 Feld aus dem Lebenslauf vorgeschlagen. Bitte prüfen.')
    expect(CV_TEXTS.filled(8)).toBe('8 Felder aus dem Lebenslauf vorgeschlagen. Bitte prüfen.')
    expect(CV_TEXTS.noText).toBe('Im Lebenslauf wurde kein Text erkannt. Ist er vielleicht eingescannt?')
    expect(CV_TEXTS.wrongType).toBe(
      'Aus diesem Dateityp kann kein Lebenslauf gelesen werden. Möglich sind: pdf, docx, odt, txt.',
    )
  })
})
