import {
  BULK_INLINE_MAX,
  BULK_TEXTS,
  bulkJob,
  bulkMailPreview,
  bulkMailPreviewBody,
  createBulkJobBody,
  dataRouteErrors,
  idParam,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { notFound } from '../../lib/errors.ts'
import { requireUser } from '../../lib/request-user.ts'
import { fileResponse } from '../../plugins/openapi.ts'
import { EXPORT_MIME } from '../applicant-export/index.ts'
import { cancelBulkJob } from './bulk.finish.ts'
import { previewBulkMail } from './bulk.mail-preview.ts'
import { nudgeBulkRunner, runBulkJobs } from './bulk.runner.ts'
import { createBulkJob, findBulkJobs, getBulkJobRow, toBulkJob } from './bulk.service.ts'

export async function bulkRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps
  const tags = ['bulk']

  r.post('/api/bulk-jobs', {
    // Viewers may follow in bulk; every other action checks the role itself (a German 403).
    config: { access: 'verified' },
    schema: {
      operationId: 'createBulkJob',
      summary: 'Massenaktion starten (kleine Auswahl sofort, größere im Hintergrund)',
      tags,
      body: createBulkJobBody,
      response: { 201: bulkJob, ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      const user = requireUser(request)
      const job = await createBulkJob(deps, { ...request.body, user, now: clock.now() })
      // Up to a page is done before the answer, by the same runner code; larger ones in the background.
      if (job.total <= BULK_INLINE_MAX) await runBulkJobs({ ...deps, logger: request.log }, { jobId: job.id })
      else nudgeBulkRunner()
      return reply
        .code(201)
        .send(await toBulkJob(db, await getBulkJobRow(db, { id: job.id, userId: user.id })))
    },
  })

  r.get('/api/bulk-jobs', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listBulkJobs',
      summary: 'Meine letzten Massenaktionen',
      tags,
      response: { 200: z.array(bulkJob), ...dataRouteErrors },
    },
    handler: (request) => findBulkJobs(db, { userId: requireUser(request).id }),
  })

  r.get('/api/bulk-jobs/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getBulkJob',
      summary: 'Stand einer Massenaktion',
      tags,
      params: idParam,
      response: { 200: bulkJob, ...dataRouteErrors },
    },
    handler: async (request) =>
      toBulkJob(db, await getBulkJobRow(db, { id: request.params.id, userId: requireUser(request).id })),
  })

  r.post('/api/bulk-jobs/:id/cancel', {
    config: { access: 'verified' },
    schema: {
      operationId: 'cancelBulkJob',
      summary: 'Massenaktion abbrechen',
      tags,
      params: idParam,
      response: { 200: bulkJob, ...dataRouteErrors },
    },
    handler: async (request) => {
      const userId = requireUser(request).id
      await getBulkJobRow(db, { id: request.params.id, userId })
      await cancelBulkJob(db, { jobId: request.params.id, userId, now: clock.now() })
      return toBulkJob(db, await getBulkJobRow(db, { id: request.params.id, userId }))
    },
  })

  r.get('/api/bulk-jobs/:id/file', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'downloadBulkJobFile',
      summary: 'Die Datei eines Exports',
      tags,
      params: idParam,
      response: {
        200: fileResponse(EXPORT_MIME.xlsx, 'Die Datei (CSV für deutsches Excel oder xlsx)'),
        ...dataRouteErrors,
      },
    },
    handler: async (request, reply) => {
      const user = requireUser(request)
      const row = await getBulkJobRow(db, { id: request.params.id, userId: user.id })
      const job = await toBulkJob(db, row)
      if (!row.fileKey || !job.file_name) throw notFound(BULK_TEXTS.noFile)
      const format = job.file_name.endsWith('.xlsx') ? 'xlsx' : 'csv'
      return reply
        .header('Content-Type', EXPORT_MIME[format])
        .header('Content-Disposition', `attachment; filename="${job.file_name}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(deps.storage.open(row.fileKey))
    },
  })

  r.post('/api/bulk-jobs/mail-preview', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'previewBulkMail',
      summary: 'Wer bei einer Serien-E-Mail übersprungen würde',
      tags,
      body: bulkMailPreviewBody,
      response: { 200: bulkMailPreview, ...dataRouteErrors },
    },
    handler: (request) =>
      previewBulkMail(deps, { body: request.body, user: requireUser(request), now: clock.now() }),
  })
}
