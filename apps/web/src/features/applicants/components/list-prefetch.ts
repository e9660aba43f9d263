import { userQueryOptions } from '../../../lib/current-user.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { settingsQuery } from '../../../lib/ui-state.ts'
import { answersQuery, prefetchApplicantList } from '../api/applicants.ts'
import { parseListView } from '../api/list-url.ts'
import { LIST_COLUMNS } from './list-columns.ts'
import { defaultView, type ListKind, listBase, listParams } from './list-request.ts'

/**
 * Starts what a list screen opened by its address (a reload, a bookmark, a new tab) needs, while
 * its code still loads: once the session is known, the settings, the answer catalogue and the
 * page of the list the address names. The screen then finds them in the cache. The trash is left
 * to its screen: its columns and its sort differ.
 */
export async function prefetchList(kind: ListKind, filter: string, search: string) {
  const user = await queryClient.fetchQuery(userQueryOptions).catch(() => null)
  if (!user?.email_verified_at) return
  void queryClient.prefetchQuery(settingsQuery)
  void queryClient.prefetchQuery(answersQuery)
  if (kind === 'deleted') return
  const view = parseListView(new URLSearchParams(search), LIST_COLUMNS, defaultView())
  await prefetchApplicantList(queryClient, listParams(listBase(kind, filter), view))
}

/**
 * The code a list screen needs beyond its page: the table (the heaviest part, with its paginator).
 * Loaded with the page, not after it, so the table is ready when the rows arrive; applicant-table.tsx
 * takes the same module.
 */
export const preloadListCode = () => import('./applicant-table-view.tsx')
