import {
  applicantAsIdParam,
  createNoteBody,
  dataRouteErrors,
  idParam,
  note,
  updateNoteBody,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { getLiveApplicantRow } from '../applicant-records/index.ts'
import { createNote, deleteNote, findNotes, updateNote } from './notes.service.ts'

const tags = ['notes']

/** Notes: every verified user writes them (viewers too); only the author or an admin changes one. */
export async function notesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/notes/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listNotes',
      summary: 'Notizen zu einer Bewerber:in',
      tags,
      params: applicantAsIdParam,
      response: { 200: z.array(note), ...dataRouteErrors },
    },
    handler: async (request) => {
      await getLiveApplicantRow(db, request.params.id)
      return findNotes(db, request.params.id)
    },
  })

  r.post('/api/notes', {
    config: { access: 'verified' },
    schema: {
      operationId: 'createNote',
      summary: 'Notiz anlegen',
      tags,
      body: createNoteBody,
      response: { 201: note, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createNote(db, { input: request.body, user: requireUser(request), now: clock.now() })),
  })

  r.put('/api/notes/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'updateNote',
      summary: 'Notiz ändern',
      tags,
      params: idParam,
      body: updateNoteBody,
      response: { 200: note, ...dataRouteErrors },
    },
    handler: (request) =>
      updateNote(db, {
        id: request.params.id,
        input: request.body,
        user: requireUser(request),
        now: clock.now(),
      }),
  })

  r.delete('/api/notes/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'deleteNote',
      summary: 'Notiz löschen',
      tags,
      params: idParam,
      response: { 204: z.null(), ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      await deleteNote(db, { id: request.params.id, user: requireUser(request), now: clock.now() })
      return reply.code(204).send(null)
    },
  })
}
