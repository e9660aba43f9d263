import type { Timeslot } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { seriesCount } from './form.ts'
import { withBookingPlaceholders } from './invitation.ts'
import { placeDay, slotAriaLabel, slotState } from './slots.ts'

const slot = (id: number, start: string, end: string, booked: string[] = [], capacity = 1): Timeslot => ({
  id,
  starts_at: start,
  ends_at: end,
  location_id: 1,
  location_name: 'Köln',
  interviewer_ids: [1],
  interviewers: [{ id: 1, name: 'Admin' }],
  capacity,
  notes: '',
  bookings: booked.map((name, i) => ({ id: i + 1, applicant_id: i + 10, applicant_name: name })),
  booked: booked.length,
  free: capacity - booked.length,
  created_at: start,
  updated_at: start,
})

describe('calendar slots', () => {
  it('labels slots for screen readers in German', () => {
    expect(slotAriaLabel(slot(1, '2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z'))).toBe(
      'Di 24.11. 09:00–09:30, Standort Köln, frei',
    )
    const booked = slot(2, '2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z', ['Anna Muster'])
    expect(slotAriaLabel(booked)).toBe('Di 24.11. 09:00–09:30, Standort Köln, gebucht: Anna Muster')
    expect(slotState(booked)).toBe('full')
    expect(slotState(slot(3, '2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z', ['A'], 2))).toBe('partial')
  })

  it('puts overlapping slots side by side', () => {
    const placed = placeDay([
      slot(1, '2026-11-24T08:00:00Z', '2026-11-24T09:00:00Z'),
      slot(2, '2026-11-24T08:30:00Z', '2026-11-24T09:00:00Z'),
      slot(3, '2026-11-24T10:00:00Z', '2026-11-24T10:30:00Z'),
    ])
    expect(placed.map((p) => [p.slot.id, p.lane, p.lanes])).toEqual([
      [1, 0, 2],
      [2, 1, 2],
      [3, 0, 1],
    ])
  })

  it('counts a series as the server cuts it and keeps date and place in an invitation', () => {
    const series = {
      weekdays: [2],
      fromDay: '2026-11-23',
      toDay: '2026-12-06',
      windowStart: '09:00',
      windowEnd: '12:10',
      minutes: 30,
    }
    expect(seriesCount(series)).toBe(12)
    expect(seriesCount({ ...series, toDay: '2026-11-01' })).toBe(0)
    expect(withBookingPlaceholders('{{anrede}},\n\nText.\n\nGruß')).toBe(
      '{{anrede}},\n\nText.\n\nTermin: {{termin}}\nOrt: {{ort}}\n\nGruß',
    )
    expect(withBookingPlaceholders('Am {{termin}}')).toBe('Am {{termin}}')
  })
})
