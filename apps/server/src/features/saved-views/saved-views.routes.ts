import {
  createSavedViewBody,
  dataRouteErrors,
  idParam,
  savedView,
  savedViews,
  updateSavedViewBody,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { createSavedView, deleteSavedView, findSavedViews, updateSavedView } from './saved-views.service.ts'

const tags = ['saved-views']

/**
 * Saved views: everyone who reads the lists (viewers too) keeps views of their own and sees the
 * team's shared ones; only a view's owner changes or deletes it.
 */
export async function savedViewsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/saved-views', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listSavedViews',
      summary: 'Eigene und geteilte Ansichten',
      tags,
      response: { 200: savedViews, ...dataRouteErrors },
    },
    handler: (request) => findSavedViews(db, { user: requireUser(request) }),
  })

  r.post('/api/saved-views', {
    config: { access: 'verified' },
    schema: {
      operationId: 'createSavedView',
      summary: 'Ansicht speichern',
      tags,
      body: createSavedViewBody,
      response: { 201: savedView, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await createSavedView(db, { input: request.body, user: requireUser(request), now: clock.now() }),
        ),
  })

  r.patch('/api/saved-views/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'updateSavedView',
      summary: 'Ansicht umbenennen, aktualisieren oder teilen',
      tags,
      params: idParam,
      body: updateSavedViewBody,
      response: { 200: savedView, ...dataRouteErrors },
    },
    handler: (request) =>
      updateSavedView(db, {
        id: request.params.id,
        input: request.body,
        user: requireUser(request),
        now: clock.now(),
      }),
  })

  r.delete('/api/saved-views/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'deleteSavedView',
      summary: 'Ansicht löschen',
      tags,
      params: idParam,
      response: { 204: z.null(), ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      await deleteSavedView(db, { id: request.params.id, user: requireUser(request) })
      return reply.code(204).send(null)
    },
  })
}
