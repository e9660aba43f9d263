import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useNavigation } from 'react-router'

/** The shell's top loading bar: visible while data or a route loads. */
export function LoadingBar() {
  const fetching = useIsFetching({ predicate: (q) => q.state.data === undefined })
  const mutating = useIsMutating()
  const navigation = useNavigation()
  const busy = fetching > 0 || mutating > 0 || navigation.state !== 'idle'
  return (
    <div
      className={`loading-bar${busy ? ' loading-bar--active' : ''}`}
      role="progressbar"
      aria-hidden={!busy}
      aria-label="Lädt"
    />
  )
}
