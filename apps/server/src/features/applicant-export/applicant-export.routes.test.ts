import { EXPORT_NO_IDS, EXPORT_SHEET_NAME, EXPORT_TOO_MANY_IDS } from '@bb/shared'
import { sql } from 'drizzle-orm'
import type ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { readWorkbook } from '../../test/exports.ts'

let t: TestContext
let recruiter: Agent
let admin: Agent
let viewer: Agent
let ids: number[]
beforeAll(async () => {
  t = await createTestContext()
  // 23:30 UTC on the 26th is the 27th in Berlin: the file is named for the day it is here.
  t.clock.set(new Date('2026-11-26T23:30:00Z'))
  ;({ agent: recruiter } = await t.loginAs('recruiter'))
  ;({ agent: admin } = await t.loginAs('admin'))
  ;({ agent: viewer } = await t.loginAs('viewer'))
  ids = []
  for (const [first, last] of [
    ['Jülide', 'Özdemir'],
    ['Ärger', '=Formel'],
    ['Groß', 'Weiß'],
  ] as const) {
    ids.push(
      (await createApplicantVia(recruiter, { first_name: first, last_name: last, status: 'kontaktiert' })).id,
    )
  }
})
afterAll(() => t.close())

const exportAs = (agent: Agent, body: unknown) => agent.post('/api/applicants/export', body)

describe('POST /api/applicants/export', () => {
  it('answers a CSV download in the order of the ids, without the trash and unknown ids', async () => {
    const [a, b, c] = ids as [number, number, number]
    const trashed = (await createApplicantVia(recruiter, { last_name: 'Papierkorb' })).id
    expect((await recruiter.delete(`/api/applicants/${trashed}`)).statusCode).toBe(200)
    const response = await exportAs(recruiter, { ids: [c, 2_000_000, trashed, a, b], format: 'csv' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="Bewerber-2026-11-27.csv"')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    const body = response.rawPayload
    expect(Number(response.headers['content-length'])).toBe(body.length)
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = body.toString('utf8').slice(1).split('\r\n')
    expect(lines).toHaveLength(5)
    expect(lines.slice(1, 4).map((l) => l.split(';').slice(0, 5).join(';'))).toEqual([
      `${c};;;Groß;Weiß`,
      `${a};;;Jülide;Özdemir`,
      `${b};;;Ärger;'=Formel`,
    ])
    expect(lines[1]?.split(';')[12]).toBe('Kontaktiert')
    expect(body.toString('utf8')).not.toContain('Papierkorb')

    const [audit] = await rows<{ action: string; details: unknown }>(
      t.db,
      sql`SELECT action, details FROM audit_log ORDER BY id DESC LIMIT 1`,
    )
    expect(audit).toEqual({ action: 'applicants_list_exported', details: { format: 'csv', rows: 3 } })
  })

  it('answers a real Excel workbook for an admin', async () => {
    const response = await exportAs(admin, { ids, format: 'xlsx' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers['content-disposition']).toBe('attachment; filename="Bewerber-2026-11-27.xlsx"')
    const sheet = (await readWorkbook(response.rawPayload)).getWorksheet(
      EXPORT_SHEET_NAME,
    ) as ExcelJS.Worksheet
    expect(sheet.rowCount).toBe(4)
    expect(sheet.getRow(2).getCell(1).value).toBe(ids[0])
    expect(sheet.getRow(3).getCell(5).value).toBe('=Formel')
    expect(sheet.getRow(3).getCell(5).formula).toBeUndefined()
  })

  it('is for recruiters and admins: a viewer and a stranger get nothing', async () => {
    const denied = await exportAs(viewer, { ids, format: 'csv' })
    expect(denied.statusCode).toBe(403)
    expect(denied.json().message).toBe('Dafür fehlt Ihnen die Berechtigung.')
    expect(denied.body).not.toContain('Özdemir')
    const stranger = await exportAs(t.agent(), { ids, format: 'csv' })
    expect(stranger.statusCode).toBe(401)
    expect(stranger.body).not.toContain('Özdemir')
    expect(
      (await recruiter.post('/api/applicants/export', { ids, format: 'csv' }, { noCsrf: true })).statusCode,
    ).toBe(419)
  })

  it('refuses hostile bodies with a clear German 422', async () => {
    const tooMany = await exportAs(recruiter, {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
      format: 'csv',
    })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors.ids).toEqual([EXPORT_TOO_MANY_IDS])
    expect(EXPORT_TOO_MANY_IDS).toBe('Bitte höchstens 100 Bewerber:innen auf einmal direkt exportieren.')
    const huge = await exportAs(recruiter, {
      ids: Array.from({ length: 10_000 }, (_, i) => i + 1),
      format: 'xlsx',
    })
    expect(huge.statusCode).toBe(422)
    const none = await exportAs(recruiter, { ids: [], format: 'csv' })
    expect(none.statusCode).toBe(422)
    expect(none.json().errors.ids).toEqual([EXPORT_NO_IDS])
    const format = await exportAs(recruiter, { ids, format: 'pdf' })
    expect(format.statusCode).toBe(422)
    expect(format.json().errors.format).toEqual(['Bitte CSV oder Excel (xlsx) wählen.'])
    for (const body of [
      { ids: ids.map(String), format: 'csv' },
      { ids: ['1\u0000'], format: 'csv' },
      { ids, format: 'csv\u0000' },
      { ids: [1.5], format: 'csv' },
      { ids: [-1], format: 'csv' },
      { ids: [2 ** 31], format: 'csv' },
      { ids: 'x'.repeat(10_000), format: 'csv' },
      { ids: [{ id: 1 }], format: 'xlsx' },
      {},
    ]) {
      const response = await exportAs(recruiter, body)
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422)
      expect(response.json().message).toMatch(/^[A-ZÄÖÜ]/)
      expect(response.headers['content-disposition']).toBeUndefined()
    }
  })
})
