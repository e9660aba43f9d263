import { appSettings, POLL_UI_STATE_MS, uiState } from '@bb/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, leaveIfSessionEnded } from './api.ts'
import { ApiError } from './api-client.ts'
import { logout } from './current-user.ts'
import { queryClient } from './query-client.ts'

let knownSettingsVersion: number | undefined

/** An admin changed the settings: every open client reloads them (and the labels that follow them). */
function reloadSettingsWhenChanged(version: number | undefined) {
  if (version === undefined) return
  if (knownSettingsVersion !== undefined && version !== knownSettingsVersion) {
    void queryClient.invalidateQueries({ queryKey: ['settings'] })
    void queryClient.invalidateQueries({ queryKey: ['answers'] })
  }
  knownSettingsVersion = version
}

/** Sidebar items and counters; a 401 logs the user out. */
export const uiStateQuery = queryOptions({
  queryKey: ['ui-state'],
  queryFn: async () => {
    try {
      const state = await api.get('/api/ui-state', { schema: uiState, globalHandling: false })
      reloadSettingsWhenChanged(state.counter.original.settings)
      return state
    } catch (error) {
      // A 401 at the end the tab expected leaves with the reason ("nach längerer Inaktivität").
      if (error instanceof ApiError && error.status === 401 && !leaveIfSessionEnded()) await logout()
      else if (error instanceof ApiError && error.status === 409) window.location.assign('/verify-email')
      throw error
    }
  },
})

/** The sidebar items and counters, polled every 10 s. */
export const useUiState = (enabled: boolean) =>
  useQuery({ ...uiStateQuery, enabled, refetchInterval: POLL_UI_STATE_MS })

/** Application settings, loaded once for a logged-in user; failures are only logged. */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  staleTime: 5 * 60_000,
  queryFn: async () => {
    try {
      return await api.get('/api/settings', { schema: appSettings, globalHandling: false })
    } catch (error) {
      console.warn('Einstellungen konnten nicht geladen werden', error)
      throw error
    }
  },
})

export const useSettings = (enabled: boolean) => useQuery({ ...settingsQuery, enabled })
