import { BULK_REASONS } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia, createMailableApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { openSecondConnection } from '../../test/database.ts'
import { processOutbox } from '../messages/index.ts'
import {
  bookInterview,
  cityFilter,
  historyCounts,
  seedApplicants,
  startBulk,
  templateNamed,
} from './bulk.test-helpers.ts'
import { runBulkJobs } from './index.ts'

/**
 * Each bulk action goes through the single change's service: the same history entries, the same
 * checks. The templated mail is rendered per recipient; no address or a placeholder that cannot
 * be filled skips the recipient with the reason (the preview lists them before), never a half mail.
 */
let t: TestContext
let recruiter: Agent
let recruiterId: number
let admin: Agent
beforeAll(async () => {
  t = await createTestContext()
  t.clock.set(new Date('2026-03-01T08:00:00Z'))
  admin = (await t.loginAs('admin')).agent
  const r = await t.loginAs('recruiter', { name: 'Rita Recruiter' })
  recruiter = r.agent
  recruiterId = r.user.id
})
afterAll(() => t.close())
beforeEach(() => t.smtp.clear())

const byIds = (ids: number[], action: Record<string, unknown>) => ({
  selection: { type: 'ids', ids },
  action,
})

describe('follow, unfollow, job, trash', () => {
  it('follows and unfollows for the one who asks; what already was so is skipped with its reason', async () => {
    const ids = await seedApplicants(t.db, { count: 3, city: 'Folgeort' })
    expect((await recruiter.post(`/api/applicants/${ids[0]}/follow`)).statusCode).toBe(200)
    const followed = await startBulk(recruiter, byIds(ids, { action: 'follow' }))
    expect(followed.summary).toBe(
      'Gefolgt: 2 erledigt, 1 übersprungen (wurde bereits gefolgt), 0 fehlgeschlagen',
    )
    const list = (await recruiter.get('/api/followed-applicants?per_page=100')).json()
    expect(list.data.map((a: { id: number }) => a.id).sort()).toEqual([...ids].sort())
    const unfollowed = await startBulk(recruiter, byIds(ids, { action: 'unfollow' }))
    expect(unfollowed).toMatchObject({ done: 3, skipped: 0 })
    expect((await recruiter.get('/api/followed-applicants')).json().data).toEqual([])
    expect(await historyCounts(t.db, ids, 'followed')).toEqual(new Map(ids.map((id) => [id, 1])))
  })

  it('assigns a job as the profile form would, with its history entry', async () => {
    const created = await recruiter.post('/api/jobs', {
      title: 'Pflegefachkraft Essen',
      profession_group: 'pflege',
      location: 'Essen',
      employment_type: 'vollzeit',
      state: 'veroeffentlicht',
    })
    expect(created.statusCode, created.body).toBe(201)
    const slug = created.json().slug as string
    const ids = await seedApplicants(t.db, { count: 2, city: 'Stellenort' })
    const assigned = await startBulk(recruiter, byIds(ids, { action: 'assign_job', job: slug }))
    expect(assigned.summary).toBe('Stelle zugeordnet: 2 erledigt, 0 übersprungen, 0 fehlgeschlagen')
    expect((await recruiter.get(`/api/applicants/${ids[0]}`)).json().job).toBe(slug)
    const history = (await recruiter.get(`/api/history/${ids[0]}`)).json()
    expect(history[0]).toMatchObject({ action: 'updated', changes: [{ field: 'job', old: null, new: slug }] })
    const again = await startBulk(recruiter, byIds(ids, { action: 'assign_job', job: slug }))
    expect(again.summary).toBe(
      'Stelle zugeordnet: 0 erledigt, 2 übersprungen (war dieser Stelle bereits zugeordnet), 0 fehlgeschlagen',
    )
  })

  it('moves into the trash with the audit entry; one already there is skipped', async () => {
    const ids = await seedApplicants(t.db, { count: 3, city: 'Papierkorb' })
    expect((await recruiter.delete(`/api/applicants/${ids[2]}`)).statusCode).toBe(200)
    const trashed = await startBulk(recruiter, byIds(ids, { action: 'trash' }))
    expect(trashed.summary).toBe(
      'In den Papierkorb gelegt: 2 erledigt, 1 übersprungen (im Papierkorb), 0 fehlgeschlagen',
    )
    const deleted = (await recruiter.get('/api/applicants?deleted=1&per_page=500')).json()
    expect(deleted.data.filter((a: { id: number }) => ids.includes(a.id))).toHaveLength(3)
    const [audit] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'applicant_deleted' AND user_id = ${recruiterId}
          AND target = ANY(${`{${ids.map((id) => `applicant:${id}`).join(',')}}`}::text[])`,
    )
    expect(audit?.n).toBe(3)
  })
})

describe('export', () => {
  it('writes one file of the selection without the trash; only its starter downloads it', async () => {
    const ids = await seedApplicants(t.db, { count: 3, city: 'Exportstadt', email: true })
    expect((await recruiter.delete(`/api/applicants/${ids[2]}`)).statusCode).toBe(200)
    const started = await startBulk(
      recruiter,
      byIds([...ids, 2_000_000_001], { action: 'export', format: 'csv' }),
    )
    expect(started.summary).toBe(
      'Exportiert: 2 erledigt, 2 übersprungen (1 im Papierkorb, 1 nicht gefunden), 0 fehlgeschlagen',
    )
    const name = (started as unknown as { file_name: string }).file_name
    expect(name).toMatch(/^Bewerber-\d{4}-\d{2}-\d{2}\.csv$/)
    const file = await recruiter.get(`/api/bulk-jobs/${started.id}/file`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('text/csv')
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"`)
    expect(file.body).toContain('Exportstadt-1')
    expect(file.body).toContain('exportstadt2@example.de')
    expect(file.body).not.toContain('Exportstadt-3')

    const colleague = (await t.loginAs('recruiter')).agent
    expect((await colleague.get(`/api/bulk-jobs/${started.id}/file`)).statusCode).toBe(404)
    const viewer = (await t.loginAs('viewer')).agent
    expect((await viewer.get(`/api/bulk-jobs/${started.id}/file`)).statusCode).toBe(403)
    const refused = await viewer.post('/api/bulk-jobs', byIds(ids, { action: 'export', format: 'xlsx' }))
    expect(refused.statusCode).toBe(403)
    const [audit] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'applicants_list_exported'
          AND details->>'bulk_job' = ${String(started.id)} AND (details->>'rows')::int = 2`,
    )
    expect(audit?.n).toBe(1)
  })

  it('a larger one runs in the background; two runners at once write one Excel file', async () => {
    await seedApplicants(t.db, { count: 105, city: 'Grossexport' })
    const started = await startBulk(recruiter, {
      selection: { type: 'filter', query: { filters: cityFilter('Grossexport') } },
      action: { action: 'export', format: 'xlsx' },
    })
    expect(started).toMatchObject({ state: 'running', total: 105 })
    expect((await recruiter.get(`/api/bulk-jobs/${started.id}/file`)).statusCode).toBe(404)
    const second = await openSecondConnection()
    try {
      await Promise.all([runBulkJobs(t.deps), runBulkJobs({ ...t.deps, db: second.db })])
    } finally {
      await second.close()
    }
    const ended = (await recruiter.get(`/api/bulk-jobs/${started.id}`)).json()
    expect(ended).toMatchObject({ state: 'done', done: 105, skipped: 0 })
    const file = await recruiter.get(`/api/bulk-jobs/${started.id}/file`)
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const [audit] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE details->>'bulk_job' = ${String(started.id)}`,
    )
    expect(audit?.n).toBe(1)
  })
})

