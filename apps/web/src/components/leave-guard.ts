import { confirmDialog } from 'primereact/confirmdialog'
import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'
import { overlaysReady } from './overlays-ready.ts'

/** The app's own question before unsaved changes are lost ("Weiter bearbeiten" has the focus). */
export function confirmDiscard({ onDiscard, onStay }: { onDiscard: () => void; onStay?: () => void }) {
  void overlaysReady.then(() =>
    confirmDialog({
      header: 'Änderungen verwerfen?',
      message: 'Ihre Änderungen sind noch nicht gespeichert. Wenn Sie jetzt weitergehen, gehen sie verloren.',
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Verwerfen',
      rejectLabel: 'Weiter bearbeiten',
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: onDiscard,
      // Any way out but "Verwerfen" (the button, Escape, ×) keeps the person on the form.
      onHide: (result) => {
        if (result !== 'accept') onStay?.()
      },
    }),
  )
}

/**
 * Asks before leaving a page with unsaved changes, in the app's dialog. Returns a ref: a save sets
 * it to false before it navigates, so its own navigation is not asked about.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty)
  dirtyRef.current = dirty
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    confirmDiscard({ onDiscard: () => blocker.proceed(), onStay: () => blocker.reset() })
  }, [blocker])
  return dirtyRef
}
