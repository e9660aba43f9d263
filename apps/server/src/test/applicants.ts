import type { Agent } from './agent.ts'

let sequence = 0

/** Creates an applicant through the API (as a browser would) and returns its JSON. */
export async function createApplicantVia(agent: Agent, overrides: Record<string, unknown> = {}) {
  sequence += 1
  const response = await agent.post('/api/applicants', {
    first_name: 'Anna',
    last_name: `Beispiel${sequence}`,
    confirm_duplicate: true,
    ...overrides,
  })
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`)
  return response.json() as Record<string, unknown> & { id: number }
}

/** An applicant that can be mailed: Frau Jülide Özdemir in Pflege, with a unique address. */
export const createMailableApplicantVia = (agent: Agent, overrides: Record<string, unknown> = {}) =>
  createApplicantVia(agent, {
    salutation: 'frau',
    first_name: 'Jülide',
    last_name: 'Özdemir',
    email: `juelide${Math.random().toString(36).slice(2, 8)}@example.de`,
    profession_group: 'pflege',
    ...overrides,
  })
