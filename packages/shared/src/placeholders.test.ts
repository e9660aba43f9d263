import { describe, expect, it } from 'vitest'
import { companySetupNeeded, parseMailbox } from './contracts/settings.ts'
import {
  composeMail,
  letterSalutation,
  PLACEHOLDER_CATALOGUE,
  placeholderGaps,
  renderParts,
  renderPlaceholders,
  unknownPlaceholders,
  withSignature,
} from './placeholders.ts'

describe('placeholders', () => {
  it('addresses people as a German letter does', () => {
    expect(letterSalutation({ salutation: 'herr', first_name: 'Tim', last_name: 'Weiß' })).toBe(
      'Sehr geehrter Herr Weiß',
    )
    expect(letterSalutation({ salutation: 'frau', first_name: 'Jülide', last_name: 'Özdemir' })).toBe(
      'Sehr geehrte Frau Özdemir',
    )
    expect(letterSalutation({ salutation: 'frau', title: 'Dr.', first_name: 'A', last_name: 'B' })).toBe(
      'Sehr geehrte Frau Dr. B',
    )
    expect(letterSalutation({ salutation: 'divers', first_name: 'Jülide', last_name: 'Özdemir' })).toBe(
      'Guten Tag Jülide Özdemir',
    )
    expect(letterSalutation({ salutation: null, first_name: 'Kim', last_name: 'Lee' })).toBe(
      'Guten Tag Kim Lee',
    )
  })

  it('finds unknown placeholders and renders known ones', () => {
    expect(unknownPlaceholders('{{anrede}}, {{ vorname }} {{gehalt}} {{}} {{ vor name }}')).toEqual([
      'gehalt',
      '',
      'vor name',
    ])
    const values = {
      anrede: 'Guten Tag',
      vorname: 'Kim',
      nachname: 'Lee',
      berufsgruppe: 'IT',
      status: 'Neu',
      benutzer: 'Rita',
      firma: 'ACME',
    }
    expect(
      renderPlaceholders('{{anrede}} {{vorname}},\n– {{ benutzer }}, {{firma}} {{gehalt}}', values),
    ).toBe('Guten Tag Kim,\n– Rita, ACME {{gehalt}}')
  })

  it('keeps a placeholder without a value and names it as a gap, with the reason', () => {
    const base = { anrede: 'Hallo', vorname: 'Kim', firma: '' }
    expect(renderPlaceholders('{{termin}} – {{ort}} {{constructor}}', base)).toBe(
      '{{termin}} – {{ort}} {{constructor}}',
    )
    expect(renderPlaceholders('{{termin}} – {{ort}}', { termin: 'Di', ort: 'Berlin' })).toBe('Di – Berlin')
    expect(placeholderGaps('{{anrede}} {{termin}} {{ termin }} {{firma}} {{constructor}}', base)).toEqual([
      {
        name: 'termin',
        message:
          'Der Platzhalter {{termin}} kann für diese Bewerber:in nicht ausgefüllt werden: es ist kein Vorstellungsgespräch gebucht.',
        mark: 'kein Termin gebucht',
      },
      {
        name: 'firma',
        message:
          'Der Platzhalter {{firma}} kann für diese Bewerber:in nicht ausgefüllt werden: in den Einstellungen ist kein Firmenname hinterlegt.',
        mark: 'kein Firmenname in den Einstellungen',
      },
      {
        name: 'constructor',
        message: 'Den Platzhalter {{constructor}} gibt es nicht.',
        mark: 'unbekannter Platzhalter',
      },
    ])
    expect(placeholderGaps(`{{${'x'.repeat(5000)}}}`, {})[0]?.message).toBe(
      `Den Platzhalter {{${'x'.repeat(40)}…}} gibt es nicht.`,
    )
  })

  it('declares once which placeholders may be empty; a line of empty ones is left out', () => {
    const optional = Object.entries(PLACEHOLDER_CATALOGUE)
      .filter(([, spec]) => 'optional' in spec)
      .map(([name]) => name)
    expect(optional).toEqual(['kalenderhinweis'])
    expect(placeholderGaps('{{kalenderhinweis}}', {})).toEqual([])
    expect(renderPlaceholders('Ort: X\n{{kalenderhinweis}}\nBis bald.', {})).toBe('Ort: X\nBis bald.')
    expect(renderPlaceholders('Ort: X\n{{kalenderhinweis}}\nBis bald.', { kalenderhinweis: 'Anhang!' })).toBe(
      'Ort: X\nAnhang!\nBis bald.',
    )
    expect(renderParts('Am {{termin}}.', {})).toEqual([
      { text: 'Am ' },
      {
        gap: expect.objectContaining({ name: 'termin', mark: 'kein Termin gebucht' }),
        raw: '{{termin}}',
      },
      { text: '.' },
    ])
  })

  it('composes body, one closing and a quoted original', () => {
    expect(withSignature('Hallo\n\n', 'Rita\nPersonal')).toBe('Hallo\n\nRita\nPersonal')
    expect(withSignature('Hallo\n\nRita', 'Rita')).toBe('Hallo\n\nRita')
    expect(withSignature('Hallo', '  ')).toBe('Hallo\n\nMit freundlichen Grüßen\n{{benutzer}}\n{{firma}}')
    // A template written before the closing moved out of the templates keeps one closing.
    expect(
      withSignature('Hallo\n\nMit freundlichen Grüßen\n{{benutzer}}\n{{firma}}', 'Viele Grüße\nRita'),
    ).toBe('Hallo\n\nViele Grüße\nRita')
    expect(withSignature('Hallo\n\nMit freundlichen Grüßen\n{{benutzer}}\n{{firma}}', '')).toBe(
      'Hallo\n\nMit freundlichen Grüßen\n{{benutzer}}\n{{firma}}',
    )
    expect(
      composeMail('Danke!\n\n\nAm 01.03.2026 10:00 schrieb Kim:\n> Frage {{x}}\n> Gruß', 'Rita'),
    ).toEqual({
      letter: 'Danke!\n\nRita',
      quote: 'Am 01.03.2026 10:00 schrieb Kim:\n> Frage {{x}}\n> Gruß',
    })
  })

  it('reads a sender with or without a name, and knows when the company setup is missing', () => {
    expect(parseMailbox('jobs@firma.de')).toEqual({ name: '', address: 'jobs@firma.de' })
    expect(parseMailbox('Firma GmbH Recruiting <jobs@firma.de>')).toEqual({
      name: 'Firma GmbH Recruiting',
      address: 'jobs@firma.de',
    })
    expect(parseMailbox('"Firma, GmbH" <jobs@firma.de>')).toEqual({
      name: 'Firma, GmbH',
      address: 'jobs@firma.de',
    })
    for (const bad of ['', 'jobs', 'no-reply@localhost', 'A <b>', '<>']) expect(parseMailbox(bad)).toBeNull()
    expect(companySetupNeeded({ company_name: '', mail_from: 'jobs@firma.de' })).toBe(true)
    expect(companySetupNeeded({ company_name: 'Firma', mail_from: '' })).toBe(true)
    expect(companySetupNeeded({ company_name: 'Firma', mail_from: 'jobs@firma.de' })).toBe(false)
  })
})
