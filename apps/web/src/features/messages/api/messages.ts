import { message, messageAction, messageChannel, messageTemplateList, sendResponse } from '@bb/shared'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'

export const messagesQuery = (applicantId: number) =>
  queryOptions({
    queryKey: ['applicants', 'messages', applicantId],
    queryFn: () => api.get('/api/messages/{id}', { params: { id: applicantId }, schema: z.array(message) }),
  })

export const actionsQuery = queryOptions({
  queryKey: ['message-actions'],
  queryFn: () => api.get('/api/message-actions', { schema: z.array(messageAction) }),
  staleTime: Number.POSITIVE_INFINITY,
})

export const channelsQuery = queryOptions({
  queryKey: ['message-channels'],
  queryFn: () => api.get('/api/message-channels', { schema: z.array(messageChannel) }),
  staleTime: Number.POSITIVE_INFINITY,
})

export const templatesForQuery = (action: string | null, group: string | null) =>
  queryOptions({
    queryKey: ['message-templates', 'filter', action, group],
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

export const sendMessage = (applicantId: number, compose: Compose, draft: boolean) =>
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
      )

export const deleteDraft = (id: number) => api.delete('/api/messages/{id}', { params: { id } })
