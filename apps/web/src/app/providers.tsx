import { QueryClientProvider } from '@tanstack/react-query'
import { PrimeReactProvider } from 'primereact/api'
import type { ReactNode } from 'react'
import { ToastProvider } from '../components/toast.tsx'
import { queryClient } from '../lib/query-client.ts'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={{ locale: 'de', ripple: false }}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  )
}
