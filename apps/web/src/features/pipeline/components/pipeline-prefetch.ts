import { userQueryOptions } from '../../../lib/current-user.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { settingsQuery, uiStateQuery } from '../../../lib/ui-state.ts'
import { answersQuery } from '../../applicants/index.ts'
import { boardQuery, narrowingOf } from '../api/pipeline.ts'

/**
 * Starts what the board opened by its address needs while its code still loads: once the session
 * is known, the shell's reads, the answer catalogue and the board itself. The screen finds them in
 * the cache, so its first render can show the cards.
 */
export async function prefetchBoard(search: string) {
  const user = await queryClient.fetchQuery(userQueryOptions).catch(() => null)
  if (!user?.email_verified_at) return
  await Promise.all([
    queryClient.prefetchQuery(settingsQuery),
    queryClient.prefetchQuery(answersQuery),
    queryClient.prefetchQuery(uiStateQuery),
    queryClient.prefetchQuery(boardQuery(queryClient, narrowingOf(new URLSearchParams(search)))),
  ])
}
