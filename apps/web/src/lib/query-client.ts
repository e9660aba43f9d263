import { QueryClient, useQueryClient } from '@tanstack/react-query'

/** The API client already retries reads once (SPEC.md §9), so TanStack Query does not retry again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 5_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
})

/**
 * A write under an applicant (a note, a rating, a document) changes the list and what the
 * applicant's screens count and show (tabs, list columns, history), so every applicant query
 * refreshes. The write does not wait for that refetch: its toast and closing layer come at once.
 */
export function useRefreshApplicants() {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: ['applicants'] })
  }
}
