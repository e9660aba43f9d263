import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

describe('applicant schema and answers', () => {
  it('serves the default field set with German labels and groups; only the names are required', async () => {
    const response = await viewer.get('/api/schema/applicants')
    expect(response.statusCode).toBe(200)
    const fields = response.json().fields as Array<{
      key: string
      label: string
      required: boolean
      group: string
    }>
    expect(fields.map((f) => f.key)).toEqual([
      'salutation',
      'title',
      'first_name',
      'last_name',
      'birth_date',
      'email',
      'phone',
      'street',
      'postal_code',
      'city',
      'profession_group',
      'status',
      'job',
      'available_from',
      'desired_salary',
      'weekly_hours',
      'driving_license',
      'languages',
      'source',
      'privacy_consent_at',
      'remarks',
    ])
    expect(fields.filter((f) => f.required).map((f) => f.key)).toEqual(['first_name', 'last_name'])
    expect(fields.find((f) => f.key === 'salutation')?.label).toBe('Anrede')
    expect(new Set(fields.map((f) => f.group))).toEqual(
      new Set(['Persönliche Daten', 'Kontakt', 'Beruf', 'Sonstiges']),
    )
  })

  it('answers the option catalogue, statuses and groups from the settings', async () => {
    const body = (await viewer.get('/api/answers')).json()
    expect(body.salutation).toEqual({
      herr: 'Herr',
      frau: 'Frau',
      divers: 'divers',
      'keine-angabe': 'keine Angabe',
    })
    expect(body.status.vorstellungsgespraech).toBe('Vorstellungsgespräch')
    expect(body.profession_group.pflege).toBe('Pflege & Gesundheit')
  })
})

