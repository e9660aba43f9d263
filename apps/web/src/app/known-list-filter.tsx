import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { FullPageLoader } from '../components/full-page-loader.tsx'
import { answersQuery } from '../features/applicants/index.ts'
import { NotFoundPage } from '../features/errors/components/error-page.tsx'

/**
 * A status or occupation-group list exists for the slugs of the catalogue only: any other slug is
 * the not-found page, not an empty list. Without a catalogue (it failed to load) the list shows.
 */
export function KnownListFilter({
  field,
  children,
}: {
  field: 'status' | 'profession_group'
  children: ReactNode
}) {
  const { filter = '' } = useParams()
  const { data: catalogue, isPending } = useQuery(answersQuery)
  if (isPending) return <FullPageLoader />
  const options = catalogue?.[field]
  if (options && Object.keys(options).length > 0 && !Object.hasOwn(options, filter)) return <NotFoundPage />
  return children
}
