import { type Rating, rating, ratingList } from '@bb/shared'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const ratingsQuery = (applicantId: number) =>
  queryOptions({
    queryKey: ['applicants', 'ratings', applicantId],
    queryFn: () => api.get('/api/ratings/{id}', { params: { id: applicantId }, schema: ratingList }),
  })

export type RatingValues = Pick<
  Rating,
  'Text' | 'Rating' | 'Pünktlichkeit' | 'Zuverlässigkeit' | 'Teamfähigkeit' | 'Sympathie' | 'Fachkompetenz'
>

export const createRating = (applicantId: number, values: RatingValues) =>
  api.post('/api/ratings', { applicant_id: applicantId, ...values }, { schema: rating })
export const updateRating = (id: number, values: RatingValues) =>
  api.put('/api/ratings/{id}', values, { params: { id }, schema: rating })
export const deleteRating = (id: number) => api.delete('/api/ratings/{id}', { params: { id } })
