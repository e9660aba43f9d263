import {
  dataRouteErrors,
  idParam,
  MESSAGE_ACTIONS,
  MESSAGE_CHANNELS,
  messageAction,
  messageChannel,
  messageTemplateList,
  templateBody,
  templateFilterBody,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { notFound } from '../../lib/errors.ts'
import {
  createTemplate,
  deleteTemplate,
  filterTemplates,
  findTemplates,
  updateTemplate,
} from './templates.service.ts'

const tags = ['templates']

/** Templates: everyone reads them, admins and recruiters write them; each write answers the new list. */
export async function templatesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/message-actions', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listMessageActions',
      summary: 'Anlässe für Nachrichten',
      tags,
      response: { 200: z.array(messageAction), ...dataRouteErrors },
    },
    handler: async () => MESSAGE_ACTIONS.map((a) => ({ ...a })),
  })

  r.get('/api/message-channels', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listMessageChannels',
      summary: 'Kanäle für Nachrichten',
      tags,
      response: { 200: z.array(messageChannel), ...dataRouteErrors },
    },
    handler: async () => MESSAGE_CHANNELS.map((c) => ({ ...c })),
  })

  r.get('/api/message-channels/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getMessageChannel',
      summary: 'Ein Kanal für Nachrichten',
      tags,
      params: idParam,
      response: { 200: messageChannel, ...dataRouteErrors },
    },
    handler: async (request) => {
      const channel = MESSAGE_CHANNELS.find((c) => c.id === request.params.id)
      if (!channel) throw notFound('Diesen Kanal gibt es nicht.')
      return { ...channel }
    },
  })

  r.get('/api/message-templates', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listTemplates',
      summary: 'Vorlagen',
      tags,
      response: { 200: messageTemplateList, ...dataRouteErrors },
    },
    handler: () => findTemplates(db),
  })

  r.post('/api/message-templates/filter', {
    config: { access: 'verified' },
    schema: {
      operationId: 'filterTemplates',
      summary: 'Vorlagen für Anlass und Berufsgruppe',
      tags,
      body: templateFilterBody,
      response: { 200: messageTemplateList, ...dataRouteErrors },
    },
    handler: (request) => filterTemplates(db, request.body),
  })

  r.post('/api/message-templates', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'createTemplate',
      summary: 'Vorlage anlegen',
      tags,
      body: templateBody,
      response: { 201: messageTemplateList, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createTemplate(db, { input: request.body, now: clock.now() })),
  })

  r.put('/api/message-templates/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'updateTemplate',
      summary: 'Vorlage ändern',
      tags,
      params: idParam,
      body: templateBody,
      response: { 200: messageTemplateList, ...dataRouteErrors },
    },
    handler: (request) =>
      updateTemplate(db, { id: request.params.id, input: request.body, now: clock.now() }),
  })

  r.delete('/api/message-templates/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'deleteTemplate',
      summary: 'Vorlage löschen',
      tags,
      params: idParam,
      response: { 200: messageTemplateList, ...dataRouteErrors },
    },
    handler: (request) => deleteTemplate(db, request.params.id),
  })
}
