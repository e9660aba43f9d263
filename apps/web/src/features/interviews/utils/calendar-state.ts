import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { type Day, todayBerlin } from './dates.ts'
import { readStored, writeStored } from './stored.ts'

/** The calendar state: view, shown date and filters, kept in localStorage. */
const KEY = 'bb.calendar'

const calendarState = z.object({
  view: z.enum(['week', 'month']),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  locations: z.array(z.number().int()),
  interviewers: z.array(z.number().int()),
})
export type CalendarState = z.infer<typeof calendarState>

let state: CalendarState = readStored(KEY, calendarState) ?? {
  view: 'week',
  date: todayBerlin(),
  locations: [],
  interviewers: [],
}
const listeners = new Set<() => void>()

export const calendarStore = {
  get: () => state,
  set(next: Partial<CalendarState>) {
    state = { ...state, ...next }
    writeStored(KEY, state)
    for (const listener of listeners) listener()
  },
  setDate: (date: Day) => calendarStore.set({ date }),
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export const useCalendarState = () =>
  useSyncExternalStore(calendarStore.subscribe, calendarStore.get, calendarStore.get)
