import { auditPage, auditQuery, dataRouteErrors, idParam, retentionPreview } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { fileResponse } from '../../plugins/openapi.ts'
import { findAuditLog } from '../audit/index.ts'
import { getSettings } from '../settings/index.ts'
import { exportApplicant } from './privacy.export.ts'
import { eraseApplicant, findRetentionDue } from './privacy.service.ts'

const tags = ['privacy']

/** DSGVO tools: data export (Art. 15), erasure (Art. 17), retention preview, audit log. */
export async function privacyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/applicants/:id/export', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'exportApplicant',
      summary: 'Datenauskunft als ZIP (Art. 15 DSGVO)',
      tags,
      params: idParam,
      response: {
        200: fileResponse('application/zip', 'Alle Daten der Bewerber:in als ZIP'),
        ...dataRouteErrors,
      },
    },
    handler: async (request, reply) => {
      const { fileName, stream } = await exportApplicant(deps, {
        id: request.params.id,
        user: requireUser(request),
        ip: request.ip,
        now: clock.now(),
      })
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(stream)
    },
  })

  r.delete('/api/applicants/:id/erase', {
    config: { access: 'admin' },
    schema: {
      operationId: 'eraseApplicant',
      summary: 'Bewerber:in sofort endgültig löschen (Art. 17 DSGVO)',
      tags,
      params: idParam,
      response: { 204: z.null(), ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      await eraseApplicant(deps, {
        id: request.params.id,
        userId: requireUser(request).id,
        ip: request.ip,
        now: clock.now(),
      })
      return reply.code(204).send(null)
    },
  })

  r.get('/api/privacy/retention', {
    config: { access: 'admin' },
    schema: {
      operationId: 'getRetentionPreview',
      summary: 'Nach der Aufbewahrungsfrist fällige Bewerber:innen',
      tags,
      response: { 200: retentionPreview, ...dataRouteErrors },
    },
    handler: async () => {
      const settings = await getSettings(db)
      return {
        enabled: settings.retention_enabled,
        action: settings.retention_action,
        months: settings.retention_months,
        due: await findRetentionDue(db, clock.now()),
      }
    },
  })

  r.get('/api/audit-log', {
    config: { access: 'admin' },
    schema: {
      operationId: 'listAuditLog',
      summary: 'Protokoll sicherheitsrelevanter Aktionen',
      tags,
      querystring: auditQuery,
      response: { 200: auditPage, ...dataRouteErrors },
    },
    handler: (request) => findAuditLog(db, { page: request.query.page, perPage: request.query.per_page }),
  })
}
