import { QueryClient, useQueryClient } from '@tanstack/react-query'

/** The API client already retries reads once, so TanStack Query does not retry again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 5_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
})

/**
 * For the writes of an applicant's records (notes, ratings, documents): they change the record's
 * list and what the applicant's screens count and show (tabs, list columns, history), so every
 * query under `['applicants']` refreshes. The callback does not wait for that refetch, so the
 * write's toast and a closing layer come at once.
 */
export function useRefreshApplicants() {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: ['applicants'] })
  }
}
