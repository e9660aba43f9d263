import { type Location, type LocationBody, location, locationList } from '@bb/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { readStored, writeStored } from '../utils/stored.ts'
import { interviewKeys } from './keys.ts'

const STORAGE_KEY = 'bb.locations'

/** `GET /api/locations`: shown at once from localStorage, then refreshed. */
export const locationsQuery = queryOptions({
  queryKey: interviewKeys.locations,
  queryFn: async () => {
    const list = await api.get('/api/locations', { schema: locationList })
    writeStored(STORAGE_KEY, list)
    return list
  },
  initialData: () => readStored(STORAGE_KEY, locationList),
  initialDataUpdatedAt: 0,
  staleTime: 60_000,
})

export const useLocations = () => useQuery(locationsQuery)

/** A location write changes the list and the slot and booking texts, which carry its name. */
function useLocationWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: locationsQuery.queryKey })
      await queryClient.invalidateQueries({ queryKey: interviewKeys.timeslots })
    },
  })
}

/** `POST /api/locations` for a new location (`id: null`), `PUT /api/locations/{id}` for an edit. */
export const useSaveLocation = () =>
  useLocationWrite(
    ({ id, body }: { id: number | null; body: LocationBody }): Promise<Location> =>
      id === null
        ? api.post('/api/locations', body, { schema: location })
        : api.put('/api/locations/{id}', body, { params: { id }, schema: location }),
  )

/** `DELETE /api/locations/{id}`. */
export const useDeleteLocation = () =>
  useLocationWrite((id: number) => api.delete('/api/locations/{id}', { params: { id } }))
