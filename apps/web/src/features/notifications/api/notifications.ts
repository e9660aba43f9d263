import {
  type Notification,
  type NotificationSettings,
  notificationList,
  notificationSettings,
  POLL_UI_STATE_MS,
} from '@bb/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api.get('/api/notifications', { schema: notificationList }),
})

/** Polled as often as the bell (the UI state, every 10 s), so list and count agree. */
export const useNotifications = () => useQuery({ ...notificationsQuery, refetchInterval: POLL_UI_STATE_MS })

/**
 * Marks one notification (or, without an id, all) read: the list changes at once, then list and
 * bell (`['ui-state']`, the shell's counter) are fetched again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null
        ? api.post('/api/notifications/read-all')
        : api.post('/api/notifications/{id}/read', {}, { params: { id } }),
    onMutate: (id) => {
      const readAt = new Date().toISOString()
      queryClient.setQueryData<Notification[]>(notificationsQuery.queryKey, (list) =>
        list?.map((n) =>
          n.read_at === null && (id === null || n.id === id) ? { ...n, read_at: readAt } : n,
        ),
      )
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['ui-state'] }),
      ]),
  })
}

export const notificationSettingsQuery = queryOptions({
  queryKey: ['notification-settings'],
  queryFn: () => api.get('/api/user/notification-settings', { schema: notificationSettings }),
})

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      api.put('/api/user/notification-settings', body, { schema: notificationSettings }),
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQuery.queryKey, saved),
  })
}
