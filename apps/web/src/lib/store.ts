import { useSyncExternalStore } from 'react'

/**
 * The small client state: flags, layers, the active applicant and the list
 * filter. Persisted parts live in localStorage.
 */
export type Layer = 'note' | 'share' | 'rating' | 'message' | 'messageTemplate' | 'faqTemplate'
const TOGGLED_LAYERS: readonly Layer[] = ['share', 'message', 'messageTemplate']

export interface ClientState {
  editMode: boolean
  navOpen: boolean
  layers: Record<Layer, boolean>
  isTouch: boolean
  activeApplicantId: number | null
  filter: { filter: Record<string, unknown>; lastModified: string | null }
}

const STORAGE_KEY = 'bb.sidebar'

function detectTouch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false
}

/** Below this width the navigation is a drawer over the page (the layout's CSS breakpoint). */
export const DRAWER_MEDIA = '(max-width: 900px)'

export function isDrawerScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DRAWER_MEDIA).matches
    : false
}

function storedNavOpen(isTouch: boolean): boolean {
  // A drawer covers the page: on a small screen it starts closed, whatever was left open before.
  if (isDrawerScreen()) return false
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    if (saved !== null) return saved === 'open'
  } catch {
    // storage unavailable (private mode): fall back to the default
  }
  return !isTouch && (typeof window === 'undefined' || window.innerWidth >= 900)
}

/** Touch (a coarse pointer) is detected once at start. */
const isTouch = detectTouch()

let state: ClientState = {
  editMode: false,
  navOpen: storedNavOpen(isTouch),
  layers: {
    note: false,
    share: false,
    rating: false,
    message: false,
    messageTemplate: false,
    faqTemplate: false,
  },
  isTouch,
  activeApplicantId: null,
  filter: { filter: {}, lastModified: null },
}
const listeners = new Set<() => void>()

function update(next: Partial<ClientState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const clientStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  setEditMode: (editMode: boolean) => update({ editMode }),
  toggleEditMode: () => update({ editMode: !state.editMode }),
  setNavOpen(navOpen: boolean) {
    update({ navOpen })
    // Only the desktop choice (expanded or collapsed) is remembered, never an open drawer.
    if (isDrawerScreen()) return
    try {
      localStorage.setItem(STORAGE_KEY, navOpen ? 'open' : 'closed')
    } catch {
      // not persisted: fine
    }
  },
  toggleNav: () => clientStore.setNavOpen(!state.navOpen),
  /** The navigation as it starts on this screen size (after crossing the drawer breakpoint). */
  resetNav: () => update({ navOpen: storedNavOpen(isTouch) }),
  /** Share, message and message-template layers toggle; the others are set explicitly. */
  toggleLayer(layer: Layer) {
    if (!TOGGLED_LAYERS.includes(layer)) throw new Error(`Layer ${layer} is set explicitly, not toggled`)
    update({ layers: { ...state.layers, [layer]: !state.layers[layer] } })
  },
  setLayer: (layer: Layer, open: boolean) => update({ layers: { ...state.layers, [layer]: open } }),
  setActiveApplicant: (activeApplicantId: number | null) => update({ activeApplicantId }),
  setFilter: (filter: ClientState['filter']) => update({ filter }),
}

export function useClientState<T>(select: (s: ClientState) => T): T {
  return useSyncExternalStore(
    clientStore.subscribe,
    () => select(state),
    () => select(state),
  )
}
