/** The errors feature's public entry: the router's error boundary and the error view of the root layout. */
export { RouteErrorBoundary } from './components/error-boundary.tsx'
export { ErrorView } from './components/error-view.tsx'
