import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { type Narrowing, narrowingOf } from '../utils/narrowing.ts'

/**
 * The board's narrowing in the address (`?stelle=&berufsgruppe=`), and a change of one of them as a
 * history entry, so Back returns to the board before it. A change builds on the last address
 * written here until the location moves on: two changes before the board draws again (a job chosen,
 * then a group, on a busy machine) would otherwise both start from the drawn address, and the
 * second would drop the first.
 */
export function useNarrowing() {
  const { search } = useLocation()
  const navigate = useNavigate()
  const narrowing: Narrowing = useMemo(() => narrowingOf(new URLSearchParams(search)), [search])
  const latest = useRef({ seen: search, address: search })
  if (latest.current.seen !== search) latest.current = { seen: search, address: search }
  const set = useCallback(
    (key: keyof Narrowing, value: string | null) => {
      const next = new URLSearchParams(latest.current.address)
      if (value) next.set(key, value)
      else next.delete(key)
      const query = next.toString()
      const target = query ? `?${query}` : ''
      if (target === latest.current.address) return
      latest.current.address = target
      navigate({ search: target })
    },
    [navigate],
  )
  return { narrowing, set }
}
