import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { createTwinKit, type TwinKit } from '../../test/twins.ts'

/** „Bitte prüfen“: cleared by the first person who opens the applicant (`POST …/reviewed`). */
let t: TestContext
let kit: TwinKit
let rita: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  kit = await createTwinKit(t)
  ;({ rita, viewer } = kit)
})
afterAll(() => t.close())

const twins = (target?: Record<string, unknown>, source?: Record<string, unknown>) =>
  kit.twins(target, source)

describe('„Bitte prüfen“', () => {
  it('is cleared by the first person who opens the applicant, once, whatever their role', async () => {
    const { source } = await twins()
    expect(source.needs_review).toBe(true)
    const answers = await Promise.all([
      viewer.post(`/api/applicants/${source.id}/reviewed`),
      rita.post(`/api/applicants/${source.id}/reviewed`),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(answers.map((a) => a.json().needs_review)).toEqual([false, false])
    const again = await viewer.post(`/api/applicants/${source.id}/reviewed`)
    expect(again.statusCode).toBe(200)
    const history = (await viewer.get(`/api/history/${source.id}`)).json() as Array<{ action: string }>
    expect(history.filter((h) => h.action === 'reviewed')).toHaveLength(1)
    // Not a change of the profile: the time of the last change stays.
    expect(again.json().updated_at).toBe(source.updated_at)
  })

  it('refuses an unknown or trashed applicant and a request without the CSRF token', async () => {
    const { source } = await twins()
    expect((await viewer.post('/api/applicants/2000000/reviewed')).statusCode).toBe(404)
    expect(
      (await viewer.post(`/api/applicants/${source.id}/reviewed`, {}, { noCsrf: true })).statusCode,
    ).toBe(419)
    expect((await rita.delete(`/api/applicants/${source.id}`)).statusCode).toBe(200)
    const trashed = await viewer.post(`/api/applicants/${source.id}/reviewed`)
    expect(trashed.statusCode).toBe(404)
    expect(trashed.json().message).toBe('Bewerber:in wurde nicht gefunden.')
    const [row] = await rows<{ needs_review: boolean }>(
      t.db,
      sql`SELECT needs_review FROM applicants WHERE id = ${source.id}`,
    )
    expect(row?.needs_review).toBe(true)
  })
})
