import { BACKGROUND_REQUEST_HEADER, SESSION_COOKIE, XSRF_COOKIE } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAgent } from './test/agent.ts'
import { createTestContext, type TestContext } from './test/context.ts'
import { linkIn } from './test/smtp.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

describe('logs', () => {
  it('record logins and refusals with user, IP and time, and never secrets', async () => {
    const { user, password } = await t.createUser({ roles: ['viewer'] })
    const agent = createAgent(t.app)
    await agent.post('/login-user', { email: user.email, password: 'Falsches Geheimnis 123' })
    await agent.post('/login-user', { email: user.email, password })
    await agent.post('/register', { name: 'X', email: 'x@example.test', roles: ['viewer'] })
    await createAgent(t.app).post('/forgot-password', { email: user.email })
    const [mail] = await t.smtp.waitForMails(1)
    const link = new URL(linkIn(mail!, '/password-reset/'))
    const token = decodeURIComponent(link.pathname.split('/').pop() ?? '')
    await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    await createAgent(t.app).post('/reset-password', {
      token,
      email: user.email,
      password: 'Ganz neues Passwort 42',
      password_confirmation: 'Ganz neues Passwort 42',
    })

    const lines = t.logs.map((l) => JSON.parse(l) as Record<string, unknown>)
    const success = lines.find((l) => l.msg === 'Anmeldung erfolgreich')
    expect(success).toMatchObject({ userId: user.id, ip: expect.any(String), at: expect.any(String) })
    expect(lines.find((l) => l.msg === 'Anmeldung fehlgeschlagen')).toMatchObject({
      ip: expect.any(String),
      at: expect.any(String),
    })
    expect(lines.find((l) => l.msg === 'Zugriff abgewiesen' && l.statusCode === 403)).toMatchObject({
      userId: user.id,
    })

    const all = t.logs.join('\n')
    for (const secret of [
      password,
      'Falsches Geheimnis 123',
      'Ganz neues Passwort 42',
      token,
      agent.jar.get(SESSION_COOKIE) ?? 'no-session',
      decodeURIComponent(agent.jar.get(XSRF_COOKIE) ?? 'no-token'),
    ]) {
      expect(all.includes(secret), `log contains ${secret.slice(0, 6)}…`).toBe(false)
    }
  })

  it('leave out the request lines of background polls, but not those of what a person does', async () => {
    const { agent } = await t.loginAs('viewer')
    const linesFor = async (headers: Record<string, string>) => {
      const before = t.logs.length
      expect((await agent.get('/api/ui-state', { headers })).statusCode).toBe(200)
      return t.logs
        .slice(before)
        .map((l) => JSON.parse(l) as { msg?: string })
        .filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')
    }
    expect(await linesFor({ [BACKGROUND_REQUEST_HEADER]: '1' })).toEqual([])
    expect((await linesFor({})).map((l) => l.msg)).toEqual(['incoming request', 'request completed'])
  })
})
