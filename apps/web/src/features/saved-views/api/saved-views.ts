import {
  type CreateSavedViewBody,
  type SavedView,
  savedView,
  savedViews,
  type UpdateSavedViewBody,
} from '@bb/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** The query keys of this feature. */
export const savedViewKeys = {
  all: ['saved-views'] as const,
}

/** A colleague's newly shared view shows within a minute, or at once after a save here. */
export const savedViewsQuery = queryOptions({
  queryKey: savedViewKeys.all,
  queryFn: () => api.get('/api/saved-views', { schema: savedViews }),
  staleTime: 60_000,
  refetchInterval: 60_000,
})

export const useSavedViews = (enabled = true) => useQuery({ ...savedViewsQuery, enabled })

/** `POST /api/saved-views`. */
export function useCreateSavedView() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateSavedViewBody) => api.post('/api/saved-views', body, { schema: savedView }),
    onSuccess: (created) =>
      queryClient.setQueryData<SavedView[]>(savedViewKeys.all, (views) => [...(views ?? []), created]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  })
}

/** `PATCH /api/saved-views/{id}`: a new name, a new state or the sharing. */
export function useUpdateSavedView() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSavedViewBody }) =>
      api.patch('/api/saved-views/{id}', body, { params: { id }, schema: savedView }),
    onSuccess: (updated) =>
      queryClient.setQueryData<SavedView[]>(savedViewKeys.all, (views) =>
        views?.map((v) => (v.id === updated.id ? updated : v)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  })
}

/** `DELETE /api/saved-views/{id}`; the list refreshes also after a failure (it may be gone already). */
export function useDeleteSavedView() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/saved-views/{id}', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  })
}
