import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

describe('GET /api/users: the state the list shows', () => {
  it('marks invited users (no password yet) until they set one', async () => {
    const { agent } = await t.loginAs('admin')
    const invited = await agent.post('/register', {
      name: 'Ina Eingeladen',
      email: 'ina@example.test',
      roles: ['viewer'],
    })
    expect(invited.statusCode).toBe(201)
    expect(invited.json()).toMatchObject({ invited: true, active: true, email_verified_at: null })
    const password = 'Ein gutes Startpasswort'
    const withPassword = await agent.post('/register', {
      name: 'Paul Passwort',
      email: 'paul@example.test',
      password,
      password_confirmation: password,
      roles: ['recruiter'],
    })
    expect(withPassword.json().invited).toBe(false)
    const list = (await agent.get('/api/users')).json() as Array<{ email: string; invited: boolean }>
    expect(list.find((u) => u.email === 'ina@example.test')?.invited).toBe(true)
    expect(list.find((u) => u.email === 'paul@example.test')?.invited).toBe(false)
    expect(list.filter((u) => u.invited)).toHaveLength(1)
  })
})
