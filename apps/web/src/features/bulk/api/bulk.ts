import {
  BULK_POLL_MS,
  type BulkJob,
  type BulkMailPreviewBody,
  bulkJob,
  bulkMailPreview,
  type CreateBulkJobBody,
} from '@bb/shared'
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '../../../lib/api.ts'

export const bulkKeys = {
  all: ['bulk-jobs'] as const,
  job: (id: number) => [...bulkKeys.all, id] as const,
}

export const bulkJobQuery = (id: number) =>
  queryOptions({
    queryKey: bulkKeys.job(id),
    queryFn: () => api.get('/api/bulk-jobs/{id}', { params: { id }, schema: bulkJob }),
  })

/**
 * What a job changes is shown everywhere at once when it ends: the lists and the board (under
 * `applicants`) and the shell's counters and bell (`ui-state`: the sidebar's counts, the receipt).
 */
const refreshAfterJob = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['applicants'] }),
    queryClient.invalidateQueries({ queryKey: ['ui-state'] }),
  ])

/** A running job is asked again every second until it has ended; then the screens refresh once. */
export function useBulkJob(id: number | null) {
  const queryClient = useQueryClient()
  const query = useQuery({
    ...bulkJobQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: (current) => (current.state.data?.state === 'running' ? BULK_POLL_MS : false),
  })
  const ended = query.data !== undefined && query.data.state !== 'running'
  useEffect(() => {
    if (ended) void refreshAfterJob(queryClient)
  }, [ended, queryClient])
  return query
}

/** `POST /api/bulk-jobs`: a small selection answers done, a larger one running. */
export function useStartBulkJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateBulkJobBody): Promise<BulkJob> =>
      api.post('/api/bulk-jobs', body, { schema: bulkJob, globalHandling: false }),
    onSuccess: (job) => {
      queryClient.setQueryData(bulkKeys.job(job.id), job)
      if (job.state !== 'running') void refreshAfterJob(queryClient)
    },
  })
}

export function useCancelBulkJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number): Promise<BulkJob> =>
      api.post('/api/bulk-jobs/{id}/cancel', {}, { params: { id }, schema: bulkJob }),
    onSuccess: (job) => queryClient.setQueryData(bulkKeys.job(job.id), job),
  })
}

/** Who a templated mail would skip, before it is sent. */
export function useBulkMailPreview() {
  return useMutation({
    mutationFn: (body: BulkMailPreviewBody) =>
      api.post('/api/bulk-jobs/mail-preview', body, { schema: bulkMailPreview, globalHandling: false }),
  })
}
