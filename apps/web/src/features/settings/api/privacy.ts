import { auditPage, retentionPreview } from '@bb/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const retentionQuery = queryOptions({
  queryKey: ['privacy', 'retention'],
  queryFn: () => api.get('/api/privacy/retention', { schema: retentionPreview }),
})

export const auditQuery = (page: number, perPage: number) =>
  queryOptions({
    queryKey: ['privacy', 'audit', page, perPage],
    queryFn: () => api.get('/api/audit-log', { query: { page, per_page: perPage }, schema: auditPage }),
    placeholderData: keepPreviousData,
  })
