import { ConfirmDialog } from 'primereact/confirmdialog'
import { Toast } from 'primereact/toast'
import { type Ref, useEffect } from 'react'
import { markOverlaysReady } from '../components/overlays-ready.ts'
import { SessionWatchHost } from '../features/auth/index.ts'
import { CompanySetup } from '../features/settings/index.ts'

/** Top-right, below the page's header rows (measured in toast-placement.ts) instead of a fixed 20 px. */
const TOAST_PT = { root: { style: { top: 'var(--bb-toast-top, 20px)' } } }

/**
 * The app-wide toast and confirmation dialog, the company setup step and the session warning. Loaded
 * right after the first render (see providers.tsx), so no page waits for them; toasts and
 * confirmations raised before they arrive wait for `overlaysReady`. It lives in app/ because it
 * mounts parts of features (auth, settings) and the toast in components/ must not import them.
 */
export default function OverlayHost({ toastRef }: { toastRef: Ref<Toast> }) {
  useEffect(markOverlaysReady, [])
  return (
    <>
      <Toast ref={toastRef} position="top-right" pt={TOAST_PT} />
      <ConfirmDialog />
      <CompanySetup />
      <SessionWatchHost />
    </>
  )
}
