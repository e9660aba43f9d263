import { useSearchParams } from 'react-router'
import { ErrorView } from './error-view.tsx'

/** /error: code, message and description may come in the query (e.g. from an expired mail link). */
export default function ErrorPage() {
  const [params] = useSearchParams()
  const code = Number(params.get('code'))
  return (
    <ErrorView
      code={Number.isInteger(code) && code >= 400 && code < 600 ? code : undefined}
      message={params.get('message') ?? undefined}
      description={params.get('description') ?? undefined}
    />
  )
}

export function NotFoundPage() {
  return <ErrorView code={404} />
}
