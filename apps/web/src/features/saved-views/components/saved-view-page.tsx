import { SAVED_VIEW_TEXTS } from '@bb/shared'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { ErrorView } from '../../errors/index.ts'
import { useSavedViews } from '../api/saved-views.ts'
import { viewAddress } from '../utils/view-state.ts'

/**
 * A saved view's own address (`/ansichten/5`): it stands in for the view's list in the view as
 * last saved, so it replaces itself with that list's address. Back then leads to where the
 * person came from, and reload keeps the list as it is shown.
 */
export default function SavedViewPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { data: views, isError } = useSavedViews()
  const view = views?.find((v) => String(v.id) === id)
  useEffect(() => {
    if (view) void navigate(viewAddress(view), { replace: true })
  }, [view, navigate])
  if (isError || (views && !view)) return <ErrorView code={404} message={SAVED_VIEW_TEXTS.notFound} />
  return <FullPageLoader />
}
