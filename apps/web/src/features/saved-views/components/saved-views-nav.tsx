import './saved-views.css'
import { routeHref, SAVED_VIEW_TEXTS, type SavedView } from '@bb/shared'
import { Link, useLocation } from 'react-router'
import { useSavedViews } from '../api/saved-views.ts'
import { openViewId } from '../utils/open-view.ts'

function ViewItem({ view, current }: { view: SavedView; current: boolean }) {
  const by = view.own ? undefined : SAVED_VIEW_TEXTS.sharedBy(view.owner.name)
  return (
    <li>
      <Link
        to={routeHref('savedView', { id: view.id })}
        className={current ? 'nav-item saved-view-item active' : 'nav-item saved-view-item'}
        aria-current={current ? 'page' : undefined}
        title={by ? `${view.name} (${by})` : view.name}
      >
        <i className={`pi ${view.own ? 'pi-bookmark' : 'pi-users'}`} aria-hidden="true" />
        <span className="saved-view-item__text">
          <span className="nav-item__label">{view.name}</span>
          {by ? <span className="saved-view-item__owner">{by}</span> : null}
        </span>
        {view.own && view.shared ? (
          <span className="saved-view-item__shared" title={SAVED_VIEW_TEXTS.shareLabel}>
            <i className="pi pi-share-alt" aria-hidden="true" />
            <span className="sr-only">{SAVED_VIEW_TEXTS.sharedMark}</span>
          </span>
        ) : null}
      </Link>
    </li>
  )
}

/**
 * The sidebar's „Ansichten“: the person's own views, then the ones colleagues share (with whose
 * they are). Each is a link to the view's address, which opens its list in the view. Without any
 * view there is no section: every list offers „Ansicht speichern“, and the navigation of a fresh
 * installation keeps its room for what it has.
 */
export function SavedViewsNav({ enabled }: { enabled: boolean }) {
  const { data: views } = useSavedViews(enabled)
  const { search } = useLocation()
  const open = openViewId(search)
  if (!views || views.length === 0) return null
  return (
    <>
      <h2 className="nav-heading" id="saved-views-heading">
        {SAVED_VIEW_TEXTS.section}
      </h2>
      <ul className="nav-list" aria-labelledby="saved-views-heading">
        {views.map((view) => (
          <ViewItem key={view.id} view={view} current={view.id === open} />
        ))}
      </ul>
    </>
  )
}
