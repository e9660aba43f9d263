import { Outlet } from 'react-router'
import { useClientState } from '../../lib/store.ts'
import { Sidebar } from './sidebar.tsx'
import { Topbar } from './topbar.tsx'
import { closeDrawer, useDrawer } from './use-drawer.ts'

/** The app layout: top bar, collapsible navigation (a drawer on small screens), and the page. */
export function AppLayout() {
  const navOpen = useClientState((s) => s.navOpen)
  const { drawerOpen } = useDrawer()
  return (
    <div className={`app-layout${navOpen ? '' : ' app-layout--nav-closed'}`}>
      <a href="#main" className="skip-link">
        Zum Inhalt springen
      </a>
      <Topbar />
      <div className="app-layout__body">
        <Sidebar />
        {navOpen ? (
          <button
            type="button"
            className="app-layout__scrim"
            aria-label="Navigation schließen"
            onClick={closeDrawer}
          />
        ) : null}
        {/* An open drawer covers the page: what lies behind it is out of reach until it closes. */}
        <main id="main" className="app-layout__main" tabIndex={-1} inert={drawerOpen}>
          <Outlet />
        </main>
      </div>
    </div>
  )
}
