import { Readable } from 'node:stream'
import { MAIL_ATTACHMENTS_MAX, stripHiddenCharacters } from '@bb/shared'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { ValidationError } from '../../lib/errors.ts'
import { acceptStagedFile, insertDocument } from '../documents/index.ts'
import { recordHistory } from '../history/index.ts'
import { getSettings } from '../settings/index.ts'
import type { InboundMessage } from './inbound-mail.ts'

export interface StoredAttachments {
  stored: Array<{ name: string; key: string; size: number }>
  /** Each refused file with its reason, as a person reads it. */
  refused: string[]
}

/**
 * Moves the allowed attachments into storage, checked like a staff upload (size limit of the
 * settings, allowed type, content matching it). A refused file is skipped and named, never the
 * reason a whole mail fails; beyond the first MAIL_ATTACHMENTS_MAX files none is taken.
 */
export async function storeAttachments(deps: AppDeps, mail: InboundMessage): Promise<StoredAttachments> {
  const limitMb = (await getSettings(deps.db)).upload_limit_mb
  const stored: StoredAttachments['stored'] = []
  const refused: string[] = []
  try {
    for (const [index, attachment] of mail.attachments.entries()) {
      const fileName = attachment.filename ?? `Anhang-${index + 1}`
      const shown = shownName(fileName)
      if (index >= MAIL_ATTACHMENTS_MAX) {
        refused.push(`${shown} (mehr als ${MAIL_ATTACHMENTS_MAX} Anhänge)`)
        continue
      }
      if (attachment.size > limitMb * 1024 * 1024) {
        refused.push(`${shown} (größer als ${limitMb} MB)`)
        continue
      }
      const staged = await deps.storage.stage(Readable.from([attachment.content]))
      try {
        stored.push(await acceptStagedFile(deps.storage, { staged, fileName }))
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error
        refused.push(`${shown} (${error.message})`)
      }
    }
  } catch (error) {
    await removeStored(deps, stored)
    throw error
  }
  return { stored, refused }
}

/** A refused file's name as the note shows it: one line, no hidden characters, not overlong. */
function shownName(fileName: string) {
  const characters = [...stripHiddenCharacters(fileName).replace(/\s+/g, ' ').trim()]
  return characters.length > 80 ? `${characters.slice(0, 77).join('')}…` : characters.join('')
}

export async function removeStored(deps: AppDeps, stored: StoredAttachments['stored']) {
  for (const file of stored) await deps.storage.remove(file.key)
}

/** The mail's text as a message, the refused attachments named at its end. */
export function messageText(mail: InboundMessage, refused: string[]) {
  const body = mail.text || '(Diese E-Mail enthält keinen Text.)'
  if (refused.length === 0) return body
  return `${body}\n\n[Nicht übernommene Anhänge: ${refused.join('; ')}]`
}

/** The stored files become the applicant's documents; each refused one gets a history entry. */
export async function recordAttachments(
  tx: Db,
  { applicantId, files, now }: { applicantId: number; files: StoredAttachments; now: Date },
) {
  for (const file of files.stored)
    await insertDocument(tx, { ...file, applicantId, categoryId: null, uploadedBy: null, now })
  for (const reason of files.refused)
    await recordHistory(tx, {
      applicantId,
      userId: null,
      action: 'attachment_refused',
      changes: [{ field: 'document', label: 'Anhang', old: null, new: reason }],
      now,
    })
}
