import { dataRouteErrors, errorResponse, historyEntry, idParam } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { getLiveApplicantRow } from '../applicant-records/index.ts'
import { findHistory } from './history.service.ts'

const errors = {
  ...dataRouteErrors,
  422: errorResponse.extend({ duplicates: z.array(z.unknown()).optional() }),
}

/** An applicant's history; the writes of every feature add to it (recordHistory). */
export async function historyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = deps
  const tags = ['applicants']

  r.get('/api/history/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getApplicantHistory',
      summary: 'Verlauf einer Bewerber:in',
      tags,
      params: idParam,
      response: { 200: z.array(historyEntry), ...errors },
    },
    handler: async (request) => {
      await getLiveApplicantRow(db, request.params.id)
      return findHistory(db, request.params.id)
    },
  })
}
