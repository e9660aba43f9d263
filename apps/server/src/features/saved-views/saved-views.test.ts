import { SAVED_VIEW_TEXTS, SAVED_VIEWS_PER_USER, type SavedViewState } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let rita: Agent
let rolf: Agent
let vera: Agent
let ritaId: number
beforeAll(async () => {
  t = await createTestContext()
  const r = await t.loginAs('recruiter', { name: 'Rita Recruiter' })
  rita = r.agent
  ritaId = r.user.id
  rolf = (await t.loginAs('recruiter', { name: 'Rolf Recruiter' })).agent
  vera = (await t.loginAs('viewer', { name: 'Vera Viewer' })).agent
})
afterAll(() => t.close())

const STATE: SavedViewState = {
  sort: { field: 'last_name', order: 'asc' },
  rows: 25,
  filters: {
    city: { operator: 'and', rules: [{ matchMode: 'contains', value: 'Köln' }] },
    created_at: { operator: 'or', rules: [{ matchMode: 'dateAfter', value: '2026-01-31' }] },
  },
  term: 'Pflege',
  columns: ['phone', 'email'],
}
const view = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  list: { kind: 'group', filter: 'pflege' },
  state: STATE,
  ...extra,
})
const countViews = async () =>
  Number((await rows<{ n: string }>(t.db, sql`SELECT count(*) AS n FROM saved_views`))[0]?.n)
const names = async (agent: Agent) =>
  ((await agent.get('/api/saved-views')).json() as Array<{ name: string }>).map((v) => v.name)

