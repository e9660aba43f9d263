import { SESSION_COOKIE, XSRF_COOKIE } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAgent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

const MINUTE = 60_000

describe('GET /sanctum/csrf-cookie: the cookies and their flags', () => {
  it('answers 204 and sets a JS-readable XSRF-TOKEN and an HttpOnly session cookie, both Lax on /', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })
    expect(response.statusCode).toBe(204)
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]))
    expect(cookies[XSRF_COOKIE]).toMatchObject({ path: '/', sameSite: 'Lax' })
    expect(cookies[XSRF_COOKIE]?.httpOnly).toBeFalsy()
    expect(cookies[SESSION_COOKIE]).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true })
    expect(cookies[SESSION_COOKIE]?.secure).toBeFalsy()
  })

  it('marks both cookies Secure when APP_URL is https', async () => {
    const secure = await createTestContext({ config: { appUrl: 'https://bewerber.example.de' } })
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })
      for (const cookie of response.cookies) expect(cookie.secure, cookie.name).toBe(true)
    } finally {
      await secure.close()
    }
  })
})

describe('CSRF: every mutation needs the session’s token, else 419', () => {
  it('refuses a mutation without the X-XSRF-TOKEN header with 419', async () => {
    const { agent } = await t.loginAs('recruiter')
    const response = await agent.put('/api/users/1', { name: 'x' }, { noCsrf: true })
    expect(response.statusCode).toBe(419)
    expect(response.json().message).toMatch(/Sitzung/)
  })

  it('refuses a wrong token and the token of another session', async () => {
    const { agent: alice } = await t.loginAs('recruiter')
    const { agent: bob } = await t.loginAs('recruiter')
    const wrong = await alice.post('/logout', {}, { noCsrf: true, headers: { 'x-xsrf-token': 'falsch' } })
    expect(wrong.statusCode).toBe(419)
    const foreign = decodeURIComponent(bob.jar.get(XSRF_COOKIE) ?? '')
    const crossed = await alice.post('/logout', {}, { noCsrf: true, headers: { 'x-xsrf-token': foreign } })
    expect(crossed.statusCode).toBe(419)
    expect((await alice.get('/api/user')).statusCode).toBe(200)
  })

  it('needs no token for GET, and a mutation without any session is 419 too', async () => {
    const { agent } = await t.loginAs('viewer')
    expect((await agent.get('/api/user', { noCsrf: true })).statusCode).toBe(200)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/login-user',
      payload: { email: 'a@b.de', password: 'x' },
    })
    expect(anonymous.statusCode).toBe(419)
  })
})

