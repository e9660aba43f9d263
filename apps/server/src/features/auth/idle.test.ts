import { BACKGROUND_REQUEST_HEADER, DEFAULT_REMEMBER_IDLE_DAYS } from '@bb/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Agent, createAgent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { sessions } from './auth.table.ts'
import { deleteExpiredSessions } from './sessions.service.ts'

let t: TestContext
let admin: Agent
beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.loginAs('admin')).agent
})
afterAll(() => t.close())

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const background = { headers: { [BACKGROUND_REQUEST_HEADER]: '1' } }

/** What the session has left, asked without counting as activity. */
async function left(agent: Agent) {
  const response = await agent.get('/api/session', background)
  expect(response.statusCode).toBe(200)
  return response.json() as {
    user: { id: number } | null
    idle_seconds_left: number | null
    lifetime_seconds_left: number | null
  }
}

/** The admin touches the settings now and then; keep that session alive through long jumps. */
async function setRememberIdleDays(days: number) {
  const { polling: _p, version: _v, ...body } = (await admin.get('/api/settings')).json()
  const saved = await admin.put('/api/settings', { ...body, remember_idle_days: days })
  expect(saved.statusCode).toBe(200)
  expect(saved.json().remember_idle_days).toBe(days)
}

async function rememberLogin() {
  const { user, password } = await t.createUser({ roles: ['recruiter'] })
  const agent = createAgent(t.app)
  const login = await agent.post('/login-user', { email: user.email, password, remember: true })
  expect(login.statusCode).toBe(200)
  return Object.assign(agent, { userId: user.id })
}

const sessionCount = async (userId: number) =>
  (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length

beforeEach(async () => {
  // Every test starts with a fresh admin session and the default remember-me limit.
  admin = (await t.loginAs('admin')).agent
  await setRememberIdleDays(DEFAULT_REMEMBER_IDLE_DAYS)
})

describe('background requests do not keep a session alive', () => {
  it('polls marked as background never extend the 120 idle minutes; the session ends on time', async () => {
    const { agent } = await t.loginAs('recruiter')
    for (let minute = 10; minute <= 110; minute += 10) {
      t.clock.advance(10 * MINUTE)
      expect((await agent.get('/api/ui-state', background)).statusCode).toBe(200)
      expect((await agent.get('/api/applicants', background)).statusCode).toBe(200)
    }
    expect((await left(agent)).idle_seconds_left).toBe(10 * 60)
    t.clock.advance(10 * MINUTE)
    expect((await agent.get('/api/ui-state', background)).statusCode).toBe(401)
    expect((await agent.get('/api/user')).statusCode).toBe(401)
    expect((await agent.get('/api/session')).json().user).toBeNull()
  })

  it('a background write (with its CSRF cookie call) does not count either', async () => {
    const { agent, user } = await t.loginAs('recruiter')
    t.clock.advance(100 * MINUTE)
    expect((await agent.get('/sanctum/csrf-cookie', background)).statusCode).toBe(204)
    const saved = await agent.put(`/api/users/${user.id}`, { signature: 'Viele Grüße' }, background)
    expect(saved.statusCode).toBe(200)
    expect((await left(agent)).idle_seconds_left).toBe(20 * 60)
  })

  it('takes `true` as background too; any other value is activity', async () => {
    const { agent } = await t.loginAs('viewer')
    t.clock.advance(30 * MINUTE)
    await agent.get('/api/ui-state', { headers: { [BACKGROUND_REQUEST_HEADER]: ' TRUE ' } })
    expect((await left(agent)).idle_seconds_left).toBe(90 * 60)
    await agent.get('/api/ui-state', { headers: { [BACKGROUND_REQUEST_HEADER]: '0' } })
    expect((await left(agent)).idle_seconds_left).toBe(120 * 60)
  })
})

describe('any other authenticated request is activity', () => {
  it('moves the idle end, written at most once a minute', async () => {
    const { agent } = await t.loginAs('recruiter')
    t.clock.advance(100 * MINUTE)
    expect((await agent.get('/api/ui-state')).statusCode).toBe(200)
    expect((await left(agent)).idle_seconds_left).toBe(120 * 60)
    // Within the minute after a write, activity is not written again (polling costs no write).
    t.clock.advance(30_000)
    expect((await agent.get('/api/ui-state')).statusCode).toBe(200)
    expect((await left(agent)).idle_seconds_left).toBe(120 * 60 - 30)
    t.clock.advance(31_000)
    expect((await agent.get('/api/applicants')).statusCode).toBe(200)
    expect((await left(agent)).idle_seconds_left).toBe(120 * 60)
    t.clock.advance(119 * MINUTE)
    expect((await agent.get('/api/user', background)).statusCode).toBe(200)
    t.clock.advance(2 * MINUTE)
    expect((await agent.get('/api/user', background)).statusCode).toBe(401)
  })
})

describe('GET /api/session tells the time left, counted by the server', () => {
  it('answers idle and lifetime seconds left; asked in the background it changes nothing', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/session' })
    expect(anonymous.json()).toEqual({ user: null, idle_seconds_left: null, lifetime_seconds_left: null })

    const { agent, user } = await t.loginAs('recruiter')
    expect(await left(agent)).toEqual({
      user: expect.objectContaining({ id: user.id }),
      idle_seconds_left: 120 * 60,
      lifetime_seconds_left: 12 * 3600,
    })
    t.clock.advance(115 * MINUTE)
    for (let i = 0; i < 3; i++) {
      expect(await left(agent)).toMatchObject({
        idle_seconds_left: 5 * 60,
        lifetime_seconds_left: 12 * 3600 - 115 * 60,
      })
    }
    // Asked without the header (what "Angemeldet bleiben" does), it is activity.
    const stay = (await agent.get('/api/session')).json()
    expect(stay).toMatchObject({ idle_seconds_left: 120 * 60, lifetime_seconds_left: 12 * 3600 - 115 * 60 })
    t.clock.advance(119 * MINUTE + 59_000)
    expect((await left(agent)).idle_seconds_left).toBe(1)
    t.clock.advance(1_000)
    expect(await left(agent)).toEqual({ user: null, idle_seconds_left: null, lifetime_seconds_left: null })
  })

  it('ends a normal session 12 hours after login however active, and says so', async () => {
    const { agent } = await t.loginAs('recruiter')
    for (let hour = 1; hour < 12; hour++) {
      t.clock.advance(60 * MINUTE)
      expect((await agent.get('/api/ui-state')).statusCode).toBe(200)
    }
    t.clock.advance(55 * MINUTE)
    expect((await agent.get('/api/session')).json()).toMatchObject({
      idle_seconds_left: 120 * 60,
      lifetime_seconds_left: 5 * 60,
    })
    t.clock.advance(5 * MINUTE)
    expect((await agent.get('/api/session')).json().user).toBeNull()
  })
})

