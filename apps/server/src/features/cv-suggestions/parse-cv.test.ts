import { applicantBody } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { CV_FIXTURES } from './cv-fixtures.ts'
import { parseCv } from './parse-cv.ts'

const today = new Date('2026-11-26T12:00:00Z')

describe('reading a CV for its person', () => {
  it('has at least fifteen CVs to read', () => {
    expect(CV_FIXTURES.length).toBeGreaterThanOrEqual(15)
  })

  for (const fixture of CV_FIXTURES)
    it(fixture.name, () => {
      expect(parseCv(fixture.text, { today })).toEqual(fixture.expected)
    })

  it('suggests only values the applicant form accepts as they are', () => {
    const keys = {
      firstName: 'first_name',
      lastName: 'last_name',
      email: 'email',
      phone: 'phone',
      street: 'street',
      postalCode: 'postal_code',
      city: 'city',
      birthDate: 'birth_date',
    } as const
    for (const fixture of CV_FIXTURES)
      for (const [key, value] of Object.entries(parseCv(fixture.text, { today }))) {
        const formKey = keys[key as keyof typeof keys]
        expect(applicantBody.shape[formKey]?.safeParse(value)).toMatchObject({ success: true, data: value })
      }
  })

  it('never takes a value from an employer, a school or a reference', () => {
    const text = `Berufserfahrung
Name: Erika Arbeitgeber
Telefon: 030 1111111
Anschrift: Firmenweg 1, 10115 Berlin
Referenzen
E-Mail: chefin@firma.de
Geburtsdatum: 01.01.1970`
    expect(parseCv(text, { today })).toEqual({})
  })

  it('takes a job title above the name for no name, and keeps surnames that are also words', () => {
    expect(parseCv('Pflegefachkraft Intensivpflege\nAnna Schmidt\nanna@example.de', { today })).toEqual({
      firstName: 'Anna',
      lastName: 'Schmidt',
      email: 'anna@example.de',
    })
    expect(parseCv('Software Developer\nSabine Kaufmann', { today })).toEqual({
      firstName: 'Sabine',
      lastName: 'Kaufmann',
    })
    expect(parseCv('Lebenslauf\nThomas Koch', { today })).toEqual({ firstName: 'Thomas', lastName: 'Koch' })
  })

  it('reads a birth date at the edges of the plausible ages', () => {
    const at = (day: string) => parseCv(`Geburtsdatum: ${day}`, { today }).birthDate
    expect(at('26.11.2012')).toBe('2012-11-26')
    expect(at('27.11.2012')).toBeUndefined()
    expect(at('27.11.1925')).toBe('1925-11-27')
    expect(at('26.11.1925')).toBeUndefined()
  })

  it('counts the ages by the day in Berlin, which at 23:30 UTC is already the next one', () => {
    const lateEvening = new Date('2026-11-25T23:30:00Z') // 26.11.2026, 00:30 in Berlin
    const at = (day: string) => parseCv(`Geburtsdatum: ${day}`, { today: lateEvening }).birthDate
    expect(at('26.11.2012')).toBe('2012-11-26')
    expect(at('26.11.1925')).toBeUndefined()
  })

  it('survives hostile text without throwing or taking long', () => {
    const started = performance.now()
    const hostile = `${'a@'.repeat(20_000)}\n${'1 '.repeat(20_000)}\nTelefon: ${'0'.repeat(50_000)}\n${'Straße '.repeat(5_000)}1`
    expect(() => parseCv(hostile, { today })).not.toThrow()
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
