import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { createLocationVia, createSlotsVia } from '../../test/interviews.ts'

let t: TestContext
let admin: Agent
let recruiter: Agent
let viewer: Agent
let interviewerId: number
let otherInterviewerId: number
beforeAll(async () => {
  t = await createTestContext()
  t.clock.set(new Date('2026-03-01T08:00:00Z'))
  admin = (await t.loginAs('admin')).agent
  const rec = await t.loginAs('recruiter')
  recruiter = rec.agent
  interviewerId = rec.user.id
  otherInterviewerId = (await t.createUser({ roles: ['recruiter'] })).user.id
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

describe('locations', () => {
  it('admins create, edit and delete; everyone verified reads; recruiters may not write', async () => {
    const created = await admin.post('/api/locations', {
      name: '  Filiale Nord ',
      address: 'Nordweg 5\n20095 Hamburg',
    })
    expect(created.statusCode).toBe(201)
    const location = created.json()
    expect(location).toMatchObject({ name: 'Filiale Nord', room: '', notes: '', active: true })

    expect((await recruiter.post('/api/locations', { name: 'X' })).statusCode).toBe(403)
    expect((await recruiter.put(`/api/locations/${location.id}`, { name: 'X' })).statusCode).toBe(403)
    expect((await viewer.delete(`/api/locations/${location.id}`)).statusCode).toBe(403)

    const updated = await admin.put(`/api/locations/${location.id}`, {
      name: 'Filiale Nord',
      address: 'Nordweg 5',
      room: 'Besprechung 1',
      active: false,
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({ room: 'Besprechung 1', active: false })

    const list = await viewer.get('/api/locations')
    expect(list.statusCode).toBe(200)
    expect(list.json().map((l: { id: number }) => l.id)).toContain(location.id)

    expect((await admin.delete(`/api/locations/${location.id}`)).statusCode).toBe(204)
    expect((await admin.delete(`/api/locations/${location.id}`)).statusCode).toBe(404)
    expect((await admin.put('/api/locations/999999', { name: 'Y' })).statusCode).toBe(404)
  })

  it('answers invalid input with a German 422', async () => {
    const response = await admin.post('/api/locations', { name: ' ', extra: 1 })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.name).toEqual(['Bitte einen Namen für den Standort angeben.'])
  })

  it('keeps a location that slots use (deactivate instead)', async () => {
    const location = await createLocationVia(admin, { name: 'Benutzt' })
    await createSlotsVia(recruiter, {
      starts_at: '2026-06-01T08:00:00Z',
      ends_at: '2026-06-01T08:30:00Z',
      location_id: location.id,
      interviewer_ids: [otherInterviewerId],
    })
    const response = await admin.delete(`/api/locations/${location.id}`)
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toContain('deaktivieren')
  })
})

describe('timeslots', () => {
  let locationId: number
  beforeAll(async () => {
    locationId = (await createLocationVia(admin)).id
  })

  it('creates one slot and lists it in its range, with filters', async () => {
    const [slot] = await createSlotsVia(recruiter, {
      starts_at: '2026-04-07T09:00:00+02:00',
      ends_at: '2026-04-07T09:45:00+02:00',
      location_id: locationId,
      interviewer_ids: [interviewerId],
      capacity: 2,
    })
    expect(slot).toMatchObject({
      starts_at: '2026-04-07T07:00:00.000Z',
      ends_at: '2026-04-07T07:45:00.000Z',
      location_name: 'Zentrale',
      interviewer_ids: [interviewerId],
      capacity: 2,
      booked: 0,
      free: 2,
      bookings: [],
    })
    const inRange = await viewer.get('/api/timeslots?from=2026-04-06T00:00:00Z&to=2026-04-13T00:00:00Z')
    expect(inRange.statusCode).toBe(200)
    expect(inRange.json().map((s: { id: number }) => s.id)).toContain(slot?.id)
    const byOther = await viewer.get(
      `/api/timeslots?from=2026-04-06T00:00:00Z&to=2026-04-13T00:00:00Z&interviewer_id=${otherInterviewerId}`,
    )
    expect(byOther.json()).toEqual([])
    const byLocation = await viewer.get(
      `/api/timeslots?from=2026-04-06T00:00:00Z&to=2026-04-13T00:00:00Z&location_id=${locationId}&interviewer_id=${interviewerId}`,
    )
    expect(byLocation.json()).toHaveLength(1)
    expect(
      (await viewer.get('/api/timeslots?from=2026-04-08T00:00:00Z&to=2026-04-13T00:00:00Z')).json(),
    ).toEqual([])
  })

  it('refuses end before start, overlaps of an interviewer, unknown or inactive locations', async () => {
    const base = { location_id: locationId, interviewer_ids: [interviewerId] }
    const backwards = await recruiter.post('/api/timeslots', {
      ...base,
      starts_at: '2026-04-08T10:00:00Z',
      ends_at: '2026-04-08T09:00:00Z',
    })
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json().errors.ends_at).toEqual(['Das Ende muss nach dem Beginn liegen.'])

    const overlap = await recruiter.post('/api/timeslots', {
      ...base,
      interviewer_ids: [otherInterviewerId, interviewerId],
      starts_at: '2026-04-07T07:30:00Z',
      ends_at: '2026-04-07T08:00:00Z',
    })
    expect(overlap.statusCode).toBe(422)
    expect(overlap.json().message).toBe(
      'Eine gewählte Person hat zu dieser Zeit bereits einen anderen Termin.',
    )

    // Back to back is fine, and another interviewer at the same time too.
    await createSlotsVia(recruiter, {
      ...base,
      starts_at: '2026-04-07T07:45:00Z',
      ends_at: '2026-04-07T08:15:00Z',
    })
    await createSlotsVia(recruiter, {
      ...base,
      interviewer_ids: [otherInterviewerId],
      starts_at: '2026-04-07T07:00:00Z',
      ends_at: '2026-04-07T07:45:00Z',
    })

    const unknown = await recruiter.post('/api/timeslots', {
      ...base,
      location_id: 999_999,
      starts_at: '2026-04-09T07:00:00Z',
      ends_at: '2026-04-09T08:00:00Z',
    })
    expect(unknown.json().errors.location_id).toEqual(['Diesen Standort gibt es nicht.'])
    const inactive = await createLocationVia(admin, { name: 'Geschlossen', active: false })
    const closed = await recruiter.post('/api/timeslots', {
      ...base,
      location_id: inactive.id,
      starts_at: '2026-04-09T07:00:00Z',
      ends_at: '2026-04-09T08:00:00Z',
    })
    expect(closed.json().errors.location_id).toEqual(['Dieser Standort ist nicht aktiv.'])

    const nobody = await recruiter.post('/api/timeslots', {
      ...base,
      interviewer_ids: [],
      starts_at: '2026-04-09T07:00:00Z',
      ends_at: '2026-04-09T08:00:00Z',
    })
    expect(nobody.json().errors.interviewer_ids).toEqual([
      'Bitte mindestens eine Person für das Gespräch wählen.',
    ])
    const missingTimes = await recruiter.post('/api/timeslots', base)
    expect(missingTimes.statusCode).toBe(422)
    expect(Object.keys(missingTimes.json().errors).sort()).toEqual(['ends_at', 'starts_at'])
    expect(
      (await viewer.post('/api/timeslots', { ...base, starts_at: '2026-04-09T07:00:00Z' })).statusCode,
    ).toBe(403)
  })

  it('creates a series: Tuesdays 9–12 in 30-minute slots are 6 per Tuesday', async () => {
    const slots = await createSlotsVia(recruiter, {
      location_id: locationId,
      interviewer_ids: [otherInterviewerId],
      series: {
        weekdays: [2],
        from_date: '2026-11-23',
        to_date: '2026-12-06',
        start_time: '09:00',
        end_time: '12:00',
        slot_minutes: 30,
      },
    })
    expect(slots).toHaveLength(12)
    expect(slots[0]).toMatchObject({
      starts_at: '2026-11-24T08:00:00.000Z',
      ends_at: '2026-11-24T08:30:00.000Z',
    })
    expect(slots[5]?.ends_at).toBe('2026-11-24T11:00:00.000Z')
    expect(slots[6]?.starts_at).toBe('2026-12-01T08:00:00.000Z')
    // The same series again overlaps itself: nothing is created.
    const again = await recruiter.post('/api/timeslots', {
      location_id: locationId,
      interviewer_ids: [otherInterviewerId],
      series: {
        weekdays: [2],
        from_date: '2026-12-01',
        to_date: '2026-12-01',
        start_time: '11:45',
        end_time: '13:00',
        slot_minutes: 15,
      },
    })
    expect(again.statusCode).toBe(422)
  })

  it('keeps the Berlin wall clock across both DST changes (UTC shifts by an hour)', async () => {
    const series = (from_date: string, to_date: string) => ({
      location_id: locationId,
      interviewer_ids: [interviewerId],
      series: { weekdays: [1], from_date, to_date, start_time: '09:00', end_time: '09:30', slot_minutes: 30 },
    })
    // Last Sunday of March 2026 is the 29th: Monday 23rd is CET, Monday 30th is CEST.
    const spring = await createSlotsVia(recruiter, series('2026-03-23', '2026-03-30'))
    expect(spring.map((s) => s.starts_at)).toEqual(['2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z'])
    // Last Sunday of October 2026 is the 25th: Monday 19th is CEST, Monday 26th is CET.
    const autumn = await createSlotsVia(recruiter, series('2026-10-19', '2026-10-26'))
    expect(autumn.map((s) => s.starts_at)).toEqual(['2026-10-19T07:00:00.000Z', '2026-10-26T08:00:00.000Z'])
  })

  it('validates a series', async () => {
    const post = (series: Record<string, unknown>) =>
      recruiter.post('/api/timeslots', {
        location_id: locationId,
        interviewer_ids: [interviewerId],
        series: {
          weekdays: [3],
          from_date: '2026-05-01',
          to_date: '2026-05-31',
          start_time: '09:00',
          end_time: '12:00',
          slot_minutes: 30,
          ...series,
        },
      })
    expect((await post({ end_time: '08:00' })).json().errors['series.end_time']).toEqual([
      'Das Ende muss nach dem Beginn liegen.',
    ])
    expect((await post({ to_date: '2026-04-01' })).json().errors['series.to_date']).toBeDefined()
    expect((await post({ weekdays: [] })).statusCode).toBe(422)
    expect((await post({ start_time: '9 Uhr' })).json().errors['series.start_time']).toEqual([
      'Bitte eine Uhrzeit wie „09:00“ angeben.',
    ])
    const tooMany = await post({
      weekdays: [1, 2, 3, 4, 5],
      from_date: '2026-05-01',
      to_date: '2027-03-31',
      slot_minutes: 5,
    })
    expect(tooMany.json().errors.series).toEqual(['Eine Serie darf höchstens 500 Termine anlegen.'])
  })

  it('updates and deletes a slot', async () => {
    const [slot] = await createSlotsVia(recruiter, {
      starts_at: '2026-05-05T07:00:00Z',
      ends_at: '2026-05-05T07:30:00Z',
      location_id: locationId,
      interviewer_ids: [interviewerId],
    })
    const moved = await recruiter.put(`/api/timeslots/${slot?.id}`, {
      starts_at: '2026-05-05T08:00:00Z',
      ends_at: '2026-05-05T09:00:00Z',
      capacity: 3,
      notes: 'Bitte Ausweis mitbringen',
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({
      starts_at: '2026-05-05T08:00:00.000Z',
      capacity: 3,
      notes: 'Bitte Ausweis mitbringen',
    })
    const backwards = await recruiter.put(`/api/timeslots/${slot?.id}`, { ends_at: '2026-05-05T07:00:00Z' })
    expect(backwards.statusCode).toBe(422)
    expect((await viewer.put(`/api/timeslots/${slot?.id}`, { capacity: 1 })).statusCode).toBe(403)
    expect((await recruiter.put('/api/timeslots/999999', { capacity: 1 })).statusCode).toBe(404)
    expect((await viewer.get(`/api/timeslots/${slot?.id}`)).statusCode).toBe(200)
    expect((await recruiter.delete(`/api/timeslots/${slot?.id}`)).statusCode).toBe(204)
    expect((await viewer.get(`/api/timeslots/${slot?.id}`)).statusCode).toBe(404)
  })

  it('refuses a range query that is reversed or too long', async () => {
    expect(
      (await viewer.get('/api/timeslots?from=2026-05-05T00:00:00Z&to=2026-05-01T00:00:00Z')).statusCode,
    ).toBe(422)
    expect(
      (await viewer.get('/api/timeslots?from=2026-01-01T00:00:00Z&to=2026-12-01T00:00:00Z')).statusCode,
    ).toBe(422)
    expect((await viewer.get('/api/timeslots?from=morgen&to=2026-12-01T00:00:00Z')).statusCode).toBe(422)
  })
})
