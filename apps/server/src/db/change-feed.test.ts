import { BACKGROUND_REQUEST_HEADER, DEFAULT_REMEMBER_IDLE_DAYS } from '@bb/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bumpApplicantsVersion } from '../features/applicant-records/index.ts'
import { sessions } from '../features/auth/index.ts'
import { users } from '../features/users/index.ts'
import { type Agent, createAgent } from '../test/agent.ts'
import { createApplicantVia } from '../test/applicants.ts'
import { createTestContext, type TestContext } from '../test/context.ts'
import { openSecondConnection } from '../test/database.ts'
import { type Change, changeFeedOf, parseChange } from './change-feed.ts'
import type { Database } from './client.ts'

/**
 * Background polls take the session and the applicants version from memory while the database
 * announces its changes (change-feed.ts). Every change made elsewhere (on PostgreSQL: through a
 * second connection pool, as another instance of the app) must reach them within moments.
 */
let t: TestContext
let elsewhere: Database
beforeAll(async () => {
  t = await createTestContext()
  elsewhere = await openSecondConnection()
})
afterAll(async () => {
  await elsewhere.close()
  await t.close()
})

const background = { headers: { [BACKGROUND_REQUEST_HEADER]: '1' } }
/** Announcements arrive after the commit, on PostgreSQL over a connection of their own. */
const soon = { timeout: 3_000, interval: 20 }

async function pollingRecruiter(): Promise<Agent & { userId: number }> {
  const { agent, user } = await t.loginAs('recruiter')
  // Twice: the first poll may find the session only in the database, the second from memory.
  for (let i = 0; i < 2; i++) expect((await agent.get('/api/ui-state', background)).statusCode).toBe(200)
  return Object.assign(agent, { userId: user.id })
}

describe('sessions ended elsewhere end for background polls too', () => {
  it('a session deleted through another connection (logout on another instance) is refused', async () => {
    const agent = await pollingRecruiter()
    await elsewhere.db.delete(sessions).where(eq(sessions.userId, agent.userId))
    await expect.poll(async () => (await agent.get('/api/ui-state', background)).statusCode, soon).toBe(401)
    expect((await agent.get('/api/applicants', background)).statusCode).toBe(401)
  })

  it('a user deactivated elsewhere is refused, and the session is gone', async () => {
    const agent = await pollingRecruiter()
    await elsewhere.db.update(users).set({ active: false }).where(eq(users.id, agent.userId))
    await expect.poll(async () => (await agent.get('/api/applicants', background)).statusCode, soon).toBe(401)
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, agent.userId))
    expect(left).toEqual([])
  })

  it('a remember-me idle limit shortened in the settings ends a session that has idled past it', async () => {
    const { user, password } = await t.createUser({ roles: ['recruiter'] })
    const agent = createAgent(t.app)
    expect(
      (await agent.post('/login-user', { email: user.email, password, remember: true })).statusCode,
    ).toBe(200)
    t.clock.advance(3 * 86_400_000)
    for (let i = 0; i < 2; i++) expect((await agent.get('/api/ui-state', background)).statusCode).toBe(200)
    await elsewhere.db.execute(
      sql`UPDATE settings SET value = jsonb_set(value, '{remember_idle_days}', '2') WHERE key = 'app'`,
    )
    try {
      await expect.poll(async () => (await agent.get('/api/ui-state', background)).statusCode, soon).toBe(401)
    } finally {
      await t.db.execute(
        sql`UPDATE settings SET value = jsonb_set(value, '{remember_idle_days}', ${String(DEFAULT_REMEMBER_IDLE_DAYS)}::jsonb) WHERE key = 'app'`,
      )
    }
  })

  it('a request the person makes always reads the database, with no wait for announcements', async () => {
    const agent = await pollingRecruiter()
    await t.db.delete(sessions).where(eq(sessions.userId, agent.userId))
    expect((await agent.get('/api/ui-state')).statusCode).toBe(401)
  })
})

describe('the applicants version of list polls', () => {
  it('a change made elsewhere reaches an unchanged background poll within moments', async () => {
    const { agent } = await t.loginAs('recruiter')
    await createApplicantVia(agent, { first_name: 'Erste', last_name: 'Zeile' })
    const first = (await agent.get('/api/applicants')).json() as { lastModified: string }
    const poll = () =>
      agent.get(`/api/applicants?lastModified=${encodeURIComponent(first.lastModified)}`, background)
    for (let i = 0; i < 2; i++)
      expect((await poll()).json()).toEqual({ data: [], lastModified: first.lastModified })
    await bumpApplicantsVersion(elsewhere.db)
    await expect
      .poll(async () => ((await poll()).json() as { data: unknown[] }).data.length, soon)
      .toBeGreaterThan(0)
  })

  it('the person who saves sees the change on the next request, without waiting', async () => {
    const { agent } = await t.loginAs('recruiter')
    const first = (await agent.get('/api/applicants')).json() as { lastModified: string }
    await agent.get(`/api/applicants?lastModified=${encodeURIComponent(first.lastModified)}`, background)
    await createApplicantVia(agent, { first_name: 'Neu', last_name: 'Gespeichert' })
    const next = (
      await agent.get(`/api/applicants?lastModified=${encodeURIComponent(first.lastModified)}`)
    ).json() as { data: Array<{ last_name: string }>; lastModified: string }
    expect(next.lastModified).not.toBe(first.lastModified)
    expect(next.data.map((row) => row.last_name)).toContain('Gespeichert')
  })
})

