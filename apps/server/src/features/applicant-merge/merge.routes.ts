import { applicant, dataRouteErrors, idParam, mergeApplicantBody, mergeRefusal } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { analyzeSoon } from '../../db/analyze.ts'
import { requireUser } from '../../lib/request-user.ts'
import { mergeApplicants } from './merge.service.ts'

/** Merging a suspected duplicate into the existing applicant; it reads and writes every applicant record. */
export async function applicantMergeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.post('/api/applicants/:id/merge', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'mergeApplicant',
      summary: 'Dublette in eine bestehende Bewerber:in zusammenführen',
      description:
        'Alles, was zur Dublette {id} gehört, geht an `into` über; die Dublette wird danach gelöscht. ' +
        'Je Profilfeld wählt `fields`, wessen Wert bleibt.',
      tags: ['applicants'],
      params: idParam,
      body: mergeApplicantBody,
      response: { 200: applicant, ...dataRouteErrors, 422: mergeRefusal },
    },
    handler: async (request) => {
      const { applicant } = await mergeApplicants(db, {
        id: request.params.id,
        input: request.body,
        user: requireUser(request),
        now: clock.now(),
        ip: request.ip,
      })
      // Everything of the duplicate moved: the planner's counts may need a look, after the answer.
      analyzeSoon(db, request.log, 'merge')
      return applicant
    },
  })
}
