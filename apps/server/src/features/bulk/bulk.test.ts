import { BULK_REASONS, BULK_TEXTS } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { openSecondConnection } from '../../test/database.ts'
import { cityFilter, historyCounts, seedApplicants, startBulk } from './bulk.test-helpers.ts'
import { BULK_KEEP_DAYS, deleteOldBulkJobs, runBulkJobs } from './index.ts'

/**
 * The bulk job engine over the real routes: a selection by the list's filter becomes exactly the
 * rows the list counts; items are done exactly once across a stopped runner, a crash between the
 * change and its mark, and two runners at once; cancel, permissions and hostile input.
 */
let t: TestContext
let recruiter: Agent
let recruiterId: number
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  const r = await t.loginAs('recruiter', { name: 'Rita Recruiter' })
  recruiter = r.agent
  recruiterId = r.user.id
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

const job = async (agent: Agent, id: number) => (await agent.get(`/api/bulk-jobs/${id}`)).json()
const statusBody = (city: string, status = 'in-pruefung') => ({
  selection: { type: 'filter', query: { filters: cityFilter(city) } },
  action: { action: 'status', status },
})
const itemStates = async (jobId: number) =>
  rows<{ state: string; n: number }>(
    t.db,
    sql`SELECT state, count(*)::int AS n FROM bulk_job_items WHERE job_id = ${jobId} GROUP BY state ORDER BY state`,
  )

describe('a selection by the list’s filter', () => {
  it('holds exactly what the list counts, and runs in the background when larger than a page', async () => {
    const ids = await seedApplicants(t.db, { count: 130, city: 'Filterstadt' })
    await seedApplicants(t.db, { count: 5, city: 'Anderswo' })
    const list = await recruiter.get(
      `/api/applicants?filters=${encodeURIComponent(cityFilter('Filterstadt'))}`,
    )
    expect(list.json().total).toBe(130)

    const started = await startBulk(recruiter, statusBody('Filterstadt'))
    expect(started).toMatchObject({
      state: 'running',
      total: 130,
      done: 0,
      skipped: 0,
      failed: 0,
      summary: null,
    })
    const selected = await rows<{ applicant_id: number }>(
      t.db,
      sql`SELECT applicant_id FROM bulk_job_items WHERE job_id = ${started.id} ORDER BY applicant_id`,
    )
    expect(selected.map((r) => r.applicant_id)).toEqual(ids)
    await runBulkJobs(t.deps)
    const ended = await job(recruiter, started.id)
    expect(ended).toMatchObject({ state: 'done', done: 130, skipped: 0, failed: 0 })
    expect(ended.summary).toBe('Status geändert: 130 erledigt, 0 übersprungen, 0 fehlgeschlagen')
  })

  it('a small selection is done before the answer, each item with its history entry and the receipt', async () => {
    const ids = await seedApplicants(t.db, { count: 3, city: 'Kleinstadt' })
    const started = await startBulk(recruiter, {
      selection: { type: 'ids', ids },
      action: { action: 'status', status: 'kontaktiert' },
    })
    expect(started).toMatchObject({ state: 'done', total: 3, done: 3 })
    expect(started.summary).toBe('Status geändert: 3 erledigt, 0 übersprungen, 0 fehlgeschlagen')
    const history = (await recruiter.get(`/api/history/${ids[0]}`)).json()
    expect(history[0]).toMatchObject({ action: 'status_changed', user: { name: 'Rita Recruiter' } })
    expect(history[0].changes[0]).toMatchObject({ field: 'status', old: 'neu', new: 'kontaktiert' })
    const notifications = (await recruiter.get('/api/notifications')).json()
    expect(notifications[0]).toMatchObject({
      kind: 'bulk_finished',
      label: 'Massenaktion abgeschlossen',
      text: 'Status geändert: 3 erledigt, 0 übersprungen, 0 fehlgeschlagen',
      applicant_id: null,
    })
  })
})

