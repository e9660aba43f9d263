import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { LEGACY_STARTER_MESSAGES } from './starter-templates-legacy.ts'
import { seedStarterTemplates } from './templates.service.ts'
import { messageTemplates } from './templates.table.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter')).agent
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rückfrage Pflege',
  subject: 'Rückfrage zu Ihrer Bewerbung, {{vorname}}',
  message: '{{anrede}},\n\nhaben Sie einen Pflegefachkraft-Abschluss?\n\n{{benutzer}}, {{firma}}',
  category: 'Rückfragen',
  profession_group: ['pflege'],
  message_action: ['allgemein'],
  ...overrides,
})

describe('message actions and channels', () => {
  it('lists the actions and the E-Mail channel', async () => {
    const actions = (await viewer.get('/api/message-actions')).json()
    expect(actions.map((a: { name: string }) => a.name)).toContain('Einladung zum Vorstellungsgespräch')
    expect((await viewer.get('/api/message-channels')).json()).toEqual([
      { id: 1, slug: 'email', name: 'E-Mail' },
    ])
    expect((await viewer.get('/api/message-channels/1')).json().name).toBe('E-Mail')
    expect((await viewer.get('/api/message-channels/9')).statusCode).toBe(404)
  })
})

describe('message templates', () => {
  it('starts with the German starter set, one per action', async () => {
    const list = (await viewer.get('/api/message-templates')).json()
    expect(list.map((x: { name: string }) => x.name).sort()).toEqual(
      [
        'Absage',
        'Eingangsbestätigung',
        'Einladung zum Vorstellungsgespräch',
        'Unterlagen anfordern',
        'Zusage',
      ].sort(),
    )
  })

  it('creates, updates and deletes, each answering the refreshed list', async () => {
    const created = await recruiter.post('/api/message-templates', body())
    expect(created.statusCode).toBe(201)
    const template = created.json().find((x: { name: string }) => x.name === 'Rückfrage Pflege')
    expect(template).toMatchObject({
      category: 'Rückfragen',
      profession_group: ['pflege'],
      message_action: ['allgemein'],
    })
    const updated = await recruiter.put(
      `/api/message-templates/${template.id}`,
      body({ name: 'Rückfrage Pflege (neu)' }),
    )
    expect(updated.json().some((x: { name: string }) => x.name === 'Rückfrage Pflege (neu)')).toBe(true)
    const deleted = await recruiter.delete(`/api/message-templates/${template.id}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().some((x: { id: number }) => x.id === template.id)).toBe(false)
    expect((await recruiter.delete(`/api/message-templates/${template.id}`)).statusCode).toBe(404)
  })

  it('refuses unknown placeholders with 422 in German', async () => {
    const response = await recruiter.post(
      '/api/message-templates',
      body({ message: 'Hallo {{vorname}}, Ihr {{gehalt}}' }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.message[0]).toBe('Der Text enthält unbekannte Platzhalter: {{gehalt}}.')
    expect(
      (await recruiter.post('/api/message-templates', body({ subject: '{{Vorname}}' }))).statusCode,
    ).toBe(422)
  })

  it('filters by action and occupation group; templates without groups fit every group', async () => {
    await recruiter.post('/api/message-templates', body())
    const pflege = (
      await viewer.post('/api/message-templates/filter', { action: 'allgemein', profession_group: 'pflege' })
    ).json()
    expect(pflege.map((x: { name: string }) => x.name)).toEqual(['Rückfrage Pflege'])
    const it = (
      await viewer.post('/api/message-templates/filter', { action: 'allgemein', profession_group: 'it' })
    ).json()
    expect(it).toEqual([])
    const absage = (
      await viewer.post('/api/message-templates/filter', { action: 'absage', profession_group: 'it' })
    ).json()
    expect(absage.map((x: { name: string }) => x.name)).toEqual(['Absage'])
  })

  it('viewers read but do not write templates', async () => {
    expect((await viewer.post('/api/message-templates', body())).statusCode).toBe(403)
    expect((await viewer.delete('/api/message-templates/1')).statusCode).toBe(403)
  })
})

describe('starter templates and the closing', () => {
  it('end with their last sentence: the closing is added on send, never twice', async () => {
    const list = (await viewer.get('/api/message-templates')).json() as Array<{ message: string }>
    for (const template of list) expect(template.message).not.toContain('Mit freundlichen Grüßen')
  })

  it('brings an unedited starter template of an older version up to date at start, never an edited one', async () => {
    const [rejection] = await t.db.select().from(messageTemplates).where(eq(messageTemplates.name, 'Absage'))
    const [invitation] = await t.db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.name, 'Einladung zum Vorstellungsgespräch'))
    const [older] = LEGACY_STARTER_MESSAGES.Absage ?? []
    const [, promising] = LEGACY_STARTER_MESSAGES['Einladung zum Vorstellungsgespräch'] ?? []
    await t.db.update(messageTemplates).set({ message: older }).where(eq(messageTemplates.id, rejection!.id))
    const edited = `${promising}\nPS: Bitte pünktlich.`
    await t.db
      .update(messageTemplates)
      .set({ message: edited })
      .where(eq(messageTemplates.id, invitation!.id))
    await seedStarterTemplates(t.db)
    const after = await t.db.select().from(messageTemplates)
    expect(after.find((x) => x.id === rejection!.id)?.message).toBe(rejection!.message)
    expect(after.find((x) => x.id === invitation!.id)?.message).toBe(edited)
  })
})
