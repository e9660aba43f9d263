import { z } from 'zod'

/** Every error body of the API: a German message, per-field errors on 422. */
export const errorResponse = z
  .object({
    message: z.string().describe('Was schiefging, auf Deutsch'),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('Bei 422: die Meldungen je Feld'),
  })
  .meta({ id: 'ErrorResponse' })
export type ErrorResponse = z.infer<typeof errorResponse>

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** Timestamps travel as ISO 8601 strings in UTC. */
export const isoDateTime = z.string()

/** `/api/x/{applicantId}` routes: the same id rules as every other id. */
export const applicantIdParam = z.object({ applicantId: idParam.shape.id })

/**
 * `/api/ratings/{id}`, `/api/notes/{id}`, `/api/messages/{id}`, `/api/document/{id}`: one path
 * template for two kinds of id. Reading an applicant's list (and uploading a document) names the
 * applicant; changing or deleting one record names the record.
 */
export const applicantAsIdParam = z.object({ id: idParam.shape.id.describe('ID der Bewerber:in') })

/**
 * The refusals every data route can answer (not logged in, wrong role, unknown id, unverified address,
 * CSRF, invalid body, too many attempts), for the route schemas and OpenAPI.
 */
export const dataRouteErrors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  419: errorResponse,
  422: errorResponse,
}
