import { LOGIN_MAX_ATTEMPTS, LOGIN_MAX_ATTEMPTS_PER_IP } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAgent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

/**
 * The probe that found the race: many wrong attempts sent at once. Each throttle must count and
 * decide atomically, so exactly the allowed number gets through and the rest is refused with 429.
 */
let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1
  return counts
}

describe('throttles under parallel attempts', () => {
  it('20 parallel wrong logins for one address: exactly 5 are checked, 15 get 429', async () => {
    t.clock.advance(61_000)
    const { user, password } = await t.createUser()
    const agents = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const agent = createAgent(t.app)
        await agent.get('/sanctum/csrf-cookie')
        return agent
      }),
    )
    const responses = await Promise.all(
      agents.map((agent) =>
        agent.post('/login-user', { email: user.email, password: 'falsch falsch falsch' }),
      ),
    )
    expect(tally(responses.map((r) => r.statusCode))).toEqual({
      422: LOGIN_MAX_ATTEMPTS,
      429: 20 - LOGIN_MAX_ATTEMPTS,
    })
    for (const r of responses.filter((x) => x.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0)
    }
    // the right password is refused too until the window has passed
    expect((await createAgent(t.app).post('/login-user', { email: user.email, password })).statusCode).toBe(
      429,
    )
    t.clock.advance(61_000)
    expect((await createAgent(t.app).post('/login-user', { email: user.email, password })).statusCode).toBe(
      200,
    )
  })

  it('the per-IP ceiling holds for parallel wrong logins across many addresses', async () => {
    t.clock.advance(61_000)
    const count = LOGIN_MAX_ATTEMPTS_PER_IP + 10
    const agents = await Promise.all(
      Array.from({ length: count }, async () => {
        const agent = createAgent(t.app)
        await agent.get('/sanctum/csrf-cookie')
        return agent
      }),
    )
    const responses = await Promise.all(
      agents.map((agent, i) =>
        agent.post('/login-user', { email: `parallel${i}@example.test`, password: 'falsch falsch falsch' }),
      ),
    )
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 422: LOGIN_MAX_ATTEMPTS_PER_IP, 429: 10 })
    t.clock.advance(61_000)
  })

  it('successful logins do not use up the per-IP ceiling', async () => {
    t.clock.advance(61_000)
    const { user, password } = await t.createUser()
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS_PER_IP + 5; i++) {
      expect((await createAgent(t.app).post('/login-user', { email: user.email, password })).statusCode).toBe(
        200,
      )
    }
  })

  it('parallel wrong current passwords on a password change: exactly 5 are checked', async () => {
    const { agent } = await t.loginAs('recruiter')
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        agent.put('/api/user/password', {
          current_password: 'falsch falsch falsch',
          password: 'Ein ganz neues Passwort 2026',
          password_confirmation: 'Ein ganz neues Passwort 2026',
        }),
      ),
    )
    expect(tally(responses.map((r) => r.statusCode))).toEqual({
      422: LOGIN_MAX_ATTEMPTS,
      429: 12 - LOGIN_MAX_ATTEMPTS,
    })
  })
})
