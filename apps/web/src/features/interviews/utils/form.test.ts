import type { Timeslot } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { errorKeysOf, slotChanges, slotDraft } from './form.ts'

const slot: Timeslot = {
  id: 7,
  starts_at: '2026-11-24T08:00:00.000Z',
  ends_at: '2026-11-24T08:30:00.000Z',
  location_id: 1,
  location_name: 'Köln',
  interviewer_ids: [2, 1],
  interviewers: [
    { id: 2, name: 'B' },
    { id: 1, name: 'A' },
  ],
  capacity: 1,
  notes: '',
  bookings: [],
  booked: 0,
  free: 1,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
}

describe('editing a slot', () => {
  it('shows the slot in Berlin wall-clock time', () => {
    expect(slotDraft(slot)).toMatchObject({ day: '2026-11-24', start: '09:00', end: '09:30' })
    expect(slotDraft({ ...slot, starts_at: '2026-07-07T07:00:00Z' }).start).toBe('09:00')
  })

  it('sends only what changed, so an untouched time, place or team is never sent', () => {
    const before = slotDraft(slot)
    expect(slotChanges(before, { ...before, interviewerIds: [1, 2] })).toEqual({})
    expect(slotChanges(before, { ...before, capacity: 3, notes: 'Zeugnisse mitbringen' })).toEqual({
      capacity: 3,
      notes: 'Zeugnisse mitbringen',
    })
    expect(slotChanges(before, { ...before, end: '09:45' })).toEqual({
      starts_at: '2026-11-24T08:00:00.000Z',
      ends_at: '2026-11-24T08:45:00.000Z',
    })
    // The day after the clocks go back: 09:00 is 08:00Z.
    expect(slotChanges(before, { ...before, day: '2026-10-26', locationId: 2 })).toEqual({
      starts_at: '2026-10-26T08:00:00.000Z',
      ends_at: '2026-10-26T08:30:00.000Z',
      location_id: 2,
    })
    expect(slotChanges(before, { ...before, interviewerIds: [3] })).toEqual({ interviewer_ids: [3] })
  })
})

describe('errorKeysOf', () => {
  it('names the server error keys a change answers', () => {
    expect(errorKeysOf({ day: '2026-03-03' })).toEqual(['starts_at'])
    expect(errorKeysOf({ fromDay: null, capacity: 2 })).toEqual(['series.from_date', 'capacity'])
    expect(errorKeysOf({ mode: 'single' })).toEqual([])
  })
})
