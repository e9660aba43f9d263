import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorView } from './error-view.tsx'

/** Fatal or unhandled errors show the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  console.error(error)
  if (isRouteErrorResponse(error)) return <ErrorView code={error.status} />
  return <ErrorView />
}
