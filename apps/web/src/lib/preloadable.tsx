import { type ComponentType, lazy, useEffect, useState } from 'react'

type Module<P> = { default: ComponentType<P> }

export type Preloadable<P> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when it is there. */
  preload(): Promise<Module<P>>
  /** The code is there: a render now shows the component at once. */
  isLoaded(): boolean
}

/**
 * A lazily loaded component that can be loaded ahead of its first render. React.lazy suspends on
 * its first render even when the code is already there, and React then holds the content back for
 * up to 300 ms after the fallback it showed, so every lazy level between a navigation and the rows
 * would cost that much. A component whose code was preloaded renders at once instead; one that is
 * not there yet suspends as React.lazy does. Each place it is rendered keeps the way it started
 * with, so a render never swaps the one for the other and loses the state below.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<Module<P>> | undefined
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // A failed load (a new deployment, a lost connection) may be tried again later.
        pending = undefined
        throw error
      },
    )
    return pending
  }
  const Lazy = lazy(preload)
  function Component(props: P) {
    // The code as it was at this place's first render, kept for its life.
    const [Start] = useState(() => loaded)
    return Start ? <Start {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Component, { preload, isLoaded: () => loaded !== undefined })
}

/**
 * Whether a preloadable's code is there, loading it if not; the caller re-renders when it arrives.
 * A screen that shows its own placeholder until then never suspends, so React shows no fallback and
 * holds nothing back when the content comes (React delays content that follows a shown fallback by
 * up to 300 ms).
 */
export function useLoaded(component: {
  preload(): Promise<unknown>
  isLoaded(): boolean
}): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
    component.isLoaded() ? 'ready' : 'loading',
  )
  useEffect(() => {
    if (state !== 'loading') return
    let current = true
    component.preload().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    )
    return () => {
      current = false
    }
  }, [component, state])
  return state
}