describe('saved views', () => {
  it('saves, lists, renames, updates and deletes a view of its owner', async () => {
    const created = await rita.post('/api/saved-views', view('  Meine Pflege-Kandidat:innen Köln  '))
    expect(created.statusCode, created.body).toBe(201)
    const saved = created.json()
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Meine Pflege-Kandidat:innen Köln',
      list: { kind: 'group', filter: 'pflege' },
      state: STATE,
      shared: false,
      own: true,
      owner: { id: ritaId, name: 'Rita Recruiter' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    expect((await rita.get('/api/saved-views')).json()).toEqual([saved])

    const renamed = await rita.patch(`/api/saved-views/${saved.id}`, { name: 'Pflege Köln' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Pflege Köln', state: STATE })
    const state = { ...STATE, rows: 100, filters: {}, term: '', columns: [] }
    const updated = await rita.patch(`/api/saved-views/${saved.id}`, { state })
    expect(updated.json()).toMatchObject({ name: 'Pflege Köln', state })

    expect((await rita.delete(`/api/saved-views/${saved.id}`)).statusCode).toBe(204)
    expect((await rita.get('/api/saved-views')).json()).toEqual([])
    expect((await rita.delete(`/api/saved-views/${saved.id}`)).statusCode).toBe(404)
    expect((await rita.patch(`/api/saved-views/${saved.id}`, { name: 'x' })).json().message).toBe(
      SAVED_VIEW_TEXTS.notFound,
    )
  })

  it('shows a shared view to the team with its owner, and lets only the owner change it', async () => {
    const saved = (await rita.post('/api/saved-views', view('Team Pflege'))).json()
    const secret = (await rita.post('/api/saved-views', view('Nur für mich'))).json()
    expect(await names(rolf)).toEqual([])

    const shared = await rita.patch(`/api/saved-views/${saved.id}`, { shared: true })
    expect(shared.json()).toMatchObject({ shared: true, own: true })
    const seen = (await rolf.get('/api/saved-views')).json()
    expect(seen).toEqual([
      expect.objectContaining({
        id: saved.id,
        name: 'Team Pflege',
        shared: true,
        own: false,
        owner: { id: ritaId, name: 'Rita Recruiter' },
        state: STATE,
      }),
    ])
    // Viewers read the lists, so they see the team's views and keep their own.
    expect(await names(vera)).toEqual(['Team Pflege'])
    expect((await vera.post('/api/saved-views', view('Team Pflege'))).statusCode).toBe(201)
    expect(await names(vera)).toEqual(['Team Pflege', 'Team Pflege'])

    // A colleague's shared view is read-only; a private one is unknown to them.
    const foreign = await rolf.patch(`/api/saved-views/${saved.id}`, { name: 'Übernommen' })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json().message).toBe(SAVED_VIEW_TEXTS.notOwner)
    expect((await rolf.delete(`/api/saved-views/${saved.id}`)).statusCode).toBe(403)
    for (const probe of [
      () => rolf.patch(`/api/saved-views/${secret.id}`, { shared: true }),
      () => rolf.delete(`/api/saved-views/${secret.id}`),
    ]) {
      const answer = await probe()
      expect(answer.statusCode).toBe(404)
      expect(answer.body).not.toContain('Nur für mich')
    }

    expect((await rita.patch(`/api/saved-views/${saved.id}`, { shared: false })).statusCode).toBe(200)
    expect(await names(rolf)).toEqual([])
    expect((await rolf.patch(`/api/saved-views/${saved.id}`, { name: 'x' })).statusCode).toBe(404)
    expect((await rita.get('/api/saved-views')).json().map((v: { name: string }) => v.name)).toEqual([
      'Nur für mich',
      'Team Pflege',
    ])
  })

  it('keeps a name once per person, whatever its case, and lets exactly one of two parallel twins win', async () => {
    const first = await rolf.post('/api/saved-views', view('Köln Übersicht'))
    expect(first.statusCode).toBe(201)
    for (const twin of ['KÖLN ÜBERSICHT', 'köln übersicht', 'Köln\u200b Übersicht']) {
      const again = await rolf.post('/api/saved-views', view(twin))
      expect(again.statusCode).toBe(422)
      expect(again.json().errors.name).toEqual([SAVED_VIEW_TEXTS.nameTaken])
    }
    // Another person may use the same name.
    expect((await rita.post('/api/saved-views', view('Köln Übersicht'))).statusCode).toBe(201)
    const other = (await rolf.post('/api/saved-views', view('Berlin'))).json()
    const rename = await rolf.patch(`/api/saved-views/${other.id}`, { name: 'köln übersicht' })
    expect(rename.statusCode).toBe(422)
    expect(rename.json().errors.name).toEqual([SAVED_VIEW_TEXTS.nameTaken])
    expect(await names(rolf)).toEqual(['Berlin', 'Köln Übersicht'])

    const before = await countViews()
    const twins = await Promise.all([
      rolf.post('/api/saved-views', view('Zwillinge')),
      rolf.post('/api/saved-views', view('Zwillinge')),
      rolf.post('/api/saved-views', view('zwillinge')),
    ])
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 422, 422])
    for (const lost of twins.filter((r) => r.statusCode === 422))
      expect(lost.json().errors.name).toEqual([SAVED_VIEW_TEXTS.nameTaken])
    expect(await countViews()).toBe(before + 1)
  })

  it('answers hostile input with a German 422 or 404 and writes nothing', async () => {
    const before = await countViews()
    const refused: Array<[string, Record<string, unknown>, string, string]> = [
      ['NUL in the name', view('Köln\u0000'), 'name', SAVED_VIEW_TEXTS.nameControl],
      ['10,000 characters', view('x'.repeat(10_000)), 'name', SAVED_VIEW_TEXTS.nameTooLong],
      ['an empty name', view('   '), 'name', SAVED_VIEW_TEXTS.nameRequired],
      [
        'an unknown list',
        view('a', { list: { kind: 'papierkorb' } }),
        'list.kind',
        SAVED_VIEW_TEXTS.unknownList,
      ],
      [
        'an unknown status',
        view('b', { list: { kind: 'status', filter: 'gibt-es-nicht' } }),
        'list.filter',
        SAVED_VIEW_TEXTS.unknownStatus,
      ],
      [
        'an unknown group',
        view('c', { list: { kind: 'group', filter: 'raumfahrt' } }),
        'list.filter',
        SAVED_VIEW_TEXTS.unknownGroup,
      ],
      [
        'an unknown job',
        view('d', {
          state: {
            ...STATE,
            filters: { job: { operator: 'and', rules: [{ matchMode: 'equals', value: 'x' }] } },
          },
        }),
        'state.filters.job',
        SAVED_VIEW_TEXTS.unknownJob,
      ],
    ]
    for (const [what, body, field, message] of refused) {
      const answer = await rita.post('/api/saved-views', body)
      expect(answer.statusCode, what).toBe(422)
      expect(answer.json().errors[field], `${what}: ${answer.body}`).toEqual([message])
    }
    const badStates: Array<[string, unknown]> = [
      [
        'an unknown filter field',
        { password_hash: { operator: 'and', rules: [{ matchMode: 'equals', value: 'x' }] } },
      ],
      [
        'a date rule on a text field',
        { city: { operator: 'and', rules: [{ matchMode: 'dateIs', value: 'x' }] } },
      ],
      ['no day', { created_at: { operator: 'and', rules: [{ matchMode: 'dateIs', value: '2026-02-30' }] } }],
      [
        'an unknown channel',
        { channel: { operator: 'and', rules: [{ matchMode: 'equals', value: 'fax' }] } },
      ],
      [
        'a long value',
        { city: { operator: 'and', rules: [{ matchMode: 'contains', value: 'x'.repeat(10_000) }] } },
      ],
      ['NUL in a value', { city: { operator: 'and', rules: [{ matchMode: 'contains', value: 'K\u0000' }] } }],
      [
        'eleven rules',
        { city: { operator: 'and', rules: Array(11).fill({ matchMode: 'contains', value: 'K' }) } },
      ],
    ]
    for (const [what, filters] of badStates) {
      const answer = await rita.post('/api/saved-views', view('e', { state: { ...STATE, filters } }))
      expect(answer.statusCode, what).toBe(422)
      expect(answer.json().message, what).toMatch(/[äöüÄÖÜß]|Filter|Spalte|Regel|Zeichen/)
    }
    for (const [what, state] of [
      ['rows per page', { ...STATE, rows: 9999 }],
      ['a sort by a secret field', { ...STATE, sort: { field: 'password_hash', order: 'asc' } }],
      ['an unknown column', { ...STATE, columns: ['notes'] }],
      ['a column twice', { ...STATE, columns: ['email', 'email'] }],
      ['a long term', { ...STATE, term: 'x'.repeat(10_000) }],
      ['a string as state', 'seite=1'],
    ] as const) {
      expect((await rita.post('/api/saved-views', view('f', { state }))).statusCode, what).toBe(422)
    }
    expect((await rita.post('/api/saved-views', view('g', { owner_id: 1 }))).statusCode).toBe(422)
    expect(
      (await rita.post('/api/saved-views', 'kein JSON', { headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(400)
    const mine = (await rita.get('/api/saved-views')).json()[0]
    const nothing = await rita.patch(`/api/saved-views/${mine.id}`, {})
    expect(nothing.statusCode).toBe(422)
    expect(nothing.json().message).toBe(SAVED_VIEW_TEXTS.nothingToChange)
    expect((await rita.patch(`/api/saved-views/${mine.id}`, { name: 'y\u0000' })).statusCode).toBe(422)
    for (const id of ['999999', '0', '-1', 'abc', '99999999999']) {
      const answer = await rita.patch(`/api/saved-views/${id}`, { name: 'z' })
      expect([404, 422], id).toContain(answer.statusCode)
      expect((await rita.delete(`/api/saved-views/${id}`)).statusCode, id).toBeGreaterThanOrEqual(400)
      expect((await rita.delete(`/api/saved-views/${id}`)).statusCode, id).toBeLessThan(500)
    }
    expect(await countViews()).toBe(before)
    expect((await rita.get('/api/saved-views')).json()).toEqual((await rita.get('/api/saved-views')).json())
  })

  it(`keeps at most ${SAVED_VIEWS_PER_USER} views per person`, async () => {
    const { agent } = await t.loginAs('viewer', { name: 'Viele Ansichten' })
    const now = new Date()
    const user = (await agent.get('/api/user')).json()
    await t.db.execute(sql`
      INSERT INTO saved_views (owner_id, name, name_key, list, state, shared, created_at, updated_at)
      SELECT ${user.id}, 'Ansicht ' || n, 'ansicht ' || n, '{"kind":"all"}', ${JSON.stringify(STATE)}::jsonb,
             false, ${now}, ${now}
      FROM generate_series(2, ${SAVED_VIEWS_PER_USER}) AS n`)
    // One place left, asked for by twelve requests at once: exactly one gets it.
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, n) => agent.post('/api/saved-views', view(`Ansturm ${n + 1}`))),
    )
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, ...Array(11).fill(422)])
    for (const refused of burst.filter((r) => r.statusCode === 422))
      expect(refused.json().errors.name).toEqual([SAVED_VIEW_TEXTS.tooMany])
    const over = await agent.post('/api/saved-views', view('Noch eine'))
    expect(over.statusCode).toBe(422)
    expect(over.json().errors.name).toEqual([SAVED_VIEW_TEXTS.tooMany])
    expect((await agent.get('/api/saved-views')).json()).toHaveLength(SAVED_VIEWS_PER_USER)
  })

  it('rests the shared views of a deactivated colleague with the account, and brings them back with it', async () => {
    const { agent: owner, user } = await t.loginAs('recruiter', { name: 'Dora Deaktiviert' })
    const shared = (await owner.post('/api/saved-views', view('Doras Team-Ansicht', { shared: true }))).json()
    expect(await names(rolf)).toContain('Doras Team-Ansicht')

    await t.db.execute(sql`UPDATE users SET active = false WHERE id = ${user.id}`)
    expect(await names(rolf)).not.toContain('Doras Team-Ansicht')
    expect((await rolf.patch(`/api/saved-views/${shared.id}`, { name: 'x' })).statusCode).toBe(404)

    await t.db.execute(sql`UPDATE users SET active = true WHERE id = ${user.id}`)
    expect(await names(rolf)).toContain('Doras Team-Ansicht')
  })
})
