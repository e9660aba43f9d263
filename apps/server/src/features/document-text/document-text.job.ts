import type { Readable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../context.ts'
import { rows } from '../../db/rows.ts'
import {
  documents,
  documentTexts,
  onDocumentTextsQueued,
  refreshDocumentVectors,
} from '../documents/index.ts'
import { closeExtractionThread, extractText } from './extract.ts'
import type { ExtractLimits, ExtractResult } from './limits.ts'

/** A claim holds this long; an instance that crashed mid-file leaves it to another after it. */
export const LEASE_MS = 5 * 60_000
/** Claims of one file before it counts as unreadable (the earlier ones never finished). */
export const MAX_ATTEMPTS = 3
/** Files claimed per round: one instance reads one file at a time anyway. */
const BATCH = 5
const INTERVAL_MS = 30_000

export type DocumentTextDeps = Pick<AppDeps, 'db' | 'storage' | 'clock'> & { logger?: FastifyBaseLogger }

export interface ProcessCounts {
  claimed: number
  read: number
  empty: number
  failed: number
  /** Claimed but not finished (file not readable from storage, or the claim was lost): tried again later. */
  retry: number
}

interface Claimed extends Record<string, unknown> {
  document_id: number
  applicant_id: number
  attempts: number
  claimed_until: Date | string
  storage_key: string
  mime_type: string
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Claims pending texts (skipping rows another instance holds) with a lease, counting the attempt.
 * A row whose lease ran out is claimable again: its reader is gone.
 */
async function claim(deps: DocumentTextDeps, limit: number, leaseMs: number): Promise<Claimed[]> {
  const now = deps.clock.now()
  const until = new Date(now.getTime() + leaseMs)
  return rows<Claimed>(
    deps.db,
    sql`
      WITH due AS (
        SELECT document_id FROM document_texts
        WHERE state = 'pending' AND (claimed_until IS NULL OR claimed_until < ${now.toISOString()}::timestamptz)
        ORDER BY document_id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      UPDATE document_texts t SET claimed_until = ${until.toISOString()}::timestamptz, attempts = t.attempts + 1
      FROM due, documents d
      WHERE t.document_id = due.document_id AND d.id = t.document_id
      RETURNING t.document_id, t.applicant_id, t.attempts, t.claimed_until, d.storage_key, d.mime_type`,
  )
}

/**
 * Stores what was read and refreshes the person's document vector, in one transaction, if the
 * claim is still ours (same lease, still pending). False: another instance took the row over, or
 * the document is gone.
 */
async function store(deps: DocumentTextDeps, job: Claimed, result: ExtractResult): Promise<boolean> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(documentTexts)
      .set({
        state: result.state,
        truncated: result.truncated,
        text: result.text,
        pages: result.pages,
        vector: sql`to_tsvector('german', unaccent(${result.text}::text))`,
        claimedUntil: null,
        updatedAt: now,
      })
      .where(
        sql`${documentTexts.documentId} = ${job.document_id} AND ${documentTexts.state} = 'pending'
          AND ${documentTexts.claimedUntil} = ${new Date(job.claimed_until).toISOString()}::timestamptz`,
      )
      .returning({ applicantId: documentTexts.applicantId })
    const [row] = updated
    if (!row) return false
    await refreshDocumentVectors(tx, [row.applicantId])
    return true
  })
}

/**
 * One round of the extraction job: claims up to `limit` pending documents and reads them one
 * after the other. Never throws for a single file; a file that cannot be fetched stays pending
 * for a later round, until its attempts are used up.
 */
export async function processDocumentTexts(
  deps: DocumentTextDeps,
  options: { limit?: number; leaseMs?: number; limits?: Partial<ExtractLimits> } = {},
): Promise<ProcessCounts> {
  const counts: ProcessCounts = { claimed: 0, read: 0, empty: 0, failed: 0, retry: 0 }
  const claimed = await claim(deps, options.limit ?? BATCH, options.leaseMs ?? LEASE_MS)
  counts.claimed = claimed.length
  for (const job of claimed) {
    let result: ExtractResult
    if (job.attempts > MAX_ATTEMPTS) {
      result = {
        state: 'failed',
        text: '',
        pages: null,
        truncated: false,
        reason: `nach ${MAX_ATTEMPTS} Versuchen aufgegeben`,
      }
    } else {
      let bytes: Uint8Array
      try {
        bytes = await readAll(deps.storage.open(job.storage_key))
      } catch (err) {
        deps.logger?.warn({ err, documentId: job.document_id }, 'Dokument für die Textsuche nicht lesbar')
        counts.retry++
        continue
      }
      result = await extractText(bytes, job.mime_type, options.limits)
    }
    const stored = await store(deps, job, result)
    if (!stored) {
      counts.retry++
      continue
    }
    counts[result.state]++
    if (result.state === 'failed')
      deps.logger?.warn({ documentId: job.document_id, reason: result.reason }, 'Dokumenttext nicht lesbar')
    else if (result.truncated)
      deps.logger?.info(
        { documentId: job.document_id, reason: result.reason, pages: result.pages },
        'Dokumenttext gekürzt',
      )
  }
  return counts
}

/** The pending texts of documents, for tests and the benchmark (how many are left to read). */
export async function countPendingDocumentTexts(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const found = await deps.db
    .select({ id: documentTexts.documentId })
    .from(documentTexts)
    .innerJoin(documents, eq(documents.id, documentTexts.documentId))
    .where(eq(documentTexts.state, 'pending'))
  return found.length
}

/**
 * Reads pending documents in the background: every 30 s, and at once when this instance stored
 * a new document. One round at a time per instance; a nudge during a round runs another after it.
 */
export function startDocumentTextJob(deps: DocumentTextDeps & { logger: FastifyBaseLogger }) {
  let running = false
  let again = false
  let stopped = false
  const run = async () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const counts = await processDocumentTexts(deps)
        if (counts.claimed > 0) {
          deps.logger.info(counts, 'Dokumenttexte gelesen')
          again = true
        }
      } while (again && !stopped)
    } catch (err) {
      deps.logger.warn({ err }, 'Dokumenttexte konnten nicht gelesen werden')
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void run(), INTERVAL_MS)
  timer.unref()
  const unsubscribe = onDocumentTextsQueued(() => void run())
  void run()
  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      unsubscribe()
      await closeExtractionThread()
    },
  }
}
