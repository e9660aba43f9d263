import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { createTwinKit, type Json, seen, type TwinKit } from '../../test/twins.ts'

/** Two merges at the same moment: one wins, the other is told why, and nothing is lost or doubled. */
let t: TestContext
let kit: TwinKit
let rita: Agent
let rolf: Agent
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  kit = await createTwinKit(t)
  ;({ rita, rolf, viewer } = kit)
})
afterAll(() => t.close())

const twins = (target?: Record<string, unknown>, source?: Record<string, unknown>) =>
  kit.twins(target, source)
const fillRecords = (id: number, label: string, rating: number) => kit.fillRecords(id, label, rating)

describe('merges at the same time', () => {
  it('lets exactly one of two identical merges win; the other learns where the duplicate went', async () => {
    const { target, source } = await twins()
    await fillRecords(source.id, 'parallel', 5)
    const body = { into: target.id, fields: { city: 'source' }, seen_updated_at: seen(source, target) }
    const answers = await Promise.all([
      rita.post(`/api/applicants/${source.id}/merge`, body),
      rolf.post(`/api/applicants/${source.id}/merge`, body),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422])
    const loser = answers.find((a) => a.statusCode === 422)?.json()
    expect(loser).toEqual({
      message: 'Diese Bewerber:in wurde bereits zusammengeführt.',
      merged_into: target.id,
    })
    const history = (await viewer.get(`/api/history/${target.id}`)).json() as Array<{ action: string }>
    expect(history.filter((h) => h.action === 'merged')).toHaveLength(1)
    expect((await viewer.get(`/api/ratings/${target.id}`)).json().list).toHaveLength(1)
  })

  it('lets exactly one of two opposite merges win (A into B and B into A at once), without a deadlock', async () => {
    const { target, source } = await twins()
    await fillRecords(target.id, 'a', 1)
    await fillRecords(source.id, 'b', 5)
    const both = seen(source, target)
    const answers = await Promise.all([
      rita.post(`/api/applicants/${source.id}/merge`, { into: target.id, seen_updated_at: both }),
      rolf.post(`/api/applicants/${target.id}/merge`, {
        into: source.id,
        seen_updated_at: { source: both.target, target: both.source },
      }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422])
    const winner = answers.find((a) => a.statusCode === 200)?.json() as Json
    const loserId = winner.id === target.id ? source.id : target.id
    expect((await viewer.get(`/api/applicants/${loserId}`)).statusCode).toBe(404)
    expect((await viewer.get(`/api/ratings/${winner.id}`)).json().list).toHaveLength(2)
    expect((await viewer.get(`/api/notes/${winner.id}`)).json()).toHaveLength(2)
  })
})
