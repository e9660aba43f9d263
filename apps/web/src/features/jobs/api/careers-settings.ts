import { type CareersSettings, careersSettings, type UpdateCareersSettingsBody } from '@bb/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const careersSettingsQuery = queryOptions({
  queryKey: ['careers-settings'] as const,
  queryFn: () => api.get('/api/careers-settings', { schema: careersSettings }),
})

/** Admins: `PUT /api/careers-settings`; the answer is the stored settings. */
export function useSaveCareersSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateCareersSettingsBody): Promise<CareersSettings> =>
      api.put('/api/careers-settings', body, { schema: careersSettings }),
    onSuccess: (saved) => queryClient.setQueryData(careersSettingsQuery.queryKey, saved),
  })
}
