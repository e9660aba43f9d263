import { type Rating, rating, ratingList } from '@bb/shared'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { useRefreshApplicants } from '../../../lib/query-client.ts'

/** The query keys of this feature; ratings sit under the applicant, so they go with its queries. */
export const ratingKeys = {
  all: ['applicants', 'ratings'] as const,
  list: (applicantId: number) => [...ratingKeys.all, applicantId] as const,
}

export const ratingsQuery = (applicantId: number) =>
  queryOptions({
    queryKey: ratingKeys.list(applicantId),
    queryFn: () => api.get('/api/ratings/{id}', { params: { id: applicantId }, schema: ratingList }),
  })

export type RatingValues = Pick<
  Rating,
  'Text' | 'Rating' | 'Pünktlichkeit' | 'Zuverlässigkeit' | 'Teamfähigkeit' | 'Sympathie' | 'Fachkompetenz'
>

/** `POST /api/ratings` for a new rating (`id: null`), `PUT /api/ratings/{id}` for an edit. */
export function useSaveRating(applicantId: number) {
  const refresh = useRefreshApplicants()
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: RatingValues }) =>
      id === null
        ? api.post('/api/ratings', { applicant_id: applicantId, ...values }, { schema: rating })
        : api.put('/api/ratings/{id}', values, { params: { id }, schema: rating }),
    onSuccess: refresh,
  })
}

/** `DELETE /api/ratings/{id}`; the list refreshes also after a failure (the rating may be gone already). */
export function useDeleteRating() {
  const refresh = useRefreshApplicants()
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/ratings/{id}', { params: { id } }),
    onSettled: refresh,
  })
}
