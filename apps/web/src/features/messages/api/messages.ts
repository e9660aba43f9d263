import { message, messageAction, messageChannel, messageTemplateList, sendResponse } from '@bb/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'

/** The query keys of messages; an applicant's messages sit under the applicant (history, counts). */
export const messageKeys = {
  list: (applicantId: number) => ['applicants', 'messages', applicantId] as const,
  actions: ['message-actions'] as const,
  channels: ['message-channels'] as const,
  templatesFor: (action: string | null, group: string | null) =>
    ['message-templates', 'filter', action, group] as const,
}

export const messagesQuery = (applicantId: number) =>
  queryOptions({
    queryKey: messageKeys.list(applicantId),
    queryFn: () => api.get('/api/messages/{id}', { params: { id: applicantId }, schema: z.array(message) }),
  })

export const actionsQuery = queryOptions({
  queryKey: messageKeys.actions,
  queryFn: () => api.get('/api/message-actions', { schema: z.array(messageAction) }),
  staleTime: Number.POSITIVE_INFINITY,
})

export const channelsQuery = queryOptions({
  queryKey: messageKeys.channels,
  queryFn: () => api.get('/api/message-channels', { schema: z.array(messageChannel) }),
  staleTime: Number.POSITIVE_INFINITY,
})

export const templatesForQuery = (action: string | null, group: string | null) =>
  queryOptions({
    queryKey: messageKeys.templatesFor(action, group),
    queryFn: () =>
      api.post(
        '/api/message-templates/filter',
        { action: action ?? undefined, profession_group: group },
        { schema: messageTemplateList },
      ),
  })

export interface Compose {
  id: number | null
  subject: string
  content: string
  replyId: number | null
  channels: string[]
}

export const EMPTY_COMPOSE: Compose = {
  id: null,
  subject: '',
  content: '',
  replyId: null,
  channels: ['email'],
}

/**
 * `POST /api/messages` (new) or `PUT /api/messages/{id}` (a draft again): sends, or keeps a draft.
 * Sent or not, the applicant's messages and history refresh (a refused send may have stored a
 * failed attempt); the composer does not wait for that.
 */
export function useSendMessage(applicantId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ compose, draft }: { compose: Compose; draft: boolean }) =>
      compose.id === null
        ? api.post(
            '/api/messages',
            {
              applicant_id: applicantId,
              subject: compose.subject,
              content: compose.content,
              draft,
              reply_id: compose.replyId,
              channels: compose.channels,
            },
            { schema: sendResponse },
          )
        : api.put(
            '/api/messages/{id}',
            { subject: compose.subject, content: compose.content, draft },
            { params: { id: compose.id }, schema: sendResponse },
          ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['applicants'] })
    },
  })
}

/** `DELETE /api/messages/{id}`: a draft. */
export function useDeleteDraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/messages/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applicants'] }),
  })
}
