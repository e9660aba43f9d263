import { type ComponentType, lazy, useState } from 'react'

type Module<P> = { default: ComponentType<P> }

export type Preloadable<P> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when it is there. */
  preload(): Promise<Module<P>>
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
  return Object.assign(Component, { preload })
}
