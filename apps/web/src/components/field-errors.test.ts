import { describe, expect, it } from 'vitest'
import { ApiError } from '../lib/api-client.ts'
import { changedKeys, fieldErrorsOf, isInvalid, withoutFields } from './field-errors.ts'

describe('withoutFields: a changed field loses its old message', () => {
  const errors = {
    birth_date: ['Bitte ein gültiges Datum für „Geburtsdatum“ angeben.'],
    email: ['Bitte eine gültige E-Mail-Adresse angeben.'],
    'statuses.0.label': ['Bitte eine Bezeichnung angeben.'],
    'series.from_date': ['Bitte ein Datum angeben.'],
  }

  it('drops exactly the changed field and keeps the others', () => {
    expect(withoutFields(errors, ['birth_date'])).toEqual({
      email: errors.email,
      'statuses.0.label': errors['statuses.0.label'],
      'series.from_date': errors['series.from_date'],
    })
  })

  it('drops nested messages under a changed key', () => {
    expect(Object.keys(withoutFields(errors, ['statuses', 'series.from_date']))).toEqual([
      'birth_date',
      'email',
    ])
  })

  it('does not mistake a longer key for the changed one', () => {
    expect(withoutFields({ email_2: ['x'] }, ['email'])).toEqual({ email_2: ['x'] })
  })

  it('leaves the object itself alone when nothing changes (no new render)', () => {
    expect(withoutFields(errors, ['city'])).toBe(errors)
  })
})

describe('changedKeys', () => {
  it('names the fields a change touched, lists compared by value', () => {
    const before = { name: 'A', roles: ['admin'], places: 2 }
    expect(changedKeys(before, { ...before, name: 'B' })).toEqual(['name'])
    expect(changedKeys(before, { ...before, roles: ['admin'] })).toEqual([])
    expect(changedKeys(before, { ...before, roles: ['admin', 'viewer'], places: 3 })).toEqual([
      'roles',
      'places',
    ])
  })
})

describe('fieldErrorsOf: only a refused input (422) puts messages on fields', () => {
  const fields = { email: ['Bitte eine gültige E-Mail-Adresse angeben.'] }

  it("gives a 422's field messages and knows it as invalid", () => {
    const refused = new ApiError(422, fields.email[0] ?? '', fields)
    expect(isInvalid(refused)).toBe(true)
    expect(fieldErrorsOf(refused)).toEqual(fields)
  })

  it('gives none for any other failure, even one that carries errors', () => {
    for (const caught of [
      new ApiError(403, 'Keine Berechtigung.', fields),
      new ApiError(500, 'x'),
      new Error('x'),
      null,
    ]) {
      expect(isInvalid(caught)).toBe(false)
      expect(fieldErrorsOf(caught)).toEqual({})
    }
  })
})
