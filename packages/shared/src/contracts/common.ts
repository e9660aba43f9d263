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