describe('login and logout: same answer for every failure, rotation, 401 JSON', () => {
  it('logs in with the right password and returns the user with roles', async () => {
    const { user, password } = await t.createUser({ roles: ['admin'], name: 'Jülide Özdemir' })
    const agent = createAgent(t.app)
    const response = await agent.post('/login-user', { email: user.email.toUpperCase(), password })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Jülide Özdemir',
      email: user.email,
      email_verified_at: expect.any(String),
      roles: [{ name: 'admin' }],
      signature: '',
      default_list_path: '/',
    })
    expect((await agent.get('/api/user')).json().id).toBe(user.id)
  })

  it('answers a wrong password and an unknown address identically with 422 and clears the cookies', async () => {
    const { user } = await t.createUser()
    const wrong = await createAgent(t.app).post('/login-user', {
      email: user.email,
      password: 'falsches Passwort',
    })
    const unknown = await createAgent(t.app).post('/login-user', {
      email: 'niemand@example.test',
      password: 'egal egal egal',
    })
    expect(wrong.statusCode).toBe(422)
    expect(unknown.statusCode).toBe(422)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().message).toBe('Diese Zugangsdaten sind ungültig.')
    const cleared = wrong.cookies.filter((c) => c.value === '').map((c) => c.name)
    expect(cleared).toEqual(expect.arrayContaining([SESSION_COOKIE, XSRF_COOKIE]))
  })

  it('refuses a deactivated account with the same answer', async () => {
    const { user, password } = await t.createUser({ active: false })
    const response = await createAgent(t.app).post('/login-user', { email: user.email, password })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('Diese Zugangsdaten sind ungültig.')
  })

  it('rotates session id and CSRF token on login: the old ones stop working', async () => {
    const { user, password } = await t.createUser()
    const agent = createAgent(t.app)
    await agent.get('/sanctum/csrf-cookie')
    const oldSession = agent.jar.get(SESSION_COOKIE)
    const oldToken = agent.jar.get(XSRF_COOKIE)
    await agent.post('/login-user', { email: user.email, password })
    expect(agent.jar.get(SESSION_COOKIE)).not.toBe(oldSession)
    expect(agent.jar.get(XSRF_COOKIE)).not.toBe(oldToken)
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${SESSION_COOKIE}=${oldSession}` },
    })
    expect(stale.statusCode).toBe(401)
    const staleToken = await agent.post(
      '/logout',
      {},
      { noCsrf: true, headers: { 'x-xsrf-token': decodeURIComponent(oldToken ?? '') } },
    )
    expect(staleToken.statusCode).toBe(419)
  })

  it('logout answers 204, clears the cookies and ends the session on the server', async () => {
    const { agent } = await t.loginAs('recruiter')
    const session = agent.jar.get(SESSION_COOKIE)
    const response = await agent.post('/logout')
    expect(response.statusCode).toBe(204)
    expect(agent.jar.has(SESSION_COOKIE)).toBe(false)
    const reused = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    })
    expect(reused.statusCode).toBe(401)
  })

  it('answers 401 JSON on /api/* without a session, never a redirect or HTML', async () => {
    for (const url of ['/api/user', '/api/users', '/api/settings', '/api/ui-state']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(401)
      expect(response.headers['content-type']).toMatch(/application\/json/)
      expect(response.json().message).toBe('Bitte melden Sie sich an.')
    }
  })
})

const NOBODY = { user: null, idle_seconds_left: null, lifetime_seconds_left: null }

describe('GET /api/session: who is logged in, never an error', () => {
  it('answers 200 with user null for nobody, an unknown cookie and an expired session; the user otherwise', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/session' })
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json()).toEqual(NOBODY)
    expect(anonymous.headers['cache-control']).toBe('no-store')
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `${SESSION_COOKIE}=gibt-es-nicht` },
    })
    expect(unknown.json()).toEqual(NOBODY)

    const { agent, user } = await t.loginAs('recruiter')
    const mine = (await agent.get('/api/session')).json()
    expect(mine.user).toMatchObject({ id: user.id, email: user.email })
    expect(mine.user.password_hash).toBeUndefined()
    t.clock.advance(121 * MINUTE)
    const expired = await agent.get('/api/session')
    expect(expired.statusCode).toBe(200)
    expect(expired.json()).toEqual(NOBODY)
  })
})

describe('a stale session cookie does not lock anyone out', () => {
  it('after expiry the old token is refused, a fresh csrf-cookie call issues a new one and login works', async () => {
    const { user, password } = await t.createUser()
    const agent = createAgent(t.app)
    expect((await agent.post('/login-user', { email: user.email, password })).statusCode).toBe(200)
    const oldToken = agent.jar.get(XSRF_COOKIE)
    t.clock.advance(121 * MINUTE)
    const stale = await agent.post('/login-user', { email: user.email, password })
    expect(stale.statusCode).toBe(419)
    // What the client does before every write: ask for the cookie, which names a new session.
    expect((await agent.get('/sanctum/csrf-cookie')).statusCode).toBe(204)
    expect(agent.jar.get(XSRF_COOKIE)).not.toBe(oldToken)
    expect((await agent.post('/login-user', { email: user.email, password })).statusCode).toBe(200)
  })

  it('logout after a fresh csrf-cookie call answers 204 and clears both cookies, whatever the old session was', async () => {
    const agent = createAgent(t.app)
    agent.jar.set(SESSION_COOKIE, 'unbekannte-sitzung')
    agent.jar.set(XSRF_COOKIE, 'alter-token')
    await agent.get('/sanctum/csrf-cookie')
    const out = await agent.post('/logout')
    expect(out.statusCode).toBe(204)
    expect(agent.jar.has(SESSION_COOKIE)).toBe(false)
    expect(agent.jar.has(XSRF_COOKIE)).toBe(false)
  })
})

describe('session lifetime: 120 idle minutes, remember-me 30 days', () => {
  it('ends a normal session after 120 idle minutes, but activity keeps it alive', async () => {
    const { agent } = await t.loginAs('recruiter')
    t.clock.advance(119 * MINUTE)
    expect((await agent.get('/api/user')).statusCode).toBe(200)
    t.clock.advance(119 * MINUTE)
    expect((await agent.get('/api/user')).statusCode).toBe(200)
    t.clock.advance(121 * MINUTE)
    expect((await agent.get('/api/user')).statusCode).toBe(401)
  })

  it('keeps a remember-me session through idle hours for 30 days, not longer (its idle days: idle.test.ts)', async () => {
    const { user, password } = await t.createUser()
    const agent = createAgent(t.app)
    const login = await agent.post('/login-user', { email: user.email, password, remember: true })
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE)
    expect(cookie?.maxAge).toBe(30 * 86_400)
    for (const days of [6, 6, 6, 6, 5]) {
      t.clock.advance(days * 24 * 60 * MINUTE)
      expect((await agent.get('/api/user')).statusCode).toBe(200)
    }
    t.clock.advance(24 * 60 * MINUTE)
    expect((await agent.get('/api/user')).statusCode).toBe(401)
  })
})

describe('login throttling: per address and IP, and per IP', () => {
  it('answers 429 with Retry-After after 5 failures per address and IP, for one minute', async () => {
    const { user, password } = await t.createUser()
    const agent = createAgent(t.app)
    for (let i = 0; i < 5; i++) {
      expect(
        (await agent.post('/login-user', { email: user.email, password: 'falsch falsch' })).statusCode,
      ).toBe(422)
    }
    const blocked = await agent.post('/login-user', { email: user.email, password })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(blocked.json().message).toMatch(/Zu viele Anmeldeversuche/)
    // Another address from the same IP is not affected.
    const other = await t.createUser()
    expect(
      (await createAgent(t.app).post('/login-user', { email: other.user.email, password: other.password }))
        .statusCode,
    ).toBe(200)
    t.clock.advance(61_000)
    expect((await agent.post('/login-user', { email: user.email, password })).statusCode).toBe(200)
  })

  it('a success clears the counter', async () => {
    const { user, password } = await t.createUser()
    const agent = createAgent(t.app)
    for (let i = 0; i < 4; i++)
      await agent.post('/login-user', { email: user.email, password: 'falsch falsch' })
    expect((await agent.post('/login-user', { email: user.email, password })).statusCode).toBe(200)
    await agent.post('/logout')
    for (let i = 0; i < 4; i++) {
      expect(
        (await agent.post('/login-user', { email: user.email, password: 'falsch falsch' })).statusCode,
      ).toBe(422)
    }
  })

  it('has a per-IP ceiling across many addresses', async () => {
    t.clock.advance(61_000)
    const agent = createAgent(t.app)
    const statuses: number[] = []
    for (let i = 0; i < 51; i++) {
      statuses.push(
        (await agent.post('/login-user', { email: `rate${i}@example.test`, password: 'falsch falsch' }))
          .statusCode,
      )
    }
    expect(statuses.slice(0, 50).every((s) => s === 422)).toBe(true)
    expect(statuses[50]).toBe(429)
    t.clock.advance(61_000)
  })
})
