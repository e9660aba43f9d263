import {
  type CreateTimeslotBody,
  type Timeslot,
  timeslot,
  timeslotList,
  type UpdateTimeslotBody,
  userList,
} from '@bb/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { addDays, berlinInstant, type Day } from '../utils/dates.ts'
import { readStored, writeStored } from '../utils/stored.ts'
import { interviewKeys } from './keys.ts'

const SLOTS_KEY = 'bb.timeslots'
const USERS_KEY = 'bb.users'
/** Ranges kept in storage: the current one and a few the recruiter looked at before. */
const KEPT_RANGES = 6

const storedSlots = z.record(z.string(), z.object({ at: z.number(), slots: timeslotList }))

function storeRange(key: string, slots: Timeslot[]) {
  const all = readStored(SLOTS_KEY, storedSlots) ?? {}
  all[key] = { at: Date.now(), slots }
  const newest = Object.entries(all)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEPT_RANGES)
  writeStored(SLOTS_KEY, Object.fromEntries(newest))
}

/** Slots of the Berlin days [first, last] (both inclusive), all locations and interviewers. */
export const timeslotsQuery = (first: Day, last: Day) => {
  const key = `${first}/${last}`
  return queryOptions({
    queryKey: interviewKeys.range(first, last),
    queryFn: async () => {
      const query = { from: berlinInstant(first, '00:00'), to: berlinInstant(addDays(last, 1), '00:00') }
      const slots = await api.get('/api/timeslots', { query, schema: timeslotList })
      storeRange(key, slots)
      return slots
    },
    initialData: () => readStored(SLOTS_KEY, storedSlots)?.[key]?.slots,
    initialDataUpdatedAt: 0,
  })
}

export const useTimeslots = (first: Day, last: Day) => useQuery(timeslotsQuery(first, last))

/** Bookable slots from now on for the booking picker (never from storage: it must be current). */
export const freeTimeslotsQuery = (days: number, locationId: number | null) =>
  queryOptions({
    queryKey: interviewKeys.free(days, locationId),
    queryFn: () => {
      const now = new Date()
      const query = {
        from: now.toISOString(),
        to: new Date(now.getTime() + days * 86_400_000).toISOString(),
        free: 'true',
        location_id: locationId || undefined,
      }
      return api.get('/api/timeslots', { query, schema: timeslotList })
    },
  })

/** The user list (the interviewers to choose from), kept in localStorage like the other interview lists. */
export const interviewersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: async () => {
    const list = await api.get('/api/users', { schema: userList })
    writeStored(USERS_KEY, list)
    return list
  },
  initialData: () => readStored(USERS_KEY, userList),
  initialDataUpdatedAt: 0,
  staleTime: 60_000,
})

/** A slot write changes the calendar; an edit also the bookings (they show its interviewers). */
function useTimeslotWrite<V, R>(write: (variables: V) => Promise<R>, alsoBookings = false) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewKeys.timeslots }),
        alsoBookings ? queryClient.invalidateQueries({ queryKey: interviewKeys.allBookings }) : null,
      ]),
  })
}

/** `POST /api/timeslots`: one slot or a series. */
export const useCreateTimeslots = () =>
  useTimeslotWrite(
    (body: CreateTimeslotBody): Promise<Timeslot[]> =>
      api.post('/api/timeslots', body, { schema: timeslotList }),
  )

/** `PUT /api/timeslots/{id}`. */
export const useUpdateTimeslot = () =>
  useTimeslotWrite(
    ({ id, body }: { id: number; body: UpdateTimeslotBody }): Promise<Timeslot> =>
      api.put('/api/timeslots/{id}', body, { params: { id }, schema: timeslot }),
    true,
  )

/** `DELETE /api/timeslots/{id}`. */
export const useDeleteTimeslot = () =>
  useTimeslotWrite((id: number) => api.delete('/api/timeslots/{id}', { params: { id } }))
