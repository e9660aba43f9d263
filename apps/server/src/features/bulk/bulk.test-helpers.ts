import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { createLocationVia, createSlotsVia } from '../../test/interviews.ts'
import { bumpApplicantsVersion } from '../applicant-records/index.ts'

/**
 * Applicants by one statement (a bulk test needs a few hundred; a POST each would take long), as
 * the demo seeds them: names, a city, optionally an address; the list's counts see them at once.
 */
export async function seedApplicants(
  db: Db,
  {
    count,
    city,
    email = false,
    status = 'neu',
    job = null,
  }: { count: number; city: string; email?: boolean; status?: string; job?: string | null },
): Promise<number[]> {
  const now = new Date().toISOString()
  const created = await rows<{ id: number }>(
    db,
    sql`INSERT INTO applicants (first_name, last_name, city, email, status, salutation, profession_group, job, created_at, updated_at)
        SELECT 'Bea', ${city} || '-' || n, ${city},
          CASE WHEN ${email} THEN lower(${city}) || n || '@example.de' END, ${status}, 'frau', 'pflege',
          ${job}::text, ${now}::timestamptz, ${now}::timestamptz
        FROM generate_series(1, ${count}) AS n
        RETURNING id`,
  )
  await bumpApplicantsVersion(db)
  return created.map((r) => r.id).sort((a, b) => a - b)
}

/** The list filter „Ort ist gleich …“ as the table sends it. */
export const cityFilter = (city: string) =>
  JSON.stringify({ city: { operator: 'and', constraints: [{ value: city, matchMode: 'equals' }] } })

/** How many history entries of this kind each applicant has (applicant id → count). */
export async function historyCounts(db: Db, ids: number[], action: string): Promise<Map<number, number>> {
  const found = await rows<{ applicant_id: number; n: number }>(
    db,
    sql`SELECT applicant_id, count(*)::int AS n FROM applicant_history
        WHERE action = ${action} AND applicant_id = ANY(${`{${ids.join(',')}}`}::int[]) GROUP BY applicant_id`,
  )
  return new Map(found.map((r) => [r.applicant_id, r.n]))
}

export async function startBulk(agent: Agent, body: unknown) {
  const response = await agent.post('/api/bulk-jobs', body)
  if (response.statusCode !== 201) throw new Error(`bulk: ${response.statusCode} ${response.body}`)
  return response.json() as {
    id: number
    state: string
    total: number
    done: number
    skipped: number
    failed: number
    summary: string | null
    problems: Array<{ applicant_id: number; name: string | null; state: string; reason: string }>
  }
}

/** A starter template by its name. */
export async function templateNamed(agent: Agent, name: string) {
  const list = (await agent.get('/api/message-templates')).json() as Array<{ id: number; name: string }>
  const found = list.find((x) => x.name === name)
  if (!found) throw new Error(`no template ${name}`)
  return found
}

/** Books the applicant into a fresh interview slot, so {{termin}} and {{ort}} can be filled. */
export async function bookInterview(
  admin: Agent,
  recruiter: Agent,
  interviewerId: number,
  applicantId: number,
) {
  const location = await createLocationVia(admin, { name: 'Zentrale Essen' })
  const start = new Date(Date.UTC(2026, 3, 14, 7, 0))
  const [slot] = await createSlotsVia(recruiter, {
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
    location_id: location.id,
    interviewer_ids: [interviewerId],
    capacity: 1,
  })
  const response = await recruiter.post(`/api/timeslots/${slot?.id}/book`, { applicant_id: applicantId })
  if (response.statusCode !== 201) throw new Error(`book: ${response.statusCode} ${response.body}`)
}
