import {
  type ApplicantDocument,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_UPLOAD_TEXTS,
  type DocumentExtension,
  type DocumentTextState,
  fileExtension,
  mimeTypeFor,
  stripHiddenCharacters,
  type UpdateDocumentBody,
} from '@bb/shared'
import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { AppError, notFound, ValidationError } from '../../lib/errors.ts'
import { type DocumentStorage, newStorageKey, type StagedFile } from '../../storage/storage.ts'
import { getLiveApplicantRow } from '../applicant-records/index.ts'
import { recordHistory } from '../history/index.ts'
import { notifyFollowers } from '../notifications/index.ts'
import { documentCategories } from '../settings/index.ts'
import { type UserRow, users } from '../users/index.ts'
import { documentTexts } from './document-texts.table.ts'
import { nudgeDocumentTexts, queueDocumentText, refreshDocumentVectors } from './document-texts.ts'
import { type DocumentRow, documents } from './documents.table.ts'
import { contentMatches } from './magic-bytes.ts'

/**
 * A displayable, storable file name: no path, no control characters, no invisible characters that
 * would forge the extension a person sees, at most 200 characters.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? ''
  const cleaned = stripHiddenCharacters(base.normalize('NFC').replace(/\t|\n|\r/g, '')).trim()
  if (cleaned.length <= 200) return cleaned
  const ext = fileExtension(cleaned)
  return `${cleaned.slice(0, 200 - ext.length - 1)}.${ext}`
}

async function load(db: Db, where: ReturnType<typeof eq> | ReturnType<typeof inArray>) {
  return db
    .select({
      row: documents,
      category: documentCategories.name,
      uploader: users.name,
      textState: documentTexts.state,
    })
    .from(documents)
    .leftJoin(documentTexts, eq(documentTexts.documentId, documents.id))
    .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
}

const toDocument = ({
  row,
  category,
  uploader,
  textState,
}: {
  row: DocumentRow
  category: string | null
  uploader: string | null
  textState: string | null
}): ApplicantDocument => ({
  id: row.id,
  name: row.name,
  applicant_id: row.applicantId,
  category_id: row.categoryId,
  category,
  size: row.size,
  mime_type: row.mimeType,
  uploaded_by: uploader,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  text_state: textState as DocumentTextState | null,
})

export async function findDocuments(db: Db, applicantId: number): Promise<ApplicantDocument[]> {
  return (await load(db, eq(documents.applicantId, applicantId))).map(toDocument)
}

/** One document whose applicant is not in the trash (a trashed applicant's documents answer 404). */
export async function getDocument(
  db: Db,
  id: number,
): Promise<{ row: DocumentRow; document: ApplicantDocument }> {
  const [found] = await load(db, eq(documents.id, id))
  if (!found) throw notFound('Das Dokument wurde nicht gefunden.')
  await getLiveApplicantRow(db, found.row.applicantId)
  return { row: found.row, document: toDocument(found) }
}

export async function findDocumentCategories(db: Db) {
  return db
    .select({ id: documentCategories.id, name: documentCategories.name })
    .from(documentCategories)
    .orderBy(asc(documentCategories.position), asc(documentCategories.id))
}

interface Ctx {
  user: UserRow
  now: Date
}

export interface UploadInput {
  applicantId: number
  fileName: string
  staged: StagedFile
  categoryId: number | null
}

/**
 * Why a file is refused as a document, or null: empty, a type not allowed, or content that does
 * not fit its extension (checked on its first bytes). `name` is the cleaned file name.
 */
export function uploadRefusal(name: string, size: number, head: Buffer): string | null {
  const ext = fileExtension(name)
  if (size === 0) return DOCUMENT_UPLOAD_TEXTS.empty
  if (!name || !(DOCUMENT_EXTENSIONS as string[]).includes(ext)) return DOCUMENT_UPLOAD_TEXTS.typeNotAllowed
  if (!contentMatches(ext as DocumentExtension, head)) return DOCUMENT_UPLOAD_TEXTS.contentMismatch
  return null
}

/**
 * Checks a staged file (not empty, allowed extension, content matching it) and moves it into
 * place under a new key; a refused file is discarded and answered with a German 422.
 */
export async function acceptStagedFile(
  storage: DocumentStorage,
  { staged, fileName }: { staged: StagedFile; fileName: string },
) {
  const name = cleanFileName(fileName)
  const refusal = uploadRefusal(name, staged.size, staged.head)
  if (refusal) {
    await storage.discard(staged)
    throw new ValidationError({ file: [refusal] })
  }
  const key = newStorageKey()
  await storage.commit(staged, key)
  return { name, key, size: staged.size }
}

export interface StoredFileRecord {
  applicantId: number
  name: string
  key: string
  size: number
  categoryId: number | null
  /** null: arrived by mail. */
  uploadedBy: number | null
  now: Date
}

