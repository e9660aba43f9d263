import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throttles } from '../features/auth/index.ts'
import { createTestContext, type TestContext } from '../test/context.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const resetAt = new Date('2030-01-01T00:00:00Z')

describe('transactions under concurrency', () => {
  it('concurrent transactions never see each other’s uncommitted rows, and a failed one rolls back', async () => {
    const seen: Record<string, string[]> = {}
    const run = (key: string, fail: boolean) =>
      t.db.transaction(async (tx) => {
        await tx.insert(throttles).values({ key, hits: 1, resetAt })
        await sleep(30)
        const rows = await tx
          .select({ key: throttles.key })
          .from(throttles)
          .where(sql`${throttles.key} LIKE 'tx-%'`)
        seen[key] = rows.map((r) => r.key)
        if (fail) throw new Error('Abbruch')
      })
    const results = await Promise.allSettled([run('tx-a', false), run('tx-b', true), run('tx-c', false)])
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
      'fulfilled',
      'Error: Abbruch',
      'fulfilled',
    ])
    // The row of the failing transaction was never visible to the others, only to itself.
    expect(seen['tx-b']).toContain('tx-b')
    expect(seen['tx-a']).not.toContain('tx-b')
    expect(seen['tx-c']).not.toContain('tx-b')
    const rows = await t.db.select().from(throttles).where(sql`${throttles.key} LIKE 'tx-%'`)
    expect(rows.map((r) => r.key).sort()).toEqual(['tx-a', 'tx-c'])
    expect(await t.db.select().from(throttles).where(eq(throttles.key, 'tx-b'))).toEqual([])
  })

  it('answers 20 concurrent requests of one session correctly', async () => {
    const { agent, user } = await t.loginAs('viewer')
    const responses = await Promise.all(Array.from({ length: 20 }, () => agent.get('/api/user')))
    expect(responses.every((r) => r.statusCode === 200 && r.json().id === user.id)).toBe(true)
  })
})
