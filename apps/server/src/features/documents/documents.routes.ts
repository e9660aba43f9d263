import {
  applicantAsIdParam,
  applicantIdParam,
  DOCUMENT_UPLOAD_TEXTS,
  dataRouteErrors,
  document,
  documentCategory,
  errorResponse,
  idParam,
  updateDocumentBody,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { ValidationError } from '../../lib/errors.ts'
import { requireUser } from '../../lib/request-user.ts'
import { fileResponse } from '../../plugins/openapi.ts'
import { getLiveApplicantRow } from '../applicant-records/index.ts'
import { recordAudit } from '../audit/index.ts'
import { getSettings } from '../settings/index.ts'
import {
  createDocument,
  deleteDocument,
  findDocumentCategories,
  findDocuments,
  getDocument,
  recordDownload,
  tooLarge,
  updateDocument,
} from './documents.service.ts'

const errors = { ...dataRouteErrors, 413: errorResponse }
const tags = ['documents']
/** Shown inline in the preview only where a browser cannot run code from it. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/bmp'])

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266), safe for any original name. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'dokument'
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

export async function documentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock, storage } = deps

  r.get('/api/document-categories', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listDocumentCategories',
      summary: 'Dokumentkategorien',
      tags,
      response: { 200: z.array(documentCategory), ...errors },
    },
    handler: () => findDocumentCategories(db),
  })

  r.get('/api/documents/:applicantId', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listDocuments',
      summary: 'Dokumente einer Bewerber:in',
      tags,
      params: applicantIdParam,
      response: { 200: z.array(document), ...errors },
    },
    handler: async (request) => {
      await getLiveApplicantRow(db, request.params.applicantId)
      return findDocuments(db, request.params.applicantId)
    },
  })

  r.get('/api/document/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getDocument',
      summary: 'Angaben zu einem Dokument',
      tags,
      params: idParam,
      response: { 200: document, ...errors },
    },
    handler: async (request) => (await getDocument(db, request.params.id)).document,
  })

  r.get('/api/document-download/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'downloadDocument',
      summary: 'Dokument herunterladen oder in der Vorschau zeigen',
      tags,
      params: idParam,
      querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
      response: {
        200: fileResponse('*/*', 'Der Dateiinhalt, im Content-Type des Dokuments'),
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const { row } = await getDocument(db, request.params.id)
      const inline = request.query.inline === '1' && INLINE_TYPES.has(row.mimeType)
      const user = requireUser(request)
      await recordDownload(db, { row, user, now: clock.now() })
      await recordAudit(db, {
        userId: user.id,
        action: 'document_downloaded',
        target: `document:${row.id}`,
        ip: request.ip,
        now: clock.now(),
      })
      // The preview frames PDFs and images from this app only; nothing in them may run.
      // (Chromium refuses to show PDFs in a sandboxed document, so only images get `sandbox`.)
      if (inline) {
        const sandbox = row.mimeType === 'application/pdf' ? '' : '; sandbox'
        const policy = `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'${sandbox}`
        reply.header('Content-Security-Policy', policy)
      }
      return reply
        .header('Content-Type', row.mimeType)
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', row.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(storage.open(row.storageKey))
    },
  })

  r.post('/api/document/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'uploadDocument',
      summary: 'Dokument hochladen',
      tags,
      params: applicantAsIdParam,
      consumes: ['multipart/form-data'],
      response: { 201: document, ...errors },
    },
    handler: async (request, reply) => {
      const applicantId = request.params.id
      await getLiveApplicantRow(db, applicantId)
      const limitMb = (await getSettings(db)).upload_limit_mb
      if (!request.isMultipart()) throw new ValidationError({ file: [DOCUMENT_UPLOAD_TEXTS.notMultipart] })
      const file = await request.file({ limits: { fileSize: limitMb * 1024 * 1024, files: 1, fields: 5 } })
      if (!file) throw new ValidationError({ file: [DOCUMENT_UPLOAD_TEXTS.noFile] })
      const field = (name: string) => {
        const value = file.fields[name]
        return value && !Array.isArray(value) && 'value' in value ? String(value.value) : undefined
      }
      const sentId = field('applicant_id')
      if (sentId !== undefined && Number(sentId) !== applicantId) {
        file.file.resume()
        throw new ValidationError({ applicant_id: ['Die Bewerber:in passt nicht zur Adresse.'] })
      }
      const category = field('category_id')
      const staged = await storage.stage(file.file).catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(limitMb) : error
      })
      if (file.file.truncated) {
        await storage.discard(staged)
        throw tooLarge(limitMb)
      }
      const created = await createDocument(db, {
        storage,
        input: {
          applicantId,
          fileName: file.filename,
          staged,
          categoryId: category && /^\d+$/.test(category) ? Number(category) : null,
        },
        user: requireUser(request),
        now: clock.now(),
      })
      return reply.code(201).send(created)
    },
  })

  r.put('/api/document/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'updateDocument',
      summary: 'Dokument umbenennen oder einordnen',
      tags,
      params: idParam,
      body: updateDocumentBody,
      response: { 200: document, ...errors },
    },
    handler: (request) =>
      updateDocument(db, {
        id: request.params.id,
        input: request.body,
        user: requireUser(request),
        now: clock.now(),
      }),
  })

  r.delete('/api/document/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'deleteDocument',
      summary: 'Dokument löschen',
      tags,
      params: idParam,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteDocument(db, {
        storage,
        id: request.params.id,
        user: requireUser(request),
        now: clock.now(),
      })
      return reply.code(204).send(null)
    },
  })
}
