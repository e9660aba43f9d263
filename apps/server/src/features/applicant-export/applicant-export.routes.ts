import { Writable } from 'node:stream'
import { applicantExportBody, dataRouteErrors } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { fileResponse } from '../../plugins/openapi.ts'
import { recordAudit } from '../audit/index.ts'
import { EXPORT_MIME, exportApplicants, exportFileName } from './applicant-export.service.ts'

/** Collects a small export (one page of a list) so it goes out whole, with its length. */
function collector() {
  const chunks: Buffer[] = []
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
  return { out, bytes: () => Buffer.concat(chunks) }
}

/**
 * One page of a list as a CSV or Excel file, at once; larger selections go through a bulk job.
 * Taking applicants' data out of the app is applicant work (like the Art. 15 export), so it is for
 * recruiters and admins; a viewer reads on screen.
 */
export async function applicantExportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.post('/api/applicants/export', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'exportApplicantList',
      summary: 'Ausgewählte Bewerber:innen als CSV oder Excel-Datei',
      tags: ['applicants'],
      body: applicantExportBody,
      response: {
        200: fileResponse(EXPORT_MIME.xlsx, 'Die Datei (CSV für deutsches Excel oder xlsx)'),
        ...dataRouteErrors,
      },
    },
    handler: async (request, reply) => {
      const user = requireUser(request)
      const { ids, format } = request.body
      const now = clock.now()
      const { out, bytes } = collector()
      const { rows } = await exportApplicants({ db, ids, format, out })
      await recordAudit(db, {
        userId: user.id,
        action: 'applicants_list_exported',
        ip: request.ip,
        details: { format, rows },
        now,
      })
      const body = bytes()
      return reply
        .header('Content-Type', EXPORT_MIME[format])
        .header('Content-Length', String(body.length))
        .header('Content-Disposition', `attachment; filename="${exportFileName(format, now)}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(body)
    },
  })
}
