import { TOAST_LIFE_MS } from '@bb/shared'
import type { ToastMessage as PrimeToastMessage, Toast } from 'primereact/toast'
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useRef } from 'react'
import { overlaysReady } from './overlays-ready.ts'
import { placeToasts } from './toast-placement.ts'

/** Toast severities of SPEC.md §4; info is the default. */
export type ToastSeverity = 'info' | 'warn' | 'error' | 'success' | 'secondary' | 'contrast'

export interface ToastMessage {
  severity?: ToastSeverity
  summary: string
  detail?: string
  /** Milliseconds; defaults to TOAST_LIFE_MS. `null` keeps it until closed. */
  life?: number | null
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => {})
const OverlayHost = lazy(() => import('./overlay-host.tsx'))

function toPrime(message: ToastMessage): PrimeToastMessage {
  const life = message.life === undefined ? TOAST_LIFE_MS : message.life
  return {
    severity: message.severity ?? 'info',
    summary: message.summary,
    detail: message.detail,
    closable: true,
    ...(life === null ? { sticky: true } : { life }),
  }
}

/** Provides `useToast()` and mounts the toast and confirmation hosts (see overlay-host.tsx). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null)
  // A toast raised before the host is mounted waits for it, like a confirmation does.
  const show = useCallback((message: ToastMessage) => {
    const toast = toPrime(message)
    const display = () => {
      placeToasts()
      ref.current?.show(toast)
    }
    if (ref.current) display()
    else void overlaysReady.then(display)
  }, [])
  return (
    <ToastContext.Provider value={show}>
      <Suspense fallback={null}>
        <OverlayHost toastRef={ref} />
      </Suspense>
      {children}
    </ToastContext.Provider>
  )
}

export const useToast = () => useContext(ToastContext)
