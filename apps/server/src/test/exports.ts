import { Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { Db } from '../db/client.ts'
import { type ApplicantRow, applicants } from '../features/applicant-records/index.ts'

type NewApplicant = Partial<Omit<ApplicantRow, 'id'>>

/** Applicants written straight into the table (thousands at once, with any value the table takes). */
export async function insertApplicants(db: Db, list: NewApplicant[]): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < list.length; i += 500) {
    const values = list.slice(i, i + 500).map((a) => ({
      firstName: 'Anna',
      lastName: 'Beispiel',
      createdAt: new Date('2026-11-20T09:00:00Z'),
      updatedAt: new Date('2026-11-20T09:00:00Z'),
      ...a,
    }))
    const rows = await db.insert(applicants).values(values).returning({ id: applicants.id })
    ids.push(...rows.map((r) => r.id))
  }
  return ids
}

/** A sink that keeps what it is given. */
export function memorySink() {
  const chunks: Buffer[] = []
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
  return { out, bytes: () => Buffer.concat(chunks) }
}

/** A slow sink that only counts: it is full after 16 kB, so the export has to wait for it. */
export function countingSink() {
  let bytes = 0
  const out = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      setImmediate(done)
    },
  })
  return { out, bytes: () => bytes }
}

/** The workbook read back by ExcelJS, a parser that shares no code with the writer. */
export async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  return workbook
}