describe('the UI state of background polls', () => {
  interface UiState {
    sidebarItems: { original: Array<{ slug: string; label: string; count: number | null }> }
    counter: { original: { followed: number; notifications: number; applicants: number } }
  }
  const uiState = async (agent: Agent) => (await agent.get('/api/ui-state', background)).json() as UiState

  it('follows, notifications and an applicant deleted elsewhere show in the counters within moments', async () => {
    const agent = await pollingRecruiter()
    const applicant = await createApplicantVia(agent, { first_name: 'Gefolgt', last_name: 'Von Woanders' })
    // Warm: the list poll learns the version, two UI-state polls keep their inputs.
    await agent.get('/api/applicants', background)
    for (let i = 0; i < 2; i++) expect((await uiState(agent)).counter.original.followed).toBe(0)

    await elsewhere.db.execute(
      sql`INSERT INTO applicant_followers (applicant_id, user_id, created_at) VALUES (${applicant.id}, ${agent.userId}, now())`,
    )
    await expect.poll(async () => (await uiState(agent)).counter.original.followed, soon).toBe(1)

    await elsewhere.db.execute(
      sql`INSERT INTO notifications (user_id, kind, applicant_id, text, created_at) VALUES (${agent.userId}, 'note', ${applicant.id}, 'Neu', now())`,
    )
    await expect.poll(async () => (await uiState(agent)).counter.original.notifications, soon).toBe(1)

    // Deleted elsewhere: the followed count leaves it out once the version moved.
    await elsewhere.db.execute(sql`UPDATE applicants SET deleted_at = now() WHERE id = ${applicant.id}`)
    await bumpApplicantsVersion(elsewhere.db)
    await expect.poll(async () => (await uiState(agent)).counter.original.followed, soon).toBe(0)
  })

  it('a status renamed in the settings elsewhere shows in the navigation within moments', async () => {
    const agent = await pollingRecruiter()
    const label = async () =>
      (await uiState(agent)).sidebarItems.original.find((i) => i.slug === 'status-neu')?.label
    expect(await label()).toBeDefined()
    const before = await label()
    await elsewhere.db.execute(sql`
      UPDATE settings SET value = jsonb_set(value, '{statuses}', (
        SELECT jsonb_agg(CASE WHEN s->>'slug' = 'neu' THEN jsonb_set(s, '{label}', '"Frisch eingegangen"') ELSE s END)
        FROM jsonb_array_elements(value->'statuses') s)) WHERE key = 'app'`)
    try {
      await expect.poll(label, soon).toBe('Frisch eingegangen')
    } finally {
      await t.db.execute(sql`
        UPDATE settings SET value = jsonb_set(value, '{statuses}', (
          SELECT jsonb_agg(CASE WHEN s->>'slug' = 'neu' THEN jsonb_set(s, '{label}', to_jsonb(${before}::text)) ELSE s END)
          FROM jsonb_array_elements(value->'statuses') s)) WHERE key = 'app'`)
    }
  })
})

describe('the feed itself', () => {
  it('is live for the app database and hears a change counter move', async () => {
    const feed = changeFeedOf(t.db)!
    await expect.poll(() => feed.live, soon).toBe(true)
    const heard: Change[] = []
    const stop = feed.subscribe((change) => heard.push(change))
    try {
      await bumpApplicantsVersion(elsewhere.db)
      await expect
        .poll(() => heard.some((c) => c.kind === 'counter' && c.key === 'applicants'), soon)
        .toBe(true)
    } finally {
      stop()
    }
  })

  it('reads every announcement the triggers send', () => {
    expect(parseChange('s:abc')).toEqual({ kind: 'session', id: 'abc' })
    expect(parseChange('u:12')).toEqual({ kind: 'user', id: 12 })
    expect(parseChange('f:7')).toEqual({ kind: 'follows', userId: 7 })
    expect(parseChange('n:8')).toEqual({ kind: 'notifications', userId: 8 })
    expect(parseChange('settings')).toEqual({ kind: 'settings' })
    expect(parseChange('c:41:applicants')).toEqual({ kind: 'counter', key: 'applicants', value: 41 })
    expect(parseChange('*')).toEqual({ kind: 'everything' })
  })
})
