import { PassThrough, type Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import type { AppDeps } from '../../context.ts'
import { getApplicant } from '../applicants/applicants.service.ts'
import { findDocuments } from '../documents/documents.service.ts'
import { documents } from '../documents/documents.table.ts'
import { findHistory } from '../history/history.service.ts'
import { findMessages } from '../messages/messages.service.ts'
import { findNotes } from '../notes/notes.service.ts'
import { findRatings } from '../ratings/ratings.service.ts'
import type { UserRow } from '../users/users.table.ts'

/** A name inside the ZIP, unique by the document id (stored names are already clean: no control characters). */
const entryName = (id: number, name: string) => `dokumente/${id}-${name.replace(/[\\/]/g, '_')}`

/**
 * Art. 15 DSGVO: everything stored about one applicant as a ZIP, streamed: `bewerber.json`
 * (profile, ratings, notes, messages, history, document list) and the documents themselves.
 */
export async function exportApplicant(deps: AppDeps, id: number, viewer: UserRow, now: Date) {
  const { db, storage } = deps
  const { row, applicant } = await getApplicant(db, id, viewer)
  const [documentList, ratings, notes, messages, history, stored] = await Promise.all([
    findDocuments(db, row.id),
    findRatings(db, row.id),
    findNotes(db, row.id),
    findMessages(db, row.id),
    findHistory(db, row.id),
    db
      .select({ id: documents.id, key: documents.storageKey, name: documents.name })
      .from(documents)
      .where(eq(documents.applicantId, row.id)),
  ])
  const data = {
    exported_at: now.toISOString(),
    applicant,
    ratings,
    notes,
    messages,
    history,
    documents: documentList.map((d) => ({ ...d, file: entryName(d.id, d.name) })),
  }

  const out = new PassThrough()
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error)
    else {
      out.write(Buffer.from(chunk))
      if (final) out.end()
    }
  })
  const json = new ZipDeflate('bewerber.json', { level: 6 })
  zip.add(json)
  json.push(strToU8(JSON.stringify(data, null, 2)), true)
  void (async () => {
    for (const file of stored) {
      const entry = new ZipPassThrough(entryName(file.id, file.name))
      zip.add(entry)
      for await (const chunk of storage.open(file.key) as AsyncIterable<Buffer>)
        entry.push(new Uint8Array(chunk))
      entry.push(new Uint8Array(0), true)
    }
    zip.end()
  })().catch((error: unknown) => out.destroy(error as Error))
  const fileName = `bewerber-${row.id}-${now.toISOString().slice(0, 10)}.zip`
  return { fileName, stream: out as Readable }
}
