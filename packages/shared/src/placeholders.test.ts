import { describe, expect, it } from 'vitest'
import { letterSalutation, renderPlaceholders, unknownPlaceholders, withSignature } from './placeholders.ts'

describe('placeholders (DESIGN.md §3, §5)', () => {
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
    expect(unknownPlaceholders('{{anrede}}, {{ vorname }} {{gehalt}} {{}}')).toEqual(['gehalt', ''])
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

  it('knows {{termin}} and {{ort}}, renders them when given and keeps them otherwise', () => {
    expect(unknownPlaceholders('Am {{termin}} in {{ort}}')).toEqual([])
    const base = {
      anrede: '',
      vorname: '',
      nachname: '',
      berufsgruppe: '',
      status: '',
      benutzer: '',
      firma: '',
    }
    expect(renderPlaceholders('{{termin}} – {{ort}}', base)).toBe('{{termin}} – {{ort}}')
    expect(
      renderPlaceholders('{{termin}} – {{ort}} {{constructor}}', { ...base, termin: 'Di', ort: 'Berlin' }),
    ).toBe('Di – Berlin {{constructor}}')
  })

  it('appends the signature once, below the "-- " line', () => {
    expect(withSignature('Hallo\n\n', 'Rita\nPersonal')).toBe('Hallo\n\n-- \nRita\nPersonal')
    expect(withSignature('Hallo\n\n-- \nRita', 'Rita')).toBe('Hallo\n\n-- \nRita')
    expect(withSignature('Hallo', '  ')).toBe('Hallo')
  })
})
