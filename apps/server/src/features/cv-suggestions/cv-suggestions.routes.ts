import {
  CV_TEXTS,
  type CvSuggestionValues,
  cvSuggestions,
  DOCUMENT_UPLOAD_TEXTS,
  dataRouteErrors,
  errorResponse,
  hasReadableText,
  mimeTypeFor,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { ValidationError } from '../../lib/errors.ts'
import { cleanFileName, tooLarge, uploadRefusal } from '../documents/index.ts'
import { getSettings } from '../settings/index.ts'
import { readCvText } from './cv-text.ts'
import { type CvPerson, parseCv } from './parse-cv.ts'

/** The first bytes the documents' content check looks at. */
const HEAD_BYTES = 512

const refuse = (message: string) => new ValidationError({ file: [message] })

const asFields = (person: CvPerson): CvSuggestionValues => ({
  first_name: person.firstName,
  last_name: person.lastName,
  birth_date: person.birthDate,
  email: person.email,
  phone: person.phone,
  street: person.street,
  postal_code: person.postalCode,
  city: person.city,
})

export async function cvSuggestionsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.post('/api/cv-suggestions', {
    // Whoever may create an applicant may have a CV read for the form.
    config: { access: 'recruiter' },
    schema: {
      operationId: 'suggestFromCv',
      summary: 'Vorschläge für eine neue Bewerber:in aus einem Lebenslauf',
      description:
        'Liest den Lebenslauf im Speicher und antwortet mit den Angaben zur Person, die er nennt. ' +
        'Es wird nichts gespeichert: weder die Datei noch ihr Text noch die Vorschläge.',
      tags: ['applicants'],
      consumes: ['multipart/form-data'],
      response: { 200: cvSuggestions, ...dataRouteErrors, 413: errorResponse },
    },
    handler: async (request) => {
      const limitMb = (await getSettings(db)).upload_limit_mb
      if (!request.isMultipart()) throw refuse(DOCUMENT_UPLOAD_TEXTS.notMultipart)
      const file = await request.file({ limits: { fileSize: limitMb * 1024 * 1024, files: 1, fields: 5 } })
      if (!file) throw refuse(DOCUMENT_UPLOAD_TEXTS.noFile)
      // In memory only: the bytes live as long as this request.
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(limitMb) : error
      })
      const name = cleanFileName(file.filename)
      const refusal = uploadRefusal(name, bytes.length, bytes.subarray(0, HEAD_BYTES))
      if (refusal) throw refuse(refusal)
      const mimeType = mimeTypeFor(name)
      if (!hasReadableText(mimeType)) throw refuse(CV_TEXTS.wrongType)
      const read = await readCvText(bytes, mimeType)
      if (read.state === 'failed') {
        request.log.info({ reason: read.reason }, 'Lebenslauf nicht lesbar')
        throw refuse(CV_TEXTS.unreadable)
      }
      if (read.state === 'empty' || !read.text.trim()) throw refuse(CV_TEXTS.noText)
      return {
        suggestions: asFields(parseCv(read.text, { today: clock.now() })),
        truncated: read.truncated,
      }
    },
  })
}
