import { inboundMailList, type MailFilterRule, type mailFilterRuleBody, mailFilterRuleList } from '@bb/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { isRecruiterUser } from '../../../lib/current-user.ts'

/** What the editor sends; the server normalises the value (lower case, no "@" before a domain). */
export type MailFilterRuleInput = z.input<typeof mailFilterRuleBody>

/** Toast texts of this screen, kept here (the shared toast texts have none for the mail filter). */
export const MAIL_FILTER_TOASTS = {
  saveSuccess: 'Regel gespeichert',
  saveError: 'Die Regel konnte nicht gespeichert werden.',
  moveError: 'Die Regel konnte nicht verschoben werden.',
  deleteError: 'Die Regel konnte nicht gelöscht werden.',
} as const

export const mailFilterRulesQuery = queryOptions({
  queryKey: ['mail-filter', 'rules'],
  queryFn: () => api.get('/api/mail-filter', { schema: mailFilterRuleList }),
})

/** Admins and recruiters only; viewers get 403, so the page does not ask for them. */
export const recentInboundMailsQuery = queryOptions({
  queryKey: ['mail-filter', 'recent'],
  queryFn: () => api.get('/api/mail-filter/recent', { schema: inboundMailList }),
})

/** The server lets admins and recruiters (who hold the conversations) change the rules. */
export const canEditMailFilter = isRecruiterUser

/** Every write answers the refreshed list, which replaces the cached one. */
function useRulesWrite<V>(write: (variables: V) => Promise<MailFilterRule[]>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (list) => queryClient.setQueryData(mailFilterRulesQuery.queryKey, list),
  })
}

export const useSaveMailFilterRule = () =>
  useRulesWrite(({ id, body }: { id: number | null; body: MailFilterRuleInput }) =>
    id === null
      ? api.post('/api/mail-filter', body, { schema: mailFilterRuleList })
      : api.put('/api/mail-filter/{id}', body, { params: { id }, schema: mailFilterRuleList }),
  )

export const useDeleteMailFilterRule = () =>
  useRulesWrite((id: number) =>
    api.delete('/api/mail-filter/{id}', { params: { id }, schema: mailFilterRuleList }),
  )
