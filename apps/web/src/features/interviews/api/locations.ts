import { type Location, type LocationBody, location, locationList } from '@bb/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { readStored, writeStored } from '../utils/stored.ts'

const STORAGE_KEY = 'bb.locations'

/** `GET /api/locations`: shown at once from localStorage (SPEC.md §3), then refreshed. */
export const locationsQuery = queryOptions({
  queryKey: ['locations'],
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

async function refresh() {
  await queryClient.invalidateQueries({ queryKey: locationsQuery.queryKey })
  // Slot and booking texts carry the location's name.
  await queryClient.invalidateQueries({ queryKey: ['timeslots'] })
}

export async function saveLocation(id: number | null, body: LocationBody): Promise<Location> {
  const saved =
    id === null
      ? await api.post('/api/locations', body, { schema: location })
      : await api.put('/api/locations/{id}', body, { params: { id }, schema: location })
  await refresh()
  return saved
}

export async function deleteLocation(id: number) {
  await api.delete('/api/locations/{id}', { params: { id } })
  await refresh()
}