describe('create, read, update', () => {
  it('creates with only first and last name, status defaults to neu, history says created', async () => {
    const response = await recruiter.post('/api/applicants', { first_name: 'Jülide', last_name: 'Özdemir' })
    expect(response.statusCode).toBe(201)
    const created = response.json()
    expect(created).toMatchObject({
      id: expect.any(Number),
      first_name: 'Jülide',
      last_name: 'Özdemir',
      status: 'neu',
      qualified: false,
    })
    const history = (await viewer.get(`/api/history/${created.id}`)).json()
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ action: 'created', user: { name: 'Rita Recruiter' } })
  })

  it('refuses invalid values with 422 and German per-field messages, storing nothing', async () => {
    const before = (await viewer.get('/api/applicants')).json().total
    const response = await recruiter.post('/api/applicants', {
      first_name: '',
      last_name: 'X',
      email: 'keine-mail',
      postal_code: '123',
      status: 'erfunden',
      weekly_hours: 99,
      birth_date: '31.12.1990',
    })
    expect(response.statusCode).toBe(422)
    const { errors } = response.json()
    expect(errors.first_name[0]).toBe('Bitte „Vorname“ angeben.')
    expect(errors.email[0]).toBe('Bitte eine gültige E-Mail-Adresse angeben.')
    expect(errors.postal_code[0]).toBe('Bitte eine fünfstellige Postleitzahl angeben.')
    expect(errors.status[0]).toBe('Bitte einen gültigen Wert für „Status“ wählen.')
    expect(errors.weekly_hours[0]).toBe('„Wochenstunden“ darf höchstens 60 sein.')
    expect(errors.birth_date[0]).toMatch(/gültiges Datum/)
    expect((await viewer.get('/api/applicants')).json().total).toBe(before)
  })

  it('takes whole numbers where the field is whole, and the fraction digits the schema names', async () => {
    const fields = (await viewer.get('/api/schema/applicants')).json().fields as Array<{
      key: string
      decimals?: number
    }>
    expect(fields.find((f) => f.key === 'weekly_hours')?.decimals).toBe(2)
    expect(fields.find((f) => f.key === 'desired_salary')?.decimals).toBeUndefined()
    const refused = await recruiter.post('/api/applicants', {
      first_name: 'Nina',
      last_name: 'Komma',
      desired_salary: 42500.5,
      weekly_hours: 38.125,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.desired_salary[0]).toBe(
      '„Gehaltswunsch (€ brutto/Jahr)“ muss eine ganze Zahl sein.',
    )
    expect(refused.json().errors.weekly_hours[0]).toBe(
      '„Wochenstunden“ darf höchstens 2 Nachkommastellen haben.',
    )
    const saved = await recruiter.post('/api/applicants', {
      first_name: 'Nina',
      last_name: 'Komma',
      desired_salary: 42500,
      weekly_hours: 38.5,
    })
    expect(saved.statusCode).toBe(201)
    expect(saved.json()).toMatchObject({ desired_salary: 42500, weekly_hours: 38.5 })
  })

  it('refuses fields that are not part of the schema (mass assignment)', async () => {
    for (const extra of [
      { id: 999 },
      { created_at: '2020-01-01' },
      { deleted_at: null },
      { average_rating: 5 },
    ]) {
      const response = await recruiter.post('/api/applicants', { first_name: 'A', last_name: 'B', ...extra })
      expect(response.statusCode, JSON.stringify(extra)).toBe(422)
    }
  })

  it('updates part of the body and records field, German label, old and new', async () => {
    const created = await createApplicantVia(recruiter, { city: 'Köln' })
    const response = await recruiter.put(`/api/applicants/${created.id}`, {
      city: 'Düsseldorf',
      status: 'kontaktiert',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ city: 'Düsseldorf', status: 'kontaktiert', first_name: 'Anna' })
    const [latest] = (await viewer.get(`/api/history/${created.id}`)).json()
    expect(latest.action).toBe('status_changed')
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'city', label: 'Ort', old: 'Köln', new: 'Düsseldorf' },
        { field: 'status', label: 'Status', old: 'neu', new: 'kontaktiert' },
      ]),
    )
  })

  it('lets a viewer read but not create, edit or delete (403)', async () => {
    const created = await createApplicantVia(recruiter)
    expect((await viewer.get(`/api/applicants/${created.id}`)).statusCode).toBe(200)
    expect((await viewer.post('/api/applicants', { first_name: 'A', last_name: 'B' })).statusCode).toBe(403)
    expect((await viewer.put(`/api/applicants/${created.id}`, { city: 'Bonn' })).statusCode).toBe(403)
    expect((await viewer.delete(`/api/applicants/${created.id}`)).statusCode).toBe(403)
    const detail = (await viewer.get(`/api/applicant-detail/${created.id}`)).json()
    expect(detail.permissions).toEqual(['view', 'follow', 'rate', 'note'])
  })

  it('answers 404 for an unknown id', async () => {
    expect((await viewer.get('/api/applicants/999999')).statusCode).toBe(404)
    expect((await recruiter.put('/api/applicants/999999', { city: 'x' })).statusCode).toBe(404)
  })
})

