import { PassThrough, type Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { berlinToday } from '../../clock.ts'
import type { AppDeps } from '../../context.ts'
import { together } from '../../db/concurrency.ts'
import type { DocumentStorage } from '../../storage/storage.ts'
import { getAnswers, getApplicant } from '../applicants/index.ts'
import { recordAudit } from '../audit/index.ts'
import { documents, findDocuments } from '../documents/index.ts'
import { findHistory } from '../history/index.ts'
import { findApplicantBookings } from '../interviews/index.ts'
import { findMessages } from '../messages/index.ts'
import { findNotes } from '../notes/index.ts'
import { findRatings } from '../ratings/index.ts'
import { getSettings } from '../settings/index.ts'
import type { UserRow } from '../users/index.ts'
import { germanExport } from './privacy.export-data.ts'
import { exportReadme } from './privacy.export-readme.ts'

/** A name inside the ZIP, unique by the document id (stored names are already clean: no control characters). */
const entryName = (id: number, name: string) => `dokumente/${id}-${name.replace(/[\\/]/g, '_')}`

interface StoredFile {
  id: number
  key: string
  name: string
}

/** The ZIP, streamed as it is built: the readme and the data first, then every document. */
function zipStream(storage: DocumentStorage, texts: Record<string, string>, files: StoredFile[]): Readable {
  const out = new PassThrough()
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error)
    else {
      out.write(Buffer.from(chunk))
      if (final) out.end()
    }
  })
  for (const [name, text] of Object.entries(texts)) {
    const entry = new ZipDeflate(name, { level: 6 })
    zip.add(entry)
    entry.push(strToU8(text), true)
  }
  void (async () => {
    for (const file of files) {
      const entry = new ZipPassThrough(entryName(file.id, file.name))
      zip.add(entry)
      for await (const chunk of storage.open(file.key) as AsyncIterable<Buffer>)
        entry.push(new Uint8Array(chunk))
      entry.push(new Uint8Array(0), true)
    }
    zip.end()
  })().catch((error: unknown) => out.destroy(error as Error))
  return out
}

export interface ExportActor {
  user: UserRow
  ip?: string
  now: Date
}

/**
 * Art. 15 DSGVO: everything stored about one applicant as a ZIP that the person can read without
 * help: `LIESMICH.txt` (what each file is, where the data came from, how long it is kept, their
 * rights), `bewerber.json` (German keys and values) and the documents. Logged in the audit log.
 */
export async function exportApplicant(deps: AppDeps, { id, user, ip, now }: ExportActor & { id: number }) {
  const { db, storage } = deps
  const { row, applicant } = await getApplicant(db, { id, viewer: user })
  const [documentList, ratings, notes, messages, history, bookings, answers, settings, stored] =
    await together(db, [
      () => findDocuments(db, row.id),
      () => findRatings(db, row.id),
      () => findNotes(db, row.id),
      () => findMessages(db, row.id),
      () => findHistory(db, row.id),
      () => findApplicantBookings(db, row.id),
      () => getAnswers(db),
      () => getSettings(db),
      () =>
        db
          .select({ id: documents.id, key: documents.storageKey, name: documents.name })
          .from(documents)
          .where(eq(documents.applicantId, row.id)),
    ])
  const data = germanExport({
    applicant,
    ratings,
    notes,
    messages,
    history,
    documents: documentList.map((d) => ({ ...d, file: entryName(d.id, d.name) })),
    bookings,
    answers,
    company: settings.company_name,
    exportedAt: now,
  })
  const readme = exportReadme({
    company: settings.company_name,
    contact: settings.mail_reply_to || settings.mail_from,
    exportedAt: now,
    documentCount: stored.length,
    source: row.source ? (answers.source?.[row.source] ?? row.source) : null,
    retention: {
      months: settings.retention_months,
      enabled: settings.retention_enabled,
      action: settings.retention_action,
    },
  })
  await recordAudit(db, {
    userId: user.id,
    action: 'applicant_exported',
    target: `applicant:${row.id}`,
    ip,
    now,
  })
  // Windows' Notepad and other editors read the readme correctly with CRLF line ends.
  const texts = {
    'LIESMICH.txt': readme.replace(/\n/g, '\r\n'),
    'bewerber.json': JSON.stringify(data, null, 2),
  }
  // The day of the export as the person sees it: Berlin's, which at 23:30 UTC is already tomorrow.
  const fileName = `bewerber-${row.id}-${berlinToday(now)}.zip`
  return { fileName, stream: zipStream(storage, texts, stored) }
}
