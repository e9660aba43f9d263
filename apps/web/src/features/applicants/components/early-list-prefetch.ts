import { ROUTES } from '@bb/shared'
import { listRequestPath } from '../api/list-params.ts'
import { addressedPage, type ListKind } from './list-request.ts'

/** The list screens whose first page is known from the address alone (the trash sorts its own way). */
const LIST_ROUTES: ReadonlyArray<readonly [ListKind, string]> = [
  ['all', ROUTES.home.path],
  ['followed', ROUTES.followed.path],
  ['qualified', ROUTES.qualified.path],
  ['status', ROUTES.byStatus.path],
  ['group', ROUTES.byProfessionGroup.path],
]

const segments = (path: string) => path.split('/').filter((segment) => segment !== '')

/** The `:filter` of `pattern` in `pathname` ('' for a pattern without one), or null when it does not match. */
function matchFilter(pattern: string, pathname: string): string | null {
  const want = segments(pattern)
  const have = segments(pathname)
  if (want.length !== have.length) return null
  let filter = ''
  for (const [i, part] of want.entries()) {
    const given = have[i]!
    if (part === ':filter') {
      try {
        filter = decodeURIComponent(given)
      } catch {
        return null
      }
    } else if (part !== given) return null
  }
  return filter
}

/**
 * The address of the first list request of the screen at `pathname` + `search`, for the boot script
 * that sends it before the app's code runs (src/early.ts); undefined when the address is not a list
 * whose first page is known without the app. Static paths win over the ones with a filter, as in the
 * router.
 */
export function earlyListRequest(pathname: string, search: string): string | undefined {
  for (const [kind, pattern] of LIST_ROUTES) {
    const filter = matchFilter(pattern, pathname)
    if (filter !== null) return listRequestPath(addressedPage(kind, filter, search))
  }
  return undefined
}
