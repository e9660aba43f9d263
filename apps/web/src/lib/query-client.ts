import { QueryClient } from '@tanstack/react-query'

/** The API client already retries reads once, so TanStack Query does not retry again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 5_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
})
