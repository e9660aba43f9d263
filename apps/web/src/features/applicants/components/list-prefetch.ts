import { userQueryOptions } from '../../../lib/current-user.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { settingsQuery, uiStateQuery } from '../../../lib/ui-state.ts'
import { answersQuery, prefetchApplicantList } from '../api/applicants.ts'
import { addressedPage, type ListKind } from './list-request.ts'

/**
 * Starts what a list screen opened by its address (a reload, a bookmark, a new tab) needs, while
 * its code still loads: once the session is known, the settings, the answer catalogue, the
 * sidebar's counters and the page of the list the address names. The screen then finds them in the
 * cache; resolves when all are there, so the first render can show the rows. The trash is left to
 * its screen: its columns and its sort differ.
 */
export async function prefetchList(kind: ListKind, filter: string, search: string) {
  const user = await queryClient.fetchQuery(userQueryOptions).catch(() => null)
  if (!user?.email_verified_at) return
  await Promise.all([
    queryClient.prefetchQuery(settingsQuery),
    queryClient.prefetchQuery(answersQuery),
    queryClient.prefetchQuery(uiStateQuery),
    kind === 'deleted' ? undefined : prefetchApplicantList(queryClient, addressedPage(kind, filter, search)),
  ])
}

/**
 * The code a list screen needs beyond its page: the table (the heaviest part, with its paginator).
 * Loaded with the page, not after it, so the table is ready when the rows arrive. Resolves once the
 * table that applicant-table.tsx renders knows its code is there: a module that has arrived is not
 * yet known to the component that loads it, and the first render would show the skeleton.
 */
export const preloadListCode = () =>
  Promise.all([
    import('./applicant-table-view.tsx'),
    import('./applicant-table.tsx').then((m) => m.preloadTableView()),
  ])
