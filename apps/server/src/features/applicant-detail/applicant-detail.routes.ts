import { applicantDetail, dataRouteErrors, errorResponse, idParam } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { together } from '../../db/concurrency.ts'
import { requireUser } from '../../lib/request-user.ts'
import { getApplicant, permissionsFor } from '../applicants/index.ts'
import { findDocuments } from '../documents/index.ts'
import { findMessages } from '../messages/index.ts'
import { findNotes } from '../notes/index.ts'
import { findRatings } from '../ratings/index.ts'

const errors = {
  ...dataRouteErrors,
  422: errorResponse.extend({ duplicates: z.array(z.unknown()).optional() }),
}

/**
 * The applicant's page in one read: the profile with its documents, ratings, messages and notes.
 * It sits above those features (it reads them all), so none of them has to know the others.
 */
export async function applicantDetailRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = deps
  const tags = ['applicants']

  r.get('/api/applicant-detail/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getApplicantDetail',
      summary: 'Bewerber:in mit Dokumenten, Bewertungen, Nachrichten und Notizen',
      tags,
      params: idParam,
      response: { 200: applicantDetail, ...errors },
    },
    handler: async (request) => {
      const user = requireUser(request)
      const { row, applicant: found } = await getApplicant(db, { id: request.params.id, viewer: user })
      // An applicant in the trash is named (for the restore) but its records stay closed, exactly
      // as their own endpoints answer 404 until it is restored.
      if (row.deletedAt) {
        return {
          applicant: found,
          documents: [],
          ratings: { list: [], averageRating: null },
          messages: [],
          notes: [],
          permissions: permissionsFor(user, row),
        }
      }
      // Independent reads: on PostgreSQL they run side by side (PGlite queues them).
      const [documents, ratings, messages, notes] = await together(db, [
        () => findDocuments(db, row.id),
        () => findRatings(db, row.id),
        () => findMessages(db, row.id),
        () => findNotes(db, row.id),
      ])
      return {
        applicant: found,
        documents,
        ratings,
        messages,
        notes,
        permissions: permissionsFor(user, row),
      }
    },
  })
}
