import { applicant, type MergeApplicantBody } from '@bb/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { applicantKeys } from './applicants.ts'

/** The applicant a suspected duplicate names as its original. */
export const applicantProfileQuery = (id: number | null) =>
  queryOptions({
    queryKey: applicantKeys.profile(id ?? 0),
    queryFn: () => api.get('/api/applicants/{id}', { params: { id: id ?? 0 }, schema: applicant }),
    enabled: id !== null && id > 0,
  })

/**
 * `POST /api/applicants/{id}/merge`: the duplicate {id} goes into `into` and is gone afterwards.
 * Everything under `applicants` is read again, except what is about the duplicate itself (it
 * would only answer 404 while the screen moves on to the target), and the sidebar's counters.
 */
export function useMergeApplicant(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MergeApplicantBody) =>
      api.post('/api/applicants/{id}/merge', body, {
        params: { id },
        schema: applicant,
        globalHandling: false,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: applicantKeys.all,
          predicate: (q) => q.queryKey[2] !== id,
        }),
        queryClient.invalidateQueries({ queryKey: ['ui-state'] }),
      ]),
    // Refused as changed meanwhile, or merged by someone else: show both as they are now.
    onError: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  })
}

/** `POST /api/applicants/{id}/reviewed`: a person opened it, the „Bitte prüfen“ mark goes (lists too). */
export function useMarkReviewed(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api.post(
        '/api/applicants/{id}/reviewed',
        {},
        { params: { id }, schema: applicant, globalHandling: false },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  })
}