/** Records a stored file as a document with its history entry, inside the caller's transaction. */
export async function insertDocument(tx: Db, file: StoredFileRecord): Promise<number> {
  const [row] = await tx
    .insert(documents)
    .values({
      applicantId: file.applicantId,
      name: file.name,
      storageKey: file.key,
      categoryId: file.categoryId,
      size: file.size,
      mimeType: mimeTypeFor(file.name),
      uploadedBy: file.uploadedBy,
      createdAt: file.now,
      updatedAt: file.now,
    })
    .returning({ id: documents.id })
  if (!row) throw new Error('insert returned no row')
  await queueDocumentText(tx, {
    documentId: row.id,
    applicantId: file.applicantId,
    mimeType: mimeTypeFor(file.name),
    now: file.now,
  })
  await recordHistory(tx, {
    applicantId: file.applicantId,
    userId: file.uploadedBy,
    action: 'document_uploaded',
    changes: [{ field: 'document', label: 'Dokument', old: null, new: file.name }],
    now: file.now,
  })
  // An upload notifies the followers; attachments of an incoming mail come with "Neue Antwort".
  if (file.uploadedBy !== null)
    await notifyFollowers(tx, {
      applicantId: file.applicantId,
      kind: 'document_uploaded',
      text: file.name,
      actorId: file.uploadedBy,
      now: file.now,
    })
  return row.id
}

/**
 * Checks the staged file, moves it into place and records it. A crash between the two steps
 * leaves a file without a row, which the start-up sweep removes; never a row without a file.
 */
export async function createDocument(
  db: Db,
  { storage, input, user, now }: Ctx & { storage: DocumentStorage; input: UploadInput },
) {
  const file = await acceptStagedFile(storage, { staged: input.staged, fileName: input.fileName })
  try {
    const id = await db.transaction((tx) =>
      insertDocument(tx, {
        ...file,
        applicantId: input.applicantId,
        categoryId: input.categoryId,
        uploadedBy: user.id,
        now,
      }),
    )
    nudgeDocumentTexts()
    return (await getDocument(db, id)).document
  } catch (error) {
    await storage.remove(file.key)
    throw error
  }
}

/** Renaming keeps the extension: "Zeugnis" for "scan.pdf" becomes "Zeugnis.pdf". */
export async function updateDocument(
  db: Db,
  { id, input, user, now }: Ctx & { id: number; input: UpdateDocumentBody },
) {
  const { row } = await getDocument(db, id)
  const ext = fileExtension(row.name)
  let name = row.name
  if (input.name !== undefined) {
    const wanted = cleanFileName(input.name)
    name = fileExtension(wanted) === ext ? wanted : `${wanted}.${ext}`
  }
  if (input.category_id !== undefined && input.category_id !== null) {
    const [category] = await db
      .select()
      .from(documentCategories)
      .where(eq(documentCategories.id, input.category_id))
    if (!category) throw new ValidationError({ category_id: ['Diese Kategorie gibt es nicht.'] })
  }
  await db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({
        name,
        ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
        updatedAt: now,
      })
      .where(eq(documents.id, id))
    await recordHistory(tx, {
      applicantId: row.applicantId,
      userId: user.id,
      action: 'document_updated',
      changes: name !== row.name ? [{ field: 'name', label: 'Dateiname', old: row.name, new: name }] : [],
      now,
    })
  })
  return (await getDocument(db, id)).document
}

export async function deleteDocument(
  db: Db,
  { storage, id, user, now }: Ctx & { storage: DocumentStorage; id: number },
) {
  const { row } = await getDocument(db, id)
  await db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.id, id))
    // Its text goes with it (cascade); the person's vector loses its words in the same step.
    await refreshDocumentVectors(tx, [row.applicantId])
    await recordHistory(tx, {
      applicantId: row.applicantId,
      userId: user.id,
      action: 'document_deleted',
      changes: [{ field: 'document', label: 'Dokument', old: row.name, new: null }],
      now,
    })
  })
  // After the commit: at worst a file without a row remains, which the sweep removes.
  await storage.remove(row.storageKey)
}

export async function recordDownload(db: Db, { row, user, now }: Ctx & { row: DocumentRow }) {
  await recordHistory(db, {
    applicantId: row.applicantId,
    userId: user.id,
    action: 'document_downloaded',
    changes: [{ field: 'document', label: 'Dokument', old: null, new: row.name }],
    now,
  })
}

/** Storage keys of the given applicants' documents (for the purge, which deletes the files). */
export async function documentKeysOf(db: Db, applicantIds: number[]): Promise<string[]> {
  if (applicantIds.length === 0) return []
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.applicantId, applicantIds))
  return rows.map((r) => r.key)
}

export async function isKnownStorageKey(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.storageKey, key))
  return row !== undefined
}

export const tooLarge = (limitMb: number) => new AppError(413, DOCUMENT_UPLOAD_TEXTS.tooLarge(limitMb))
