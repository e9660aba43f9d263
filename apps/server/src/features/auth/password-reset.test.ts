import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAgent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { linkIn } from '../../test/smtp.ts'
import { passwordTokens } from './auth.table.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())
beforeEach(() => {
  t.smtp.clear()
  t.clock.advance(61_000)
})

const MINUTE = 60_000

async function requestReset(email: string) {
  const response = await createAgent(t.app).post('/forgot-password', { email })
  expect(response.statusCode).toBe(200)
  return response.json()
}

async function tokenFor(email: string) {
  await requestReset(email)
  const [mail] = await t.smtp.waitForMails(1)
  const link = new URL(linkIn(mail!, '/password-reset/'))
  t.smtp.clear()
  return {
    token: decodeURIComponent(link.pathname.split('/').pop() ?? ''),
    email: link.searchParams.get('email') ?? '',
  }
}

const reset = (body: Record<string, string>) =>
  createAgent(t.app).post('/reset-password', { password_confirmation: body.password, ...body })

describe('forgot-password: no enumeration, one mail a minute', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const { user } = await t.createUser()
    const known = await requestReset(user.email)
    const unknown = await requestReset('niemand@example.test')
    expect(known).toEqual(unknown)
    const [mail] = await t.smtp.waitForMails(1)
    expect(mail?.to).toMatchObject({ text: user.email })
    expect(mail?.subject).toBe('Passwort zurücksetzen')
    expect(mail?.text).toContain('60 Minuten')
    await new Promise((r) => setTimeout(r, 200))
    expect(t.smtp.received).toHaveLength(1)
  })

  it('sends one mail per address per minute', async () => {
    const { user } = await t.createUser()
    await requestReset(user.email)
    await requestReset(user.email)
    await t.smtp.waitForMails(1)
    await new Promise((r) => setTimeout(r, 200))
    expect(t.smtp.received).toHaveLength(1)
    t.clock.advance(61_000)
    await requestReset(user.email)
    await t.smtp.waitForMails(2)
  })
})

describe('reset tokens: hashed, one hour, single use, newest only', () => {
  it('are long random tokens stored only as a hash', async () => {
    const { user } = await t.createUser()
    const { token } = await tokenFor(user.email)
    expect(token.length).toBeGreaterThanOrEqual(22)
    const [row] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.email, user.email))
    expect(row?.tokenHash).not.toContain(token)
  })

  it('work at 59 minutes and not at 61', async () => {
    const { user } = await t.createUser()
    const fresh = await tokenFor(user.email)
    t.clock.advance(59 * MINUTE)
    expect((await reset({ ...fresh, password: 'Neues Passwort 59 Minuten' })).statusCode).toBe(200)
    t.clock.advance(2 * MINUTE)
    const late = await tokenFor(user.email)
    t.clock.advance(61 * MINUTE)
    const response = await reset({ ...late, password: 'Neues Passwort 61 Minuten' })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toMatch(/ungültig oder abgelaufen/)
  })

  it('are single use, bound to their address, and die when a newer one is issued', async () => {
    const { user } = await t.createUser()
    const other = await t.createUser()
    const first = await tokenFor(user.email)
    t.clock.advance(61_000)
    const second = await tokenFor(user.email)
    expect((await reset({ ...first, password: 'Altes Token geht nicht mehr' })).statusCode).toBe(422)
    expect(
      (await reset({ ...second, email: other.user.email, password: 'Fremde Adresse geht nicht' })).statusCode,
    ).toBe(422)
    expect((await reset({ ...second, password: 'Erstes Mal klappt es gut' })).statusCode).toBe(200)
    expect((await reset({ ...second, password: 'Zweites Mal nicht mehr' })).statusCode).toBe(422)
  })

  it('a reset ends every session of the account', async () => {
    const { agent, user } = await t.loginAs('recruiter')
    const token = await tokenFor(user.email)
    expect((await reset({ ...token, password: 'Alle Sitzungen beenden 1' })).statusCode).toBe(200)
    expect((await agent.get('/api/user')).statusCode).toBe(401)
    const login = await createAgent(t.app).post('/login-user', {
      email: user.email,
      password: 'Alle Sitzungen beenden 1',
    })
    expect(login.statusCode).toBe(200)
  })
})

describe('password policy: length, common passwords, confirmation, no truncation', () => {
  it('refuses short, common and unconfirmed passwords with German messages', async () => {
    const { user } = await t.createUser()
    const token = await tokenFor(user.email)
    const short = await reset({ ...token, password: 'kurz12345' })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.password[0]).toBe('Das Passwort muss mindestens 10 Zeichen lang sein.')
    const common = await reset({ ...token, password: 'passwort123' })
    expect(common.json().errors.password[0]).toMatch(/zu leicht zu erraten/)
    const mismatch = await reset({
      ...token,
      password: 'Ein gutes Passwort 1',
      password_confirmation: 'Ein anderes Passwort',
    })
    expect(mismatch.json().errors.password_confirmation[0]).toBe('Die Passwörter stimmen nicht überein.')
  })

  it('accepts umlauts, spaces and 200 characters without truncating', async () => {
    const { user } = await t.createUser()
    const token = await tokenFor(user.email)
    const long = `Grüße aus Köln ${'ä'.repeat(184)}!`
    expect(long.length).toBe(200)
    expect((await reset({ ...token, password: long })).statusCode).toBe(200)
    const wrongEnd = await createAgent(t.app).post('/login-user', {
      email: user.email,
      password: `${long.slice(0, -1)}?`,
    })
    expect(wrongEnd.statusCode).toBe(422)
    const right = await createAgent(t.app).post('/login-user', { email: user.email, password: long })
    expect(right.statusCode).toBe(200)
  })
})
