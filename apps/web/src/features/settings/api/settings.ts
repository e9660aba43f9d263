import { type AppSettings, appSettings, type UpdateSettingsBody, type User, userListItem } from '@bb/shared'
import { api } from '../../../lib/api.ts'
import { queryClient } from '../../../lib/query-client.ts'

export interface PersonalSettings {
  name: string
  signature: string
  default_list_path: string
}

/** The user's own name, signature and start list (`PUT /api/users/{id}`). */
export async function savePersonalSettings(me: User, body: PersonalSettings) {
  const saved = await api.put('/api/users/{id}', body, { params: { id: me.id }, schema: userListItem })
  await queryClient.invalidateQueries({ queryKey: ['user'] })
  return saved
}

/** Admins: the application settings; the answer is the new settings object. */
export async function saveAppSettings(body: UpdateSettingsBody): Promise<AppSettings> {
  const saved = await api.put('/api/settings', body, { schema: appSettings })
  queryClient.setQueryData(['settings'], saved)
  await queryClient.invalidateQueries({ queryKey: ['answers'] })
  await queryClient.invalidateQueries({ queryKey: ['ui-state'] })
  return saved
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