describe('duplicates', () => {
  it('answers 422 with the matches unless confirm_duplicate is sent', async () => {
    const first = await createApplicantVia(recruiter, {
      email: 'max.mustermann@example.de',
      phone: '0171 2345678',
    })
    const again = await recruiter.post('/api/applicants', {
      first_name: 'Max',
      last_name: 'M',
      email: 'MAX.Mustermann@example.de',
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().duplicates).toEqual([expect.objectContaining({ id: first.id, reasons: ['email'] })])
    const byPhone = await recruiter.post('/api/applicants', {
      first_name: 'X',
      last_name: 'Y',
      phone: '+0171/234-5678',
    })
    expect(byPhone.json().duplicates[0]).toMatchObject({ id: first.id, reasons: ['phone'] })
    const confirmed = await recruiter.post('/api/applicants', {
      first_name: 'Max',
      last_name: 'M',
      email: 'max.mustermann@example.de',
      confirm_duplicate: true,
    })
    expect(confirmed.statusCode).toBe(201)
  })

  it('matches on name and birth date', async () => {
    await createApplicantVia(recruiter, { first_name: 'Lena', last_name: 'Weiß', birth_date: '1990-04-01' })
    const response = await recruiter.post('/api/applicants', {
      first_name: 'lena',
      last_name: 'weiß',
      birth_date: '1990-04-01',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().duplicates[0].reasons).toEqual(['name_birth_date'])
  })
})

describe('soft delete, restore and purge', () => {
  it('removes from lists, shows in Gelöscht with who and when it will be purged, and restores', async () => {
    const created = await createApplicantVia(recruiter)
    const deleted = await recruiter.delete(`/api/applicants/${created.id}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().deleted_by).toMatchObject({ name: 'Rita Recruiter' })
    const live = (await viewer.get('/api/applicants?per_page=500'))
      .json()
      .data.map((a: { id: number }) => a.id)
    expect(live).not.toContain(created.id)
    const trash = (await viewer.get('/api/applicants?deleted=1')).json().data
    const entry = trash.find((a: { id: number }) => a.id === created.id)
    expect(new Date(entry.purge_at).getTime() - new Date(entry.deleted_at).getTime()).toBe(7 * 86_400_000)
    expect((await recruiter.put(`/api/applicants/${created.id}`, { city: 'x' })).statusCode).toBe(404)
    const restored = await recruiter.post(`/api/applicants/${created.id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json().deleted_at).toBeNull()
    const actions = (await viewer.get(`/api/history/${created.id}`))
      .json()
      .map((h: { action: string }) => h.action)
    expect(actions.slice(0, 2)).toEqual(['restored', 'deleted'])
  })

  it('the purge job deletes for good after 7 days, not before', async () => {
    const { purgeExpiredApplicants } = await import('./applicants.service.ts')
    const created = await createApplicantVia(recruiter)
    await recruiter.delete(`/api/applicants/${created.id}`)
    const sixDays = new Date(t.clock.now().getTime() + 6 * 86_400_000)
    expect(await purgeExpiredApplicants(t.db, { now: sixDays })).toEqual([])
    const eightDays = new Date(t.clock.now().getTime() + 8 * 86_400_000)
    expect(await purgeExpiredApplicants(t.db, { now: eightDays })).toContain(created.id)
    expect((await viewer.get(`/api/applicants/${created.id}`)).statusCode).toBe(404)
  })
})

describe('purge with several instances', () => {
  it('two purges at the same moment delete each applicant once', async () => {
    const { purgeExpiredApplicants } = await import('./applicants.service.ts')
    const a = await createApplicantVia(recruiter)
    const b = await createApplicantVia(recruiter)
    await recruiter.delete(`/api/applicants/${a.id}`)
    await recruiter.delete(`/api/applicants/${b.id}`)
    const later = new Date(t.clock.now().getTime() + 8 * 86_400_000)
    const [first, second] = await Promise.all([
      purgeExpiredApplicants(t.db, { now: later }),
      purgeExpiredApplicants(t.db, { now: later }),
    ])
    const all = [...first, ...second].filter((id) => id === a.id || id === b.id)
    expect(all.sort()).toEqual([a.id, b.id].sort())
  })
})

describe('duplicate check on email change', () => {
  it('refuses an email that another applicant has, unless confirmed', async () => {
    await createApplicantVia(recruiter, { email: 'vergeben@example.de' })
    const other = await createApplicantVia(recruiter)
    const response = await recruiter.put(`/api/applicants/${other.id}`, { email: 'Vergeben@example.de' })
    expect(response.statusCode).toBe(422)
    expect(response.json().duplicates[0].reasons).toEqual(['email'])
    const confirmed = await recruiter.put(`/api/applicants/${other.id}`, {
      email: 'vergeben@example.de',
      confirm_duplicate: true,
    })
    expect(confirmed.statusCode).toBe(200)
  })
})

describe('follow and qualify', () => {
  it('follow is per user and shows in the followed list and counters', async () => {
    const created = await createApplicantVia(recruiter)
    const followed = await viewer.post(`/api/applicants/${created.id}/follow`)
    expect(followed.statusCode).toBe(200)
    expect(followed.json().followed).toBe(true)
    expect((await recruiter.get(`/api/applicants/${created.id}`)).json().followed).toBe(false)
    const list = (await viewer.get('/api/followed-applicants')).json()
    expect(list.data.map((a: { id: number }) => a.id)).toEqual([created.id])
    expect((await viewer.get('/api/counter')).json().followed).toBe(1)
    await viewer.delete(`/api/applicants/${created.id}/follow`)
    expect((await viewer.get('/api/followed-applicants')).json().data).toEqual([])
  })

  it('qualify is a field, listed under qualified-applicants, with its own history action', async () => {
    const created = await createApplicantVia(recruiter)
    await recruiter.put(`/api/applicants/${created.id}`, { qualified: true })
    const ids = (await viewer.get('/api/qualified-applicants')).json().data.map((a: { id: number }) => a.id)
    expect(ids).toContain(created.id)
    const [latest] = (await viewer.get(`/api/history/${created.id}`)).json()
    expect(latest.action).toBe('qualified')
  })
})

describe('list: lastModified, paging, sorting, filters', () => {
  it('answers an unchanged poll with empty data and the same lastModified, a change with the new list', async () => {
    const first = (await viewer.get('/api/applicants?status=neu')).json()
    const again = (
      await viewer.get(`/api/applicants?status=neu&lastModified=${encodeURIComponent(first.lastModified)}`)
    ).json()
    expect(again).toEqual({ data: [], lastModified: first.lastModified })
    await createApplicantVia(recruiter)
    const changed = (
      await viewer.get(`/api/applicants?status=neu&lastModified=${encodeURIComponent(first.lastModified)}`)
    ).json()
    expect(changed.lastModified).not.toBe(first.lastModified)
    expect(changed.data.length).toBe(first.data.length + 1)
  })

  it('sorts last names with German collation and pages', async () => {
    for (const last_name of ['Zander', 'Ärger', 'Abel', 'Öztürk', 'Ober']) {
      await createApplicantVia(recruiter, { last_name, profession_group: 'it' })
    }
    const page = (
      await viewer.get('/api/applicants?profession_group=it&sort=last_name&order=asc&per_page=3')
    ).json()
    expect(page.data.map((a: { last_name: string }) => a.last_name)).toEqual(['Abel', 'Ärger', 'Ober'])
    expect(page.total).toBe(5)
    const second = (
      await viewer.get('/api/applicants?profession_group=it&sort=last_name&order=asc&per_page=3&page=2')
    ).json()
    expect(second.data.map((a: { last_name: string }) => a.last_name)).toEqual(['Öztürk', 'Zander'])
  })

  it('applies every text and date match mode with "all" and "any"', async () => {
    await createApplicantVia(recruiter, {
      last_name: 'Filtermann',
      city: 'Hamburg',
      profession_group: 'logistik',
      available_from: '2026-03-01',
    })
    await createApplicantVia(recruiter, {
      last_name: 'Filterfrau',
      city: 'Hannover',
      profession_group: 'logistik',
      available_from: '2026-05-01',
    })
    const names = async (filters: unknown) => {
      const q = `/api/applicants?profession_group=logistik&sort=last_name&order=asc&filters=${encodeURIComponent(JSON.stringify(filters))}`
      const response = await viewer.get(q)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data.map((a: { last_name: string }) => a.last_name)
    }
    const one = (field: string, matchMode: string, value: unknown, operator = 'and') => ({
      [field]: { operator, constraints: [{ matchMode, value }] },
    })
    expect(await names(one('city', 'startsWith', 'ham'))).toEqual(['Filtermann'])
    expect(await names(one('city', 'endsWith', 'OVER'))).toEqual(['Filterfrau'])
    expect(await names(one('city', 'contains', 'an'))).toEqual(['Filterfrau'])
    expect(await names(one('city', 'notContains', 'burg'))).toEqual(['Filterfrau'])
    expect(await names(one('city', 'equals', 'hamburg'))).toEqual(['Filtermann'])
    expect(await names(one('city', 'notEquals', 'Hamburg'))).toEqual(['Filterfrau'])
    expect(await names(one('available_from', 'dateIs', '2026-03-01'))).toEqual(['Filtermann'])
    expect(await names(one('available_from', 'dateIsNot', '2026-03-01'))).toEqual(['Filterfrau'])
    expect(await names(one('available_from', 'dateBefore', '2026-04-01'))).toEqual(['Filtermann'])
    expect(await names(one('available_from', 'dateAfter', '2026-04-01'))).toEqual(['Filterfrau'])
    const both = {
      city: {
        operator: 'or',
        constraints: [
          { matchMode: 'equals', value: 'Hamburg' },
          { matchMode: 'equals', value: 'Hannover' },
        ],
      },
    }
    expect(await names(both)).toEqual(['Filterfrau', 'Filtermann'])
    const neither = {
      city: {
        operator: 'and',
        constraints: [
          { matchMode: 'equals', value: 'Hamburg' },
          { matchMode: 'equals', value: 'Hannover' },
        ],
      },
    }
    expect(await names(neither)).toEqual([])
    expect(await names(one('city', 'contains', '%'))).toEqual([])
  })

  it('refuses unknown filter fields and malformed filters with 422', async () => {
    expect(
      (await viewer.get(`/api/applicants?filters=${encodeURIComponent('{"password_hash":{}}')}`)).statusCode,
    ).toBe(422)
    expect((await viewer.get('/api/applicants?filters=nicht-json')).statusCode).toBe(422)
    expect((await viewer.get('/api/applicants?sort=password')).statusCode).toBe(422)
    expect((await viewer.get('/api/applicants?per_page=501')).statusCode).toBe(422)
  })
})

describe('search', () => {
  it('finds accent-insensitively, by prefix, with a typo, and never breaks on SQL metacharacters', async () => {
    const target = await createApplicantVia(recruiter, {
      first_name: 'Ülkü',
      last_name: 'Özkaraca',
      city: 'Gelsenkirchen',
    })
    const ids = async (term: string) => {
      const response = await viewer.get(`/api/applicants/search/${encodeURIComponent(term)}`)
      expect(response.statusCode, term).toBe(200)
      return response.json().data.map((a: { id: number }) => a.id)
    }
    expect(await ids('Özkaraca')).toContain(target.id)
    expect(await ids('Ozkaraca')).toContain(target.id)
    expect(await ids('özk')).toContain(target.id)
    expect(await ids('Gelsenkirchn')).toContain(target.id)
    expect(await ids('Özkaracca')).toContain(target.id)
    expect((await ids('Ülkü Özkaraca'))[0]).toBe(target.id)
    expect(await ids('Zzyzx')).toEqual([])
    for (const nasty of ["'; DROP TABLE applicants; --", '%', '_', '\\', '!!!', '"', 'a:*|b', '(', "Ö'z"]) {
      await ids(nasty)
    }
    expect((await viewer.get('/api/applicants')).statusCode).toBe(200)
  })
})

describe('ui state', () => {
  it('serves sidebar items with counts per status and group, and the same items in ui-state', async () => {
    const items = (await viewer.get('/api/sidebar-items')).json()
    const state = (await viewer.get('/api/ui-state')).json()
    expect(state.sidebarItems.original).toEqual(items)
    const neu = items.find((i: { slug: string }) => i.slug === 'status-neu')
    expect(neu).toMatchObject({ label: 'Neu', path: '/bewerber/uebersicht/status/neu' })
    const listed = (await viewer.get('/api/applicants?status=neu')).json().total
    expect(neu.count).toBe(listed)
    expect(state.counter.original.applicants).toBe((await viewer.get('/api/applicants')).json().total)
  })
})
