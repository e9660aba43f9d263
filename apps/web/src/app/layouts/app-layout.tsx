import { Outlet } from 'react-router'
import { clientStore, useClientState } from '../../lib/store.ts'
import { Sidebar } from './sidebar.tsx'
import { Topbar } from './topbar.tsx'

/** The app layout: top bar, collapsible navigation, and the page. */
export function AppLayout() {
  const navOpen = useClientState((s) => s.navOpen)
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
            onClick={() => clientStore.setNavOpen(false)}
          />
        ) : null}
        <main id="main" className="app-layout__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  )
}
