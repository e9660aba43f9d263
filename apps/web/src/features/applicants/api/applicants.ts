import {
  type ApplicantBody,
  type ApplicantDetail,
  type ApplicantList,
  answers,
  applicant,
  applicantDetail,
  applicantList,
  applicantSchemaResponse,
  applicantSearchResult,
  hasSearchWord,
  historyEntry,
  POLL_DETAIL_MS,
  POLL_LIST_MS,
  type ShareApplicantBody,
} from '@bb/shared'
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useRef } from 'react'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { type ListParams, listQuery } from './list-params.ts'

export type { ListParams }

/** The query keys of applicants; notes and ratings keep theirs under `all` too. */
export const applicantKeys = {
  all: ['applicants'] as const,
  list: (params: ListParams) => [...applicantKeys.all, 'list', params] as const,
  detail: (id: number) => [...applicantKeys.all, 'detail', id] as const,
  /** One applicant's profile alone (the original a duplicate names). */
  profile: (id: number) => [...applicantKeys.all, 'profile', id] as const,
  history: (id: number) => [...applicantKeys.all, 'history', id] as const,
  search: (term: string) => [...applicantKeys.all, 'search', term] as const,
}

export const applicantSchemaQuery = queryOptions({
  queryKey: ['applicant-schema'],
  queryFn: () => api.get('/api/schema/applicants', { schema: applicantSchemaResponse }),
  staleTime: Number.POSITIVE_INFINITY,
})

/** A failure to load the answer catalogue is only logged; the screens go on with an empty one. */
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

/**
 * A list's first page asked ahead of its screen, while the screen's code still loads: the same
 * cache entry the polled list then starts from. Failures stay quiet; the screen asks again itself.
 */
export const prefetchApplicantList = (queryClient: QueryClient, params: ListParams) =>
  queryClient.prefetchQuery({
    queryKey: applicantKeys.list(params),
    queryFn: () =>
      api.get(params.endpoint, { query: listQuery(params), schema: applicantList, globalHandling: false }),
  })

/**
 * An empty answer to a poll does not replace the list shown. The server answers
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
 * The polled list: every 10 s with the last `lastModified`; an empty answer never
 * replaces the list shown.
 */
export function useApplicantList(params: ListParams) {
  const queryClient = useQueryClient()
  const key = applicantKeys.list(params)
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
    queryKey: applicantKeys.detail(id),
    queryFn: () => api.get('/api/applicant-detail/{id}', { params: { id }, schema: applicantDetail }),
    enabled: id > 0,
    // A gone applicant is not asked for again when the window regains the focus.
    refetchOnWindowFocus: (query) => !isApplicantGone(query.state),
  })

/** Polled every 15 s while shown (unless `poll` is off), until the applicant is gone. */
export const useApplicantDetail = (id: number, poll: boolean) =>
  useQuery({
    ...applicantDetailQuery(id),
    refetchInterval: (query) => (poll && !isApplicantGone(query.state) ? POLL_DETAIL_MS : false),
  })

export const historyQuery = (id: number) =>
  queryOptions({
    queryKey: applicantKeys.history(id),
    queryFn: () => api.get('/api/history/{id}', { params: { id }, schema: z.array(historyEntry) }),
    enabled: id > 0,
  })

export const searchQuery = (term: string) =>
  queryOptions({
    queryKey: applicantKeys.search(term),
    // A term without a word is answered here as the server would answer it (see hasSearchWord).
    queryFn: ({ signal }) =>
      hasSearchWord(term)
        ? api.get('/api/applicants/search/{term}', {
            params: { term },
            schema: applicantSearchResult,
            signal,
          })
        : Promise.resolve({ data: [], word_starts: [] }),
    enabled: term.trim().length > 0,
    placeholderData: keepPreviousData,
  })

/**
 * An applicant write changes the person, every list and the history under `applicants` (notes and
 * ratings sit there too), and the sidebar's counters (`ui-state`). The write is done once both
 * are fresh, so a screen shows the new state, not the old one for a moment.
 */
function useApplicantWrite<V, R>(write: (variables: V) => Promise<R>, after: 'success' | 'always') {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['ui-state'] }),
    ])
  return useMutation({
    mutationFn: write,
    onSuccess: after === 'success' ? refresh : undefined,
    // A failed delete, restore or follow may have lost to another tab: show what is true now.
    onSettled: after === 'always' ? refresh : undefined,
  })
}

/** `POST /api/applicants`; a 422 may name possible duplicates (then `confirm_duplicate` saves anyway). */
export const useCreateApplicant = () =>
  useApplicantWrite(
    (body: ApplicantBody) => api.post('/api/applicants', body, { schema: applicant, globalHandling: false }),
    'success',
  )
/** `PUT /api/applicants/{id}`: the profile, the status or the "qualified" mark. */
export const useUpdateApplicant = (id: number) =>
  useApplicantWrite(
    (body: ApplicantBody) =>
      api.put('/api/applicants/{id}', body, { params: { id }, schema: applicant, globalHandling: false }),
    'success',
  )
/** `DELETE /api/applicants/{id}`: into the trash. */
export const useDeleteApplicant = () =>
  useApplicantWrite(
    (id: number) => api.delete('/api/applicants/{id}', { params: { id }, schema: applicant }),
    'always',
  )
/** `DELETE /api/applicants/{id}/erase` (admins): at once and for good, without the trash. */
export const useEraseApplicant = (id: number) =>
  useApplicantWrite(() => api.delete('/api/applicants/{id}/erase', { params: { id } }), 'success')
/** `POST /api/applicants/{id}/restore`: out of the trash. */
export const useRestoreApplicant = () =>
  useApplicantWrite(
    (id: number) => api.post('/api/applicants/{id}/restore', {}, { params: { id }, schema: applicant }),
    'always',
  )
/** `POST`/`DELETE /api/applicants/{id}/follow`. */
export const useFollowApplicant = (id: number) =>
  useApplicantWrite(
    (follow: boolean) =>
      follow
        ? api.post('/api/applicants/{id}/follow', {}, { params: { id }, schema: applicant })
        : api.delete('/api/applicants/{id}/follow', { params: { id }, schema: applicant }),
    'always',
  )

const shareResponse = z.object({ shared_with: z.array(z.string()) })

/** `POST /api/applicants/{id}/share`: colleagues get a notification; nothing cached changes. */
export const useShareApplicant = (id: number) =>
  useMutation({
    mutationFn: (body: ShareApplicantBody) =>
      api.post('/api/applicants/{id}/share', body, { params: { id }, schema: shareResponse }),
  })
