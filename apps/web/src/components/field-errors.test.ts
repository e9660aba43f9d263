import { describe, expect, it } from 'vitest'
import { changedKeys, withoutFields } from './field-errors.ts'

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
