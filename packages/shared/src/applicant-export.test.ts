import { describe, expect, it } from 'vitest'
import { APPLICANT_EXPORT_COLUMNS, EXPORT_SHEET_NAME } from './applicant-export.ts'
import { APPLICANT_FIELDS } from './applicant-fields.ts'
import { applicantExportBody } from './contracts/applicant-export.ts'

describe('the applicant export’s columns', () => {
  it('hold every profile field under its form label, once, and German headers for the rest', () => {
    const keys = APPLICANT_EXPORT_COLUMNS.map((c) => c.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const field of APPLICANT_FIELDS) {
      expect(APPLICANT_EXPORT_COLUMNS.find((c) => c.key === field.key)?.header).toBe(field.label)
    }
    expect(APPLICANT_EXPORT_COLUMNS.slice(0, 1).map((c) => c.header)).toEqual(['Nr.'])
    expect(APPLICANT_EXPORT_COLUMNS.slice(-2).map((c) => c.header)).toEqual(['Eingegangen', 'Geändert'])
    expect(new Set(APPLICANT_EXPORT_COLUMNS.map((c) => c.header)).size).toBe(keys.length)
  })

  it('name the sheet in a way Excel accepts (no colon, at most 31 characters)', () => {
    expect(EXPORT_SHEET_NAME).toBe('Bewerber꞉innen')
    expect(EXPORT_SHEET_NAME).not.toMatch(/[:\\/?*[\]]/)
    expect(EXPORT_SHEET_NAME.length).toBeLessThanOrEqual(31)
  })

  it('take 1 to 100 ids and a format', () => {
    expect(applicantExportBody.safeParse({ ids: [1], format: 'csv' }).success).toBe(true)
    expect(applicantExportBody.safeParse({ ids: Array(100).fill(1), format: 'xlsx' }).success).toBe(true)
    expect(applicantExportBody.safeParse({ ids: Array(101).fill(1), format: 'xlsx' }).success).toBe(false)
    expect(applicantExportBody.safeParse({ ids: [], format: 'csv' }).success).toBe(false)
    expect(applicantExportBody.safeParse({ ids: [1], format: 'ods' }).success).toBe(false)
  })
})
