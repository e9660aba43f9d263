import { BULK_TEXTS, type PipelineBoard } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { publishJob } from '../../test/careers.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { historyCounts, seedApplicants, startBulk } from './bulk.test-helpers.ts'

/**
 * A column of the pipeline board selected as a whole: the status plus the board's narrowing to
 * one job or one occupation group, as a filter selection. It holds exactly the applicants the
 * column counts, cards not yet loaded included, and nothing of the other jobs or columns.
 */
let t: TestContext
let recruiter: Agent
let viewer: Agent
let jobSlug: string
let otherJob: string

async function newJob(title: string) {
  return (await publishJob(recruiter, { title })).slug
}

beforeAll(async () => {
  t = await createTestContext()
  recruiter = (await t.loginAs('recruiter', { name: 'Rita Recruiter' })).agent
  viewer = (await t.loginAs('viewer', { name: 'Volker Viewer' })).agent
  jobSlug = await newJob('Pflegefachkraft Station 3')
  otherJob = await newJob('Pflegehilfe Nachtdienst')
})
afterAll(() => t.close())

const columnTotal = async (agent: Agent, query: string, status: string) => {
  const response = await agent.get(`/api/pipeline${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as PipelineBoard).columns.find((c) => c.status === status)?.total
}

const itemIds = async (jobId: number) =>
  (
    await rows<{ applicant_id: number }>(
      t.db,
      sql`SELECT applicant_id FROM bulk_job_items WHERE job_id = ${jobId} ORDER BY applicant_id`,
    )
  ).map((r) => r.applicant_id)

const statusOf = async (ids: number[]) =>
  (
    await rows<{ status: string }>(
      t.db,
      sql`SELECT DISTINCT status FROM applicants WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
    )
  ).map((r) => r.status)

describe('a board column selected by its narrowing', () => {
  it('a job’s column: exactly the cards the column counts, each moved with its history entry', async () => {
    const column = await seedApplicants(t.db, {
      count: 40,
      city: 'Spaltenstadt',
      status: 'kontaktiert',
      job: jobSlug,
    })
    const elsewhere = await seedApplicants(t.db, {
      count: 3,
      city: 'Spaltenstadt',
      status: 'kontaktiert',
      job: otherJob,
    })
    const noJob = await seedApplicants(t.db, { count: 2, city: 'Spaltenstadt', status: 'kontaktiert' })
    const otherColumn = await seedApplicants(t.db, {
      count: 4,
      city: 'Spaltenstadt',
      status: 'neu',
      job: jobSlug,
    })
    expect(await columnTotal(recruiter, `?stelle=${jobSlug}`, 'kontaktiert')).toBe(40)

    const started = await startBulk(recruiter, {
      selection: { type: 'filter', query: { status: 'kontaktiert', job: jobSlug } },
      action: { action: 'status', status: 'angebot' },
    })
    expect(started).toMatchObject({ state: 'done', total: 40, done: 40, skipped: 0, failed: 0 })
    expect(await itemIds(started.id)).toEqual(column)
    expect(await statusOf(column)).toEqual(['angebot'])
    const history = await historyCounts(t.db, column, 'status_changed')
    expect(column.map((id) => history.get(id))).toEqual(column.map(() => 1))
    // The other job, no job and the job's other column stay where they were.
    expect(await statusOf([...elsewhere, ...noJob])).toEqual(['kontaktiert'])
    expect(await statusOf(otherColumn)).toEqual(['neu'])
    expect(await columnTotal(recruiter, `?stelle=${jobSlug}`, 'kontaktiert')).toBe(0)
    expect(await columnTotal(recruiter, `?stelle=${jobSlug}`, 'angebot')).toBe(40)
  })

  it('a job and an occupation group together, and the mail preview counts the same column', async () => {
    const column = await seedApplicants(t.db, {
      count: 6,
      city: 'Gruppenort',
      status: 'in-pruefung',
      job: otherJob,
    })
    await t.db.execute(
      sql`UPDATE applicants SET profession_group = 'it' WHERE id = ${column[0]} OR id = ${column[1]}`,
    )
    // The group's column without the job, which the selection must leave out.
    await seedApplicants(t.db, { count: 3, city: 'Gruppenort', status: 'in-pruefung' })
    const query = { status: 'in-pruefung', job: otherJob, profession_group: 'pflege' }
    expect(await columnTotal(recruiter, `?stelle=${otherJob}&berufsgruppe=pflege`, 'in-pruefung')).toBe(4)
    const templates = (await recruiter.get('/api/message-templates')).json() as Array<{ id: number }>
    const preview = await recruiter.post('/api/bulk-jobs/mail-preview', {
      selection: { type: 'filter', query },
      template_id: templates[0]?.id,
    })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json()).toMatchObject({ total: 4, checked: 4 })

    const started = await startBulk(viewer, {
      selection: { type: 'filter', query },
      action: { action: 'follow' },
    })
    expect(started).toMatchObject({ state: 'done', total: 4, done: 4 })
    expect(await itemIds(started.id)).toEqual(column.slice(2))
  })

  it('a job nobody applied to selects nothing, and a slug beyond its length is a German 422', async () => {
    const empty = await recruiter.post('/api/bulk-jobs', {
      selection: { type: 'filter', query: { status: 'neu', job: 'gibt-es-nicht' } },
      action: { action: 'follow' },
    })
    expect(empty.statusCode, empty.body).toBe(422)
    expect(empty.body).toContain(BULK_TEXTS.emptySelection)
    const long = await recruiter.post('/api/bulk-jobs', {
      selection: { type: 'filter', query: { status: 'neu', job: 'x'.repeat(121) } },
      action: { action: 'follow' },
    })
    expect(long.statusCode).toBe(422)
    expect(long.body).not.toContain('xxxxxxxxxx')
  })

  it('a viewer may select a column but change nothing in it but following', async () => {
    await seedApplicants(t.db, { count: 2, city: 'Leseort', status: 'neu', job: jobSlug })
    const refused = await viewer.post('/api/bulk-jobs', {
      selection: { type: 'filter', query: { status: 'neu', job: jobSlug } },
      action: { action: 'status', status: 'angebot' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(BULK_TEXTS.forbiddenAction)
  })
})
