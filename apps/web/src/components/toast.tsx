import { TOAST_LIFE_MS } from '@bb/shared'
import { Toast } from 'primereact/toast'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react'

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

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null)
  const show = useCallback((message: ToastMessage) => {
    const life = message.life === undefined ? TOAST_LIFE_MS : message.life
    ref.current?.show({
      severity: message.severity ?? 'info',
      summary: message.summary,
      detail: message.detail,
      closable: true,
      ...(life === null ? { sticky: true } : { life }),
    })
  }, [])
  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      <Toast ref={ref} position="top-right" />
      {children}
    </ToastContext.Provider>
  )
}

export const useToast = () => useContext(ToastContext)
