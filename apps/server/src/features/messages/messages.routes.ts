import {
  applicantAsIdParam,
  dataRouteErrors,
  idParam,
  message,
  messageBody,
  sendResponse,
  updateDraftBody,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { getLiveApplicantRow } from '../applicant-records/index.ts'
import { createMessage, deleteDraft, findMessages, updateDraft } from './messages.service.ts'

const tags = ['messages']

/** Messages: everyone reads the conversation; admins and recruiters write and send (viewers send nothing). */
export async function messagesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/messages/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listMessages',
      summary: 'Nachrichten einer Bewerber:in',
      tags,
      params: applicantAsIdParam,
      response: { 200: z.array(message), ...dataRouteErrors },
    },
    handler: async (request) => {
      await getLiveApplicantRow(db, request.params.id)
      return findMessages(db, request.params.id)
    },
  })

  r.post('/api/messages', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'createMessage',
      summary: 'Nachricht senden oder als Entwurf speichern',
      tags,
      body: messageBody,
      response: { 201: sendResponse, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await createMessage(deps, { input: request.body, user: requireUser(request), now: clock.now() }),
        ),
  })

  r.put('/api/messages/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'updateDraft',
      summary: 'Entwurf ändern oder senden',
      tags,
      params: idParam,
      body: updateDraftBody,
      response: { 200: sendResponse, ...dataRouteErrors },
    },
    handler: (request) =>
      updateDraft(deps, {
        id: request.params.id,
        input: request.body,
        user: requireUser(request),
        now: clock.now(),
      }),
  })

  r.delete('/api/messages/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'deleteDraft',
      summary: 'Entwurf löschen',
      tags,
      params: idParam,
      response: { 204: z.null(), ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      await deleteDraft(db, request.params.id)
      return reply.code(204).send(null)
    },
  })
}
