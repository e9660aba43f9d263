import { type MessageTemplate, messageTemplateList, type TemplateBody } from '@bb/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/**
 * The query keys of message templates. The composer and the booking dialog ask the server for the
 * templates that fit (`filter`), under the same root, so a change here reaches them too.
 */
export const templateKeys = {
  all: ['message-templates'] as const,
  list: () => [...templateKeys.all] as const,
  filtered: () => [...templateKeys.all, 'filter'] as const,
}

export const templatesQuery = queryOptions({
  queryKey: templateKeys.list(),
  queryFn: () => api.get('/api/message-templates', { schema: messageTemplateList }),
})

/** Every write answers the refreshed list, which replaces the cached one; the filtered lists go stale. */
function useTemplatesWrite<V>(write: (variables: V) => Promise<MessageTemplate[]>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (list) => {
      queryClient.setQueryData(templatesQuery.queryKey, list)
      void queryClient.invalidateQueries({ queryKey: templateKeys.filtered() })
    },
  })
}

/** `POST /api/message-templates` for a new template (`id: null`), `PUT …/{id}` for an edit. */
export const useSaveTemplate = () =>
  useTemplatesWrite(({ id, body }: { id: number | null; body: TemplateBody }) =>
    id === null
      ? api.post('/api/message-templates', body, { schema: messageTemplateList })
      : api.put('/api/message-templates/{id}', body, { params: { id }, schema: messageTemplateList }),
  )

/** `DELETE /api/message-templates/{id}`. */
export const useDeleteTemplate = () =>
  useTemplatesWrite((id: number) =>
    api.delete('/api/message-templates/{id}', { params: { id }, schema: messageTemplateList }),
  )
