import { CAREERS_LIMITS, CAREERS_TEXTS } from '@bb/shared'
import type { FastifyRequest } from 'fastify'
import { AppError, ValidationError } from '../../lib/errors.ts'
import type { DocumentStorage, StagedFile } from '../../storage/storage.ts'

export interface ReceivedFile {
  staged: StagedFile
  fileName: string
}

export interface ReceivedForm {
  fields: Record<string, string>
  files: ReceivedFile[]
}

/** Field names the form has; anything else in a post is ignored. */
const FIELDS = new Set([
  '_token',
  'website',
  'first_name',
  'last_name',
  'email',
  'phone',
  'available_from',
  'desired_salary',
  'message',
  'consent',
])

/**
 * Reads an application post with hard limits: at most the allowed number of files (one more is
 * counted to say so in German), each within the upload limit, few and short text fields. Every file
 * is staged as it streams in; whatever goes wrong, the staged files are discarded before the error.
 */
export async function readApplicationForm(
  request: FastifyRequest,
  storage: DocumentStorage,
  limitMb: number,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new ValidationError({ form: [CAREERS_TEXTS.failed] })
  const fields: Record<string, string> = {}
  const files: ReceivedFile[] = []
  const discardAll = () => Promise.all(files.map((f) => storage.discard(f.staged)))
  try {
    const parts = request.parts({
      limits: {
        fileSize: limitMb * 1024 * 1024,
        files: CAREERS_LIMITS.maxFiles + 1,
        fields: FIELDS.size + 5,
        fieldSize: 16 * 1024,
        parts: FIELDS.size + CAREERS_LIMITS.maxFiles + 6,
      },
    })
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new ValidationError({ [part.fieldname]: ['Die Eingabe ist zu lang.'] })
        if (FIELDS.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      // A file input left empty still sends a part without a name.
      if (!part.filename) {
        part.file.resume()
        continue
      }
      if (files.length >= CAREERS_LIMITS.maxFiles) {
        part.file.resume()
        throw new ValidationError({ files: [CAREERS_TEXTS.tooManyFiles] })
      }
      const staged = await storage.stage(part.file)
      files.push({ staged, fileName: part.filename })
      if (part.file.truncated) throw tooLarge(part.filename, limitMb)
    }
    return { fields, files }
  } catch (error) {
    await discardAll()
    throw translate(error, limitMb)
  }
}

const tooLarge = (name: string, limitMb: number) =>
  new ValidationError({ files: [`„${name}“ ist größer als ${limitMb} MB.`] })

/** The multipart reader's own refusals, in German and as the field they concern. */
function translate(error: unknown, limitMb: number): unknown {
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ValidationError({ files: [`Eine Datei ist größer als ${limitMb} MB.`] })
  if (code === 'FST_FILES_LIMIT') return new ValidationError({ files: [CAREERS_TEXTS.tooManyFiles] })
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION')
    return new AppError(413, CAREERS_TEXTS.failed)
  return error
}
