import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { clientStore, DRAWER_MEDIA, isDrawerScreen, useClientState } from '../../lib/store.ts'

export const NAV_ID = 'app-navigation'
export const NAV_TOGGLE_ID = 'nav-toggle'

function subscribeToScreen(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(DRAWER_MEDIA)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const focusToggle = () => document.getElementById(NAV_TOGGLE_ID)?.focus()

/** Closes the drawer; the focus goes back to ☰ so the keyboard stays where it was. */
export function closeDrawer() {
  clientStore.setNavOpen(false)
  focusToggle()
}

/**
 * The navigation as a drawer on small screens: it covers the page, so every navigation (link,
 * Back, a redirect) closes it, it never comes back open after a reload, focus moves into it when
 * it opens and Esc closes it. On a wide screen it sits beside the page and keeps its state.
 */
export function useDrawer(): { drawerOpen: boolean } {
  const drawer = useSyncExternalStore(subscribeToScreen, isDrawerScreen, () => false)
  const navOpen = useClientState((s) => s.navOpen)
  const location = useLocation()
  const screen = useRef(drawer)
  // Right after crossing the breakpoint the stored state still belongs to the other size (an
  // expanded desktop sidebar is no open drawer): not open until the reset below has run, or the
  // drawer would take the focus from whatever had it (a dialog's field) and make the page inert.
  const drawerOpen = drawer && navOpen && screen.current === drawer

  // Crossing the breakpoint (rotating a tablet, resizing): start the way this size starts.
  useEffect(() => {
    if (screen.current === drawer) return
    screen.current = drawer
    clientStore.resetNav()
  }, [drawer])

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new location (also the same path again) closes it
  useEffect(() => {
    if (!isDrawerScreen() || !clientStore.get().navOpen) return
    const fromDrawer = document.getElementById(NAV_ID)?.contains(document.activeElement) ?? false
    clientStore.setNavOpen(false)
    // The link that had the focus disappears with the drawer: continue on the new page.
    if (fromDrawer) document.getElementById('main')?.focus({ preventScroll: true })
  }, [location.key])

  useEffect(() => {
    if (!drawerOpen) return
    const nav = document.getElementById(NAV_ID)
    const target = nav?.querySelector<HTMLElement>('a.active') ?? nav?.querySelector<HTMLElement>('a') ?? nav
    target?.focus({ preventScroll: false })
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      closeDrawer()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [drawerOpen])

  return { drawerOpen }
}
