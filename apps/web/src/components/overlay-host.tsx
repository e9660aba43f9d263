import { ConfirmDialog } from 'primereact/confirmdialog'
import { Toast } from 'primereact/toast'
import { type Ref, useEffect } from 'react'
import { markOverlaysReady } from './overlays-ready.ts'

/**
 * The app-wide toast and confirmation dialog. Loaded right after the first render (see
 * toast.tsx), so no page waits for them; toasts raised before they arrive are queued.
 */
export default function OverlayHost({ toastRef, onReady }: { toastRef: Ref<Toast>; onReady: () => void }) {
  useEffect(() => {
    markOverlaysReady()
    onReady()
  }, [onReady])
  return (
    <>
      <Toast ref={toastRef} position="top-right" />
      <ConfirmDialog />
    </>
  )
}
