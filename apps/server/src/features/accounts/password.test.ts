import { PASSWORD_CHANGED_MESSAGE, SESSION_COOKIE, XSRF_COOKIE } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAgent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

const NEW_PASSWORD = 'Neues Passwort für Größe 7'
const change = (current: string, password = NEW_PASSWORD, confirmation = password) => ({
  current_password: current,
  password,
  password_confirmation: confirmation,
})
const login = (email: string, password: string) => createAgent(t.app).post('/login-user', { email, password })

describe('PUT /api/user/password', () => {
  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const { agent, user, password } = await t.loginAs('recruiter')
    const response = await agent.put('/api/user/password', change('falsches Passwort 123'))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.current_password).toEqual(['Das aktuelle Passwort ist falsch.'])
    expect((await login(user.email, password)).statusCode).toBe(200)
  })

  it('refuses what an estimator guesses quickly, not only a short list: digits, keyboard rows, German words, own name', async () => {
    const { agent, password, user } = await t.loginAs('recruiter', { name: 'Jülide Özdemir' })
    for (const weak of [
      '123456789012',
      'qwertzuiop12',
      'Schmetterling',
      'passwort1234',
      'Jülide Özdemir',
      `${user.email}1`,
    ]) {
      t.clock.advance(61_000)
      const response = await agent.put('/api/user/password', change(password, weak))
      expect(response.statusCode, weak).toBe(422)
      expect(response.json().errors.password[0], weak).toMatch(/zu leicht zu erraten/)
    }
    t.clock.advance(61_000)
    const good = await agent.put('/api/user/password', change(password, 'Regen über Köln, Kaffee im Büro'))
    expect(good.statusCode).toBe(200)
  })

  it('applies the password policy of the reset flow: short, common, mismatch, unchanged', async () => {
    const { agent, password } = await t.loginAs('viewer')
    const short = await agent.put('/api/user/password', change(password, 'kurz 123'))
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.password[0]).toBe('Das Passwort muss mindestens 10 Zeichen lang sein.')
    const common = await agent.put('/api/user/password', change(password, 'password123'))
    expect(common.statusCode).toBe(422)
    expect(common.json().errors.password[0]).toMatch(/zu leicht zu erraten/)
    const mismatch = await agent.put('/api/user/password', change(password, NEW_PASSWORD, `${NEW_PASSWORD}!`))
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().errors.password_confirmation[0]).toBe('Die Passwörter stimmen nicht überein.')
    const same = await agent.put('/api/user/password', change(password, password))
    expect(same.statusCode).toBe(422)
    expect(same.json().errors.password[0]).toMatch(/unterscheiden/)
    const missing = await agent.put('/api/user/password', { password: NEW_PASSWORD })
    expect(missing.statusCode).toBe(422)
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['current_password', 'password_confirmation']),
    )
  })

  it('changes the password, ends every other session, keeps (and rotates) this one', async () => {
    const { agent, user, password } = await t.loginAs('recruiter')
    const other = createAgent(t.app)
    expect((await other.post('/login-user', { email: user.email, password })).statusCode).toBe(200)
    const oldSession = agent.jar.get(SESSION_COOKIE)
    const oldCsrf = agent.jar.get(XSRF_COOKIE)

    const response = await agent.put('/api/user/password', change(password))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE })

    expect((await other.get('/api/user')).statusCode).toBe(401)
    expect((await agent.get('/api/user')).json().id).toBe(user.id)
    expect((await agent.get('/api/users')).statusCode).toBe(200)
    expect(agent.jar.get(SESSION_COOKIE)).not.toBe(oldSession)
    expect(agent.jar.get(XSRF_COOKIE)).not.toBe(oldCsrf)
    // The old cookie pair is dead (no fixation after re-authentication).
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${SESSION_COOKIE}=${oldSession}` },
    })
    expect(stale.statusCode).toBe(401)

    expect((await login(user.email, password)).statusCode).toBe(422)
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200)
    expect(t.logs.join('\n')).not.toContain(NEW_PASSWORD)
    expect(t.logs.join('\n')).not.toContain(password)
  })

  it('works with an unverified email (access auth) and refuses anonymous callers', async () => {
    const { agent, user, password } = await t.loginAs('recruiter', { verified: false })
    expect((await agent.put('/api/user/password', change(password))).statusCode).toBe(200)
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200)
    const anonymous = createAgent(t.app)
    expect((await anonymous.put('/api/user/password', change(password))).statusCode).toBe(401)
  })

  it('throttles guesses of the current password: 5 per minute, then 429', async () => {
    const { agent, password } = await t.loginAs('viewer')
    for (let i = 0; i < 5; i += 1) {
      expect((await agent.put('/api/user/password', change(`falsch geraten ${i}`))).statusCode).toBe(422)
    }
    const blocked = await agent.put('/api/user/password', change(password))
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    t.clock.advance(61_000)
    expect((await agent.put('/api/user/password', change(password))).statusCode).toBe(200)
  })
})
