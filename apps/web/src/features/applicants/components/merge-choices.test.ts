import { describe, expect, it } from 'vitest'
import { defaultChoices, differingFields, sameContact } from './merge-choices.ts'

const target = {
  first_name: 'Jülide',
  last_name: 'Özdemir',
  email: 'j@example.de',
  city: 'Köln',
  remarks: null,
}
const source = {
  first_name: 'Jülide',
  last_name: 'Özdemir-Weiß',
  email: 'J@example.de',
  city: '',
  remarks: 'Kam über die Karriereseite.',
  languages: [],
}

describe('merge choices', () => {
  it('asks only about fields that differ; empty text, null and an empty list count as the same', () => {
    const rows = differingFields(source, { ...target, languages: null })
    expect(rows.map((r) => r.field.key)).toEqual(['last_name', 'email', 'city', 'remarks'])
    expect(rows.find((r) => r.field.key === 'city')).toMatchObject({ source: '', target: 'Köln' })
  })

  it("offers the existing applicant's value first, the duplicate's where the existing one is empty", () => {
    expect(defaultChoices(differingFields(source, target))).toEqual({
      last_name: 'target',
      email: 'target',
      city: 'target',
      remarks: 'source',
    })
  })

  it('names the shared e-mail address and phone number', () => {
    expect(sameContact(source, target)).toEqual(['gleiche E-Mail-Adresse'])
    expect(sameContact({ phone: '0171 123' }, { phone: '0171/123' })).toEqual(['gleiche Telefonnummer'])
    expect(sameContact({}, {})).toEqual([])
  })
})
