import { type AppSettings, appSettings, type UpdateSettingsBody, type User, userListItem } from '@bb/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { userQueryOptions } from '../../../lib/current-user.ts'

/**
 * The query keys this feature writes to. The queries themselves are the app's (lib/ui-state.ts
 * and lib/current-user.ts load them for every screen); the keys are the same.
 */
export const settingsKeys = {
  app: ['settings'] as const,
  /** The select lists (statuses, groups, categories) follow the settings. */
  answers: ['answers'] as const,
  uiState: ['ui-state'] as const,
  me: userQueryOptions.queryKey,
}

export interface PersonalSettings {
  name: string
  signature: string
  default_list_path: string
}

/** The user's own name, signature and start list (`PUT /api/users/{id}`). */
export function useSavePersonalSettings(me: User) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PersonalSettings) =>
      api.put('/api/users/{id}', body, { params: { id: me.id }, schema: userListItem }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.me }),
  })
}

/** Admins: the application settings (`PUT /api/settings`); the answer is the new settings object. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => api.put('/api/settings', body, { schema: appSettings }),
    onSuccess: async (saved: AppSettings) => {
      queryClient.setQueryData(settingsKeys.app, saved)
      await queryClient.invalidateQueries({ queryKey: settingsKeys.answers })
      await queryClient.invalidateQueries({ queryKey: settingsKeys.uiState })
    },
  })
}

/** The editable part of the settings, as the form starts from it. */
export const toSettingsBody = (s: AppSettings): UpdateSettingsBody => ({
  company_name: s.company_name,
  mail_from: s.mail_from,
  mail_reply_to: s.mail_reply_to,
  statuses: s.statuses.map((x) => ({ ...x })),
  profession_groups: s.profession_groups.map((x) => ({ ...x })),
  document_categories: s.document_categories.map((x) => ({ ...x })),
  upload_limit_mb: s.upload_limit_mb,
  retention_months: s.retention_months,
  retention_enabled: s.retention_enabled,
  retention_action: s.retention_action,
  remember_idle_days: s.remember_idle_days,
})
