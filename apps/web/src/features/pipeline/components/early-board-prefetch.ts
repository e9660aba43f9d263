import { ROUTES } from '@bb/shared'
import { fillPath } from '../../../lib/api-paths.ts'
import { narrowingOf, narrowingQuery } from '../utils/narrowing.ts'

/**
 * The board's first read for the boot script (src/early.ts), exactly as the screen will ask it;
 * undefined for any other address.
 */
export function earlyBoardRequest(pathname: string, search: string): string | undefined {
  if (pathname.replace(/\/+$/, '') !== ROUTES.pipeline.path) return undefined
  return fillPath('/api/pipeline', undefined, narrowingQuery(narrowingOf(new URLSearchParams(search))))
}
