import {
  APPLICANT_FIELDS,
  answers,
  applicant,
  applicantBody,
  applicantList,
  applicantListQuery,
  applicantSchemaResponse,
  applicantSearchResult,
  dataRouteErrors,
  errorResponse,
  idParam,
  SEARCH_TERM_MAX,
  SEARCH_TERM_TOO_LONG,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { type ZodType, z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { isBackgroundRequest } from '../../plugins/access.ts'
import { getAnswers } from './answers.service.ts'
import { findApplicants } from './applicants.list.ts'
import { markReviewed } from './applicants.reviewed.ts'
import { searchApplicants } from './applicants.search.ts'
import {
  createApplicant,
  deleteApplicant,
  getApplicant,
  restoreApplicant,
  setFollow,
  updateApplicant,
} from './applicants.service.ts'

/**
 * The applicant body is validated by the service against the current option catalogue (statuses
 * and groups are settings), so every field error is reported at once; the route schema documents it.
 */
function bodyValidatedByService<T>(route: FastifyRouteSchemaDef<T>) {
  if (route.httpPart === 'body') return (value: unknown) => ({ value })
  // Fastify's types hand a route's compiler the whole schema object as T, but at run time it is
  // called once per part with that part's Zod schema, which is what the Zod compiler takes. The two
  // types share nothing, so only a cast through unknown bridges them.
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<ZodType>)
}

const errors = {
  ...dataRouteErrors,
  422: errorResponse.extend({ duplicates: z.array(z.unknown()).optional() }),
}

export async function applicantsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps
  const tags = ['applicants']

  r.get('/api/schema/applicants', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getApplicantSchema',
      summary: 'Felder des Bewerber-Profils',
      tags,
      response: { 200: applicantSchemaResponse, ...errors },
    },
    handler: async () => ({ fields: APPLICANT_FIELDS.map((f) => ({ ...f })) }),
  })

  r.get('/api/answers', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getAnswers',
      summary: 'Antwortkatalog (Status, Berufsgruppen, Auswahlwerte)',
      tags,
      response: { 200: answers, ...errors },
    },
    handler: () => getAnswers(db),
  })

  r.get('/api/applicants', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listApplicants',
      summary: 'Bewerber:innen, gefiltert und seitenweise',
      tags,
      querystring: applicantListQuery,
      response: { 200: applicantList, ...errors },
    },
    handler: (request) =>
      findApplicants(db, {
        query: request.query,
        viewerId: requireUser(request).id,
        background: isBackgroundRequest(request),
      }),
  })

  r.get('/api/followed-applicants', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listFollowedApplicants',
      summary: 'Bewerber:innen, denen ich folge',
      tags,
      querystring: applicantListQuery,
      response: { 200: applicantList, ...errors },
    },
    handler: (request) =>
      findApplicants(db, {
        query: { ...request.query, followed: true },
        viewerId: requireUser(request).id,
        background: isBackgroundRequest(request),
      }),
  })

  r.get('/api/qualified-applicants', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listQualifiedApplicants',
      summary: 'Qualifizierte Bewerber:innen',
      tags,
      querystring: applicantListQuery,
      response: { 200: applicantList, ...errors },
    },
    handler: (request) =>
      findApplicants(db, {
        query: { ...request.query, qualified: true },
        viewerId: requireUser(request).id,
        background: isBackgroundRequest(request),
      }),
  })

  r.get('/api/applicants/search/:term', {
    config: { access: 'verified' },
    schema: {
      operationId: 'searchApplicants',
      summary: 'Bewerber:innen suchen',
      tags,
      params: z.object({
        term: z.string().max(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG),
      }),
      response: { 200: applicantSearchResult, ...errors },
    },
    handler: (request) =>
      searchApplicants(db, { term: request.params.term, viewerId: requireUser(request).id }),
  })

  r.post('/api/applicants', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'createApplicant',
      summary: 'Bewerber:in anlegen',
      tags,
      body: applicantBody,
      response: { 201: applicant, ...errors },
    },
    validatorCompiler: bodyValidatedByService,
    handler: async (request, reply) => {
      const { applicant: created } = await createApplicant(db, {
        input: request.body,
        user: requireUser(request),
        now: clock.now(),
      })
      return reply.code(201).send(created)
    },
  })

  r.get('/api/applicants/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getApplicant',
      summary: 'Bewerber:in',
      tags,
      params: idParam,
      response: { 200: applicant, ...errors },
    },
    handler: async (request) =>
      (await getApplicant(db, { id: request.params.id, viewer: requireUser(request) })).applicant,
  })

  r.put('/api/applicants/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'updateApplicant',
      summary: 'Bewerber:in ändern',
      tags,
      params: idParam,
      body: applicantBody.partial(),
      response: { 200: applicant, ...errors },
    },
    validatorCompiler: bodyValidatedByService,
    handler: async (request) =>
      (
        await updateApplicant(db, {
          id: request.params.id,
          input: request.body,
          user: requireUser(request),
          now: clock.now(),
        })
      ).applicant,
  })

  r.delete('/api/applicants/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'deleteApplicant',
      summary: 'Bewerber:in in den Papierkorb legen',
      tags,
      params: idParam,
      response: { 200: applicant, ...errors },
    },
    handler: async (request) => {
      const ctx = { user: requireUser(request), now: clock.now(), ip: request.ip }
      await deleteApplicant(db, { id: request.params.id, ...ctx })
      return (await getApplicant(db, { id: request.params.id, viewer: ctx.user })).applicant
    },
  })

  r.post('/api/applicants/:id/restore', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'restoreApplicant',
      summary: 'Bewerber:in aus dem Papierkorb holen',
      tags,
      params: idParam,
      response: { 200: applicant, ...errors },
    },
    handler: async (request) =>
      (
        await restoreApplicant(db, {
          id: request.params.id,
          user: requireUser(request),
          now: clock.now(),
          ip: request.ip,
        })
      ).applicant,
  })

  for (const [method, follow, operationId, summary] of [
    ['POST', true, 'followApplicant', 'Bewerber:in folgen'],
    ['DELETE', false, 'unfollowApplicant', 'Bewerber:in nicht mehr folgen'],
  ] as const) {
    r.route({
      method,
      url: '/api/applicants/:id/follow',
      config: { access: 'verified' },
      schema: { operationId, summary, tags, params: idParam, response: { 200: applicant, ...errors } },
      handler: async (request) =>
        (await setFollow(db, { id: request.params.id, follow, user: requireUser(request), now: clock.now() }))
          .applicant,
    })
  }

  r.post('/api/applicants/:id/reviewed', {
    config: { access: 'verified' },
    schema: {
      operationId: 'markApplicantReviewed',
      summary: 'Bewerber:in als geprüft markieren („Bitte prüfen“ entfernen)',
      tags,
      params: idParam,
      response: { 200: applicant, ...errors },
    },
    handler: async (request) =>
      (await markReviewed(db, { id: request.params.id, user: requireUser(request), now: clock.now() }))
        .applicant,
  })
}
