import { lazy, Suspense } from 'react'
import type { ListRef } from '../../applicants/index.ts'

const ViewTools = lazy(() => import('./view-tools.tsx'))

/** A list's saved-view buttons; their code comes after the list's (nothing waits for it). */
export function savedViewTools(list: ListRef) {
  return (
    <Suspense fallback={null}>
      <ViewTools list={list} />
    </Suspense>
  )
}
