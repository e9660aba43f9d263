import type { Timeslot, UpdateTimeslotBody } from '@bb/shared'
import { addDays, berlinInstant, berlinParts, type Day, weekdayIndex } from './dates.ts'

/** Times of day in quarter hours, 06:00–22:00, for the time fields. */
export const TIME_OPTIONS = Array.from({ length: 16 * 4 + 1 }, (_, i) => {
  const minutes = 6 * 60 + i * 15
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return { label: value, value }
})

const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}

/** How many slots a series makes: as the server cuts it (a rest shorter than a slot stays free). */
export function seriesCount(d: {
  weekdays: number[]
  fromDay: Day | null
  toDay: Day | null
  windowStart: string
  windowEnd: string
  minutes: number
}): number {
  if (!d.fromDay || !d.toDay || d.toDay < d.fromDay || d.minutes <= 0) return 0
  const perDay = Math.max(0, Math.floor((toMinutes(d.windowEnd) - toMinutes(d.windowStart)) / d.minutes))
  let days = 0
  // The server refuses ranges over a year anyway; the cap keeps a typo (year 9999) cheap.
  for (let day = d.fromDay, i = 0; day <= d.toDay && i < 800; day = addDays(day, 1), i++)
    if (d.weekdays.includes(weekdayIndex(day) + 1)) days++
  return days * perDay
}

/** What every slot has besides its time. */
export interface SlotBasics {
  locationId: number | null
  interviewerIds: number[]
  capacity: number
  notes: string
}

/** When a single slot is: a Berlin day and wall-clock times 'HH:MM'. */
export interface SlotTime {
  day: Day | null
  start: string
  end: string
}

/** A slot as the edit dialog shows it. */
export interface SlotDraft extends SlotBasics, SlotTime {}

export function slotDraft(slot: Timeslot): SlotDraft {
  const from = berlinParts(slot.starts_at)
  return {
    day: from.day,
    start: from.time,
    end: berlinParts(slot.ends_at).time,
    locationId: slot.location_id,
    interviewerIds: slot.interviewer_ids,
    capacity: slot.capacity,
    notes: slot.notes,
  }
}

const sameIds = (a: number[], b: number[]) => [...a].sort().join() === [...b].sort().join()

/**
 * The `PUT /api/timeslots/:id` body: only what changed, so an untouched time or place (fixed on
 * a booked slot) and untouched people (one may have left since) are never sent.
 */
export function slotChanges(before: SlotDraft, after: SlotDraft): UpdateTimeslotBody {
  const body: UpdateTimeslotBody = {}
  const moved = after.day !== before.day || after.start !== before.start || after.end !== before.end
  if (moved && after.day) {
    body.starts_at = berlinInstant(after.day, after.start)
    body.ends_at = berlinInstant(after.day, after.end)
  }
  if (after.locationId !== null && after.locationId !== before.locationId) body.location_id = after.locationId
  if (!sameIds(after.interviewerIds, before.interviewerIds)) body.interviewer_ids = after.interviewerIds
  if (after.capacity !== before.capacity) body.capacity = after.capacity
  if (after.notes !== before.notes) body.notes = after.notes
  return body
}

/** Which server error keys a change of these draft fields answers (the field's message goes). */
const ERROR_KEYS: Record<string, string[]> = {
  day: ['starts_at'],
  start: ['starts_at'],
  end: ['ends_at'],
  locationId: ['location_id'],
  interviewerIds: ['interviewer_ids'],
  capacity: ['capacity'],
  notes: ['notes'],
  weekdays: ['series.weekdays', 'series'],
  fromDay: ['series.from_date'],
  toDay: ['series.to_date'],
  windowStart: ['series.start_time'],
  windowEnd: ['series.end_time'],
  minutes: ['series.slot_minutes'],
}
export const errorKeysOf = (changed: object) => Object.keys(changed).flatMap((key) => ERROR_KEYS[key] ?? [])