describe('each item exactly once', () => {
  it('a runner stopped mid-job and a crash inside a batch: the batch stays pending whole, a fresh runner does the rest once', async () => {
    const ids = await seedApplicants(t.db, { count: 120, city: 'Neustart' })
    const started = await startBulk(recruiter, statusBody('Neustart', 'kontaktiert'))
    expect(await runBulkJobs(t.deps, { limit: 40 })).toBe(40)
    expect(await job(recruiter, started.id)).toMatchObject({ state: 'running', done: 40 })

    // The next runner dies in its second batch after changing its ten applicants, before marking
    // them: the whole batch rolls back, the first batch stays done.
    const batches: number[][] = []
    await expect(
      runBulkJobs(t.deps, {
        batchSize: 10,
        batchMs: 60_000,
        beforeMark: (batch) => {
          batches.push(batch)
          if (batches.length === 2) throw new Error('Absturz')
        },
      }),
    ).rejects.toThrow('Absturz')
    expect(batches.map((batch) => batch.length)).toEqual([10, 10])
    expect((await job(recruiter, started.id)).done).toBe(50)
    const crashed = batches[1] ?? []
    const unchanged = await rows<{ status: string; state: string }>(
      t.db,
      sql`SELECT a.status, i.state FROM applicants a JOIN bulk_job_items i ON i.applicant_id = a.id
          WHERE i.job_id = ${started.id} AND a.id = ANY(${`{${crashed.join(',')}}`}::int[])`,
    )
    expect(unchanged).toEqual(crashed.map(() => ({ status: 'neu', state: 'pending' })))
    expect((await historyCounts(t.db, crashed, 'status_changed')).size).toBe(0)

    expect(await runBulkJobs(t.deps)).toBe(70)
    const counts = await historyCounts(t.db, ids, 'status_changed')
    expect(ids.map((id) => counts.get(id) ?? 0)).toEqual(ids.map(() => 1))
    expect(await job(recruiter, started.id)).toMatchObject({ state: 'done', done: 120, skipped: 0 })
    // Ended once: one receipt for it.
    const [receipts] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE kind = 'bulk_finished' AND text LIKE 'Status geändert: 120 %'`,
    )
    expect(receipts?.n).toBe(1)
    expect(await runBulkJobs(t.deps)).toBe(0)
  })

  it('two runners (two instances) at once share the items; each is done once', async () => {
    const ids = await seedApplicants(t.db, { count: 150, city: 'Zwilling' })
    const started = await startBulk(recruiter, statusBody('Zwilling', 'angebot'))
    const second = await openSecondConnection()
    try {
      const [a, b] = await Promise.all([runBulkJobs(t.deps), runBulkJobs({ ...t.deps, db: second.db })])
      expect(a + b).toBe(150)
    } finally {
      await second.close()
    }
    const counts = await historyCounts(t.db, ids, 'status_changed')
    expect(ids.map((id) => counts.get(id) ?? 0)).toEqual(ids.map(() => 1))
    expect(await job(recruiter, started.id)).toMatchObject({ state: 'done', done: 150 })
  })
})

describe('batches', () => {
  it('an item failing after its first write is rolled back alone; the rest of its batch is done', async () => {
    const ids = await seedApplicants(t.db, { count: 110, city: 'Teilfehler' })
    const broken = ids[4] ?? 0
    // The database refuses this applicant's history entry, after its new status was written.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION bb_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'abgelehnt'; END $$`),
    )
    await t.db.execute(
      sql.raw(`CREATE TRIGGER bb_test_refuse BEFORE INSERT ON applicant_history FOR EACH ROW
        WHEN (NEW.applicant_id = ${broken}) EXECUTE FUNCTION bb_test_refuse()`),
    )
    try {
      const started = await startBulk(recruiter, statusBody('Teilfehler', 'kontaktiert'))
      const batches: number[][] = []
      await runBulkJobs(t.deps, {
        batchSize: 10,
        batchMs: 60_000,
        beforeMark: (batch) => void batches.push(batch),
      })
      expect(batches[0]).toEqual(ids.slice(0, 10))
      const ended = await job(recruiter, started.id)
      expect(ended).toMatchObject({ state: 'done', done: 109, skipped: 0, failed: 1 })
      expect(ended.problems).toEqual([
        { applicant_id: broken, name: 'Bea Teilfehler-5', state: 'failed', reason: BULK_REASONS.unexpected },
      ])
      const statuses = await rows<{ id: number; status: string }>(
        t.db,
        sql`SELECT id, status FROM applicants WHERE city = 'Teilfehler' ORDER BY id`,
      )
      expect(statuses).toEqual(ids.map((id) => ({ id, status: id === broken ? 'neu' : 'kontaktiert' })))
      const counts = await historyCounts(t.db, ids, 'status_changed')
      expect(ids.map((id) => counts.get(id) ?? 0)).toEqual(ids.map((id) => (id === broken ? 0 : 1)))
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER bb_test_refuse ON applicant_history'))
      await t.db.execute(sql.raw('DROP FUNCTION bb_test_refuse()'))
    }
  })

  it('notifies each applicant’s followers as the single change does, once per item', async () => {
    const colleague = await t.loginAs('recruiter', { name: 'Cleo Kollegin' })
    const ids = await seedApplicants(t.db, { count: 3, city: 'Folgestadt' })
    for (const id of ids.slice(0, 2))
      expect((await colleague.agent.post(`/api/applicants/${id}/follow`)).statusCode).toBe(200)
    // The single change of the first, for comparison; the bulk change skips it (already so).
    expect((await recruiter.put(`/api/applicants/${ids[0]}`, { status: 'kontaktiert' })).statusCode).toBe(200)
    const started = await startBulk(recruiter, {
      selection: { type: 'ids', ids },
      action: { action: 'status', status: 'kontaktiert' },
    })
    expect(started).toMatchObject({ state: 'done', done: 2, skipped: 1 })
    const notified = await rows<{ applicant_id: number; actor_id: number; text: string }>(
      t.db,
      sql`SELECT applicant_id, actor_id, text FROM notifications
          WHERE user_id = ${colleague.user.id} AND kind = 'status_changed' ORDER BY applicant_id`,
    )
    expect(notified).toEqual(
      ids.slice(0, 2).map((id) => ({ applicant_id: id, actor_id: recruiterId, text: 'Neu → Kontaktiert' })),
    )
  })

  it('begins no further item once its time is up; what it claimed but left is done by the next', async () => {
    const ids = await seedApplicants(t.db, { count: 105, city: 'Zeitgrenze' })
    const started = await startBulk(recruiter, statusBody('Zeitgrenze', 'kontaktiert'))
    const batches: number[][] = []
    expect(await runBulkJobs(t.deps, { batchMs: 0, beforeMark: (batch) => void batches.push(batch) })).toBe(
      105,
    )
    expect(batches.map((batch) => batch.length)).toEqual(ids.map(() => 1))
    expect(batches.flat()).toEqual(ids)
    expect(await job(recruiter, started.id)).toMatchObject({ state: 'done', done: 105 })
    const counts = await historyCounts(t.db, ids, 'status_changed')
    expect(ids.map((id) => counts.get(id) ?? 0)).toEqual(ids.map(() => 1))
  })
})

