import { useCallback, useMemo } from 'react'
import { useLocation } from 'react-router'
import { useQueryWriter } from '../../../lib/use-query-writer.ts'
import { type Narrowing, narrowingOf } from '../utils/narrowing.ts'

/**
 * The board's narrowing in the address (`?stelle=&berufsgruppe=`), and a change of one of them as a
 * history entry, so Back returns to the board before it. A change builds on the last address
 * written here (useQueryWriter): a job chosen, then a group, before the board draws again keeps both.
 */
export function useNarrowing() {
  const { search } = useLocation()
  const narrowing: Narrowing = useMemo(() => narrowingOf(new URLSearchParams(search)), [search])
  const { from, write } = useQueryWriter()
  const set = useCallback(
    (key: keyof Narrowing, value: string | null) => {
      const next = new URLSearchParams(from())
      if (value) next.set(key, value)
      else next.delete(key)
      const query = next.toString()
      write(query ? `?${query}` : '')
    },
    [from, write],
  )
  return { narrowing, set }
}
