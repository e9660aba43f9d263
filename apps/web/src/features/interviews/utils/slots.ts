import type { Timeslot } from '@bb/shared'
import { berlinParts, type Day, slotWhen } from './dates.ts'

export type SlotState = 'free' | 'partial' | 'full'

/** Free: nobody booked; partial: booked with places left (capacity > 1); full: no place left. */
export function slotState(slot: Timeslot): SlotState {
  if (slot.free <= 0) return 'full'
  return slot.booked > 0 ? 'partial' : 'free'
}

export const STATE_LABELS: Record<SlotState, string> = {
  free: 'frei',
  partial: 'teilweise gebucht',
  full: 'ausgebucht',
}

/** „Di 24.11. 09:00–09:30, Standort Köln, frei“ – or „…, gebucht: Anna Muster“. */
export function slotAriaLabel(slot: Timeslot): string {
  const names = slot.bookings.map((b) => b.applicant_name).join(', ')
  const state =
    slot.booked === 0
      ? 'frei'
      : `${slot.free > 0 ? `${slot.free} von ${slot.capacity} Plätzen frei, ` : ''}gebucht: ${names}`
  return `${slotWhen(slot.starts_at, slot.ends_at)}, Standort ${slot.location_name}, ${state}`
}

export interface PlacedSlot {
  slot: Timeslot
  start: number
  end: number
  lane: number
  lanes: number
}

/** Slots of one day side by side where they overlap (e.g. two locations at 9:00). */
export function placeDay(slots: Timeslot[]): PlacedSlot[] {
  const items = slots
    .map((slot) => {
      const start = berlinParts(slot.starts_at)
      const end = berlinParts(slot.ends_at)
      // A slot that runs past midnight is drawn to the end of its day.
      return {
        slot,
        start: start.minutes,
        end: end.day === start.day ? end.minutes : 24 * 60,
        lane: 0,
        lanes: 1,
      }
    })
    .sort((a, b) => a.start - b.start || a.end - b.end)
  let group: PlacedSlot[] = []
  let groupEnd = -1
  const close = () => {
    const lanes = Math.max(1, ...group.map((g) => g.lane + 1))
    for (const g of group) g.lanes = lanes
    group = []
  }
  for (const item of items) {
    if (item.start >= groupEnd) {
      close()
      groupEnd = -1
    }
    const used = new Set(group.filter((g) => g.end > item.start).map((g) => g.lane))
    let lane = 0
    while (used.has(lane)) lane++
    item.lane = lane
    group.push(item)
    groupEnd = Math.max(groupEnd, item.end)
  }
  close()
  return items
}

/** Slots grouped by their Berlin day, sorted by start. */
export function byDay(slots: Timeslot[]): Map<Day, Timeslot[]> {
  const map = new Map<Day, Timeslot[]>()
  for (const slot of [...slots].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const day = berlinParts(slot.starts_at).day
    map.set(day, [...(map.get(day) ?? []), slot])
  }
  return map
}
