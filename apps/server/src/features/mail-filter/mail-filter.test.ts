import { matchMailFilter } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let recruiter: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter')).agent
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

describe('mail filter rules', () => {
  it('starts with the rule that ignores automatic replies', async () => {
    const rules = (await viewer.get('/api/mail-filter')).json()
    expect(rules).toEqual([
      { id: expect.any(Number), field: 'auto_reply', value: '', action: 'ignore', position: 0 },
    ])
  })

  it('creates, orders, updates and deletes rules, each write answering the refreshed list', async () => {
    const created = await recruiter.post('/api/mail-filter', {
      field: 'domain',
      value: '@Newsletter.Example.DE',
      action: 'ignore',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().map((r: { value: string }) => r.value)).toEqual(['', 'newsletter.example.de'])
    const first = await recruiter.post('/api/mail-filter', {
      field: 'sender',
      value: 'Chefin@Newsletter.example.de',
      action: 'import',
      position: 0,
    })
    const rules = first.json()
    expect(rules.map((r: { field: string; position: number }) => [r.field, r.position])).toEqual([
      ['sender', 0],
      ['auto_reply', 1],
      ['domain', 2],
    ])
    const moved = await recruiter.put(`/api/mail-filter/${rules[2].id}`, {
      field: 'subject',
      value: 'Newsletter',
      action: 'ignore',
      position: 1,
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().map((r: { field: string; value: string }) => `${r.field}:${r.value}`)).toEqual([
      'sender:chefin@newsletter.example.de',
      'subject:Newsletter',
      'auto_reply:',
    ])
    const afterDelete = await recruiter.delete(`/api/mail-filter/${rules[0].id}`)
    expect(afterDelete.json().map((r: { position: number }) => r.position)).toEqual([0, 1])
    expect((await recruiter.delete(`/api/mail-filter/${rules[0].id}`)).statusCode).toBe(404)
  })

  it('answers bad rules with German messages and lets viewers change nothing', async () => {
    const badSender = await recruiter.post('/api/mail-filter', {
      field: 'sender',
      value: 'kein-at',
      action: 'ignore',
    })
    expect(badSender.statusCode).toBe(422)
    expect(badSender.json().errors.value).toEqual(['Bitte eine gültige E-Mail-Adresse angeben.'])
    const badDomain = await recruiter.post('/api/mail-filter', {
      field: 'domain',
      value: 'example',
      action: 'ignore',
    })
    expect(badDomain.json().errors.value).toEqual(['Bitte eine Domain wie „example.de“ angeben.'])
    const emptySubject = await recruiter.post('/api/mail-filter', {
      field: 'subject',
      value: ' ',
      action: 'ignore',
    })
    expect(emptySubject.json().errors.value).toEqual(['Bitte einen Text für den Betreff angeben.'])
    const unknownField = await recruiter.post('/api/mail-filter', {
      field: 'body',
      value: 'x',
      action: 'ignore',
    })
    expect(unknownField.statusCode).toBe(422)
    const mass = await recruiter.post('/api/mail-filter', {
      field: 'subject',
      value: 'x',
      action: 'ignore',
      id: 99,
    })
    expect(mass.statusCode).toBe(422)
    expect(
      (await viewer.post('/api/mail-filter', { field: 'subject', value: 'x', action: 'ignore' })).statusCode,
    ).toBe(403)
    expect((await viewer.get('/api/mail-filter/recent')).statusCode).toBe(403)
    expect((await recruiter.get('/api/mail-filter/recent')).json()).toEqual([])
  })
})

describe('matchMailFilter (shared by the import and the editor preview)', () => {
  const rule = (
    field: 'sender' | 'domain' | 'subject' | 'auto_reply',
    value: string,
    action: 'ignore' | 'import',
  ) => ({
    field,
    value,
    action,
  })
  const mail = { from_address: 'Max@Mail.Example.de', subject: 'Ihr Newsletter im März', auto_reply: false }

  it('lets the first matching rule decide', () => {
    const rules = [rule('sender', 'max@mail.example.de', 'import'), rule('domain', 'example.de', 'ignore')]
    expect(matchMailFilter(rules, mail)?.action).toBe('import')
    expect(matchMailFilter(rules.slice(1), mail)?.action).toBe('ignore')
  })

  it('matches domains exactly or as parent domains, subjects case-insensitively, auto replies by flag', () => {
    expect(matchMailFilter([rule('domain', 'ample.de', 'ignore')], mail)).toBeNull()
    expect(matchMailFilter([rule('domain', 'mail.example.de', 'ignore')], mail)).not.toBeNull()
    expect(matchMailFilter([rule('subject', 'NEWSLETTER IM MÄRZ', 'ignore')], mail)).not.toBeNull()
    expect(matchMailFilter([rule('auto_reply', '', 'ignore')], mail)).toBeNull()
    expect(matchMailFilter([rule('auto_reply', '', 'ignore')], { ...mail, auto_reply: true })).not.toBeNull()
  })
})
