import { describe, expect, it } from 'vitest'
import { nextInterviewValues } from '../../../lib/placeholder-values.ts'
import { previewMail } from './preview.ts'

const values = { anrede: 'Sehr geehrte Frau Öz', vorname: 'Jülide', benutzer: 'Rita', firma: 'Muster GmbH' }
const invitation = {
  subject: 'Einladung',
  content: '{{anrede}},\n\nTermin: {{termin}}\nOrt: {{ort}}\n\n{{kalenderhinweis}}\nBis bald.',
}

describe('the composer preview', () => {
  it('names the placeholders the server would refuse, once each', () => {
    const preview = previewMail(invitation, '', values, true)
    expect(preview.gaps.map((g) => [g.name, g.mark])).toEqual([
      ['termin', 'kein Termin gebucht'],
      ['ort', 'kein Termin gebucht'],
    ])
    expect(preview.problems[0]).toBe(
      'Der Platzhalter {{termin}} kann für diese Bewerber:in nicht ausgefüllt werden: es ist kein Vorstellungsgespräch gebucht.',
    )
    expect(preview.values.kalenderhinweis).toBe('')
    expect(preview.letter.endsWith('Mit freundlichen Grüßen\n{{benutzer}}\n{{firma}}')).toBe(true)
  })

  it('fills the next active interview and promises its .ics; a missing sender is a problem too', () => {
    const bookings = [
      { status: 'cancelled' as const, starts_at: '2030-01-01T08:00:00Z', termin: 'abgesagt', ort: 'x' },
      { status: 'active' as const, starts_at: '2020-01-01T08:00:00Z', termin: 'vorbei', ort: 'x' },
      {
        status: 'active' as const,
        starts_at: '2030-02-01T08:00:00Z',
        termin: 'Fr, 1. Februar',
        ort: 'Zentrale',
      },
    ]
    const next = nextInterviewValues(bookings, Date.parse('2026-01-01T00:00:00Z'))
    expect(next).toEqual({ termin: 'Fr, 1. Februar', ort: 'Zentrale' })
    const preview = previewMail(invitation, 'Viele Grüße\nRita', { ...values, ...next }, false)
    expect(preview.gaps).toEqual([])
    expect(preview.values.kalenderhinweis).toBe('Die Einladung für Ihren Kalender finden Sie im Anhang.')
    expect(preview.problems).toEqual([
      'Für E-Mails an Bewerber:innen ist noch kein Absender eingerichtet. Eine Administrator:in trägt ihn unter Einstellungen ein.',
    ])
  })
})
