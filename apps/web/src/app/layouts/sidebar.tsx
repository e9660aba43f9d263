import { DEFAULT_PROFESSION_GROUPS, DEFAULT_STATUSES, ROUTES, type SidebarItem } from '@bb/shared'
import { Link, NavLink, useLocation } from 'react-router'
import { SavedViewsNav } from '../../features/saved-views/index.ts'
import { isAdminUser, useCurrentUser } from '../../lib/current-user.ts'
import { formatNumber } from '../../lib/format.ts'
import { useSettings, useUiState } from '../../lib/ui-state.ts'
import { NAV_ID } from './use-drawer.ts'

const ICONS: Record<string, string> = {
  uebersicht: 'pi-home',
  suche: 'pi-search',
  pipeline: 'pi-th-large',
  gefolgt: 'pi-star',
  qualifizierte: 'pi-verified',
  geloescht: 'pi-trash',
  statistiken: 'pi-chart-bar',
  kalender: 'pi-calendar',
  stellen: 'pi-megaphone',
  benutzer: 'pi-users',
  einstellungen: 'pi-cog',
}

function NavItem({
  item,
  color,
  elsewhere = false,
}: {
  item: SidebarItem
  color?: string
  /** The address is another item's (a job's view of the overview): this one is not the current page. */
  elsewhere?: boolean
}) {
  const content = (
    <>
      {color ? (
        <span className="nav-item__dot" style={{ background: color }} aria-hidden="true" />
      ) : (
        <i className={`pi ${ICONS[item.slug] ?? 'pi-briefcase'}`} aria-hidden="true" />
      )}
      <span className="nav-item__label">{item.label}</span>
      {item.count !== null ? <span className="nav-item__count">{formatNumber(item.count)}</span> : null}
    </>
  )
  return (
    <li>
      <NavLink
        to={item.path}
        end={item.path === '/'}
        className={({ isActive }) => (isActive && !elsewhere ? 'nav-item active' : 'nav-item')}
        aria-current={elsewhere ? false : 'page'}
      >
        {content}
      </NavLink>
    </li>
  )
}

/** A job's item is the overview with its filter: current only at exactly that address. */
function JobItem({ item, current }: { item: SidebarItem; current: boolean }) {
  return (
    <li>
      <Link
        to={item.path}
        className={current ? 'nav-item active' : 'nav-item'}
        title={item.label}
        aria-current={current ? 'page' : undefined}
      >
        <i className="pi pi-briefcase" aria-hidden="true" />
        <span className="nav-item__label">{item.label}</span>
        {item.count !== null ? <span className="nav-item__count">{formatNumber(item.count)}</span> : null}
      </Link>
    </li>
  )
}

/** Grey rows in the places of a fresh installation's items, so nothing moves when they arrive. */
function Placeholders({ count }: { count: number }) {
  return (
    <ul className="nav-list">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <li key={i} className="nav-item nav-item--placeholder">
          <span className="table-skeleton__bar" />
        </li>
      ))}
    </ul>
  )
}

function SidebarSkeleton() {
  return (
    <>
      <Placeholders count={4} />
      <div className="sidebar__lists">
        <h2 className="nav-heading">Status</h2>
        <Placeholders count={DEFAULT_STATUSES.length} />
        <h2 className="nav-heading">Berufsgruppen</h2>
        <Placeholders count={DEFAULT_PROFESSION_GROUPS.length} />
      </div>
    </>
  )
}

/**
 * The left navigation, from the server's sidebar items (polled with the UI state).
 * The status and occupation-group lists scroll between the main items and the pinned tools
 * (Gelöscht … Einstellungen), so every item stays in reach however many statuses there are.
 */
export function Sidebar() {
  const { data: user } = useCurrentUser()
  const { data: state } = useUiState(Boolean(user?.email_verified_at))
  // One <nav> from the first paint on: the focus put into the drawer stays when the items arrive.
  return (
    <nav id={NAV_ID} className="sidebar" aria-label="Hauptnavigation" tabIndex={-1} aria-busy={!state}>
      {state ? <SidebarItems items={state.sidebarItems.original} /> : <SidebarSkeleton />}
    </nav>
  )
}

function SidebarItems({ items }: { items: SidebarItem[] }) {
  const { data: user } = useCurrentUser()
  const { data: settings } = useSettings(Boolean(user?.email_verified_at))
  const colors = Object.fromEntries((settings?.statuses ?? []).map((s) => [`status-${s.slug}`, s.color]))
  const section = (filter: (i: SidebarItem) => boolean) => items.filter(filter)
  const main = section((i) =>
    ['uebersicht', 'suche', 'pipeline', 'gefolgt', 'qualifizierte'].includes(i.slug),
  )
  const statuses = section((i) => i.slug.startsWith('status-'))
  const groups = section((i) => i.slug.startsWith('berufsgruppe-'))
  const jobs = section((i) => i.slug.startsWith('stelle-'))
  const { pathname, search } = useLocation()
  const currentJob = jobs.find((i) => i.path === `${pathname}${search}`)
  const rest = section((i) => ['geloescht', 'stellen', 'statistiken', 'kalender'].includes(i.slug))
  return (
    <>
      <ul className="nav-list">
        {main.map((item) => (
          <NavItem key={item.slug} item={item} elsewhere={item.path === '/' && currentJob !== undefined} />
        ))}
      </ul>
      <div className="sidebar__lists">
        {statuses.length > 0 ? (
          <>
            <h2 className="nav-heading">Status</h2>
            <ul className="nav-list">
              {statuses.map((item) => (
                <NavItem key={item.slug} item={item} color={colors[item.slug] ?? '#94a3b8'} />
              ))}
            </ul>
          </>
        ) : null}
        {groups.length > 0 ? (
          <>
            <h2 className="nav-heading">Berufsgruppen</h2>
            <ul className="nav-list">
              {groups.map((item) => (
                <NavItem key={item.slug} item={item} />
              ))}
            </ul>
          </>
        ) : null}
        {/* What people add (their views, the jobs) follows what every installation has. */}
        <SavedViewsNav enabled={Boolean(user?.email_verified_at)} />
        {jobs.length > 0 ? (
          <>
            <h2 className="nav-heading">{ROUTES.jobs.title}</h2>
            <ul className="nav-list">
              {jobs.map((item) => (
                <JobItem key={item.slug} item={item} current={item === currentJob} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <ul className="nav-list nav-list--bottom">
        {rest.map((item) => (
          <NavItem key={item.slug} item={item} />
        ))}
        {isAdminUser(user) ? (
          <>
            <NavItem
              item={{ slug: 'benutzer', label: ROUTES.users.title, path: ROUTES.users.path, count: null }}
            />
            <NavItem
              item={{
                slug: 'einstellungen',
                label: ROUTES.settings.title,
                path: ROUTES.settings.path,
                count: null,
              }}
            />
          </>
        ) : null}
      </ul>
    </>
  )
}
