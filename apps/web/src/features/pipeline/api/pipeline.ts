import {
  applicant,
  messageTemplateList,
  type PipelineBoard,
  type PipelineColumnPage,
  POLL_LIST_MS,
  pipelineBoard,
  pipelineColumnPage,
  sendResponse,
} from '@bb/shared'
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { type Narrowing, narrowingQuery } from '../utils/narrowing.ts'

export { narrowingOf } from '../utils/narrowing.ts'
export type { Narrowing }

/** The board's query keys; they sit under `applicants`, so every applicant write refreshes the board too. */
export const pipelineKeys = {
  all: ['applicants', 'pipeline'] as const,
  board: (narrowing: Narrowing) => [...pipelineKeys.all, 'board', narrowing] as const,
  column: (narrowing: Narrowing, status: string, start: string | null) =>
    [...pipelineKeys.all, 'column', narrowing, status, start] as const,
}

/**
 * The board, polled like the lists: every 10 s with the last `lastModified`; an unchanged answer
 * (no columns) keeps the board shown. `hold` (a card in the hand) keeps polling but the screen
 * applies the answer only once the card is put down.
 */
export const boardQuery = (queryClient: QueryClient, narrowing: Narrowing) => {
  const key = pipelineKeys.board(narrowing)
  return {
    queryKey: key,
    queryFn: async (): Promise<PipelineBoard> => {
      const previous = queryClient.getQueryData<PipelineBoard>(key)
      const sent = previous?.lastModified
      const answer = await api.get('/api/pipeline', {
        query: { ...narrowingQuery(narrowing), ...(sent ? { lastModified: sent } : {}) },
        schema: pipelineBoard,
      })
      if (previous && answer.columns.length === 0 && answer.lastModified === sent) return previous
      return answer
    },
  }
}

export function usePipelineBoard(narrowing: Narrowing) {
  const queryClient = useQueryClient()
  return useQuery({ ...boardQuery(queryClient, narrowing), refetchInterval: POLL_LIST_MS })
}

/** The further pages of one column, from the `next` of the board's first page on. */
export function useColumnPages(narrowing: Narrowing, status: string, start: string | null) {
  return useInfiniteQuery({
    queryKey: pipelineKeys.column(narrowing, status, start),
    enabled: false,
    initialPageParam: start,
    getNextPageParam: (page: PipelineColumnPage) => page.next,
    queryFn: ({ pageParam }): Promise<PipelineColumnPage> =>
      api.get('/api/pipeline/column', {
        query: { ...narrowingQuery(narrowing), status, ...(pageParam ? { after: pageParam } : {}) },
        schema: pipelineColumnPage,
      }),
  })
}

/** Everything that shows applicants (lists, counters, the board) after a card moved. */
const refreshAfterMove = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['applicants'] }),
    queryClient.invalidateQueries({ queryKey: ['ui-state'] }),
  ])

/**
 * A move is the applicant's status change (PUT /api/applicants/{id}), naming the status the card
 * was taken from: if someone else changed it meanwhile the server refuses with a 409.
 */
export function useMoveCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, from, to }: { id: number; from: string; to: string }) =>
      api.put(
        '/api/applicants/{id}',
        { status: to, expected_status: from },
        { params: { id }, schema: applicant, globalHandling: false },
      ),
    onSettled: () => refreshAfterMove(queryClient),
  })
}

/** The rejection templates that fit the applicant's occupation group (action „Absage“). */
export const rejectionTemplatesQuery = (group: string | null) => ({
  queryKey: ['message-templates', 'filter', 'absage', group] as const,
  queryFn: () =>
    api.post(
      '/api/message-templates/filter',
      { action: 'absage', profession_group: group },
      { schema: messageTemplateList },
    ),
})

/** `GET /api/applicants/{id}`: the person a dialog after a move needs (booking). */
export const applicantQuery = (id: number) => ({
  queryKey: ['applicants', 'pipeline-person', id] as const,
  queryFn: () => api.get('/api/applicants/{id}', { params: { id }, schema: applicant }),
})

/** Sends a template as it is: the server fills its placeholders, adds the closing and sends it. */
export function useSendTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      applicantId,
      subject,
      content,
    }: {
      applicantId: number
      subject: string
      content: string
    }) =>
      api.post(
        '/api/messages',
        { applicant_id: applicantId, subject, content, draft: false, reply_id: null, channels: ['email'] },
        { schema: sendResponse, globalHandling: false },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['applicants'] }),
  })
}
