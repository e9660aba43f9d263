import { ROUTES, routeHref, SEARCH_TERM_MAX } from '@bb/shared'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Menu } from 'primereact/menu'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { logout, useCurrentUser } from '../../lib/current-user.ts'
import { clientStore, useClientState } from '../../lib/store.ts'
import { useUiState } from '../../lib/ui-state.ts'
import { NAV_ID, NAV_TOGGLE_ID } from './use-drawer.ts'

/** Top bar: navigation toggle, global applicant search (`/` focuses it), notifications, user menu. */
export function Topbar() {
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const { data: state } = useUiState(Boolean(user?.email_verified_at))
  const unread = state?.counter.original.notifications ?? 0
  const navOpen = useClientState((s) => s.navOpen)
  const [term, setTerm] = useState('')
  const searchRef = useRef<HTMLInputElement>(null)
  const menuRef = useRef<Menu>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement
      const typing = ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable
      if (event.key === '/' && !typing) {
        event.preventDefault()
        searchRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    navigate(`/bewerber/suche?q=${encodeURIComponent(term.trim())}`)
  }

  return (
    <header className="topbar">
      <Button
        icon="pi pi-bars"
        text
        rounded
        id={NAV_TOGGLE_ID}
        aria-label="Navigation ein- oder ausblenden"
        aria-controls={NAV_ID}
        aria-expanded={navOpen}
        onClick={() => clientStore.toggleNav()}
        className="topbar__toggle"
      />
      <Link to="/" className="topbar__brand">
        <img src="/favicon.svg" alt="" width={26} height={26} />
        <span>Bewerber-Backoffice</span>
      </Link>
      <form className="topbar__search" aria-label="Suche" onSubmit={submit}>
        <i className="pi pi-search" aria-hidden="true" />
        <InputText
          ref={searchRef}
          value={term}
          maxLength={SEARCH_TERM_MAX}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Bewerber:innen suchen …"
          aria-label="Bewerber:innen suchen"
          aria-keyshortcuts="/"
        />
        <kbd>/</kbd>
      </form>
      <div className="topbar__actions">
        <Link
          to="/benachrichtigungen"
          className="topbar__bell"
          aria-label={`Benachrichtigungen, ${unread} ungelesen`}
        >
          <i className="pi pi-bell" aria-hidden="true" />
          {unread > 0 ? <span className="topbar__badge">{unread > 99 ? '99+' : unread}</span> : null}
        </Link>
        <Menu
          ref={menuRef}
          popup
          popupAlignment="right"
          model={[
            ...(user
              ? [
                  {
                    label: 'Mein Konto',
                    icon: 'pi pi-user',
                    command: () => navigate(routeHref('userEdit', { slug: user.id })),
                  },
                ]
              : []),
            {
              label: ROUTES.settings.title,
              icon: 'pi pi-cog',
              command: () => navigate(ROUTES.settings.path),
            },
            {
              label: ROUTES.changePassword.title,
              icon: 'pi pi-key',
              command: () => navigate(ROUTES.changePassword.path),
            },
            { separator: true },
            { label: 'Abmelden', icon: 'pi pi-sign-out', command: () => void logout() },
          ]}
        />
        <Button
          text
          className="topbar__user"
          aria-haspopup="menu"
          onClick={(event) => menuRef.current?.toggle(event)}
        >
          <span className="avatar" aria-hidden="true">
            {(user?.name ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <span className="sr-only">Benutzermenü von </span>
          <span className="topbar__user-name">{user?.name}</span>
          <i className="pi pi-angle-down" aria-hidden="true" />
        </Button>
      </div>
    </header>
  )
}
