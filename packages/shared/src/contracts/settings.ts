import { z } from 'zod'

export const statusSetting = z.object({
  slug: z.string(),
  label: z.string(),
  color: z.string(),
})
export const professionGroupSetting = z.object({ slug: z.string(), label: z.string() })
export const documentCategory = z.object({ id: z.number().int(), name: z.string() })

/** `GET /api/settings`: the application settings object, stored whole by the client. */
export const appSettings = z.object({
  company_name: z.string(),
  mail_from: z.string(),
  /** Where replies of applicants go (the mailbox IMAP_URL polls); empty: to the sender address. */
  mail_reply_to: z.string().default(''),
  statuses: z.array(statusSetting),
  profession_groups: z.array(professionGroupSetting),
  document_categories: z.array(documentCategory),
  upload_limit_mb: z.number().int().positive(),
  retention_months: z.number().int().positive(),
  polling: z.object({
    ui_state_ms: z.number().int().positive(),
    list_ms: z.number().int().positive(),
    detail_ms: z.number().int().positive(),
  }),
})
export type AppSettings = z.infer<typeof appSettings>

export const routeCheckQuery = z.object({ path: z.string().min(1).max(2048) })
export const routeCheckResponse = z.object({
  allowed: z.boolean(),
  redirect: z.string().optional(),
})
export type RouteCheckResponse = z.infer<typeof routeCheckResponse>
