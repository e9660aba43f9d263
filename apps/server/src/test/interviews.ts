import type { Agent } from './agent.ts'

/** Creates a location as an admin and returns its id. */
export async function createLocationVia(admin: Agent, overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/api/locations', {
    name: 'Zentrale',
    address: 'Hauptstraße 1, 10115 Berlin',
    room: 'Raum 2.14',
    ...overrides,
  })
  if (response.statusCode !== 201) throw new Error(`location: ${response.statusCode} ${response.body}`)
  return response.json() as { id: number }
}

/** Creates slots (one or a series) and returns them. */
export async function createSlotsVia(agent: Agent, body: Record<string, unknown>) {
  const response = await agent.post('/api/timeslots', body)
  if (response.statusCode !== 201) throw new Error(`timeslots: ${response.statusCode} ${response.body}`)
  return response.json() as Array<{ id: number; starts_at: string; ends_at: string }>
}

/** Unfolds and splits an .ics into its content lines (RFC 5545 3.1). */
export function icsLines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
}
