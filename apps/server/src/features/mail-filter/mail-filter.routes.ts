import { dataRouteErrors, idParam, mailFilterRuleBody, mailFilterRuleList } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import {
  createMailFilterRule,
  deleteMailFilterRule,
  findMailFilterRules,
  updateMailFilterRule,
} from './mail-filter.service.ts'

const tags = ['mail-filter']

/**
 * The mail filter of the team's mailbox: everyone reads it, admins and recruiters (who hold the
 * conversations) edit it; every write answers the refreshed rule list.
 */
export async function mailFilterRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/mail-filter', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listMailFilterRules',
      summary: 'Regeln des Mail-Filters',
      tags,
      response: { 200: mailFilterRuleList, ...dataRouteErrors },
    },
    handler: () => findMailFilterRules(db),
  })

  r.post('/api/mail-filter', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'createMailFilterRule',
      summary: 'Regel anlegen',
      tags,
      body: mailFilterRuleBody,
      response: { 201: mailFilterRuleList, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createMailFilterRule(db, { input: request.body, now: clock.now() })),
  })

  r.put('/api/mail-filter/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'updateMailFilterRule',
      summary: 'Regel ändern',
      tags,
      params: idParam,
      body: mailFilterRuleBody,
      response: { 200: mailFilterRuleList, ...dataRouteErrors },
    },
    handler: (request) =>
      updateMailFilterRule(db, { id: request.params.id, input: request.body, now: clock.now() }),
  })

  r.delete('/api/mail-filter/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'deleteMailFilterRule',
      summary: 'Regel löschen',
      tags,
      params: idParam,
      response: { 200: mailFilterRuleList, ...dataRouteErrors },
    },
    handler: (request) => deleteMailFilterRule(db, request.params.id),
  })
}
