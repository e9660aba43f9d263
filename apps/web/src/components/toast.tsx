import { TOAST_LIFE_MS } from '@bb/shared'
import type { ToastMessage as PrimeToastMessage, Toast } from 'primereact/toast'
import {
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useContext,
  useRef,
} from 'react'
import { overlaysReady } from './overlays-ready.ts'
import { placeToasts } from './toast-placement.ts'

/** The toast severities PrimeReact knows; info is the default. */
export type ToastSeverity = 'info' | 'warn' | 'error' | 'success' | 'secondary' | 'contrast'

export interface ToastMessage {
  severity?: ToastSeverity
  summary: string
  detail?: string
  /** Milliseconds; defaults to TOAST_LIFE_MS. `null` keeps it until closed. */
  life?: number | null
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => {})
/**
 * What mounts PrimeReact's Toast (and the other overlays): the app passes it in (app/overlay-host.tsx,
 * loaded lazily), because those overlays belong to features and components sit below features.
 */
export type ToastHost = ComponentType<{ toastRef: Ref<Toast> }>

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

/** Provides `useToast()` and mounts the host of the toast and confirmation overlays. */
export function ToastProvider({ host: Host, children }: { host: ToastHost; children: ReactNode }) {
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
        <Host toastRef={ref} />
      </Suspense>
      {children}
    </ToastContext.Provider>
  )
}

export const useToast = () => useContext(ToastContext)
