import { useMatches } from 'react-router'
import { PageHeader } from '../components/page-header.tsx'

/** Screens whose feature issue has not landed yet: the German page title inside the shell. */
export default function PlaceholderPage() {
  const matches = useMatches()
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined
  return <PageHeader title={handle?.title ?? 'Bewerber-Backoffice'} />
}
