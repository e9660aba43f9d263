import { useCallback, useRef } from 'react'
import { type NavigateOptions, useLocation, useNavigate } from 'react-router'

/**
 * Changes of the address's query that build on the last query written here until the location
 * moves on (`from`), not on the one last drawn: two changes before the page draws again (a filter
 * accepted, then a header pressed, on a busy machine) would otherwise both start from the drawn
 * address, and the second would drop the first. `write` goes to a query unless it is already there.
 */
export function useQueryWriter() {
  const { search } = useLocation()
  const navigate = useNavigate()
  const latest = useRef({ seen: search, address: search })
  if (latest.current.seen !== search) latest.current = { seen: search, address: search }
  const from = useCallback(() => latest.current.address, [])
  const write = useCallback(
    (target: string, options?: NavigateOptions) => {
      if (target === latest.current.address) return
      latest.current.address = target
      navigate({ search: target }, options)
    },
    [navigate],
  )
  return { from, write }
}
