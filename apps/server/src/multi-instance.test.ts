import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import type { AppDeps } from './context.ts'
import { purgeExpiredApplicants } from './features/applicants/index.ts'
import { pollInbox } from './features/inbox/index.ts'
import { processOutbox } from './features/messages/index.ts'
import { createLogger } from './logger.ts'
import { createAgent } from './test/agent.ts'
import { createApplicantVia } from './test/applicants.ts'
import { createTestContext, type TestContext } from './test/context.ts'
import { openSecondConnection } from './test/database.ts'
import { startImapServer, type TestImap } from './test/imap.ts'
import { composeMail } from './test/mails.ts'

/**
 * Issue #8: two server instances on one database. The second app has its own connection pool (on
 * PostgreSQL; PGlite can only be shared in-process) and shares nothing else with the first.
 */
let t: TestContext
let imap: TestImap
let second: Awaited<ReturnType<typeof buildApp>>
let secondDeps: AppDeps
let closeSecond: () => Promise<void>
beforeAll(async () => {
  imap = await startImapServer()
  t = await createTestContext({ config: { imapUrl: imap.url } })
  const connection = await openSecondConnection()
  secondDeps = { ...t.deps, db: connection.db }
  second = await buildApp(secondDeps, { logger: createLogger('silent', false) })
  await second.ready()
  closeSecond = async () => {
    await second.close()
    await connection.close()
  }
})
afterAll(async () => {
  await closeSecond?.()
  await t?.close()
  await imap?.close()
})

describe('two instances on one database', () => {
  it('a session made on one works on the other, CSRF token included', async () => {
    const { agent } = await t.loginAs('recruiter', { name: 'Rita Recruiter' })
    const onSecond = createAgent(second, agent.jar)
    expect((await onSecond.get('/api/user')).json().name).toBe('Rita Recruiter')
    const created = await createApplicantVia(onSecond, { first_name: 'Zweite', last_name: 'Instanz' })
    expect((await agent.get(`/api/applicants/${created.id}`)).json().first_name).toBe('Zweite')
    // Logging out on one ends the session on both.
    expect((await onSecond.post('/logout')).statusCode).toBe(204)
    expect((await createAgent(t.app, new Map(onSecond.jar)).get('/api/user')).statusCode).toBe(401)
  })

  it("a change made on one shows up in the other's poll", async () => {
    const { agent } = await t.loginAs('recruiter')
    const onSecond = createAgent(second, new Map(agent.jar))
    const first = (await onSecond.get('/api/applicants')).json()
    const unchanged = (
      await onSecond.get(`/api/applicants?lastModified=${encodeURIComponent(first.lastModified)}`)
    ).json()
    expect(unchanged.data).toEqual([])
    await createApplicantVia(agent, { first_name: 'Neu', last_name: 'AufEins' })
    const polled = (
      await onSecond.get(`/api/applicants?lastModified=${encodeURIComponent(first.lastModified)}`)
    ).json()
    expect(polled.lastModified).not.toBe(first.lastModified)
    expect(polled.data.some((a: { last_name: string }) => a.last_name === 'AufEins')).toBe(true)
    const ui = (await onSecond.get('/api/ui-state')).json()
    expect(ui.counter.original.applicants).toBe(first.total + 1)
  })

  it('the IMAP poll of both imports a reply once', async () => {
    const { agent } = await t.loginAs('recruiter')
    const email = 'antwort.zweimal@example.de'
    const applicant = await createApplicantVia(agent, { email })
    await imap.append(await composeMail({ from: email, subject: 'Rückfrage', text: 'Wann?' }))
    const [a, b] = await Promise.all([pollInbox(t.deps), pollInbox(secondDeps)])
    expect([...a.results, ...b.results].filter((r) => r === 'imported')).toEqual(['imported'])
    const messages = (await agent.get(`/api/messages/${applicant.id}`)).json()
    expect(messages.map((m: { Betreff: string }) => m.Betreff)).toEqual(['Rückfrage'])
    // Later polls of either find nothing new.
    expect((await pollInbox(secondDeps)).results).toEqual([])
    expect((await pollInbox(t.deps)).results).toEqual([])
  })

  it('background jobs run exactly once across both (outbox and purge)', async () => {
    const { agent } = await t.loginAs('recruiter')
    t.smtp.clear()
    await t.smtp.close()
    const applicant = await createApplicantVia(agent, { email: 'zwei.instanzen@example.de' })
    try {
      const sent = await agent.post('/api/messages', {
        applicant_id: applicant.id,
        subject: 'Einmal',
        content: 'Nur einmal',
      })
      expect(sent.json().sent).toBe(false)
    } finally {
      await t.smtp.restart()
    }
    t.clock.advance(61_000)
    const [a, b] = await Promise.all([processOutbox(t.deps), processOutbox(secondDeps)])
    expect(a + b).toBe(1)
    await t.smtp.waitForMails(1)
    expect(t.smtp.received.filter((m) => m.subject === 'Einmal')).toHaveLength(1)

    await agent.delete(`/api/applicants/${applicant.id}`)
    t.clock.advance(8 * 86_400_000)
    const [purgedA, purgedB] = await Promise.all([
      purgeExpiredApplicants(t.db, { now: t.clock.now(), storage: t.storage }),
      purgeExpiredApplicants(secondDeps.db, { now: t.clock.now(), storage: t.storage }),
    ])
    expect([...purgedA, ...purgedB]).toEqual([applicant.id])
  })
})