describe('"Angemeldet bleiben": 30 days at most, and the idle limit the settings name', () => {
  it('ends after the default 7 idle days, even with background polls in between', async () => {
    const agent = await rememberLogin()
    expect((await left(agent)).idle_seconds_left).toBe(7 * 86_400)
    t.clock.advance(6 * DAY)
    expect((await agent.get('/api/ui-state', background)).statusCode).toBe(200)
    t.clock.advance(DAY - MINUTE)
    expect((await left(agent)).idle_seconds_left).toBe(60)
    t.clock.advance(MINUTE)
    expect((await agent.get('/api/user')).statusCode).toBe(401)
  })

  it('activity keeps it, up to its 30 days', async () => {
    const agent = await rememberLogin()
    for (let day = 5; day < 30; day += 5) {
      t.clock.advance(5 * DAY)
      expect((await agent.get('/api/user')).statusCode, `day ${day}`).toBe(200)
    }
    expect(await left(agent)).toMatchObject({
      idle_seconds_left: 7 * 86_400,
      lifetime_seconds_left: 5 * 86_400,
    })
    t.clock.advance(5 * DAY)
    expect((await agent.get('/api/user')).statusCode).toBe(401)
  })

  it('follows a changed setting at once, for sessions that exist already', async () => {
    const agent = await rememberLogin()
    t.clock.advance(3 * DAY)
    expect((await left(agent)).idle_seconds_left).toBe(4 * 86_400)
    admin = (await t.loginAs('admin')).agent
    await setRememberIdleDays(2)
    expect((await agent.get('/api/user')).statusCode).toBe(401)

    const kept = await rememberLogin()
    await setRememberIdleDays(30)
    t.clock.advance(29 * DAY)
    expect((await left(kept)).idle_seconds_left).toBe(86_400)
  })

  it('does not change the 120 minutes of a session without it', async () => {
    await setRememberIdleDays(30)
    const { agent } = await t.loginAs('recruiter')
    expect((await left(agent)).idle_seconds_left).toBe(120 * 60)
    t.clock.advance(121 * MINUTE)
    expect((await agent.get('/api/user')).statusCode).toBe(401)
  })

  it('housekeeping deletes remember-me sessions idle beyond the setting, and keeps the others', async () => {
    await setRememberIdleDays(3)
    const idle = await rememberLogin()
    t.clock.advance(2 * DAY)
    const active = await rememberLogin()
    t.clock.advance(DAY + MINUTE)
    await deleteExpiredSessions(t.db, t.clock.now())
    expect(await sessionCount(idle.userId)).toBe(0)
    expect(await sessionCount(active.userId)).toBe(1)
    expect((await active.get('/api/user')).statusCode).toBe(200)
    expect((await idle.get('/api/user')).statusCode).toBe(401)
  })
})

describe('the remember-me idle setting (admins)', () => {
  it('is 7 days by default and refuses values outside 1 to 30 whole days in German', async () => {
    expect((await admin.get('/api/settings')).json().remember_idle_days).toBe(7)
    const { polling: _p, version: _v, ...body } = (await admin.get('/api/settings')).json()
    const cases: Array<[unknown, string]> = [
      [0, 'Mindestens 1 Tag.'],
      [-3, 'Mindestens 1 Tag.'],
      [31, 'Höchstens 30 Tage.'],
      [1.5, 'Bitte eine ganze Zahl von Tagen angeben.'],
      ['7', 'Bitte eine ganze Zahl von Tagen angeben.'],
      [null, 'Bitte eine ganze Zahl von Tagen angeben.'],
    ]
    for (const [value, message] of cases) {
      const response = await admin.put('/api/settings', { ...body, remember_idle_days: value })
      expect(response.statusCode, String(value)).toBe(422)
      expect(response.json().errors.remember_idle_days, String(value)).toEqual([message])
    }
    await setRememberIdleDays(1)
    await setRememberIdleDays(30)
    // A client that does not know the setting keeps it as it is.
    const { remember_idle_days: _r, ...older } = body
    const saved = await admin.put('/api/settings', older)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().remember_idle_days).toBe(30)
  })

  it('only admins change it', async () => {
    const { agent } = await t.loginAs('recruiter')
    const { polling: _p, version: _v, ...body } = (await admin.get('/api/settings')).json()
    expect((await agent.put('/api/settings', { ...body, remember_idle_days: 30 })).statusCode).toBe(403)
  })
})
