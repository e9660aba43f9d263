import { ConfirmDialog } from 'primereact/confirmdialog'
import { Toast } from 'primereact/toast'
import { type Ref, useEffect } from 'react'
import { CompanySetup } from '../features/settings/components/company-setup.tsx'
import { markOverlaysReady } from './overlays-ready.ts'

/**
 * The app-wide toast and confirmation dialog. Loaded right after the first render (see
 * toast.tsx), so no page waits for them; toasts and confirmations raised before they arrive wait for
 * `overlaysReady`.
 */
export default function OverlayHost({ toastRef }: { toastRef: Ref<Toast> }) {
  useEffect(markOverlaysReady, [])
  return (
    <>
      <Toast ref={toastRef} position="top-right" />
      <ConfirmDialog />
      <CompanySetup />
    </>
  )
}
