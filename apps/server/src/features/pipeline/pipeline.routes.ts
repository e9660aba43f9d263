import {
  dataRouteErrors,
  pipelineBoard,
  pipelineColumnPage,
  pipelineColumnQuery,
  pipelineQuery,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { isBackgroundRequest } from '../../plugins/access.ts'
import { getBoard, getColumnPage } from './pipeline.service.ts'

/**
 * The pipeline board (`/pipeline`): one read for its first screen, one per further page of a
 * column. Cards move through the applicant's own update (PUT /api/applicants/{id}).
 */
export async function pipelineRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = deps
  const tags = ['pipeline']

  r.get('/api/pipeline', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getPipelineBoard',
      summary: 'Pipeline: Spalten je Status mit Anzahl und erster Seite Karten',
      tags,
      querystring: pipelineQuery,
      response: { 200: pipelineBoard, ...dataRouteErrors },
    },
    handler: (request) =>
      getBoard(db, {
        query: request.query,
        user: requireUser(request),
        background: isBackgroundRequest(request),
      }),
  })

  r.get('/api/pipeline/column', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getPipelineColumn',
      summary: 'Pipeline: weitere Karten einer Spalte',
      tags,
      querystring: pipelineColumnQuery,
      response: { 200: pipelineColumnPage, ...dataRouteErrors },
    },
    handler: (request) => getColumnPage(db, { query: request.query }),
  })
}
