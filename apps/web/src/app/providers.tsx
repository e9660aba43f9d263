import { QueryClientProvider } from '@tanstack/react-query'
import { PrimeReactProvider } from 'primereact/api'
import { lazy, type ReactNode } from 'react'
import { ToastProvider } from '../components/toast.tsx'
import { queryClient } from '../lib/query-client.ts'

/**
 * Every Dropdown keeps a hidden native <select> for forms and a trigger arrow for the mouse;
 * neither is focusable, so both are hidden from assistive technology too (the focusable
 * combobox carries the label and opens the list).
 */
const PRIME = {
  locale: 'de',
  ripple: false,
  pt: { dropdown: { select: { 'aria-hidden': true }, trigger: { 'aria-hidden': true } } },
}

/** Loaded right after the first render, so no page waits for the overlays (see overlay-host.tsx). */
const OverlayHost = lazy(() => import('./overlay-host.tsx'))

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={PRIME}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider host={OverlayHost}>{children}</ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  )
}
