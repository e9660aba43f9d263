import {
  applicantAsIdParam,
  createRatingBody,
  dataRouteErrors,
  idParam,
  rating,
  ratingList,
  updateRatingBody,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { getLiveApplicantRow } from '../applicant-records/index.ts'
import { createRating, deleteRating, findRatings, updateRating } from './ratings.service.ts'

const tags = ['ratings']

/** Ratings: every verified user rates (viewers too); only the author or an admin changes one. */
export async function ratingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/ratings/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listRatings',
      summary: 'Bewertungen einer Bewerber:in',
      tags,
      params: applicantAsIdParam,
      response: { 200: ratingList, ...dataRouteErrors },
    },
    handler: async (request) => {
      await getLiveApplicantRow(db, request.params.id)
      return findRatings(db, request.params.id)
    },
  })

  r.post('/api/ratings', {
    config: { access: 'verified' },
    schema: {
      operationId: 'createRating',
      summary: 'Bewertung anlegen',
      tags,
      body: createRatingBody,
      response: { 201: rating, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createRating(db, { input: request.body, user: requireUser(request), now: clock.now() })),
  })

  r.put('/api/ratings/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'updateRating',
      summary: 'Bewertung ändern',
      tags,
      params: idParam,
      body: updateRatingBody,
      response: { 200: rating, ...dataRouteErrors },
    },
    handler: (request) =>
      updateRating(db, {
        id: request.params.id,
        input: request.body,
        user: requireUser(request),
        now: clock.now(),
      }),
  })

  r.delete('/api/ratings/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'deleteRating',
      summary: 'Bewertung löschen',
      tags,
      params: idParam,
      response: { 204: z.null(), ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      await deleteRating(db, { id: request.params.id, user: requireUser(request), now: clock.now() })
      return reply.code(204).send(null)
    },
  })
}
