import { dataRouteErrors, intakeStatisticsResponse, statisticsQuery, statisticsResponse } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { getIntakeStatistics } from './statistics.intake.ts'
import { getStatistics } from './statistics.service.ts'

/** The statistics page (`/statistiken`): every figure in one read, for every verified user. */
export async function statisticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/statistics', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getStatistics',
      summary: 'Kennzahlen eines Zeitraums',
      tags: ['statistics'],
      querystring: statisticsQuery,
      response: { 200: statisticsResponse, ...dataRouteErrors },
    },
    handler: (request) => getStatistics(db, { query: request.query, now: clock.now() }),
  })

  r.get('/api/statistics/intake', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getIntakeStatistics',
      summary: 'Bewerbungen eines Zeitraums je Stelle und Eingangsweg',
      tags: ['statistics'],
      querystring: statisticsQuery,
      response: { 200: intakeStatisticsResponse, ...dataRouteErrors },
    },
    handler: (request) => getIntakeStatistics(db, { query: request.query, now: clock.now() }),
  })
}