describe('in the background', () => {
  it('the app goes on answering while a job runs, and the poll shows its progress', async () => {
    await seedApplicants(t.db, { count: 110, city: 'Fortschritt' })
    const started = await startBulk(recruiter, statusBody('Fortschritt', 'kontaktiert'))
    let finished = false
    const running = runBulkJobs(t.deps).then(() => {
      finished = true
    })
    const seen: number[] = []
    while (!finished) {
      const now = await job(recruiter, started.id)
      seen.push(now.done)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await running
    // Answers came while it ran (not only after it), counting up.
    expect(seen.some((done) => done > 0 && done < 110)).toBe(true)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect((await job(recruiter, started.id)).done).toBe(110)
  })
})

describe('cancelling', () => {
  it('stops the job: what is done stays, the rest is skipped as cancelled; only the starter may cancel', async () => {
    const ids = await seedApplicants(t.db, { count: 110, city: 'Abbruch' })
    const started = await startBulk(recruiter, statusBody('Abbruch', 'abgelehnt'))
    await runBulkJobs(t.deps, { limit: 30 })

    const colleague = (await t.loginAs('recruiter')).agent
    expect((await colleague.post(`/api/bulk-jobs/${started.id}/cancel`)).statusCode).toBe(404)
    expect((await colleague.get(`/api/bulk-jobs/${started.id}`)).json().message).toBe(BULK_TEXTS.notFound)

    const cancelled = await recruiter.post(`/api/bulk-jobs/${started.id}/cancel`)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({
      state: 'cancelled',
      done: 30,
      skipped: 80,
      cancel_requested: true,
    })
    expect(cancelled.json().summary).toBe(
      'Status geändert (abgebrochen): 30 erledigt, 80 übersprungen (abgebrochen), 0 fehlgeschlagen',
    )
    expect(await runBulkJobs(t.deps)).toBe(0)
    expect(await itemStates(started.id)).toEqual([
      { state: 'done', n: 30 },
      { state: 'skipped', n: 80 },
    ])
    const counts = await historyCounts(t.db, ids, 'status_changed')
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(30)
    // Twice is once.
    expect((await recruiter.post(`/api/bulk-jobs/${started.id}/cancel`)).json().state).toBe('cancelled')
  })
})

describe('permissions', () => {
  it('a viewer changes nothing: a German 403 and no job; following in bulk is theirs to do', async () => {
    const ids = await seedApplicants(t.db, { count: 2, city: 'Leseort' })
    for (const action of [
      { action: 'status', status: 'angebot' },
      { action: 'trash' },
      { action: 'mail', template_id: 1 },
    ]) {
      const refused = await viewer.post('/api/bulk-jobs', { selection: { type: 'ids', ids }, action })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe(BULK_TEXTS.forbiddenAction)
    }
    expect((await viewer.get('/api/bulk-jobs')).json()).toEqual([])
    const followed = await startBulk(viewer, {
      selection: { type: 'ids', ids },
      action: { action: 'follow' },
    })
    expect(followed).toMatchObject({ state: 'done', done: 2 })
  })

  it('a role taken away mid-job: the remaining items are skipped for want of permission', async () => {
    const { agent, user } = await t.loginAs('recruiter')
    await seedApplicants(t.db, { count: 105, city: 'Rollenwechsel' })
    const started = await startBulk(agent, statusBody('Rollenwechsel', 'eingestellt'))
    await runBulkJobs(t.deps, { limit: 25 })
    await t.db.execute(sql`UPDATE users SET roles = '{viewer}' WHERE id = ${user.id}`)
    await runBulkJobs(t.deps)
    const ended = await job(agent, started.id)
    expect(ended).toMatchObject({ state: 'done', done: 25, skipped: 80 })
    expect(ended.summary).toBe(
      'Status geändert: 25 erledigt, 80 übersprungen (keine Berechtigung), 0 fehlgeschlagen',
    )
    expect(ended.problems[0]).toMatchObject({ state: 'skipped', reason: BULK_REASONS.forbidden })
  })
})

describe('housekeeping', () => {
  it('removes ended jobs after their keeping time, never a running one', async () => {
    const { agent } = await t.loginAs('recruiter')
    const ids = await seedApplicants(t.db, { count: 2, city: 'Altlast' })
    const ended = await startBulk(agent, { selection: { type: 'ids', ids }, action: { action: 'follow' } })
    await seedApplicants(t.db, { count: 101, city: 'Laufend' })
    const running = await startBulk(agent, statusBody('Laufend'))
    const later = new Date(t.clock.now().getTime() + (BULK_KEEP_DAYS + 1) * 86_400_000)
    expect(await deleteOldBulkJobs(t.db, new Date(t.clock.now().getTime() + 86_400_000))).toBe(0)
    expect(await deleteOldBulkJobs(t.db, later)).toBeGreaterThanOrEqual(1)
    expect((await agent.get(`/api/bulk-jobs/${ended.id}`)).statusCode).toBe(404)
    expect((await agent.get(`/api/bulk-jobs/${running.id}`)).json().state).toBe('running')
    await agent.post(`/api/bulk-jobs/${running.id}/cancel`)
  })
})

describe('hostile input', () => {
  it('unknown ids are skipped as not found; the summary names them', async () => {
    const [known] = await seedApplicants(t.db, { count: 1, city: 'Echtort' })
    const started = await startBulk(recruiter, {
      selection: { type: 'ids', ids: [known, 2_000_000_000, 1_999_999_999] },
      action: { action: 'status', status: 'kontaktiert' },
    })
    expect(started).toMatchObject({ state: 'done', done: 1, skipped: 2 })
    expect(started.summary).toBe(
      'Status geändert: 1 erledigt, 2 übersprungen (nicht gefunden), 0 fehlgeschlagen',
    )
    expect(started.problems.map((p) => [p.applicant_id, p.name, p.reason])).toEqual([
      [1_999_999_999, null, 'nicht gefunden'],
      [2_000_000_000, null, 'nicht gefunden'],
    ])
  })

  it('10,000 ids, NUL bytes, unknown statuses, empty and wrong selections: a German 422 and no job', async () => {
    const before = (await recruiter.get('/api/bulk-jobs')).json().length
    const many = Array.from({ length: 10_000 }, (_, i) => i + 1)
    const cases: Array<[unknown, string]> = [
      [{ selection: { type: 'ids', ids: many }, action: { action: 'follow' } }, BULK_TEXTS.tooManyIds],
      [
        { selection: { type: 'ids', ids: [1] }, action: { action: 'status', status: 'neu\u0000' } },
        'Die Eingabe enthält ein unzulässiges Steuerzeichen.',
      ],
      [
        { selection: { type: 'filter', query: { q: 'a\u0000b' } }, action: { action: 'follow' } },
        'Die Eingabe enthält ein unzulässiges Steuerzeichen.',
      ],
      [
        { selection: { type: 'ids', ids: [1] }, action: { action: 'status', status: 'gibt-es-nicht' } },
        BULK_TEXTS.unknownStatus,
      ],
      [
        { selection: { type: 'ids', ids: [1] }, action: { action: 'assign_job', job: 'keine-stelle' } },
        BULK_TEXTS.unknownJob,
      ],
      [
        { selection: { type: 'ids', ids: [1] }, action: { action: 'mail', template_id: 999_999 } },
        BULK_TEXTS.unknownTemplate,
      ],
      [
        {
          selection: { type: 'filter', query: { filters: cityFilter('Nirgendwo') } },
          action: { action: 'follow' },
        },
        BULK_TEXTS.emptySelection,
      ],
      [
        { selection: { type: 'ids', ids: [] }, action: { action: 'follow' } },
        'Bitte mindestens eine Bewerber:in auswählen.',
      ],
      [
        {
          selection: { type: 'filter', query: { filters: '{"password_hash":{}}' } },
          action: { action: 'follow' },
        },
        'Die Filter sind ungültig.',
      ],
    ]
    for (const [body, message] of cases) {
      const response = await recruiter.post('/api/bulk-jobs', body)
      expect(response.statusCode, response.body).toBe(422)
      expect(response.body).toContain(message)
    }
    const unknownAction = await recruiter.post('/api/bulk-jobs', {
      selection: { type: 'ids', ids: [1] },
      action: { action: 'drop_table' },
    })
    expect(unknownAction.statusCode).toBe(422)
    expect((await recruiter.get('/api/bulk-jobs')).json()).toHaveLength(before)
    expect((await recruiter.get('/api/bulk-jobs/2147483647')).statusCode).toBe(404)
    expect((await recruiter.get('/api/bulk-jobs/abc')).statusCode).toBe(422)
    expect(recruiterId).toBeGreaterThan(0)
  })
})
