import { Writable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { sql } from 'drizzle-orm'
import type ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { countingSink, memorySink, readWorkbook } from '../../test/exports.ts'
import { EXPORT_BATCH_SIZE, exportApplicants } from './index.ts'

/** A full garbage collection on demand, so what the export still holds can be measured. */
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void
const MB = 1024 * 1024
const COUNT = 5_000
/** Each applicant's remarks: 5,000 characters, not Latin-1 (two bytes a character in V8). */
const REMARKS_LENGTH = 5_000

let t: TestContext
let ids: number[]
beforeAll(async () => {
  t = await createTestContext()
  // Written by the database itself, without the triggers that keep the statistics (they cost PGlite
  // about 5 ms a row, and the export reads none of what they keep); only this transaction skips them.
  const inserted = await t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    return rows<{ id: number }>(
      tx,
      sql`INSERT INTO applicants (first_name, last_name, remarks, created_at, updated_at)
          SELECT 'Anna', 'Person ' || g, left('€' || repeat(md5(g::text), ${Math.ceil(REMARKS_LENGTH / 32)}), ${REMARKS_LENGTH}), now(), now()
          FROM generate_series(0, ${COUNT - 1}) AS g ORDER BY g RETURNING id`,
    )
  })
  ids = inserted.map((r) => r.id).sort((a, b) => a - b)
}, 120_000)
afterAll(() => t.close())

describe('large exports', () => {
  it(`writes ${COUNT} applicants with long remarks while holding about one batch (${EXPORT_BATCH_SIZE})`, async () => {
    // The remarks alone are 5,000 × 5,000 two-byte characters = 50 MB in memory, if anything kept them.
    for (const format of ['xlsx', 'csv'] as const) {
      const sink = countingSink()
      collectGarbage()
      const heapBefore = process.memoryUsage().heapUsed
      const rssBefore = process.memoryUsage().rss
      let heapPeak = 0
      let rssPeak = 0
      const progress: number[] = []
      const { rows } = await exportApplicants({
        db: t.db,
        ids: [...ids].reverse(),
        format,
        out: sink.out,
        onProgress: (done) => {
          progress.push(done)
          collectGarbage()
          heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed - heapBefore)
          rssPeak = Math.max(rssPeak, process.memoryUsage().rss - rssBefore)
        },
      })
      expect(rows).toBe(COUNT)
      expect(progress).toEqual(Array.from({ length: COUNT / EXPORT_BATCH_SIZE }, (_, i) => (i + 1) * 500))
      expect(sink.bytes()).toBeGreaterThan(format === 'csv' ? 24 * MB : 100_000)
      expect(heapPeak, `${format}: heap grew by ${Math.round(heapPeak / MB)} MB`).toBeLessThan(20 * MB)
      expect(rssPeak, `${format}: RSS grew by ${Math.round(rssPeak / MB)} MB`).toBeLessThan(200 * MB)
    }
  }, 120_000)

  it('opens as a workbook with every row, in the order of the ids', async () => {
    const sink = memorySink()
    const order = [...ids].reverse()
    await exportApplicants({ db: t.db, ids: order, format: 'xlsx', out: sink.out })
    const sheet = (await readWorkbook(sink.bytes())).worksheets[0] as ExcelJS.Worksheet
    expect(sheet.rowCount).toBe(COUNT + 1)
    expect(sheet.getRow(2).getCell(1).value).toBe(order[0])
    expect(sheet.getRow(COUNT + 1).getCell(1).value).toBe(order.at(-1))
    expect(sheet.getRow(COUNT + 1).getCell(5).value).toBe('Person 0')
  }, 120_000)

  it('stops with an AbortError when aborted midway, destroys the output and reads no further', async () => {
    const controller = new AbortController()
    const sink = countingSink()
    const progress: number[] = []
    const run = exportApplicants({
      db: t.db,
      ids,
      format: 'xlsx',
      out: sink.out,
      signal: controller.signal,
      onProgress: (done) => {
        progress.push(done)
        if (done >= 1_500) controller.abort()
      },
    })
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
    expect(progress).toEqual([500, 1_000, 1_500])
    expect(sink.out.destroyed).toBe(true)
    expect(sink.out.writableFinished).toBe(false)
  })

  it('stops when the output goes away midway (a closed download)', async () => {
    let writes = 0
    const out = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, done) {
        writes += 1
        if (writes === 3) out.destroy()
        setImmediate(done)
      },
    })
    const progress: number[] = []
    await expect(
      exportApplicants({ db: t.db, ids, format: 'csv', out, onProgress: (done) => progress.push(done) }),
    ).rejects.toThrow('Das Ziel des Exports wurde geschlossen.')
    expect(progress.length).toBeLessThan(COUNT / EXPORT_BATCH_SIZE)
  })

  it('does not start when already aborted', async () => {
    const controller = new AbortController()
    controller.abort(new Error('weg'))
    const sink = memorySink()
    await expect(
      exportApplicants({ db: t.db, ids, format: 'csv', out: sink.out, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(sink.bytes()).toHaveLength(0)
  })
})
