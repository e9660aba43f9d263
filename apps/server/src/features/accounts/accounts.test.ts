import { sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAgent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { linkIn } from '../../test/smtp.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())
beforeEach(() => t.smtp.clear())

describe('POST /register (admin only; no self-registration)', () => {
  it('refuses anonymous (401), recruiters and viewers (403)', async () => {
    const body = { name: 'Neu', email: 'neu@example.test', roles: ['viewer'] }
    const anonymous = createAgent(t.app)
    expect((await anonymous.post('/register', body)).statusCode).toBe(401)
    expect((await (await t.loginAs('recruiter')).agent.post('/register', body)).statusCode).toBe(403)
    expect((await (await t.loginAs('viewer')).agent.post('/register', body)).statusCode).toBe(403)
  })

  it('creates a verified user when the admin sets a password; the item has ID', async () => {
    const { agent } = await t.loginAs('admin')
    const password = 'Startpasswort für Lena 1'
    const response = await agent.post('/register', {
      name: 'Lena Weiß',
      email: 'Lena.Weiss@Example.test',
      password,
      password_confirmation: password,
      roles: ['recruiter'],
    })
    expect(response.statusCode).toBe(201)
    const created = response.json()
    expect(created).toMatchObject({
      name: 'Lena Weiß',
      email: 'lena.weiss@example.test',
      roles: [{ name: 'recruiter' }],
      active: true,
    })
    expect(created.ID).toBe(created.id)
    expect(created.email_verified_at).not.toBeNull()
    expect(
      (await createAgent(t.app).post('/login-user', { email: 'lena.weiss@example.test', password }))
        .statusCode,
    ).toBe(200)
    const again = await agent.post('/register', {
      name: 'X',
      email: 'LENA.WEISS@example.test',
      roles: ['viewer'],
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.email[0]).toBe('Diese E-Mail-Adresse wird bereits verwendet.')
  })

  it('invites without a password: the link sets the password and verifies (valid 72 h)', async () => {
    const { agent } = await t.loginAs('admin', { name: 'Chefin Admin' })
    await agent.post('/register', { name: 'Tom Invite', email: 'tom@example.test', roles: ['viewer'] })
    const [mail] = await t.smtp.waitForMails(1)
    expect(mail?.subject).toBe('Einladung zum Bewerber-Backoffice')
    expect(mail?.text).toContain('Chefin Admin')
    const link = new URL(linkIn(mail!, '/password-reset/'))
    const token = decodeURIComponent(link.pathname.split('/').pop() ?? '')
    t.clock.advance(71 * 3_600_000)
    const set = await createAgent(t.app).post('/reset-password', {
      token,
      email: 'tom@example.test',
      password: 'Tom setzt sein Passwort',
      password_confirmation: 'Tom setzt sein Passwort',
    })
    expect(set.statusCode).toBe(200)
    const login = await createAgent(t.app).post('/login-user', {
      email: 'tom@example.test',
      password: 'Tom setzt sein Passwort',
    })
    expect(login.json().email_verified_at).not.toBeNull()
  })

  it('an invitation is dead after 73 hours', async () => {
    const { agent } = await t.loginAs('admin')
    await agent.post('/register', { name: 'Spät', email: 'spaet@example.test', roles: ['viewer'] })
    const [mail] = await t.smtp.waitForMails(1)
    const link = new URL(linkIn(mail!, '/password-reset/'))
    t.clock.advance(73 * 3_600_000)
    const set = await createAgent(t.app).post('/reset-password', {
      token: decodeURIComponent(link.pathname.split('/').pop() ?? ''),
      email: 'spaet@example.test',
      password: 'Zu spät für dieses Konto',
      password_confirmation: 'Zu spät für dieses Konto',
    })
    expect(set.statusCode).toBe(422)
  })
})

describe('mass assignment: a body cannot set ids, roles, verification or timestamps', () => {
  it('refuses ids, verification, flags and timestamps in bodies, changing nothing', async () => {
    const { agent } = await t.loginAs('admin')
    for (const extra of [
      { id: 1 },
      { email_verified_at: '2020-01-01' },
      { active: false },
      { created_at: '2020-01-01' },
    ]) {
      const response = await agent.post('/register', {
        name: 'X',
        email: `x${Math.random()}@example.test`,
        roles: ['viewer'],
        ...extra,
      })
      expect(response.statusCode, JSON.stringify(extra)).toBe(422)
    }
    const { agent: self, user } = await t.loginAs('recruiter')
    const response = await self.put(`/api/users/${user.id}`, { name: 'Neu', email_verified_at: null })
    expect(response.statusCode).toBe(422)
    expect((await self.get('/api/user')).json().name).toBe(user.name)
  })
})

describe('GET /api/users and PUT /api/users/{id}', () => {
  it('lists users sorted with German collation, with ID, roles, active and last login', async () => {
    const { agent } = await t.loginAs('viewer', { name: 'Zander' })
    await t.createUser({ name: 'Ärger' })
    await t.createUser({ name: 'Abel' })
    const list = (await agent.get('/api/users')).json() as Array<{ name: string; ID: number; id: number }>
    const names = list.map((u) => u.name).filter((n) => ['Zander', 'Ärger', 'Abel'].includes(n))
    expect(names).toEqual(['Abel', 'Ärger', 'Zander'])
    expect(list.every((u) => u.ID === u.id)).toBe(true)
    expect(list[0]).toHaveProperty('last_login_at')
    expect(list[0]).toHaveProperty('active')
  })

  it('staff edit their own name but neither their roles nor other users', async () => {
    const { agent, user } = await t.loginAs('recruiter')
    const other = await t.createUser()
    expect((await agent.put(`/api/users/${user.id}`, { name: 'Umbenannt' })).json().name).toBe('Umbenannt')
    expect((await agent.put(`/api/users/${user.id}`, { roles: ['admin'] })).statusCode).toBe(403)
    expect((await agent.put(`/api/users/${other.user.id}`, { name: 'Fremd' })).statusCode).toBe(403)
    expect((await agent.put('/api/users/999999', { name: 'x' })).statusCode).toBe(403)
  })

  it('the last active admin can neither lose the admin role nor be deactivated', async () => {
    await t.db.execute(sql`UPDATE users SET active = false WHERE 'admin' = ANY(roles)`)
    const { agent, user, password } = await t.loginAs('admin')
    const demote = await agent.put(`/api/users/${user.id}`, {
      roles: ['recruiter'],
      current_password: password,
    })
    expect(demote.statusCode).toBe(422)
    expect(demote.json().errors.roles[0]).toMatch(/letzte aktive Administrator/)
    expect(
      (await agent.put(`/api/users/${user.id}`, { active: false, current_password: password })).statusCode,
    ).toBe(422)
    await t.createUser({ roles: ['admin'] })
    const widen = { roles: ['admin', 'recruiter'], current_password: password }
    expect((await agent.put(`/api/users/${user.id}`, widen)).statusCode).toBe(200)
    expect((await agent.put('/api/users/999999', { name: 'x' })).statusCode).toBe(404)
  })

  it('deactivating a user ends their sessions at once', async () => {
    const { agent: admin } = await t.loginAs('admin')
    const { agent: staff, user } = await t.loginAs('recruiter')
    expect((await admin.put(`/api/users/${user.id}`, { active: false })).json().active).toBe(false)
    expect((await staff.get('/api/user')).statusCode).toBe(401)
  })

  it('changing one’s email makes it unverified and mails the new address', async () => {
    const { agent, user, password } = await t.loginAs('recruiter')
    const response = await agent.put(`/api/users/${user.id}`, {
      email: 'neue.adresse@example.test',
      current_password: password,
    })
    expect(response.json().email_verified_at).toBeNull()
    expect((await agent.get('/api/applicants')).statusCode).toBe(409)
    const toNew = await mailTo('neue.adresse@example.test')
    expect(toNew?.subject).toMatch(/bestätigen/)
  })
})

const addressOf = (to: ParsedMail['to']) => (Array.isArray(to) ? to[0]?.text : to?.text)

/** The mail to this address (mails of earlier tests may still be arriving, so count is no proof). */
async function mailTo(address: string): Promise<ParsedMail> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const found = t.smtp.received.find((m) => addressOf(m.to) === address)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('re-authentication for changes to one’s own account', () => {
  it('a stolen session cannot change the e-mail address: the current password is required', async () => {
    const { agent, user, password } = await t.loginAs('recruiter')
    const without = await agent.put(`/api/users/${user.id}`, { email: 'dieb@example.test' })
    expect(without.statusCode).toBe(422)
    expect(without.json().errors.current_password[0]).toMatch(/aktuellen Passwort/)
    const wrong = await agent.put(`/api/users/${user.id}`, {
      email: 'dieb@example.test',
      current_password: 'geraten geraten',
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.current_password).toEqual(['Das aktuelle Passwort ist falsch.'])
    expect((await agent.get('/api/user')).json().email).toBe(user.email)
    // name, signature and the unchanged address need no password
    const harmless = await agent.put(`/api/users/${user.id}`, {
      name: 'Neu',
      email: user.email,
      signature: 'x',
    })
    expect(harmless.statusCode).toBe(200)
    const ok = await agent.put(`/api/users/${user.id}`, {
      email: 'richtig@example.test',
      current_password: password,
    })
    expect(ok.statusCode).toBe(200)
  })

  it('guesses of the current password are throttled like logins', async () => {
    const { agent, user } = await t.loginAs('recruiter')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const r = await agent.put(`/api/users/${user.id}`, {
        email: `x${i}@example.test`,
        current_password: `falsch ${i}x`,
      })
      statuses.push(r.statusCode)
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
    t.clock.advance(61_000)
  })

  it('tells the old address, with the admins to reply to, and writes the audit log', async () => {
    const { agent: admin, user: adminUser } = await t.loginAs('admin')
    const { agent, user, password } = await t.loginAs('recruiter')
    await agent.put(`/api/users/${user.id}`, { email: 'umgezogen@example.test', current_password: password })
    const notice = await mailTo(user.email)
    expect(notice?.subject).toBe('Die E-Mail-Adresse Ihres Kontos wurde geändert')
    expect(notice?.text).toContain('umgezogen@example.test')
    expect(notice?.text).toMatch(/nicht selbst veranlasst/)
    expect(notice?.replyTo?.text).toContain(adminUser.email)
    const log = (await admin.get('/api/audit-log?per_page=20')).json()
    expect(log.data.some((e: { action: string }) => e.action === 'user_email_changed')).toBe(true)
  })

  it('an admin changing someone else’s address needs no password of theirs, and the old address hears of it', async () => {
    const { agent: admin } = await t.loginAs('admin')
    const { user } = await t.createUser()
    const changed = await admin.put(`/api/users/${user.id}`, { email: 'neu.von.admin@example.test' })
    expect(changed.statusCode).toBe(200)
    expect((await mailTo(user.email)).subject).toBe('Die E-Mail-Adresse Ihres Kontos wurde geändert')
  })
})