describe('a templated mail', () => {
  it('is rendered per recipient; no address or an unfillable placeholder is listed and skipped, never sent', async () => {
    const juelide = await createMailableApplicantVia(recruiter)
    const booked = await createMailableApplicantVia(recruiter, { first_name: 'Greta', last_name: 'Weiß' })
    await bookInterview(admin, recruiter, recruiterId, booked.id)
    const noAddress = await createApplicantVia(recruiter, { first_name: 'Ohne', last_name: 'Adresse' })
    const ids = [juelide.id, booked.id, noAddress.id]
    const invitation = await templateNamed(recruiter, 'Einladung zum Vorstellungsgespräch')

    const preview = await recruiter.post('/api/bulk-jobs/mail-preview', {
      selection: { type: 'ids', ids },
      template_id: invitation.id,
    })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json()).toEqual({
      total: 3,
      checked: 3,
      sendable: 1,
      skipped: [
        {
          applicant_id: juelide.id,
          name: 'Jülide Özdemir',
          state: 'skipped',
          reason: 'Platzhalter nicht füllbar: {{termin}}, {{ort}}',
        },
        { applicant_id: noAddress.id, name: 'Ohne Adresse', state: 'skipped', reason: BULK_REASONS.noEmail },
      ],
    })

    const sent = await startBulk(recruiter, byIds(ids, { action: 'mail', template_id: invitation.id }))
    expect(sent.summary).toBe(
      'E-Mails versendet: 1 erledigt, 2 übersprungen (1 keine E-Mail-Adresse, 1 Platzhalter nicht füllbar: {{termin}}, {{ort}}), 0 fehlgeschlagen',
    )
    expect(sent.problems.map((p) => p.name).sort()).toEqual(['Jülide Özdemir', 'Ohne Adresse'])
    // Queued in the outbox, delivered by it: one mail, fully rendered, to Greta only.
    expect(await processOutbox(t.deps)).toBe(1)
    const [mail] = await t.smtp.waitForMails(1)
    expect(t.smtp.received).toHaveLength(1)
    expect(mail?.to).toMatchObject({ text: booked.email })
    expect(mail?.text).toContain('Sehr geehrte Frau Weiß')
    expect(mail?.text).not.toContain('{{')
    for (const id of [juelide.id, noAddress.id])
      expect((await recruiter.get(`/api/messages/${id}`)).json()).toEqual([])
    expect(await historyCounts(t.db, ids, 'message_sent')).toEqual(new Map([[booked.id, 1]]))
  })

  it('a template with {{berufsgruppe}} skips those without an occupation group', async () => {
    const withGroup = await createMailableApplicantVia(recruiter)
    const withoutGroup = await createMailableApplicantVia(recruiter, { profession_group: null })
    const receipt = await templateNamed(recruiter, 'Eingangsbestätigung')
    const sent = await startBulk(
      recruiter,
      byIds([withGroup.id, withoutGroup.id], { action: 'mail', template_id: receipt.id }),
    )
    expect(sent).toMatchObject({ done: 1, skipped: 1 })
    expect(sent.problems).toEqual([
      {
        applicant_id: withoutGroup.id,
        name: 'Jülide Özdemir',
        state: 'skipped',
        reason: 'Platzhalter nicht füllbar: {{berufsgruppe}}',
      },
    ])
  })
})
