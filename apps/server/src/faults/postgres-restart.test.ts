import { BACKGROUND_REQUEST_HEADER } from '@bb/shared'
import pgDriver from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANGE_CHANNEL, changeFeedOf } from '../db/change-feed.ts'
import { openPostgres } from '../db/client.ts'
import type { Agent } from '../test/agent.ts'
import { createApplicantVia } from '../test/applicants.ts'
import { createTestContext, type TestContext } from '../test/context.ts'
import { type PrivatePostgres, startPrivatePostgres } from '../test/private-postgres.ts'

/**
 * The app survives a database restart (issue #8): PostgreSQL restarted under load. While it is
 * down every request fails cleanly (503, German message, Retry-After); afterwards the same app
 * answers again, no restart.
 */
let pg: PrivatePostgres
let t: TestContext
let agent: Agent
let closeDb: () => Promise<void>
beforeAll(async () => {
  pg = await startPrivatePostgres()
  const database = await openPostgres({ url: pg.url, max: 4 })
  closeDb = database.close
  t = await createTestContext({ database })
  agent = (await t.loginAs('recruiter')).agent
})
afterAll(async () => {
  await t?.close()
  await closeDb?.()
  await pg?.close()
})

const background = { headers: { [BACKGROUND_REQUEST_HEADER]: '1' } }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('PostgreSQL restarted under load', () => {
  it('answers 503 in German while it is down and recovers by itself', async () => {
    await createApplicantVia(agent, { first_name: 'Vor', last_name: 'Dem Neustart' })
    const statuses: number[] = []
    let running = true
    const load = (async () => {
      while (running) {
        const [list, ui] = await Promise.all([agent.get('/api/applicants'), agent.get('/api/ui-state')])
        statuses.push(list.statusCode, ui.statusCode)
        await sleep(20)
      }
    })()
    await sleep(300)
    await pg.stop()
    const down = await agent.get('/api/applicants')
    expect(down.statusCode).toBe(503)
    expect(down.json().message).toMatch(/Datenbank|vorübergehend|später/)
    expect(down.headers['retry-after']).toBeDefined()
    expect(down.body).not.toMatch(/ECONNREFUSED|at .*\.ts|select /i)
    const write = await agent.post('/api/applicants', { first_name: 'Während', last_name: 'Ausfall' })
    expect(write.statusCode).toBe(503)
    await sleep(300)
    await pg.start()
    let recovered = false
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await agent.get('/api/applicants')).statusCode === 200
      if (!recovered) await sleep(200)
    }
    expect(recovered).toBe(true)
    await sleep(300)
    running = false
    await load
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([])
    expect(statuses).toContain(503)
    const after = await createApplicantVia(agent, { first_name: 'Nach', last_name: 'Dem Neustart' })
    const names = (await agent.get('/api/applicants'))
      .json()
      .data.map((a: { last_name: string }) => a.last_name)
    expect(names).toEqual(expect.arrayContaining(['Dem Neustart']))
    expect(names).not.toContain('Ausfall') // refused while down: not half-stored either
    expect(after.id).toBeGreaterThan(0)
  })
})

describe('the change feed loses its connection', () => {
  it('a session ended while nobody listened is never served from memory afterwards', async () => {
    const feed = changeFeedOf(t.db)!
    await expect.poll(() => feed.live, { timeout: 10_000 }).toBe(true)
    const { agent: poller, user } = await t.loginAs('recruiter')
    for (let i = 0; i < 2; i++) expect((await poller.get('/api/ui-state', background)).statusCode).toBe(200)
    const other = new pgDriver.Client({ connectionString: pg.url })
    await other.connect()
    try {
      // The listening connection dies; the logout elsewhere right after is announced to nobody.
      await other.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN ${CHANGE_CHANNEL}'`,
      )
      await other.query('DELETE FROM sessions WHERE user_id = $1', [user.id])
    } finally {
      await other.end()
    }
    await expect
      .poll(async () => (await poller.get('/api/ui-state', background)).statusCode, { timeout: 5_000 })
      .toBe(401)
    await expect.poll(() => feed.live, { timeout: 10_000 }).toBe(true)
    expect((await poller.get('/api/applicants', background)).statusCode).toBe(401)
  })
})
