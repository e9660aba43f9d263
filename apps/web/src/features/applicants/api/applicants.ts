import {
  type Applicant,
  type ApplicantDetail,
  type ApplicantList,
  answers,
  applicant,
  applicantDetail,
  applicantList,
  applicantSchemaResponse,
  applicantSearchResult,
  historyEntry,
  POLL_DETAIL_MS,
  POLL_LIST_MS,
} from '@bb/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-client.ts'

export const applicantSchemaQuery = queryOptions({
  queryKey: ['applicant-schema'],
  queryFn: () => api.get('/api/schema/applicants', { schema: applicantSchemaResponse }),
  staleTime: Number.POSITIVE_INFINITY,
})

/** Answers failures are only logged (SPEC.md §8). */
export const answersQuery = queryOptions({
  queryKey: ['answers'],
  queryFn: async () => {
    try {
      return await api.get('/api/answers', { schema: answers, globalHandling: false })
    } catch (error) {
      console.warn('Antwortkatalog konnte nicht geladen werden', error)
      return {}
    }
  },
  staleTime: 5 * 60_000,
})

export interface ListParams {
  endpoint: '/api/applicants' | '/api/followed-applicants' | '/api/qualified-applicants'
  status?: string
  profession_group?: string
  deleted?: boolean
  page: number
  per_page: number
  sort: string
  order: 'asc' | 'desc'
  filters?: string
}

/** The list's query: empty values are left out, the trash is `deleted=1`. */
function listQuery(params: ListParams, lastModified?: string) {
  const { endpoint: _, deleted, ...rest } = params
  const query: Record<string, string | number | undefined> = {}
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') query[key] = value
  if (deleted) query.deleted = '1'
  if (lastModified) query.lastModified = lastModified
  return query
}

/**
 * SPEC.md §4: an empty answer to a poll does not replace the list shown. The server answers
 * `{data: [], lastModified}` with the same lastModified when nothing changed.
 */
export function mergePolledList(
  previous: ApplicantList | undefined,
  answer: ApplicantList,
  sent: string | undefined,
) {
  if (previous && answer.data.length === 0 && sent !== undefined && answer.lastModified === sent)
    return previous
  return answer
}

/**
 * The polled list (SPEC.md §4): every 10 s with the last `lastModified`; an empty answer never
 * replaces the list shown.
 */
export function useApplicantList(params: ListParams) {
  const queryClient = useQueryClient()
  const key = ['applicants', 'list', params] as const
  const lastModified = useRef<string | undefined>(undefined)
  return useQuery({
    queryKey: key,
    placeholderData: keepPreviousData,
    refetchInterval: POLL_LIST_MS,
    queryFn: async (): Promise<ApplicantList> => {
      const previous = queryClient.getQueryData<ApplicantList>(key)
      const answer = await api.get(params.endpoint, {
        query: listQuery(params, previous ? lastModified.current : undefined),
        schema: applicantList,
      })
      if (answer.data.length === 0 && previous && answer.lastModified === lastModified.current)
        return previous
      lastModified.current = answer.lastModified
      return answer
    },
  })
}

/** The detail answered 404: no such applicant (any more). */
export const isApplicantNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** Erased, or in the trash where only a restore (by this user, who then reloads it) changes it. */
export const isApplicantGone = (state: { data?: ApplicantDetail; error: unknown }) =>
  isApplicantNotFound(state.error) || Boolean(state.data?.applicant.deleted_at)

export const applicantDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['applicants', 'detail', id],
    queryFn: () => api.get('/api/applicant-detail/{id}', { params: { id }, schema: applicantDetail }),
    enabled: id > 0,
    // A gone applicant is not asked for again when the window regains the focus.
    refetchOnWindowFocus: (query) => !isApplicantGone(query.state),
  })

/** Polled every 15 s while shown, until the applicant is gone (SPEC.md §4). */
export const useApplicantDetail = (id: number, poll: boolean) =>
  useQuery({
    ...applicantDetailQuery(id),
    refetchInterval: (query) => (poll && !isApplicantGone(query.state) ? POLL_DETAIL_MS : false),
  })

export const historyQuery = (id: number) =>
  queryOptions({
    queryKey: ['applicants', 'history', id],
    queryFn: () => api.get('/api/history/{id}', { params: { id }, schema: z.array(historyEntry) }),
    enabled: id > 0,
  })

export const searchQuery = (term: string) =>
  queryOptions({
    queryKey: ['applicants', 'search', term],
    queryFn: ({ signal }) =>
      api.get('/api/applicants/search/{term}', {
        params: { term },
        schema: applicantSearchResult,
        signal,
      }),
    enabled: term.trim().length > 0,
    placeholderData: keepPreviousData,
  })

export const createApplicant = (body: Record<string, unknown>) =>
  api.post('/api/applicants', body, { schema: applicant, globalHandling: false })
export const updateApplicant = (id: number, body: Record<string, unknown>) =>
  api.put('/api/applicants/{id}', body, { params: { id }, schema: applicant, globalHandling: false })
export const deleteApplicant = (id: number) =>
  api.delete('/api/applicants/{id}', { params: { id }, schema: applicant })
export const restoreApplicant = (id: number) =>
  api.post('/api/applicants/{id}/restore', {}, { params: { id }, schema: applicant })
export const setFollow = (id: number, follow: boolean) =>
  follow
    ? api.post('/api/applicants/{id}/follow', {}, { params: { id }, schema: applicant })
    : api.delete('/api/applicants/{id}/follow', { params: { id }, schema: applicant })
