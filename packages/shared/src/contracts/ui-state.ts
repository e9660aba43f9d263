import { z } from 'zod'

/** One navigation entry with its counter (`GET /api/sidebar-items`); items carry a slug. */
export const sidebarItem = z.object({
  slug: z.string(),
  label: z.string(),
  path: z.string(),
  count: z.number().int().nullable(),
})
export type SidebarItem = z.infer<typeof sidebarItem>
export const sidebarItems = z.array(sidebarItem)

/** `GET /api/counter`: named counters, e.g. unread notifications. */
export const counter = z.record(z.string(), z.number().int())
export type Counter = z.infer<typeof counter>

/** `GET /api/ui-state`: a Laravel resource shape (`.original`), which the web client reads. */
export const uiState = z.object({
  sidebarItems: z.object({ original: sidebarItems }),
  counter: z.object({ original: counter }),
})
export type UiState = z.infer<typeof uiState>
