import { type Job, type JobBody, job, jobHistory, jobList, markdownPreview } from '@bb/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { answersQuery } from '../../applicants/index.ts'

/** The query keys of job postings. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: () => [...jobKeys.all, 'list'] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
  history: (id: number) => [...jobKeys.all, 'history', id] as const,
}

export const jobsQuery = queryOptions({
  queryKey: jobKeys.list(),
  queryFn: () => api.get('/api/jobs', { schema: jobList }),
})

export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => api.get('/api/jobs/{id}', { params: { id }, schema: job }),
  })

export const jobHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: jobKeys.history(id),
    queryFn: () => api.get('/api/jobs/{id}/history', { params: { id }, schema: jobHistory }),
  })

/**
 * `POST /api/jobs` (no id) or `PUT /api/jobs/{id}`; the list, the job and its history refresh, and
 * the answer catalogue, which offers the jobs as an applicant's „Stelle“.
 */
export function useSaveJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: JobBody }): Promise<Job> =>
      id === null
        ? api.post('/api/jobs', body, { schema: job })
        : api.put('/api/jobs/{id}', body, { params: { id }, schema: job }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(jobKeys.detail(saved.id), saved)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: answersQuery.queryKey }),
      ])
    },
  })
}

/** `POST /api/jobs/preview`: the Markdown as the careers page will show it. */
export function usePreviewMarkdown() {
  return useMutation({
    mutationFn: (markdown: string) =>
      api.post('/api/jobs/preview', { markdown }, { schema: markdownPreview }),
  })
}

/** `POST`/`DELETE /api/jobs/{id}/follow`: the answer is the job as the person now sees it. */
export function useFollowJob(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (follow: boolean): Promise<Job> =>
      follow
        ? api.post('/api/jobs/{id}/follow', {}, { params: { id }, schema: job })
        : api.delete('/api/jobs/{id}/follow', { params: { id }, schema: job }),
    onSuccess: (saved) => queryClient.setQueryData(jobKeys.detail(saved.id), saved),
  })
}
