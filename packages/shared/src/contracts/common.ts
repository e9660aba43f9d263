import { z } from 'zod'

/** Every error body of the API (DESIGN.md §3): a German message, per-field errors on 422. */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponse>

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** Timestamps travel as ISO 8601 strings in UTC. */
export const isoDateTime = z.string()

/** `/api/x/{applicantId}` routes: the same id rules as every other id. */
export const applicantIdParam = z.object({ applicantId: idParam.shape.id })

/** The refusals every data route can answer (DESIGN.md §3), for the route schemas and OpenAPI. */
export const dataRouteErrors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  419: errorResponse,
  422: errorResponse,
}
