import { USER_INPUT_WINDOW_MS } from '@bb/shared'

/**
 * What a person does in this tab: a key, a click or touch, the wheel, coming back to the window.
 * Polls and refetches that follow no such input are background work and are sent as such, so a tab
 * left open never keeps the session alive on its own. Mouse movement alone does not count (a
 * pointer resting on a window can report movement), nor does a page that only shows itself.
 */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const

export interface ActivityTrackerOptions {
  now?: () => number
  windowMs?: number
}

export function createActivityTracker({
  now = () => Date.now(),
  windowMs = USER_INPUT_WINDOW_MS,
}: ActivityTrackerOptions = {}) {
  let lastInputAt = Number.NEGATIVE_INFINITY
  const listeners = new Set<() => void>()

  function noteInput() {
    lastInputAt = now()
    for (const listener of listeners) listener()
  }

  return {
    noteInput,
    /** True when the person did nothing in this tab for the last minute: a request now is background. */
    isIdle: () => now() - lastInputAt > windowMs,
    /** Called on every input (the idle watch keeps the session alive while someone works here). */
    onInput(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /**
     * Listens on the window and document. A page opened or reloaded in front of the person counts
     * (that was them); one loaded hidden (a restored tab) counts once it is shown.
     */
    attach(
      win: EventTarget,
      doc: EventTarget & { visibilityState: DocumentVisibilityState },
      trusted: (event: Event) => boolean = (event) => event.isTrusted,
    ) {
      const options = { capture: true, passive: true }
      // Only the person's own input: events a script dispatches are not trusted.
      const onInput = (event: Event) => {
        if (trusted(event)) noteInput()
      }
      // The window itself gaining focus (alt-tab, a click on its frame); not a field taking focus.
      const onFocus = (event: Event) => {
        if (trusted(event) && event.target === win) noteInput()
      }
      const onVisible = () => {
        if (doc.visibilityState === 'visible') noteInput()
      }
      for (const type of INPUT_EVENTS) win.addEventListener(type, onInput, options)
      win.addEventListener('focus', onFocus)
      doc.addEventListener('visibilitychange', onVisible)
      onVisible()
      return () => {
        for (const type of INPUT_EVENTS) win.removeEventListener(type, onInput, options)
        win.removeEventListener('focus', onFocus)
        doc.removeEventListener('visibilitychange', onVisible)
      }
    },
  }
}
export type ActivityTracker = ReturnType<typeof createActivityTracker>

/** The tab's one tracker; main.tsx attaches it before the first request. */
export const userActivity = createActivityTracker()
