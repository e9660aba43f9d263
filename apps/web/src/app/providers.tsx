import { QueryClientProvider } from '@tanstack/react-query'
import { PrimeReactProvider } from 'primereact/api'
import type { ReactNode } from 'react'
import { ToastProvider } from '../components/toast.tsx'
import { queryClient } from '../lib/query-client.ts'

/**
 * Every Dropdown keeps a hidden native <select> for forms; it is not focusable, so it is hidden
 * from assistive technology too (the focusable combobox carries the label).
 */
const PRIME = {
  locale: 'de',
  ripple: false,
  pt: { dropdown: { select: { 'aria-hidden': true } } },
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={PRIME}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  )
}
