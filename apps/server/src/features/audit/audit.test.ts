import { RESTORE_WINDOW_DAYS } from '@bb/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { purgeExpiredApplicants } from '../applicants/index.ts'

let t: TestContext
let admin: Agent
let recruiter: Agent
beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.loginAs('admin', { name: 'Anke Admin' })).agent
  recruiter = (await t.loginAs('recruiter', { name: 'Rolf Recruiter' })).agent
})
afterAll(() => t.close())

interface Entry {
  action: string
  label: string
  user: string | null
  target: string | null
  ip: string | null
  details: Record<string, unknown>
}
const auditLog = async () => (await admin.get('/api/audit-log?per_page=200')).json().data as Entry[]
const entriesFor = async (id: number) => (await auditLog()).filter((e) => e.target === `applicant:${id}`)

describe('the applicant lifecycle in the audit log', () => {
  it('records the restore from the trash like the delete: who, what, from where, with a German label', async () => {
    const applicant = await createApplicantVia(recruiter, { first_name: 'Rosa', last_name: 'Rückkehr' })
    expect((await recruiter.delete(`/api/applicants/${applicant.id}`)).statusCode).toBe(200)
    expect((await recruiter.post(`/api/applicants/${applicant.id}/restore`)).statusCode).toBe(200)

    const entries = await entriesFor(applicant.id)
    expect(entries.map((e) => e.action)).toEqual(['applicant_restored', 'applicant_deleted'])
    expect(entries[0]).toMatchObject({
      label: 'Bewerber:in wiederhergestellt (aus dem Papierkorb)',
      user: 'Rolf Recruiter',
      ip: expect.any(String),
      details: {},
    })
    expect(JSON.stringify(entries)).not.toContain('Rückkehr')
  })

  it('a restore that is refused leaves no entry', async () => {
    const applicant = await createApplicantVia(recruiter, { first_name: 'Nie', last_name: 'Gelöscht' })
    expect((await recruiter.post(`/api/applicants/${applicant.id}/restore`)).statusCode).toBe(422)
    expect(await entriesFor(applicant.id)).toEqual([])
  })

  it('records the final deletion when the trash period ran out, with no user', async () => {
    const applicant = await createApplicantVia(recruiter, { first_name: 'Paula', last_name: 'Papierkorb' })
    await recruiter.delete(`/api/applicants/${applicant.id}`)
    t.clock.advance((RESTORE_WINDOW_DAYS + 1) * 86_400_000)
    expect(await purgeExpiredApplicants(t.db, { now: t.clock.now(), storage: t.storage })).toContain(
      applicant.id,
    )
    admin = (await t.loginAs('admin', { name: 'Anke Admin II' })).agent // the old sessions expired
    recruiter = (await t.loginAs('recruiter', { name: 'Rolf Recruiter II' })).agent
    const entries = await entriesFor(applicant.id)
    expect(entries.map((e) => e.action)).toEqual(['applicant_purged', 'applicant_deleted'])
    expect(entries[0]).toMatchObject({
      label: 'Bewerber:in endgültig gelöscht (Frist im Papierkorb abgelaufen)',
      user: null,
    })
  })

  it('records an export with who and from where', async () => {
    const applicant = await createApplicantVia(recruiter, { first_name: 'Erik', last_name: 'Export' })
    expect((await recruiter.get(`/api/applicants/${applicant.id}/export`)).statusCode).toBe(200)
    const [entry] = await entriesFor(applicant.id)
    expect(entry).toMatchObject({
      action: 'applicant_exported',
      label: 'Datenauskunft exportiert',
      user: 'Rolf Recruiter II',
      ip: expect.any(String),
    })
  })
})
