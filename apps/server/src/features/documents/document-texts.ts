import { hasReadableText } from '@bb/shared'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { applicants, bumpApplicantsVersion } from '../applicant-records/index.ts'
import { documentTexts } from './document-texts.table.ts'

const intArray = (values: number[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`

const listeners = new Set<() => void>()

/** Called when this instance has committed documents whose text waits to be read. */
export function onDocumentTextsQueued(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Wakes this instance's extraction job; call after the transaction that queued texts committed. */
export function nudgeDocumentTexts() {
  for (const listener of listeners) listener()
}

/** A document whose type holds text waits (`pending`) for the extraction job; others get no row. */
export async function queueDocumentText(
  tx: Db,
  doc: { documentId: number; applicantId: number; mimeType: string; now: Date },
) {
  if (!hasReadableText(doc.mimeType)) return
  await tx
    .insert(documentTexts)
    .values({ documentId: doc.documentId, applicantId: doc.applicantId, updatedAt: doc.now })
}

/**
 * Sets each applicant's document vector to the words of all their documents' texts, without their
 * positions (`strip`), inside the caller's transaction. The search asks only whether a word is
 * there, never where; without the positions a vector is 40 % smaller (2.2 instead of 3.8 kB on
 * average for three CVs), and a search that checks the newest applicants one by one reads each
 * vector in about half the time. Vectors written before keep their positions until the
 * applicant's next document is read: they mean the same to the search. The applicant rows are locked first (in id order, so two refreshes never
 * wait on each other crosswise): two documents of one person stored at once would otherwise each
 * compute the vector without the other's words, and the later write would drop the earlier's.
 * The applicant's `updated_at` stays: reading a file is no change to the person. The lists' version
 * moves, though: a list filtered by words may now show the person.
 */
export async function refreshDocumentVectors(tx: Db, applicantIds: number[]) {
  const ids = [...new Set(applicantIds)].sort((a, b) => a - b)
  if (ids.length === 0) return
  await tx.execute(sql`SELECT id FROM applicants WHERE id = ANY(${intArray(ids)}) ORDER BY id FOR UPDATE`)
  await tx.execute(sql`
    UPDATE applicants a SET document_vector = (
      SELECT NULLIF(strip(tsvector_agg(t.vector ORDER BY t.document_id)), ''::tsvector)
      FROM document_texts t WHERE t.applicant_id = a.id AND t.vector IS NOT NULL)
    WHERE a.id = ANY(${intArray(ids)})`)
  await bumpApplicantsVersion(tx)
}

/** Forgets the read texts of these applicants and their document vectors (erasure, anonymising). */
export async function clearDocumentTexts(tx: Db, applicantIds: number[]) {
  if (applicantIds.length === 0) return
  await tx.delete(documentTexts).where(inArray(documentTexts.applicantId, applicantIds))
  await tx.update(applicants).set({ documentVector: null }).where(inArray(applicants.id, applicantIds))
}
