import { once } from 'node:events'
import { EXPORT_FILE_PREFIX, type ExportFormat } from '@bb/shared'
import { and, inArray, isNull } from 'drizzle-orm'
import { berlinToday } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { applicants } from '../applicant-records/index.ts'
import { getAnswers } from '../applicants/index.ts'
import { csvWriter } from './csv-writer.ts'
import { type ExportRow, exportCells, exportSelection } from './export-cells.ts'
import { xlsxWriter } from './xlsx-writer.ts'

/** Applicants read per query: few round trips, and memory stays at one batch for any selection. */
export const EXPORT_BATCH_SIZE = 500
const MAX_ID = 2_147_483_647

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** „Bewerber-2026-11-27.xlsx“: the day in Berlin, so a late export is named for the day it is here. */
export const exportFileName = (format: ExportFormat, now: Date) =>
  `${EXPORT_FILE_PREFIX}-${berlinToday(now)}.${format}`

export interface ExportOptions {
  db: Db
  ids: readonly number[]
  format: ExportFormat
  out: NodeJS.WritableStream
  /** Called after each batch with how many of `ids` are done (found or not). */
  onProgress?: (done: number) => void
  signal?: AbortSignal
}

function stopIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new DOMException('Der Export wurde abgebrochen.', 'AbortError')
}

/** Live applicants only: the trash and anonymised people are never exported; unknown ids vanish. */
async function readBatch(db: Db, ids: number[]): Promise<ExportRow[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(exportSelection)
    .from(applicants)
    .where(and(inArray(applicants.id, ids), isNull(applicants.deletedAt), isNull(applicants.anonymizedAt)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Waits until `out` takes more, or stops when it closes or the export is aborted. */
async function drained(out: NodeJS.WritableStream, signal: AbortSignal | undefined) {
  const closed = () => (out as { destroyed?: boolean }).destroyed === true
  if (closed()) throw new Error('Das Ziel des Exports wurde geschlossen.')
  const stop = new AbortController()
  const abort = () => stop.abort()
  signal?.addEventListener('abort', abort, { once: true })
  try {
    await Promise.race([
      once(out, 'drain', { signal: stop.signal }),
      once(out, 'close', { signal: stop.signal }),
    ])
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error
  } finally {
    stop.abort()
    signal?.removeEventListener('abort', abort)
  }
  stopIfAborted(signal)
  if (closed()) throw new Error('Das Ziel des Exports wurde geschlossen.')
}

function finish(out: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    out.once('error', reject)
    out.end(() => resolve())
  })
}

/**
 * Writes the applicants with these ids, in this order (each once), to `out` and ends it. Reads them
 * in batches, so 100,000 ids take the memory of one batch, and waits whenever `out` is full. On an
 * abort (an AbortError) or any failure `out` is destroyed, never ended: a cut file is not a file.
 */
export async function exportApplicants(options: ExportOptions): Promise<{ rows: number }> {
  const { db, ids, format, out, onProgress, signal } = options
  stopIfAborted(signal)
  let full = false
  const emit = (chunk: Uint8Array) => {
    if (!out.write(chunk)) full = true
  }
  try {
    const catalogue = await getAnswers(db)
    stopIfAborted(signal)
    const writer = format === 'csv' ? csvWriter(emit) : xlsxWriter(emit)
    const seen = new Set<number>()
    let rows = 0
    for (let done = 0; done < ids.length; ) {
      const slice = ids.slice(done, done + EXPORT_BATCH_SIZE)
      done += slice.length
      const wanted = slice.filter((id) => {
        if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID || seen.has(id)) return false
        seen.add(id)
        return true
      })
      const found = await readBatch(db, wanted)
      stopIfAborted(signal)
      writer.rows(found.map((row) => exportCells(row, catalogue)))
      rows += found.length
      if (full) {
        full = false
        await drained(out, signal)
      }
      onProgress?.(done)
    }
    writer.end()
    await finish(out)
    return { rows }
  } catch (error) {
    ;(out as Partial<NodeJS.WritableStream & { destroy(): void }>).destroy?.()
    throw error
  }
}
