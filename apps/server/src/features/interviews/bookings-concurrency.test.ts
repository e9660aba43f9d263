import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { createLocationVia, createSlotsVia } from '../../test/interviews.ts'
import { interviewBookings } from '../interview-calendar/index.ts'

let t: TestContext
let recruiters: Agent[]
let interviewerId: number
let locationId: number
beforeAll(async () => {
  t = await createTestContext()
  t.clock.set(new Date('2026-03-01T08:00:00Z'))
  const admin = (await t.loginAs('admin')).agent
  // Several people at their desks: every request has its own session.
  recruiters = []
  for (let i = 0; i < 4; i++) {
    const { agent, user } = await t.loginAs('recruiter')
    recruiters.push(agent)
    interviewerId = user.id
  }
  locationId = (await createLocationVia(admin)).id
})
afterAll(() => t.close())

const slot = async (startsAt: string, capacity: number) => {
  const [created] = await createSlotsVia(recruiters[0] as Agent, {
    starts_at: startsAt,
    ends_at: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    location_id: locationId,
    interviewer_ids: [interviewerId],
    capacity,
  })
  if (!created) throw new Error('no slot')
  return created.id
}

describe(`no double booking under concurrency (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly one of 8 simultaneous bookings of a capacity-1 slot through', async () => {
    const slotId = await slot('2026-04-14T07:00:00Z', 1)
    const applicants = await Promise.all(
      Array.from({ length: 8 }, () => createApplicantVia(recruiters[0] as Agent)),
    )
    const responses = await Promise.all(
      applicants.map((a, i) =>
        (recruiters[i % recruiters.length] as Agent).post(`/api/timeslots/${slotId}/book`, {
          applicant_id: a.id,
        }),
      ),
    )
    const codes = responses.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect([409, 422]).toContain(refused.statusCode)
      expect(refused.json().message).toBe(
        'Dieser Termin ist bereits ausgebucht. Bitte wählen Sie einen anderen Termin.',
      )
    }
    const rows = await t.db.select().from(interviewBookings).where(eq(interviewBookings.timeslotId, slotId))
    expect(rows).toHaveLength(1)
  })

  it('fills a capacity-3 slot with exactly 3 of 10, and one applicant twice at once only once', async () => {
    const slotId = await slot('2026-04-14T08:00:00Z', 3)
    const applicants = await Promise.all(
      Array.from({ length: 10 }, () => createApplicantVia(recruiters[1] as Agent)),
    )
    const responses = await Promise.all(
      applicants.map((a, i) =>
        (recruiters[i % recruiters.length] as Agent).post(`/api/timeslots/${slotId}/book`, {
          applicant_id: a.id,
        }),
      ),
    )
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3)
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(7)

    const single = await slot('2026-04-14T09:00:00Z', 5)
    const one = await createApplicantVia(recruiters[0] as Agent)
    const same = await Promise.all(
      recruiters.map((agent) => agent.post(`/api/timeslots/${single}/book`, { applicant_id: one.id })),
    )
    expect(same.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(same.filter((r) => r.statusCode === 422)).toHaveLength(recruiters.length - 1)
    const rows = await t.db.select().from(interviewBookings).where(eq(interviewBookings.timeslotId, single))
    expect(rows).toHaveLength(1)
  })
})
